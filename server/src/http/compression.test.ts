/**
 * Compression on the wire (issue 12, point 4): brotli or gzip per Accept-Encoding for text types of at
 * least 1 KB (GraphQL and REST JSON, HTML, CSS, JS, SVG) with Vary: Accept-Encoding; compressed
 * formats, small bodies, ranges, HEAD and already-encoded answers pass as they are; a streamed body
 * is compressed as it streams.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { createBook } from '../../test/catalog-fixtures.ts';
import { CSRF_HEADER } from '../graphql/transport.ts';
import { COMPRESSION_THRESHOLD_BYTES, compression, isCompressibleType, negotiateEncoding } from './compression.ts';

function decode(encoding: string | null, body: ArrayBuffer): string {
  const bytes = Buffer.from(body);
  if (encoding === 'br') return brotliDecompressSync(bytes).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(bytes).toString('utf8');
  return bytes.toString('utf8');
}

describe('negotiateEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0.5, br;q=0.4', 'gzip'],
    ['gzip;q=1.0, br;q=1.0', 'br'],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['identity', null],
    ['deflate', null],
    ['', null],
    [undefined, null],
  ])('%j → %s', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });
});

describe('isCompressibleType', () => {
  it.each([
    ['text/html; charset=UTF-8', true],
    ['text/css', true],
    ['text/javascript; charset=utf-8', true],
    ['application/javascript', true],
    ['application/json', true],
    ['application/graphql-response+json; charset=utf-8', true],
    ['image/svg+xml', true],
    ['image/png', false],
    ['image/webp', false],
    ['font/woff2', false],
    ['application/pdf', false],
    ['application/zip', false],
    ['text/event-stream', false],
    [null, false],
  ])('%s: %s', (type, expected) => {
    expect(isCompressibleType(type)).toBe(expected);
  });
});

describe('the compression middleware', () => {
  const big = 'Pathagar bookshop, '.repeat(200);
  let release: () => void = () => {};
  const app = new Hono();
  app.use('*', compression());
  app.get('/json', (c) => c.json({ text: big }));
  app.get('/tiny', (c) => c.json({ ok: true }));
  app.get('/svg', (c) => c.body(`<svg xmlns="http://www.w3.org/2000/svg">${'<rect width="1" height="1"/>'.repeat(100)}</svg>`, 200, { 'Content-Type': 'image/svg+xml' }));
  app.get('/png', (c) => c.body(new Uint8Array(4096), 200, { 'Content-Type': 'image/png' }));
  app.get('/encoded', (c) => c.body(big, 200, { 'Content-Type': 'text/plain', 'Content-Encoding': 'gzip' }));
  app.get('/range', (c) => c.body(big.slice(0, 2000), 206, { 'Content-Type': 'text/plain', 'Content-Range': `bytes 0-1999/${big.length}` }));
  app.get('/no-transform', (c) => c.body(big, 200, { 'Content-Type': 'text/plain', 'Cache-Control': 'no-transform' }));
  app.get('/etag', (c) => c.body(big, 200, { 'Content-Type': 'text/html', ETag: '"abc"' }));
  app.get('/stream', () => {
    const encoder = new TextEncoder();
    const body = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(encoder.encode('a'.repeat(3000)));
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        controller.enqueue(encoder.encode('b'.repeat(3000)));
        controller.close();
      },
    });
    return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  });
  const get = (path: string, acceptEncoding?: string, method = 'GET') =>
    app.request(path, { method, headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {} });

  it('compresses JSON and SVG with brotli, or gzip when that is all the client takes', async () => {
    for (const [encoding, accept] of [['br', 'gzip, deflate, br'], ['gzip', 'gzip']] as const) {
      const json = await get('/json', accept);
      expect(json.headers.get('Content-Encoding')).toBe(encoding);
      expect(json.headers.get('Vary')).toBe('Accept-Encoding');
      expect(json.headers.get('Content-Length')).toBeNull();
      const body = await json.arrayBuffer();
      expect(body.byteLength).toBeLessThan(big.length / 10);
      expect(JSON.parse(decode(encoding, body))).toEqual({ text: big });
      const svg = await get('/svg', accept);
      expect(svg.headers.get('Content-Encoding')).toBe(encoding);
      expect(decode(encoding, await svg.arrayBuffer())).toContain('<rect width="1" height="1"/>');
    }
  });

  it('sends the body as it is without Accept-Encoding, below the threshold, and for compressed formats', async () => {
    const plain = await get('/json');
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(plain.headers.get('Vary')).toBe('Accept-Encoding');
    expect(await plain.json()).toEqual({ text: big });
    const tiny = await get('/tiny', 'br');
    expect(tiny.headers.get('Content-Encoding')).toBeNull();
    expect(await tiny.json()).toEqual({ ok: true });
    expect(JSON.stringify({ ok: true }).length).toBeLessThan(COMPRESSION_THRESHOLD_BYTES);
    const png = await get('/png', 'br');
    expect(png.headers.get('Content-Encoding')).toBeNull();
    expect(png.headers.get('Vary')).toBeNull();
    expect((await png.arrayBuffer()).byteLength).toBe(4096);
  });

  it('leaves encoded answers, ranges, no-transform and HEAD alone', async () => {
    expect((await get('/encoded', 'br')).headers.get('Content-Encoding')).toBe('gzip');
    const range = await get('/range', 'br');
    expect(range.status).toBe(206);
    expect(range.headers.get('Content-Encoding')).toBeNull();
    expect((await range.text()).length).toBe(2000);
    expect((await get('/no-transform', 'br')).headers.get('Content-Encoding')).toBeNull();
    expect((await get('/json', 'br', 'HEAD')).headers.get('Content-Encoding')).toBeNull();
  });

  it('weakens the ETag of what it compresses and gives the same bytes for the same ETag', async () => {
    const first = await get('/etag', 'br');
    expect(first.headers.get('ETag')).toBe('W/"abc"');
    const second = await get('/etag', 'br');
    expect(Buffer.from(await second.arrayBuffer())).toEqual(Buffer.from(await first.arrayBuffer()));
    expect((await get('/etag')).headers.get('ETag')).toBe('"abc"');
  });

  it('compresses a stream as it streams: the answer starts before the source has finished', async () => {
    const response = await get('/stream', 'gzip');
    expect(response.headers.get('Content-Encoding')).toBe('gzip');
    // The source is still waiting for `release`: the response and its headers came first.
    release();
    expect(decode('gzip', await response.arrayBuffer())).toBe('a'.repeat(3000) + 'b'.repeat(3000));
  });
});

describe('compression in the shop', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
    for (let i = 0; i < 12; i += 1) await createBook(t.db.prisma, { title: `Compressed Title Number ${i}`, description: 'x'.repeat(50) });
  });
  afterAll(() => t.close());

  const graphql = (query: string, acceptEncoding?: string) =>
    t.app.request('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', [CSRF_HEADER]: '1', ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
      body: JSON.stringify({ query }),
    });

  it('compresses a GraphQL answer above the threshold, and leaves a small one as it is', async () => {
    const query = '{ products(first: 12) { edges { node { id title description path slug } } } }';
    const response = await graphql(query, 'gzip, deflate, br');
    expect(response.headers.get('Content-Encoding')).toBe('br');
    expect(response.headers.get('Vary')).toContain('Accept-Encoding');
    const compressed = await response.arrayBuffer();
    const text = decode('br', compressed);
    expect(JSON.parse(text).data.products.edges).toHaveLength(12);
    expect(compressed.byteLength).toBeLessThan(text.length / 2);
    const small = await graphql('{ __typename }', 'br');
    expect(small.headers.get('Content-Encoding')).toBeNull();
    expect(await small.json()).toEqual({ data: { __typename: 'Query' } });
  });

  it('compresses REST JSON too', async () => {
    const response = await t.app.request('/api/no-such-endpoint-' + 'x'.repeat(COMPRESSION_THRESHOLD_BYTES), { headers: { 'accept-encoding': 'gzip' } });
    expect(response.status).toBe(404);
    expect(response.headers.get('Content-Encoding')).toBe('gzip');
    expect(JSON.parse(decode('gzip', await response.arrayBuffer()))).toMatchObject({ statusCode: 404 });
  });
});
