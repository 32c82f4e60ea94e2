import type { Context as HonoContext, MiddlewareHandler } from 'hono';

/**
 * The header every GraphQL POST must carry (the Relay network layer, GraphiQL, the tests and the
 * benches send it). A cross-site page can only add a custom header after a CORS preflight, which the
 * shop refuses to foreign origins, so a form post or a `no-cors` fetch from another site never runs.
 */
export const CSRF_HEADER = 'x-graphql-csrf';

export const TRANSPORT_CODES = {
  method: 'METHOD_NOT_ALLOWED',
  contentType: 'UNSUPPORTED_MEDIA_TYPE',
  csrf: 'CSRF_HEADER_MISSING',
} as const;

function refuse(c: HonoContext, status: 403 | 405 | 415, code: string, message: string) {
  if (status === 405) c.header('Allow', 'POST');
  return c.json({ errors: [{ message, extensions: { code } }] }, status);
}

function isJson(contentType: string | undefined): boolean {
  return contentType?.split(';')[0]?.trim().toLowerCase() === 'application/json';
}

/**
 * `/graphql` speaks one transport, checked before the body is read: POST with an `application/json`
 * body and the CSRF header. GET, form and multipart posts are refused (uploads go through
 * `POST /api/uploads`); `onGet` may answer a GET first (GraphiQL in development). OPTIONS passes on
 * to the CORS layer.
 */
export function graphqlTransport(onGet?: (c: HonoContext) => Response | undefined): MiddlewareHandler {
  return async (c, next) => {
    const method = c.req.method;
    if (method === 'OPTIONS') return next();
    if (method === 'GET' || method === 'HEAD') {
      return onGet?.(c) ?? refuse(c, 405, TRANSPORT_CODES.method, 'Send GraphQL requests as POST with a JSON body.');
    }
    if (method !== 'POST') return refuse(c, 405, TRANSPORT_CODES.method, 'Send GraphQL requests as POST with a JSON body.');
    if (!isJson(c.req.header('content-type'))) {
      return refuse(c, 415, TRANSPORT_CODES.contentType, 'GraphQL requests must have Content-Type: application/json.');
    }
    if (!c.req.header(CSRF_HEADER)) {
      return refuse(c, 403, TRANSPORT_CODES.csrf, `GraphQL requests must carry the ${CSRF_HEADER} header.`);
    }
    return next();
  };
}
