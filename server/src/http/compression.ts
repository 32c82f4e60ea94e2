/**
 * Compression of responses on the wire: brotli, or gzip for clients that take only that, for text
 * types (HTML, CSS, JavaScript, JSON from GraphQL and REST, SVG, XML, plain text) of at least
 * `thresholdBytes`. Everything else passes as it is: compressed formats (images, fonts, PDFs, video),
 * responses already encoded (the build's precompressed assets), ranges, HEAD, 204/304, `no-transform`.
 * Compressible responses say `Vary: Accept-Encoding`.
 *
 * Bodies stream through the compressor (a file or a long answer is not held in memory), except
 * answers with an ETag (shared GraphQL answers, index.html): those are the same bytes many times, so
 * their compressed form is kept (a small LRU by ETag and encoding) and compressed once.
 */
import { pipeline, Readable } from 'node:stream';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { bufferedBody, copyResponse, replaceResponse } from './replace-response.ts';

/** Smaller bodies go as they are: the headers would cost more than compression saves. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

const COMPRESSIBLE_TYPE =
  /^\s*(?:text\/(?:html|css|plain|javascript|xml|csv|markdown)|application\/(?:json|graphql-response\+json|javascript|ecmascript|xml|manifest\+json|ld\+json|problem\+json)|image\/svg\+xml)\s*(?:;|$)/i;

export type ContentEncoding = 'br' | 'gzip';

/** True for the text types compression is for. */
export function isCompressibleType(contentType: string | null | undefined): boolean {
  return !!contentType && COMPRESSIBLE_TYPE.test(contentType);
}

/** The encoding to answer with per Accept-Encoding (q-values honoured; brotli preferred), or null for none. */
export function negotiateEncoding(acceptEncoding: string | null | undefined): ContentEncoding | null {
  if (!acceptEncoding) return null;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    weights.set(name, q === undefined ? 1 : Number(q));
  }
  const weight = (encoding: ContentEncoding) => weights.get(encoding) ?? weights.get('*') ?? 0;
  const br = weight('br');
  const gzip = weight('gzip');
  if (br > 0 && br >= gzip) return 'br';
  if (gzip > 0) return 'gzip';
  return null;
}

function compressor(encoding: ContentEncoding, sizeHint?: number): zlib.BrotliCompress | zlib.Gzip {
  if (encoding === 'gzip') return zlib.createGzip({ level: 6 });
  return zlib.createBrotliCompress({
    params: {
      // 5: most of brotli's gain over gzip at a few times gzip's speed (11 is for the build's static files).
      [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      ...(sizeHint ? { [zlib.constants.BROTLI_PARAM_SIZE_HINT]: sizeHint } : {}),
    },
  });
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

async function compressBytes(encoding: ContentEncoding, body: Uint8Array): Promise<Buffer> {
  if (encoding === 'gzip') return gzip(body, { level: 6 });
  return brotli(body, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
    },
  });
}

/** Compressed bodies by `<encoding> <ETag>`, least recently used out first, at most `maxBytes` in all. */
class CompressedBodies {
  readonly #entries = new Map<string, Buffer>();
  #bytes = 0;

  constructor(readonly maxBytes: number) {}

  get(key: string): Buffer | undefined {
    const body = this.#entries.get(key);
    if (body) {
      this.#entries.delete(key);
      this.#entries.set(key, body);
    }
    return body;
  }

  set(key: string, body: Buffer) {
    if (body.byteLength > this.maxBytes / 8 || this.#entries.has(key)) return;
    this.#entries.set(key, body);
    this.#bytes += body.byteLength;
    for (const [oldest, old] of this.#entries) {
      if (this.#bytes <= this.maxBytes) break;
      this.#entries.delete(oldest);
      this.#bytes -= old.byteLength;
    }
  }
}

/** The first chunks of a stream up to `bytes` (or all of it), and whether it ended there. */
async function peek(reader: ReadableStreamDefaultReader<Uint8Array>, bytes: number) {
  const chunks: Uint8Array[] = [];
  let size = 0;
  while (size < bytes) {
    const { done, value } = await reader.read();
    if (done) return { chunks, size, ended: true };
    chunks.push(value);
    size += value.byteLength;
  }
  return { chunks, size, ended: false };
}

async function* rest(chunks: Uint8Array[], reader: ReadableStreamDefaultReader<Uint8Array>) {
  try {
    yield* chunks;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      yield value;
    }
  } finally {
    // Stops the source when the client went away before the end.
    await reader.cancel().catch(() => {});
  }
}

function concat(chunks: Uint8Array[], size: number): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return out;
}

function withVary(headers: Headers, value: string): void {
  const vary = headers.get('Vary');
  if (vary === '*' || vary?.split(',').some((v) => v.trim().toLowerCase() === value.toLowerCase())) return;
  headers.set('Vary', vary ? `${vary}, ${value}` : value);
}

/** A weak form of an ETag (the compressed bytes differ from the ones it named). */
function weakened(etag: string): string {
  return etag.startsWith('W/') ? etag : `W/${etag}`;
}

export interface CompressionOptions {
  thresholdBytes?: number;
  /** Memory for compressed bodies of ETag'd answers. */
  cacheBytes?: number;
}

/** The compression middleware (see the module comment); mount it outside every handler. */
export function compression(options: CompressionOptions = {}): MiddlewareHandler {
  const threshold = options.thresholdBytes ?? COMPRESSION_THRESHOLD_BYTES;
  const compressed = new CompressedBodies(options.cacheBytes ?? 32 * 1024 * 1024);
  return async (c, next) => {
    await next();
    const response = c.res;
    if (!isCompressibleType(response.headers.get('Content-Type'))) return;
    const headers = new Headers(response.headers);
    withVary(headers, 'Accept-Encoding');
    const answer = (body: BodyInit | null) => replaceResponse(c, new Response(body, { status: response.status, headers }));

    const encoding = negotiateEncoding(c.req.header('Accept-Encoding'));
    // A buffered answer (replace-response.ts) is known whole: its length, and its bytes without a stream.
    const buffered = bufferedBody(response);
    const bytes = buffered === undefined ? undefined : typeof buffered === 'string' ? Buffer.from(buffered) : buffered;
    const length = bytes?.byteLength ?? Number(response.headers.get('Content-Length') ?? Number.NaN);
    const skip =
      !encoding ||
      (bytes === undefined && !response.body) ||
      c.req.method === 'HEAD' ||
      response.status === 204 ||
      response.status === 206 ||
      response.status === 304 ||
      response.headers.has('Content-Encoding') ||
      /\bno-transform\b/i.test(response.headers.get('Cache-Control') ?? '') ||
      length < threshold;
    if (skip) return replaceResponse(c, copyResponse(response, { headers }));

    headers.set('Content-Encoding', encoding);
    headers.delete('Content-Length');
    headers.delete('Accept-Ranges');
    const etag = response.headers.get('ETag');
    if (etag) headers.set('ETag', weakened(etag));

    if (etag) {
      // The same answer many times: compress it once.
      const key = `${encoding} ${etag}`;
      const known = compressed.get(key);
      if (known) return answer(new Uint8Array(known));
      const body = bytes ?? new Uint8Array(await response.arrayBuffer());
      if (body.byteLength < threshold) {
        headers.delete('Content-Encoding');
        headers.set('ETag', etag);
        return answer(body as Uint8Array<ArrayBuffer>);
      }
      const packed = await compressBytes(encoding, body);
      compressed.set(key, packed);
      return answer(new Uint8Array(packed));
    }
    // Held whole already (and over the threshold): compressed whole, sent with its length.
    if (bytes) return answer(new Uint8Array(await compressBytes(encoding, bytes)));

    if (!response.body) return answer(null);
    const reader = response.body.getReader();
    const head = await peek(reader, threshold);
    if (head.ended && head.size < threshold) {
      headers.delete('Content-Encoding');
      return answer(concat(head.chunks, head.size));
    }
    const stream = compressor(encoding, Number.isNaN(length) ? undefined : length);
    pipeline(Readable.from(rest(head.chunks, reader)), stream, () => {
      // A failed source or a client gone away ends the stream; nothing more to answer.
    });
    return answer(Readable.toWeb(stream) as ReadableStream<Uint8Array>);
  };
}
