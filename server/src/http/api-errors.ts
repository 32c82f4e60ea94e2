import { STATUS_CODES } from 'node:http';
import type { Context as HonoContext } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** The error body the existing REST clients read (seed §7): `{ statusCode, statusMessage, message }`. */
export interface ApiErrorBody {
  statusCode: number;
  statusMessage: string;
  message: string;
}

/** Answers a REST error in the shape the existing clients read, with the matching HTTP status. */
export function apiError(c: HonoContext, statusCode: ContentfulStatusCode, message: string, statusMessage?: string) {
  const body: ApiErrorBody = {
    statusCode,
    statusMessage: statusMessage ?? STATUS_CODES[statusCode] ?? 'Error',
    message,
  };
  return c.json(body, statusCode);
}
