/** The one byte range of an HTTP `Range` header (RFC 9110 §14), as the file routes answer it. */
import type { ByteRange } from '../modules/storage/file-storage.ts';

export type RangeRequest = { kind: 'whole' } | { kind: 'range'; range: ByteRange } | { kind: 'unsatisfiable' };

/**
 * `bytes=a-b`, `bytes=a-` or `bytes=-n` within a file of `size` bytes. No header: the whole file. Several
 * ranges, another unit, or a range starting beyond the end: unsatisfiable (416), so a client cannot ask
 * for the file many times over in one request.
 */
export function parseRange(header: string | undefined | null, size: number): RangeRequest {
  if (!header) return { kind: 'whole' };
  const match = /^\s*bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header);
  if (!match || (match[1] === '' && match[2] === '')) return { kind: 'unsatisfiable' };
  const [, first, last] = match;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'range', range: { start: Math.max(0, size - suffix), end: size - 1 } };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (!Number.isSafeInteger(start) || start >= size || end < start) return { kind: 'unsatisfiable' };
  return { kind: 'range', range: { start, end } };
}
