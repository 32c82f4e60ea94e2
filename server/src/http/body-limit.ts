import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { refuseRequest } from './edge-refusal.ts';

/** The upload route enforces its own (larger) limit, after checking that the caller may upload at all. */
const isUploadRoute = (method: string, path: string) => method === 'POST' && path === '/api/uploads';

/**
 * Every request body except an upload's is at most `maxBytes` (config.bodyLimitBytes). A declared
 * Content-Length over it is answered 413 at once, without reading; a chunked body is counted while it
 * streams in and cut off at the limit, so no more than `maxBytes` is ever held in memory.
 */
export function limitRequestBodies(maxBytes: number): MiddlewareHandler {
  const refuseTooLarge = (c: Context) =>
    refuseRequest(c, 413, 'PAYLOAD_TOO_LARGE', `The request body is larger than ${Math.floor(maxBytes / 1024)} KB.`);
  const limit = bodyLimit({ maxSize: maxBytes, onError: refuseTooLarge });
  return async (c, next) => {
    if (isUploadRoute(c.req.method, c.req.path) || c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    // A declared length is checked here without touching the body: hono's bodyLimit asks for the body
    // stream first, which makes Node's server build a whole fetch Request for every request.
    const declared = c.req.header('content-length');
    if (declared !== undefined && c.req.header('transfer-encoding') === undefined) {
      return Number(declared) > maxBytes ? refuseTooLarge(c) : next();
    }
    return limit(c, next);
  };
}
