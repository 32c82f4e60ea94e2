/**
 * HTTP caching of GraphQL answers. A shared (cacheable anonymous) answer is one the response cache
 * plugin marked with an ETag: it gets `Cache-Control: public, max-age=0, must-revalidate` and an ETag
 * of its content, and a request whose If-None-Match names that ETag gets 304 without the body. Every
 * other answer is `no-store` (`private, no-store` for a signed-in request). The plugin's own ETag
 * names the cache entry, not its content (an entry stored again after an invalidation keeps its name),
 * so it is replaced.
 *
 * The shop's client sends GraphQL as POST, which browsers do not keep; the ETag serves any client that
 * revalidates (and GET, should the transport ever allow it).
 */
import type { MiddlewareHandler } from 'hono';
import type { Context } from '../context.ts';
import { contentEtag, matchesIfNoneMatch } from '../http/etag.ts';
import { bufferedBody, bufferedResponse, copyResponse, replaceResponse } from '../http/replace-response.ts';
import { isBatchRequest } from './batching.ts';
import { cachedAnswerEtag } from './cached-answer-text.ts';

export const SHARED_ANSWER_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

/** Cache-Control, ETag and 304 for /graphql (see the module comment). */
export function graphqlHttpCaching(): MiddlewareHandler<{ Variables: { ctx?: Context } }> {
  return async (c, next) => {
    await next();
    const response = c.res;
    const ctx = c.get('ctx');
    const signedIn = Boolean(ctx?.session || ctx?.viewer);
    // A batch's answer is a request's own (graphql/batching.ts), never one HTTP caches share.
    const shared = !signedIn && response.status === 200 && response.headers.has('ETag') && !response.headers.has('Set-Cookie') && !isBatchRequest(c.req.raw);
    const headers = new Headers(response.headers);
    headers.delete('ETag');
    headers.delete('Last-Modified');
    if (!shared) {
      if (!headers.has('Cache-Control')) headers.set('Cache-Control', signedIn ? 'private, no-store' : 'no-store');
      replaceResponse(c, copyResponse(response, { headers }));
      return;
    }
    const body = bufferedBody(response) ?? new Uint8Array(await response.arrayBuffer());
    // A memory-held answer's tag was made with its text (cached-answer-text.ts); any other is hashed here.
    const etag = (typeof body === 'string' ? cachedAnswerEtag(c.req.raw) : undefined) ?? contentEtag(body);
    headers.set('ETag', etag);
    headers.set('Cache-Control', SHARED_ANSWER_CACHE_CONTROL);
    // The answer depends on whether the request carries a session cookie.
    headers.append('Vary', 'Cookie');
    if (matchesIfNoneMatch(c.req.header('If-None-Match'), etag)) {
      headers.delete('Content-Type');
      headers.delete('Content-Length');
      replaceResponse(c, new Response(null, { status: 304, headers }));
      return;
    }
    replaceResponse(c, bufferedResponse(body, { status: response.status, headers }));
  };
}
