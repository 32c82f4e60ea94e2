import type { Context as HonoContext } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Context } from '../context.ts';
import { AppError, ValidationError } from '../shared/errors.ts';
import { apiError } from './api-errors.ts';
import { parseJsonObject } from './json-input.ts';
import type { RequestVariables } from './request-log.ts';

/** Hono variables of a request that reached GraphQL or the REST shim. */
export type AppVariables = RequestVariables & { ctx: Context };

/**
 * The JSON object a REST request sent ({} when the body is empty). The edge (http/json-input.ts) has
 * already refused malformed JSON, non-objects and text no field may hold; a request that did not pass
 * there gets the same 400 here.
 */
export async function jsonBody(c: HonoContext): Promise<Record<string, unknown>> {
  const parsed = parseJsonObject(await c.req.text());
  if ('problem' in parsed) throw new ValidationError([{ field: 'body', message: parsed.problem }]);
  return parsed.value;
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
