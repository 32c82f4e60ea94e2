import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import { isCorsOrigin, type OriginPolicy } from './origin-check.ts';
import { copyResponse, replaceResponse, setResponseHeader } from './replace-response.ts';

const CORS_RESPONSE_HEADERS = [
  'Access-Control-Allow-Origin',
  'Access-Control-Allow-Credentials',
  'Access-Control-Allow-Methods',
  'Access-Control-Allow-Headers',
  'Access-Control-Expose-Headers',
  'Access-Control-Max-Age',
];

/**
 * CORS for /graphql and /api/*: only config.corsOrigins get `Access-Control-Allow-Origin` (with
 * credentials); any other origin, `null` included, gets no CORS headers at all, whoever set them
 * (a handler's own CORS answer is stripped), so its page cannot read the response.
 */
export function corsForConfiguredOrigins(policy: Pick<OriginPolicy, 'corsOrigins'>): MiddlewareHandler {
  const allowed = cors({
    origin: (origin) => (isCorsOrigin(origin, policy) ? origin : null),
    credentials: true,
    allowMethods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    maxAge: 600,
  });
  return async (c, next) => {
    if (isCorsOrigin(c.req.header('origin'), policy)) return allowed(c, next);
    await next();
    if (CORS_RESPONSE_HEADERS.some((header) => c.res.headers.has(header))) {
      replaceResponse(c, copyResponse(c.res, { headers: c.res.headers })); // a handler's response headers may be immutable
      for (const header of CORS_RESPONSE_HEADERS) c.res.headers.delete(header);
    }
    setResponseHeader(c, 'Vary', 'Origin', { append: true });
  };
}
