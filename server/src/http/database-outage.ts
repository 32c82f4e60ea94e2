/**
 * A request that failed because the database cannot be reached now (db/unavailable.ts) is answered 503
 * with `Retry-After`, in the shape its client reads (issue 29 §20): GraphQL errors with the code
 * SERVICE_UNAVAILABLE on /graphql, the REST error body elsewhere. A load balancer or client may retry;
 * nothing is logged as the shop's own fault.
 */
import type { Context as HonoContext } from 'hono';
import { GraphQLError } from 'graphql';
import { apiError } from './api-errors.ts';

/** How long a client is asked to wait before it tries again. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;
export const DATABASE_UNAVAILABLE_MESSAGE = 'The shop cannot reach its database right now. Please try again in a moment.';

/** The GraphQL error a resolver's database failure becomes (Yoga sets the HTTP status and header from `http`). */
export function databaseUnavailableGraphQLError(): GraphQLError {
  return new GraphQLError(DATABASE_UNAVAILABLE_MESSAGE, {
    extensions: { code: 'SERVICE_UNAVAILABLE', http: { status: 503, headers: { 'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS) } } },
  });
}

/** The answer when the database failed outside GraphQL's execution (REST, files, pages, the request's session). */
export function databaseUnavailableAnswer(c: HonoContext) {
  c.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
  if (c.req.path === '/graphql') {
    return c.json({ errors: [{ message: DATABASE_UNAVAILABLE_MESSAGE, extensions: { code: 'SERVICE_UNAVAILABLE' } }] }, 503);
  }
  return apiError(c, 503, DATABASE_UNAVAILABLE_MESSAGE);
}
