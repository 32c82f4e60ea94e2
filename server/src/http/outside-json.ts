/**
 * One JSON call to an outside service (payment gateway, courier) with a time limit, where every failure
 * (timeout, network, HTTP error, not a JSON object) becomes the caller's own error with a plain message
 * that names no secret.
 */
export interface OutsideService {
  /** Shown in messages ("Steadfast: …"). */
  label: string;
  /** How messages name it: "the gateway", "the courier". */
  noun: string;
  fetch: typeof fetch;
  timeoutMs: number;
  /** Credentials that must never reach a message or a log, even when a service echoes the request. */
  secrets: string[];
  /** Makes the signal that ends a call after `ms` (AbortSignal.timeout; tests pass a controllable clock's). */
  timeoutSignal?: (ms: number) => AbortSignal;
}

/** `label: detail` with every configured secret blanked out. */
export function outsideMessage(service: Pick<OutsideService, 'label' | 'secrets'>, detail: string): string {
  let message = `${service.label}: ${detail}`;
  for (const secret of service.secrets) if (secret) message = message.replaceAll(secret, '[redacted]');
  return message;
}

/** Calls the service and returns its JSON object; failures are `fail(detail)`. */
export async function fetchJsonObject(
  service: OutsideService,
  url: string,
  init: RequestInit,
  fail: (detail: string) => Error,
): Promise<Record<string, unknown>> {
  const body = await fetchJson(service, url, init, fail);
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw fail(`${service.noun} answered JSON that is not an object`);
  return body as Record<string, unknown>;
}

/** Calls the service and returns its JSON answer, whatever its shape; failures are `fail(detail)`. */
export async function fetchJson(service: OutsideService, url: string, init: RequestInit, fail: (detail: string) => Error): Promise<unknown> {
  let response: Response;
  try {
    response = await service.fetch(url, {
      ...init,
      headers: { accept: 'application/json', ...init.headers },
      signal: (service.timeoutSignal ?? AbortSignal.timeout)(service.timeoutMs),
    });
  } catch (error) {
    throw fail(isTimeout(error) ? `no answer within ${service.timeoutMs / 1000} s` : `could not reach ${service.noun} (${errorText(error)})`);
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw fail(`${service.noun} answered HTTP ${response.status}`);
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch (error) {
    throw fail(isTimeout(error) ? `no answer within ${service.timeoutMs / 1000} s` : `${service.noun} answered something other than JSON`);
  }
  return body;
}

// Structural, not instanceof: fetch's errors may come from another realm (jest's sandbox, workers).
function isTimeout(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'TimeoutError';
}

function errorText(error: unknown): string {
  const { message, cause } = (typeof error === 'object' && error !== null ? error : { message: error }) as {
    message?: unknown;
    cause?: { message?: unknown };
  };
  // undici reports "fetch failed" and keeps the useful part (ECONNREFUSED…) in the cause.
  return `${String(message)}${cause?.message === undefined ? '' : `: ${String(cause.message)}`}`;
}
