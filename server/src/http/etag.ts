/** Validators for conditional requests: content ETags, If-None-Match and If-Modified-Since. */
import { createHash } from 'node:crypto';

/** A weak ETag of a body: equal content, equal tag, whatever the encoding it is sent in. */
export function contentEtag(body: ArrayBuffer | Uint8Array | string): string {
  const bytes = typeof body === 'string' ? body : new Uint8Array(body);
  return `W/"${createHash('sha1').update(bytes).digest('base64url')}"`;
}

/** True when an If-None-Match header names `etag` (weak comparison, as for GET). */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = opaque(etag);
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === wanted);
}

/** True when the request's validators say its copy is current (If-None-Match wins over If-Modified-Since). */
export function isNotModified(request: { header(name: string): string | undefined }, etag: string, lastModified?: Date): boolean {
  const ifNoneMatch = request.header('If-None-Match');
  if (ifNoneMatch) return matchesIfNoneMatch(ifNoneMatch, etag);
  const ifModifiedSince = request.header('If-Modified-Since');
  if (!ifModifiedSince || !lastModified) return false;
  const since = Date.parse(ifModifiedSince);
  // HTTP dates have whole seconds.
  return !Number.isNaN(since) && Math.floor(lastModified.getTime() / 1000) * 1000 <= since;
}
