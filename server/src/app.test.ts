import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startTestApp, type TestApp } from '../test/test-app.ts';

function fakeClientBuild(): string {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'pathagar-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(dist, 'assets', 'main-1a2b3c.js'), 'console.log(1)');
  writeFileSync(path.join(dist, 'favicon.svg'), '<svg/>');
  writeFileSync(path.join(dist, 'build.json'), JSON.stringify({ id: 'build-42', builtAt: '2026-11-22T00:00:00.000Z' }));
  return dist;
}

describe('HTTP app in development', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ development: true, clientDist: fakeClientBuild() });
  });
  afterAll(() => t.close());

  it('answers { __typename } on /graphql', async () => {
    expect((await t.graphql('{ __typename }')).data).toEqual({ __typename: 'Query' });
  });

  it('serves GraphiQL to a browser and allows introspection', async () => {
    const page = await t.app.request('/graphql', { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('GraphiQL');
    const { data } = await t.graphql('{ __schema { queryType { name } } }');
    expect(data).toEqual({ __schema: { queryType: { name: 'Query' } } });
  });

  it('answers liveness on /healthz and database reachability on /readyz', async () => {
    const response = await t.app.request('/healthz');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
    const ready = await t.app.request('/readyz');
    expect(ready.status).toBe(200);
    // 'busy' is ready too: the database answered nothing wrong, only not within the ping's budget (a first connection on a loaded machine).
    expect(await ready.json()).toEqual({ status: 'ok', database: expect.stringMatching(/^(up|busy)$/), storage: 'up' });
  });

  it('gives every response a request id, keeping a sane one the caller sent', async () => {
    const mine = await t.app.request('/healthz', { headers: { 'x-request-id': 'abc-123' } });
    expect(mine.headers.get('x-request-id')).toBe('abc-123');
    const hostile = await t.app.request('/healthz', { headers: { 'x-request-id': 'x'.repeat(500) } });
    expect(hostile.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers unknown /api paths with a JSON 404, never the SPA', async () => {
    const response = await t.app.request('/api/nope', { method: 'POST' });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    expect(await response.json()).toEqual({
      statusCode: 404,
      statusMessage: 'Not Found',
      message: 'No API endpoint at POST /api/nope',
    });
  });

  it('serves hashed assets for a year and index.html without caching, for every SPA path', async () => {
    const asset = await t.app.request('/assets/main-1a2b3c.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    for (const pathname of ['/', '/academic/cycle', '/admin/books/42']) {
      const page = await t.app.request(pathname);
      expect(page.status).toBe(200);
      expect(page.headers.get('cache-control')).toBe('no-cache');
      expect(await page.text()).toContain('<div id="root">');
    }
    expect((await t.app.request('/favicon.svg')).headers.get('cache-control')).toBe('no-cache');
    expect((await t.app.request('/assets/missing-123.js')).status).toBe(404);
  });

  it('answers 404 with the same app for a path no screen has, 200 for every screen of the route table', async () => {
    for (const pathname of ['/nope', '/book', '/book/a/b', '/admin/nope', '/cart/checkout/extra', '/agent/customers/7/x']) {
      const page = await t.app.request(pathname);
      expect([pathname, page.status]).toEqual([pathname, 404]);
      expect(page.headers.get('content-type')).toMatch(/^text\/html/);
      expect(page.headers.get('cache-control')).toBe('no-cache');
      expect(page.headers.get('content-security-policy')).toContain("default-src 'self'");
      expect(await page.text()).toContain('<div id="root">');
    }
    for (const pathname of ['/', '/book/physics-1st-paper', '/BOOK/x/', '/ebook/7/read', '/admin/orders/9', '/agent', '/auth/login']) {
      expect([pathname, (await t.app.request(pathname)).status]).toEqual([pathname, 200]);
    }
    // Not the SPA's to answer: the API, assets, files and public files keep their own answers.
    expect((await t.app.request('/api/nope')).status).toBe(404);
    expect((await t.app.request('/api/nope')).headers.get('content-type')).toMatch(/application\/json/);
    expect((await t.app.request('/assets/main-1a2b3c.js')).status).toBe(200);
    expect((await t.app.request('/favicon.svg')).status).toBe(200);
    // Pages that name no icon (the sandbox gateway's, a PDF) make the browser ask for /favicon.ico: the shop's icon.
    const ico = await t.app.request('/favicon.ico');
    expect([ico.status, ico.headers.get('location')]).toEqual([301, '/favicon.svg']);
  });

  it("answers a revisit of the page with 304 and the SPA's own Content-Security-Policy, which the browser keeps for the page", async () => {
    const first = await t.app.request('/book/physics-1st-paper');
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await t.app.request('/book/physics-1st-paper', { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
    expect(again.headers.get('content-security-policy')).toBe(first.headers.get('content-security-policy'));
    expect(again.headers.get('content-security-policy')).toContain("script-src 'self'");
  });

  it('exposes the running build id for the client to poll', async () => {
    const response = await t.app.request('/builds/latest.json');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ id: 'build-42', builtAt: '2026-11-22T00:00:00.000Z' });
  });
});

describe('HTTP app in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Free-form queries as a shop that publishes its API (trusted documents: security/graphql-trusted-documents.test.ts).
    t = await startTestApp({ development: false, graphql: { trustedDocuments: false } });
  });
  afterAll(() => t.close());

  it('hides GraphiQL and refuses introspection but serves operations', async () => {
    const page = await t.app.request('/graphql', { headers: { accept: 'text/html' } });
    expect(await page.text()).not.toContain('GraphiQL');
    const { errors } = await t.graphql('{ __schema { queryType { name } } }');
    expect(errors?.[0]?.message).toMatch(/introspection/i);
    expect((await t.graphql('{ __typename }')).data).toEqual({ __typename: 'Query' });
  });

  it('masks unexpected errors and answers 404 for the build id when the client is not built', async () => {
    expect((await t.app.request('/builds/latest.json')).status).toBe(404);
    expect((await t.app.request('/anything')).status).toBe(503);
  });

  it('reports 503 on /readyz once the database is gone, while /healthz (liveness) still answers 200', async () => {
    await t.db.close();
    const response = await t.app.request('/readyz');
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: 'error', database: 'down', storage: 'up' });
    expect((await t.app.request('/healthz')).status).toBe(200);
  });
});
