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
const SMALL_CHUNK = `import{j as e}from"./index.js";function a({tone:t="neutral",children:n}){return e.jsx("span",{className:"ui-badge ui-badge--"+t,children:n})}export{a as B};\n`;
const INDEX = `<!doctype html><html><head><script type="module" src="/assets/main-1a2b3c.js"></script></head><body><div id="root">${'<p>Books</p>'.repeat(150)}</div></body></html>`;

async function fakeBuild(): Promise<string> {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'pathagar-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), INDEX);
  writeFileSync(path.join(dist, 'assets', 'main-1a2b3c.js'), SCRIPT);
  writeFileSync(path.join(dist, 'assets', 'main-1a2b3c.js.map'), JSON.stringify({ version: 3, sources: ['src/main.tsx'], mappings: '' }));
  writeFileSync(path.join(dist, 'assets', 'main-4d5e6f.css'), STYLES);
  writeFileSync(path.join(dist, 'assets', 'tiny-0a0b0c.js'), 'export{}');
  // A small chunk as the build makes many (a component of a few hundred bytes): worth compressing too.
  writeFileSync(path.join(dist, 'assets', 'small-9f8e7d.js'), SMALL_CHUNK);
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
  it('are written for text assets, small ones too, not for HTML, maps or files compression would not shrink', () => {
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
    // Brotli takes a third off a chunk of 150 bytes; gzip's own header leaves it no gain worth a copy.
    expect(readFileSync(path.join(dist, 'assets/small-9f8e7d.js.br')).byteLength).toBeLessThan(SMALL_CHUNK.length * 0.9);
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

describe('the page’s language (issue 35)', () => {
  it('names the language in <html lang>: the cookie’s choice, else Accept-Language, else English; caches keep one copy per language', async () => {
    const built = mkdtempSync(path.join(os.tmpdir(), 'pathagar-dist-'));
    writeFileSync(path.join(built, 'index.html'), '<!doctype html><html lang="en" class="light"><body><div id="root"></div></body></html>');
    const app = edgeApp(t, { isDevelopment: false, clientDist: built });
    const langOf = async (headers: Record<string, string>) => (await (await app.request('/academic', { headers })).text()).match(/<html lang="(\w+)"/)?.[1];
    expect(await langOf({})).toBe('en');
    expect(await langOf({ 'Accept-Language': 'bn-BD,bn;q=0.9,en;q=0.8' })).toBe('bn');
    expect(await langOf({ 'Accept-Language': 'bn', Cookie: 'lang=en' })).toBe('en');
    expect(await langOf({ 'Accept-Language': 'en', Cookie: 'lang=bn' })).toBe('bn');
    expect(await langOf({ Cookie: 'lang=<script>' })).toBe('en');
    const english = await app.request('/');
    const bangla = await app.request('/', { headers: { 'Accept-Language': 'bn' } });
    expect(bangla.headers.get('Vary')).toMatch(/Accept-Language/);
    expect(bangla.headers.get('Vary')).toMatch(/Cookie/);
    expect(bangla.headers.get('ETag')).not.toBe(english.headers.get('ETag'));
    // The English page's validator does not answer 304 for the Bangla page.
    expect((await app.request('/', { headers: { 'Accept-Language': 'bn', 'If-None-Match': english.headers.get('ETag')! } })).status).toBe(200);
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
