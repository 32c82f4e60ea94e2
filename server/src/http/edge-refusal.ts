import { STATUS_CODES } from 'node:http';
import type { Context as HonoContext } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { apiError } from './api-errors.ts';

/** Why the HTTP edge turned a request away before any handler saw it; GraphQL clients read it as `extensions.code`. */
export type EdgeRefusalCode =
  | 'CROSS_SITE_REQUEST_REFUSED'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'BAD_REQUEST_BODY';

/**
 * Answers a refused request in the shape its caller reads: the seed's REST error body on /api/*,
 * a GraphQL error (`{ errors: [{ message, extensions: { code } }] }`) on /graphql, plain text elsewhere.
 */
export function refuseRequest(c: HonoContext, status: ContentfulStatusCode, code: EdgeRefusalCode, message: string): Response {
  const path = c.req.path;
  if (path === '/api' || path.startsWith('/api/')) return apiError(c, status, message, STATUS_CODES[status]);
  if (path === '/graphql') return c.json({ errors: [{ message, extensions: { code } }] }, status);
  return c.text(message, status);
}
