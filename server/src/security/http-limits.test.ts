/**
 * Input limits at the HTTP edge (issue 10, point 4): bodies over the limit refused before they are read
 * (a declared Content-Length at once, a chunked body cut off while it streams), and REST JSON with NUL,
 * lone surrogates or over-long strings answered 400 on every REST route that takes a body, changing nothing.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { signInAs } from '../../test/accounts.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { MAX_INPUT_STRING_LENGTH } from '../http/json-input.ts';
import { edgeApp, graphqlHeaders, SHOP_HOST } from './edge-app.ts';

const MB = 1024 * 1024;
const tooLargeRest = { statusCode: 413, statusMessage: 'Payload Too Large', message: 'The request body is larger than 100 KB.' };
const tooLargeGraphQL = { errors: [{ message: 'The request body is larger than 100 KB.', extensions: { code: 'PAYLOAD_TOO_LARGE' } }] };

let t: TestApp;
let server: http.Server;
let port: number;
let cookie: string;

beforeAll(async () => {
  t = await startTestApp();
  server = await new Promise<http.Server>((resolve) => {
    const started = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(started as http.Server)) as http.Server;
  });
  port = (server.address() as AddressInfo).port;
  cookie = `pathagar_session=${await signInAs(t, 'customer')}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

interface Sent {
  status: number;
  body: string;
  /** Milliseconds from the first byte sent to the response's last byte. */
  elapsedMs: number;
  /** Request body bytes written before the server answered (or hung up). */
  bytesWritten: number;
}

/**
 * Sends a request over a real socket: `declaredLength` as its Content-Length (with no more than `bytes`
 * actually sent), or a chunked body of `bytes` streamed 1 MB at a time, stopping once the server answers.
 */
function send(path: string, options: { bytes: number; declaredLength?: number; headers?: Record<string, string> }): Promise<Sent> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const headers: Record<string, string | number> = { 'content-type': 'application/json', ...options.headers };
    if (options.declaredLength !== undefined) headers['content-length'] = options.declaredLength;
    const request = http.request({ host: '127.0.0.1', port, path, method: 'POST', headers });
    let answered = false;
    let bytesWritten = 0;
    request.on('response', (response) => {
      answered = true;
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => {
        resolve({ status: response.statusCode!, body, elapsedMs: performance.now() - started, bytesWritten });
        request.destroy();
      });
    });
    // Once the server has answered it may hang up on the rest of the body; that is the point.
    request.on('error', (error) => (answered ? undefined : reject(error)));
    const chunk = Buffer.alloc(MB, 'a');
    const pump = () => {
      while (!answered && !request.destroyed && bytesWritten < options.bytes) {
        const piece = chunk.subarray(0, Math.min(MB, options.bytes - bytesWritten));
        bytesWritten += piece.length;
        if (!request.write(piece)) return void request.once('drain', pump);
      }
      if (!answered && !request.destroyed && options.declaredLength === undefined) request.end();
    };
    request.flushHeaders();
    pump();
  });
}

const userCount = () => t.db.prisma.user.count();

describe('body size limits', () => {
  it('answers a declared Content-Length over the limit with 413 at once, without reading the body', async () => {
    const before = await userCount();
    // 200 MB announced, 1 MB sent: the answer cannot have waited for the body.
    const rest = await send('/api/auth/register', { bytes: MB, declaredLength: 200 * MB });
    expect(rest.status).toBe(413);
    expect(JSON.parse(rest.body)).toEqual(tooLargeRest);
    expect(rest.elapsedMs).toBeLessThan(1_000);

    const graphql = await send('/graphql', { bytes: MB, declaredLength: 200 * MB, headers: { 'x-graphql-csrf': '1' } });
    expect(graphql.status).toBe(413);
    expect(JSON.parse(graphql.body)).toEqual(tooLargeGraphQL);
    expect(await userCount()).toBe(before);
  });

  it('cuts a streamed (chunked) 200 MB body off at the limit: quick, no handler, no memory growth', async () => {
    const before = await userCount();
    global.gc?.();
    const rssBefore = process.memoryUsage().rss;
    const sent = await send('/api/auth/register', { bytes: 200 * MB });
    const rssGrowth = process.memoryUsage().rss - rssBefore;
    expect(sent.status).toBe(413);
    expect(JSON.parse(sent.body)).toEqual(tooLargeRest);
    expect(sent.elapsedMs).toBeLessThan(3_000);
    // The server answered long before the client could push 200 MB, and held at most the limit.
    expect(sent.bytesWritten).toBeLessThan(100 * MB);
    expect(rssGrowth).toBeLessThan(100 * MB);
    expect(await userCount()).toBe(before);
  });

  it('streams into /graphql are cut off the same way', async () => {
    const sent = await send('/graphql', { bytes: 200 * MB, headers: { 'x-graphql-csrf': '1' } });
    expect(sent.status).toBe(413);
    expect(JSON.parse(sent.body)).toEqual(tooLargeGraphQL);
    expect(sent.bytesWritten).toBeLessThan(100 * MB);
  });

  it('lets a stranger stream nothing into the upload route: 401 before its larger limit applies', async () => {
    const sent = await send('/api/uploads', {
      bytes: MB,
      declaredLength: 40 * MB,
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
    });
    expect(sent.status).toBe(401);
    expect(sent.elapsedMs).toBeLessThan(1_000);
  });

  it('gives staff uploads the upload limit, not the JSON one', async () => {
    const admin = `pathagar_session=${await signInAs(t, 'admin')}`;
    const over = await send('/api/uploads', {
      bytes: MB,
      declaredLength: 6 * MB,
      headers: { 'content-type': 'multipart/form-data; boundary=x', cookie: admin },
    });
    expect(over.status).toBe(413);
    // Half a megabyte is far over the JSON limit and well within the upload limit: it reaches the route.
    const within = await send('/api/uploads', {
      bytes: MB / 2,
      declaredLength: MB / 2,
      headers: { 'content-type': 'multipart/form-data; boundary=x', cookie: admin },
    });
    expect(within.status).toBe(400);
  });

  it('takes a body at the limit and refuses one byte more (BODY_LIMIT_KB)', async () => {
    const app = edgeApp(t, { bodyLimitBytes: 1024 });
    const padded = (length: number) => {
      const base = JSON.stringify({ cred: 'nobody@example.com', password: 'wrong-password', pad: '' });
      return base.replace('"pad":""', `"pad":"${'x'.repeat(length - base.length)}"`);
    };
    const request = (body: string) =>
      app.request('/api/auth/login', { method: 'POST', headers: { host: SHOP_HOST, 'content-type': 'application/json' }, body: streamOf(body) });
    const atLimit = await request(padded(1024));
    expect(atLimit.status).toBe(401);
    const over = await request(padded(1025));
    expect(over.status).toBe(413);
    expect(await over.json()).toEqual({ ...tooLargeRest, message: 'The request body is larger than 1 KB.' });
  });
});

/** A body with no declared length, as a chunked upload arrives. */
function streamOf(text: string): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  return new ReadableStream({
    start(controller) {
      for (let i = 0; i < bytes.length; i += 100) controller.enqueue(bytes.subarray(i, i + 100));
      controller.close();
    },
  });
}

describe('REST input hygiene', () => {
  /** Every REST route that reads a JSON body, with a body it would otherwise act on. */
  const routes: [method: string, path: string, body: Record<string, unknown>][] = [
    ['POST', '/api/auth/update', { phone: '01700000003', hsc_batch: 'HSC 2026' }],
    ['POST', '/api/auth/login', { cred: 'customer@pathagar.test', password: 'customer123' }],
    ['POST', '/api/auth/register', { name: 'Mallory', email: 'mallory@example.com', password: 'secret123' }],
    ['POST', '/api/auth/logout', {}],
    ['POST', '/api/cart', { bookId: 'some-book', type: 'book', quantity: 1 }],
    ['PUT', '/api/cart/quantity', { id: 'some-line', quantity: 2 }],
    ['DELETE', '/api/cart', { id: 'some-line' }],
    ['PUT', '/api/cart/delivery', { place: 'dhaka' }],
    ['POST', '/api/coupon/apply', { code: 'SAVE10' }],
    ['DELETE', '/api/coupon', {}],
  ];
  const bad: [what: string, value: string, message: string][] = [
    ['a NUL character', 'abc\u0000def', 'A text field contains a NUL character.'],
    ['a lone high surrogate', 'abc\ud800', 'A text field contains invalid Unicode (a lone surrogate).'],
    ['a lone low surrogate', '\udc00abc', 'A text field contains invalid Unicode (a lone surrogate).'],
    ['an over-long string', 'x'.repeat(MAX_INPUT_STRING_LENGTH + 1), `A text field is longer than ${MAX_INPUT_STRING_LENGTH} characters.`],
  ];

  it('lists every REST route that takes a body', () => {
    const withBody = t.app.routes
      .filter((r) => r.path.startsWith('/api/') && ['POST', 'PUT', 'DELETE', 'PATCH'].includes(r.method) && r.path !== '/api/uploads')
      .map((r) => `${r.method} ${r.path}`);
    expect([...new Set(withBody)].sort()).toEqual(routes.map(([method, path]) => `${method} ${path}`).sort());
  });

  describe.each(bad)('with %s', (_, value, message) => {
    it.each(routes)('%s %s answers 400 and changes nothing', async (method, path, body) => {
      const users = await userCount();
      const customer = await t.db.prisma.user.findUniqueOrThrow({ where: { email: 'customer@pathagar.test' } });
      const sessions = await t.db.prisma.session.count();
      const field = Object.keys(body)[0] ?? 'anything';
      for (const poisoned of [{ ...body, [field]: value }, { ...body, nested: [{ deep: value }] }, { ...body, [value]: 1 }]) {
        const response = await t.app.request(path, {
          method,
          headers: { cookie, 'content-type': 'application/json' },
          body: JSON.stringify(poisoned),
        });
        expect(response.status).toBe(400);
        expect(await response.json()).toEqual({ statusCode: 400, statusMessage: 'Bad Request', message });
      }
      expect(await userCount()).toBe(users);
      expect(await t.db.prisma.user.findUniqueOrThrow({ where: { email: 'customer@pathagar.test' } })).toEqual(customer);
      expect(await t.db.prisma.session.count()).toBe(sessions);
    });
  });

  it('lets Bangla text, emoji (surrogate pairs) and strings at the length limit through to the route', async () => {
    const response = await t.rest('POST', '/api/auth/login', {
      cred: 'পাঠাগার 📚 reader@example.com',
      password: 'wrong-password',
      note: 'x'.repeat(MAX_INPUT_STRING_LENGTH),
    });
    expect(response.status).toBe(401);
  });
});
