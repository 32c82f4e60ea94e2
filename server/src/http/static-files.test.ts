/**
 * The built client as served (issue 12, point 4): the build's precompressed .br/.gz copies (written by
 * client/vite/precompress-plugin.ts) sent to clients that accept them with the asset's own type and a
 * year's immutable caching; index.html revalidated with ETag/Last-Modified and answered 304; source
 * maps not served in production.
 */
import { mkdirSync, mkdtempSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { precompressDirectory } from '../../../client/vite/precompress-plugin.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { edgeApp } from '../security/edge-app.ts';

const SCRIPT = `export function shop(){return ${JSON.stringify('Pathagar '.repeat(400))}}\n//# no source map comment\n`;
const STYLES = `.card{display:grid;gap:1rem}\n`.repeat(100);
const INDEX = `<!doctype html><html><head><script type="module" src="/assets/main-1a2b3c.js"></script></head><body><div id="root">${'<p>Books</p>'.repeat(150)}</div></body></html>`;

async function fakeBuild(): Promise<string> {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'pathagar-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), INDEX);
  writeFileSync(path.join(dist, 'assets', 'main-1a2b3c.js'), SCRIPT);
  writeFileSync(path.join(dist, 'assets', 'main-1a2b3c.js.map'), JSON.stringify({ version: 3, sources: ['src/main.tsx'], mappings: '' }));
  writeFileSync(path.join(dist, 'assets', 'main-4d5e6f.css'), STYLES);
  writeFileSync(path.join(dist, 'assets', 'tiny-0a0b0c.js'), 'export{}');
  writeFileSync(path.join(dist, 'favicon.svg'), `<svg xmlns="http://www.w3.org/2000/svg">${'<circle r="1"/>'.repeat(100)}</svg>`);
  await precompressDirectory(dist);
  return dist;
}

let t: TestApp;
let dist: string;
let production: ReturnType<typeof edgeApp>;
let development: ReturnType<typeof edgeApp>;
beforeAll(async () => {
  dist = await fakeBuild();
  t = await startTestApp();
  production = edgeApp(t, { isDevelopment: false, clientDist: dist });
  development = edgeApp(t, { isDevelopment: true, clientDist: dist });
});
afterAll(() => t.close());

describe('the build’s precompressed copies', () => {
  it('are written for text assets of at least 1 KB, not for HTML, maps or tiny files', () => {
    const has = (file: string) => {
      try {
        readFileSync(path.join(dist, file));
        return true;
      } catch {
        return false;
      }
    };
    for (const file of ['assets/main-1a2b3c.js', 'assets/main-4d5e6f.css', 'favicon.svg']) {
      expect([has(`${file}.br`), has(`${file}.gz`)]).toEqual([true, true]);
    }
    for (const file of ['index.html', 'assets/main-1a2b3c.js.map', 'assets/tiny-0a0b0c.js']) expect(has(`${file}.br`)).toBe(false);
  });

  it.each([
    ['br', 'gzip, deflate, br', (b: Buffer) => brotliDecompressSync(b)],
    ['gzip', 'gzip, deflate', (b: Buffer) => gunzipSync(b)],
  ])('are sent as %s with the asset’s type and immutable caching', async (encoding, accept, decompress) => {
    for (const [file, type, content] of [
      ['/assets/main-1a2b3c.js', /^(text|application)\/javascript/, SCRIPT],
      ['/assets/main-4d5e6f.css', /^text\/css/, STYLES],
    ] as const) {
      const response = await production.request(file, { headers: { 'Accept-Encoding': accept } });
      expect(response.status).toBe(200);
      expect(response.headers.get('Content-Encoding')).toBe(encoding);
      expect(response.headers.get('Content-Type')).toMatch(type);
      expect(response.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
      expect(response.headers.get('Vary')).toBe('Accept-Encoding');
      const body = Buffer.from(await response.arrayBuffer());
      expect(body.byteLength).toBe(readFileSync(path.join(dist, `${file}.${encoding === 'br' ? 'br' : 'gz'}`)).byteLength);
      expect(decompress(body).toString('utf8')).toBe(content);
    }
  });

  it('are not sent to a client that takes no encoding', async () => {
    const response = await production.request('/assets/main-1a2b3c.js');
    expect(response.headers.get('Content-Encoding')).toBeNull();
    expect(await response.text()).toBe(SCRIPT);
  });
});

describe('index.html', () => {
  it('carries validators and answers 304 to a matching If-None-Match or If-Modified-Since', async () => {
    for (const page of ['/', '/index.html', '/academic/cycle']) {
      const first = await production.request(page);
      expect(first.status).toBe(200);
      expect(await first.text()).toBe(INDEX);
      const etag = first.headers.get('ETag')!;
      const lastModified = first.headers.get('Last-Modified')!;
      expect(etag).toMatch(/^W\/"[\w-]+"$/);
      expect(first.headers.get('Cache-Control')).toBe('no-cache');

      const byTag = await production.request(page, { headers: { 'If-None-Match': etag } });
      expect(byTag.status).toBe(304);
      expect(await byTag.text()).toBe('');
      expect(byTag.headers.get('ETag')).toBe(etag);
      expect((await production.request(page, { headers: { 'If-Modified-Since': lastModified } })).status).toBe(304);
      expect((await production.request(page, { headers: { 'If-None-Match': 'W/"older-build"' } })).status).toBe(200);
      // If-None-Match wins over If-Modified-Since.
      expect((await production.request(page, { headers: { 'If-None-Match': 'W/"older-build"', 'If-Modified-Since': lastModified } })).status).toBe(200);
    }
  });

  it('changes its ETag with a new build, and a page no screen has stays a plain 404', async () => {
    const before = (await production.request('/')).headers.get('ETag')!;
    writeFileSync(path.join(dist, 'index.html'), INDEX.replace('Books', 'Boi'));
    utimesSync(path.join(dist, 'index.html'), new Date(), new Date(Date.now() + 5_000));
    const after = await production.request('/', { headers: { 'If-None-Match': before } });
    expect(after.status).toBe(200);
    expect(after.headers.get('ETag')).not.toBe(before);
    const missing = await production.request('/no-such-screen', { headers: { 'If-None-Match': after.headers.get('ETag')! } });
    expect(missing.status).toBe(404);
    expect(missing.headers.get('ETag')).toBeNull();
  });

  it('is compressed for clients that accept it', async () => {
    const response = await production.request('/', { headers: { 'Accept-Encoding': 'br' } });
    expect(response.headers.get('Content-Encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString('utf8')).toContain('<div id="root">');
  });
});

describe('source maps', () => {
  it('are not served in production, and are in development', async () => {
    const inProduction = await production.request('/assets/main-1a2b3c.js.map');
    expect(inProduction.status).toBe(404);
    expect(await inProduction.text()).not.toContain('mappings');
    const inDevelopment = await development.request('/assets/main-1a2b3c.js.map');
    expect(inDevelopment.status).toBe(200);
    expect(await inDevelopment.json()).toMatchObject({ version: 3 });
  });
});
