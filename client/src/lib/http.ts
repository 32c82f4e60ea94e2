/** Response statuses worth trying again: timeouts, conflicts, rate limits and server hiccups. */
export const RETRY_STATUSES: readonly number[] = [408, 409, 425, 429, 500, 502, 503, 504];

// Repeating a write could apply it twice, so these are not retried unless the caller asks.
const UNSAFE_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'];

/** `fetch` options plus `retry` (how many times to try again) and `json` (a body to send as JSON). */
export type RequestOptions = RequestInit & { retry?: number; json?: unknown };

/** A non-2xx response, with the server's status message and parsed body. */
export class HttpError extends Error {
  override readonly name = 'HttpError';

  constructor(
    readonly status: number,
    readonly statusMessage: string,
    readonly body: unknown,
    message = `${status} ${statusMessage}`.trim(),
  ) {
    super(message);
  }
}

function toFetchInit({ retry: _retry, json, ...init }: RequestOptions): RequestInit {
  if (json === undefined) return { credentials: 'same-origin', ...init };
  const headers = new Headers(init.headers);
  if (!headers.has('content-type')) headers.set('content-type', 'application/json');
  return { credentials: 'same-origin', ...init, headers, body: JSON.stringify(json) };
}

/** `fetch` with the same-origin cookies, JSON bodies and retries (once for reads, never for writes by default). */
export async function request(url: string, options: RequestOptions = {}): Promise<Response> {
  const method = (options.method ?? 'GET').toUpperCase();
  const retries = options.retry ?? (UNSAFE_METHODS.includes(method) ? 0 : 1);
  const init = toFetchInit(options);
  for (let attempt = 0; ; attempt++) {
    const retriesLeft = attempt < retries;
    try {
      const response = await fetch(url, init);
      if (!(retriesLeft && RETRY_STATUSES.includes(response.status))) return response;
    } catch (error) {
      // fetch rejects with a TypeError when the network fails; anything else (an abort) is final.
      if (!(retriesLeft && error instanceof TypeError)) throw error;
    }
  }
}

function parseBody(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function stringField(body: unknown, field: 'statusMessage' | 'message'): string | undefined {
  if (typeof body !== 'object' || body === null || !(field in body)) return undefined;
  const value: unknown = (body as Record<string, unknown>)[field];
  return typeof value === 'string' ? value : undefined;
}

/** Sends a request and returns its parsed JSON body; throws HttpError for a non-2xx response. */
export async function requestJson<T = unknown>(url: string, options: RequestOptions = {}): Promise<T> {
  const response = await request(url, options);
  const body = parseBody(await response.text());
  if (!response.ok) {
    const statusMessage = stringField(body, 'statusMessage') ?? response.statusText;
    throw new HttpError(response.status, statusMessage, body, stringField(body, 'message'));
  }
  return body as T;
}
