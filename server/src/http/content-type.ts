import type { MiddlewareHandler } from 'hono';
import { refuseRequest } from './edge-refusal.ts';

const JSON_TYPE = /^application\/json\s*(;|$)/i;

/** `application/json`, with or without parameters (`; charset=utf-8`). */
export const isJsonContentType = (type: string | undefined) => JSON_TYPE.test(type ?? '');
const MULTIPART_TYPE = /^multipart\/form-data\s*;/i;
const WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** HTTP/1.1 announces a request body with Content-Length or Transfer-Encoding. */
function declaresBody(headers: Headers): boolean {
  const length = headers.get('content-length');
  return (length !== null && Number(length) > 0) || headers.has('transfer-encoding');
}

/**
 * The REST shim reads JSON only: a POST/PUT/PATCH/DELETE to /api/* with a body or a Content-Type must
 * say `application/json`, and an upload `multipart/form-data`; anything else is 415. Browsers send
 * text/plain, urlencoded and multipart forms across sites without asking first, so none reaches a handler.
 */
export function requireApiContentTypes(): MiddlewareHandler {
  return async (c, next) => {
    const type = c.req.header('content-type');
    if (!WITH_BODY.has(c.req.method) || (type === undefined && !declaresBody(c.req.raw.headers))) return next();
    const upload = c.req.method === 'POST' && c.req.path === '/api/uploads';
    if (upload ? MULTIPART_TYPE.test(type ?? '') : isJsonContentType(type)) return next();
    const wanted = upload ? 'multipart/form-data' : 'application/json';
    return refuseRequest(c, 415, 'UNSUPPORTED_MEDIA_TYPE', `Send the request body as ${wanted}.`);
  };
}
