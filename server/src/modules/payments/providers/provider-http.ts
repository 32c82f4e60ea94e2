import { PaymentProviderError, type OnlinePaymentMethod } from './types.ts';

/** How long one call to a gateway may take before the shop gives up (bKash's own plugin allows 29 s). */
export const PROVIDER_TIMEOUT_MS = 20_000;

export interface ProviderHttp {
  provider: OnlinePaymentMethod;
  /** Shown in messages ("SSLCommerz: …"). */
  label: string;
  fetch: typeof fetch;
  timeoutMs: number;
  /** Credentials that must never reach a message or a log, even when a gateway echoes the request. */
  secrets: string[];
}

/** Calls a gateway and returns its JSON object; every failure (timeout, network, HTTP error, not JSON) is a PaymentProviderError. */
export async function requestJson(http: ProviderHttp, url: string, init: RequestInit): Promise<Record<string, unknown>> {
  let response: Response;
  try {
    response = await http.fetch(url, {
      ...init,
      headers: { accept: 'application/json', ...init.headers },
      signal: AbortSignal.timeout(http.timeoutMs),
    });
  } catch (error) {
    throw providerError(
      http,
      isTimeout(error) ? `no answer within ${http.timeoutMs / 1000} s` : `could not reach the gateway (${errorText(error)})`,
    );
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw providerError(http, `the gateway answered HTTP ${response.status}`);
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch (error) {
    throw providerError(http, isTimeout(error) ? `no answer within ${http.timeoutMs / 1000} s` : 'the gateway answered something other than JSON');
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw providerError(http, 'the gateway answered JSON that is not an object');
  return body as Record<string, unknown>;
}

/** A PaymentProviderError naming the gateway, with every configured secret blanked out. */
export function providerError(http: Pick<ProviderHttp, 'provider' | 'label' | 'secrets'>, detail: string): PaymentProviderError {
  let message = `${http.label}: ${detail}`;
  for (const secret of http.secrets) if (secret) message = message.replaceAll(secret, '[redacted]');
  return new PaymentProviderError(message, http.provider);
}

/** A field of a gateway's answer as a string ('' when missing); numbers are accepted as their decimal text. */
export function field(body: Record<string, unknown>, name: string): string {
  const value = body[name];
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
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
