/**
 * GraphQL answers leave the server whole (issue 22 §4): Yoga's answer is held as bytes
 * (`bufferedAnswer`), the middlewares that set its headers on the way out copy those bytes instead of
 * piping a stream (`copyResponse`, `setResponseHeader`), and Node's server writes it at once with its
 * Content-Length — compressed or not — instead of chunk by chunk. Each header those middlewares add is
 * still there.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { createBook } from '../../test/catalog-fixtures.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { bufferedBody, bufferedResponse, copyResponse, setResponseHeader } from '../http/replace-response.ts';
import { CSRF_HEADER } from './transport.ts';

let t: TestApp;
let server: http.Server;

beforeAll(async () => {
  t = await startTestApp();
  for (let i = 0; i < 30; i += 1) await createBook(t.db.prisma, { title: `Buffered answer book number ${i} of a long list`, description: 'x'.repeat(40) });
  server = await new Promise<http.Server>((resolve) => {
    const started = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(started as http.Server)) as http.Server;
  });
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

/** One POST /graphql over a raw socket: the headers exactly as Node's server wrote them, and the body. */
function post(query: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  const body = JSON.stringify({ query });
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port: (server.address() as AddressInfo).port,
        path: '/graphql',
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', 'content-length': Buffer.byteLength(body), [CSRF_HEADER]: '1', ...headers },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

const LIST = '{ products(first: 30) { edges { node { title } } } }';

describe('a GraphQL answer on the wire', () => {
  it('goes whole with its Content-Length, every edge header kept', async () => {
    const answer = await post(LIST);
    expect(answer.status).toBe(200);
    expect(answer.headers['transfer-encoding']).toBeUndefined();
    expect(Number(answer.headers['content-length'])).toBe(answer.body.byteLength);
    expect(JSON.parse(answer.body.toString('utf8')).data.products.edges).toHaveLength(30);
    expect(answer.headers['x-request-id']).toMatch(/^[\w-]{8,}$/);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers.vary).toContain('Origin');
    expect(answer.headers['content-security-policy']).toContain("default-src 'none'");
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
  });

  it('goes whole when compressed too', async () => {
    const answer = await post(LIST, { 'accept-encoding': 'gzip' });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers['transfer-encoding']).toBeUndefined();
    expect(Number(answer.headers['content-length'])).toBe(answer.body.byteLength);
    expect(JSON.parse(gunzipSync(answer.body).toString('utf8')).data.products.edges).toHaveLength(30);
    expect(answer.headers.vary).toContain('Accept-Encoding');
    expect(answer.headers['x-request-id']).toBeDefined();
  });

  it('a refusal goes whole as well', async () => {
    const answer = await post('{ products(first: 30) { edges { node { nope } } } }');
    expect(answer.status).toBe(200);
    expect(answer.headers['transfer-encoding']).toBeUndefined();
    expect(JSON.parse(answer.body.toString('utf8')).errors[0].message).toMatch(/nope/);
  });
});

describe('copyResponse and setResponseHeader', () => {
  it('a copy of a buffered response keeps its bytes buffered, with the new status and headers', async () => {
    const original = bufferedResponse('{"data":1}', { status: 200, headers: { 'Content-Type': 'application/json' } });
    const copy = copyResponse(original, { status: 201, headers: { 'Content-Type': 'application/json', 'X-Extra': '1' } });
    expect(bufferedBody(copy)).toBe('{"data":1}');
    expect(copy.status).toBe(201);
    expect(copy.headers.get('X-Extra')).toBe('1');
    expect(await copy.text()).toBe('{"data":1}');
  });

  it('a copy of any other response passes its stream on', async () => {
    const copy = copyResponse(new Response('streamed', { status: 202 }), { headers: { 'X-Extra': '1' } });
    expect(bufferedBody(copy)).toBeUndefined();
    expect(copy.status).toBe(202);
    expect(await copy.text()).toBe('streamed');
  });

  it('sets a header in place, or on a copy when the handler’s headers are immutable', async () => {
    const app = new Hono();
    app.use('*', async (c, next) => {
      await next();
      setResponseHeader(c, 'X-Set', 'yes');
      setResponseHeader(c, 'Vary', 'Origin', { append: true });
    });
    app.get('/mutable', (c) => c.text('plain'));
    app.get('/immutable', () => Response.redirect('http://localhost/elsewhere', 302));
    const mutable = await app.request('/mutable');
    expect(mutable.headers.get('X-Set')).toBe('yes');
    expect(mutable.headers.get('Vary')).toBe('Origin');
    expect(await mutable.text()).toBe('plain');
    const immutable = await app.request('/immutable');
    expect(immutable.status).toBe(302);
    expect(immutable.headers.get('X-Set')).toBe('yes');
    expect(immutable.headers.get('Location')).toBe('http://localhost/elsewhere');
  });
});
