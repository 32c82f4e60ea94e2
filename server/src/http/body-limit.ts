import type { MiddlewareHandler } from 'hono';
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
  const limit = bodyLimit({
    maxSize: maxBytes,
    onError: (c) =>
      refuseRequest(c, 413, 'PAYLOAD_TOO_LARGE', `The request body is larger than ${Math.floor(maxBytes / 1024)} KB.`),
  });
  return (c, next) => (isUploadRoute(c.req.method, c.req.path) ? next() : limit(c, next));
}
