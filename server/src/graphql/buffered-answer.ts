import { bufferedResponse } from '../http/replace-response.ts';

/** A single GraphQL result (not an incremental or event stream): JSON, small and whole when Yoga answers. */
const SINGLE_RESULT = /^\s*application\/(?:graphql-response\+)?json\s*(?:;|$)/i;

/**
 * Yoga's answer with its body held whole (http/replace-response.ts `bufferedResponse`), so the middlewares
 * that set its headers on the way out copy bytes, not a stream, and Node's server writes it at once.
 * Anything else Yoga may send (no body, a stream of results) goes as it is.
 */
export async function bufferedAnswer(response: Response): Promise<Response> {
  if (!SINGLE_RESULT.test(response.headers.get('Content-Type') ?? '')) return response;
  return bufferedResponse(await response.text(), { status: response.status, headers: response.headers });
}
