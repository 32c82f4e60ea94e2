import type { Context as HonoContext } from 'hono';

/**
 * Swaps a middleware's response whole. Assigning `c.res` alone copies the old response's headers onto
 * the new one, which would bring back a header the new response left out on purpose.
 */
export function replaceResponse(c: HonoContext, response: Response): void {
  c.res = undefined;
  c.res = response;
}

/** The whole body of each response made by `bufferedResponse`, known without reading the response. */
const bufferedBodies = new WeakMap<Response, string | Uint8Array>();

/**
 * A response whose body is held whole in memory (a GraphQL answer). The middlewares that copy a response
 * to change its headers pass such a body on as it is (`copyResponse`), so it reaches Node's server as
 * bytes, written at once with its Content-Length, instead of as a stream read chunk by chunk through
 * every copy: a good part of what a small answer cost (issue 22 §4).
 */
export function bufferedResponse(body: string | Uint8Array, init: ResponseInit): Response {
  const response = new Response(body as BodyInit, init);
  bufferedBodies.set(response, body);
  return response;
}

/** The body of a response made by `bufferedResponse`; undefined for any other (read it as a stream). */
export function bufferedBody(response: Response): string | Uint8Array | undefined {
  return bufferedBodies.get(response);
}

/**
 * A new response with `response`'s body and the given status and headers (a handler's own headers may be
 * immutable). A buffered body stays buffered. The status text is not copied: reading it would turn a
 * buffered body into a stream, and HTTP/1.1's reason phrase carries nothing a client reads.
 */
export function copyResponse(response: Response, init: { status?: number; headers: HeadersInit }): Response {
  const status = init.status ?? response.status;
  const body = bufferedBodies.get(response);
  return body === undefined ? new Response(response.body, { status, headers: init.headers }) : bufferedResponse(body, { status, headers: init.headers });
}

/**
 * Sets a header on the response a handler has already made. Hono's `c.header` copies a finished response
 * first (its headers may be immutable), which turns a buffered body into a stream; this sets it in place
 * and copies only when the headers are in fact immutable (a response from `fetch`).
 */
export function setResponseHeader(c: HonoContext, name: string, value: string, options: { append?: boolean } = {}): void {
  try {
    if (options.append) c.res.headers.append(name, value);
    else c.res.headers.set(name, value);
  } catch {
    c.header(name, value, options);
  }
}
