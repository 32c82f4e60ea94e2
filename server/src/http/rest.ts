import type { Context as HonoContext } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Context } from '../context.ts';
import { AppError } from '../shared/errors.ts';
import { apiError } from './api-errors.ts';
import type { RequestVariables } from './request-log.ts';

/** Hono variables of a request that reached GraphQL or the REST shim. */
export type AppVariables = RequestVariables & { ctx: Context };

/** The JSON body of a REST request, or {} when it is missing or not JSON. */
export async function jsonBody(c: HonoContext): Promise<Record<string, unknown>> {
  const body: unknown = await c.req.json().catch(() => ({}));
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}

/** Runs a REST handler; expected failures answer `{ statusCode, statusMessage, message }` with their status. */
export async function restCall(c: HonoContext<{ Variables: AppVariables }>, handler: () => Promise<Response>) {
  try {
    return await handler();
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    // The existing client shows statusMessage to the user, so it carries the human message.
    return apiError(c, error.status as ContentfulStatusCode, error.message, error.message);
  }
}
