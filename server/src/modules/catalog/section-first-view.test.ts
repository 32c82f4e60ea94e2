/**
 * A section page's first view in its HTML (issue 21, LCP of a section page): the build's section
 * skeleton (a fragment) in place of the home view's <main>, #root marked with the page's path, the
 * view's style sheets, and the cover slots filled with the covers SectionPageQuery's list starts with.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { mainOf, withFirstView, withLanguage } from '../../../../client/vite/prerender.ts';
import { createBook } from '../../../test/catalog-fixtures.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { inlineScriptHashes } from '../../http/csp.ts';
import { spaRoutes } from '../../http/spa.ts';
import { edgeApp } from '../../security/edge-app.ts';
import { COVER_SLOT_ATTRIBUTE, coverBoxHtml } from '../../shared/cover-image.ts';
import { indexPagePath, viewFragmentPath, type ViewFragment } from '../../shared/view-fragment.ts';
import { publicFileUrl } from '../storage/file-storage.ts';
import { variantSrcset } from '../storage/images.ts';
import { sectionFirstView, viewFragmentOnDisk, viewFragmentsOnDisk, withViewInMain } from './section-first-view.ts';

const HEADER = '<header class="site-header"><a href="/">Pathagar</a></header>';
const FOOTER = '<footer class="site-footer">© Pathagar</footer>';
// index.html as the build leaves it: the home page's first view drawn in, its start script after #root.
const BUILT = withFirstView(
  [
    '<!doctype html><html><head><title>Pathagar</title>',
    '<script type="module" crossorigin src="/assets/index-abc.js"></script>',
    '<link rel="stylesheet" crossorigin href="/assets/index-abc.css">',
    '</head><body><div id="root"></div></body></html>',
  ].join('\n'),
  '/',
  `<div class="layout">${HEADER}<main id="main" class="site-main" tabindex="-1"><div class="home"><h1>Books</h1></div></main>${FOOTER}</div>`,
  ['/assets/HomePage-abc.css'],
);
const slot = (index: number) => `<span aria-hidden="true" class="ui-skeleton product-card__cover" ${COVER_SLOT_ATTRIBUTE}="${index}"></span>`;
const FRAGMENT: ViewFragment = {
  route: '/academic',
  main: `<div class="catalog-page section-page">${[0, 1, 2, 3].map(slot).join('')}<span class="ui-skeleton product-card__cover"></span></div>`,
  stylesheets: { entry: ['/assets/index-abc.css'], view: ['/assets/ProductGrid-abc.css'] },
};

let t: TestApp;
let dist: string;
beforeAll(async () => {
  t = await startTestApp();
  dist = mkdtempSync(path.join(os.tmpdir(), 'pathagar-dist-'));
  writeFileSync(path.join(dist, 'index.html'), BUILT);
  mkdirSync(path.dirname(path.join(dist, viewFragmentPath('section'))), { recursive: true });
  writeFileSync(path.join(dist, viewFragmentPath('section')), JSON.stringify(FRAGMENT));
  // The newest products of Academic (one in its sub-section Cycle, which the page lists too), and one elsewhere.
  await createBook(t.db.prisma, { title: 'Academic older', section: 'academic', coverKey: 'covers/academic-older.webp' });
  await new Promise((resolve) => setTimeout(resolve, 5));
  await createBook(t.db.prisma, { title: 'Cycle newest', section: 'cycle', coverKey: 'covers/cycle-newest.webp' });
  await new Promise((resolve) => setTimeout(resolve, 5));
  await createBook(t.db.prisma, { title: 'Medical newest', section: 'medical', coverKey: 'covers/medical-newest.webp' });
});
afterAll(() => t.close());

// The covers are read before the page goes, however busy the machine: the 200 ms wait is tested on its own.
const app = () => edgeApp(t, { isDevelopment: false, clientDist: dist }, {}, { firstViewCovers: { waitMs: 60_000 } });
const coverOf = (key: string) => ({ url: publicFileUrl(key), srcset: variantSrcset(key), avifSrcset: null });

describe('GET a section page with the first-view writer', () => {
  it('sends the section skeleton with its first covers, in the order of the page’s own query', async () => {
    const response = await app().request('/academic');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<div id="root" data-first-view="/academic">');
    // The header and footer of the built view stay; its <main> is the section's.
    expect(html).toContain(HEADER);
    expect(html).toContain(FOOTER);
    expect(html).not.toContain('<h1>Books</h1>');
    const { data } = await t.graphql<{ products: { edges: { node: { cover: { url: string } | null } }[] } }>(
      '{ products(first: 4, filter: { section: "academic" }, sort: NEWEST) { edges { node { cover { url } } } } }',
    );
    const expected = data!.products.edges.map((edge) => edge.node.cover?.url ?? null);
    expect(expected[0]).toBe(publicFileUrl('covers/cycle-newest.webp'));
    const sent = [...html.matchAll(/<img src="([^"]+)"/g)].map((match) => match[1]);
    expect(sent).toEqual(expected.filter(Boolean));
    expect(html).toContain(coverBoxHtml(coverOf('covers/cycle-newest.webp')));
    expect(html).not.toContain('medical-newest');
    // The home view's sheet gives way to the section view's; the entry's stays.
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-abc.css">');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/ProductGrid-abc.css">');
    expect(html).not.toContain('HomePage-abc.css');
    // The start script is the build's, byte for byte: the policy's hash of it holds.
    expect(inlineScriptHashes(html)).toEqual(inlineScriptHashes(BUILT));
    expect(response.headers.get('Content-Security-Policy')).toContain(inlineScriptHashes(BUILT)[0]);
  });

  it('sends a sorted or filtered list, another page and an unknown path as built', async () => {
    for (const page of ['/academic?sort=popular', '/academic?kind=ebook', '/book/academic-older', '/stationery']) {
      expect(await (await app().request(page)).text()).toBe(BUILT);
    }
  });

  it('draws the sub-section pages too, each with its own covers', async () => {
    const html = await (await app().request('/academic/cycle')).text();
    expect(html).toContain('<div id="root" data-first-view="/academic/cycle">');
    expect(html).toContain(`<img src="${publicFileUrl('covers/cycle-newest.webp')}"`);
    expect(html).not.toContain('academic-older');
  });

  it('sends the skeleton without covers when the database is slow, and the page as built without a fragment', async () => {
    const slow = { product: { findMany: () => new Promise(() => {}) }, section: t.db.prisma.section, storedFile: t.db.prisma.storedFile } as never;
    const started = Date.now();
    const html = await (await spaRoutes(dist, {}, { firstViews: [sectionFirstView(slow, () => FRAGMENT, { waitMs: 20 })] }).request('/medical')).text();
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(html).toContain('<div id="root" data-first-view="/medical">');
    expect(html).toContain(slot(0));
    expect(html).not.toContain('<img');
    const none = viewFragmentOnDisk(path.join(dist, 'nowhere'), 'section');
    expect(await (await spaRoutes(dist, {}, { firstViews: [sectionFirstView(t.db.prisma, none)] }).request('/medical')).text()).toBe(BUILT);
  });
});

describe('the view in the page', () => {
  it('is null for a page without a first view, and escapes the path', () => {
    expect(withViewInMain('<html><body><div id="root"></div></body></html>', '/academic', 'x', FRAGMENT.stylesheets)).toBeNull();
    expect(withViewInMain(BUILT, '/a"b<', '<p>x</p>', FRAGMENT.stylesheets)).toContain('data-first-view="/a&#34;b&#60;"');
  });

  it('takes the inner markup of a view’s <main> (the build’s fragment)', () => {
    expect(mainOf('<div><header>h</header><main id="main" class="site-main"><div class="x">y</div></main><footer>f</footer></div>')).toBe('<div class="x">y</div>');
    expect(mainOf('<div>no main</div>')).toBeNull();
  });
});

describe('in each interface language (issue 35: the first screen in the shopper’s language before any script runs)', () => {
  const HEADER_BN = '<header class="site-header"><a href="/">পাঠাগার</a><a href="/academic">একাডেমিক</a><a href="/auth/login">সাইন ইন</a></header>';
  // The build's Bangla page: the same template and start script, the view drawn in Bangla.
  const BUILT_BN = withLanguage(
    withFirstView(
      [
        '<!doctype html><html lang="en"><head><title>Pathagar</title>',
        '<script type="module" crossorigin src="/assets/index-abc.js"></script>',
        '<link rel="stylesheet" crossorigin href="/assets/index-abc.css">',
        '</head><body><div id="root"></div></body></html>',
      ].join('\n'),
      '/',
      `<div class="layout">${HEADER_BN}<main id="main" class="site-main" tabindex="-1"><div class="home"><h1>বই</h1></div></main>${FOOTER}</div>`,
      ['/assets/HomePage-abc.css'],
    ),
    'bn',
  );
  const FRAGMENT_BN: ViewFragment = { ...FRAGMENT, main: FRAGMENT.main.replace('<div class="catalog-page section-page">', '<div class="catalog-page section-page"><span role="status">পণ্য আসছে…</span>') };
  let english: string;

  beforeAll(() => {
    english = mkdtempSync(path.join(os.tmpdir(), 'pathagar-dist-'));
    for (const dir of [dist, english]) {
      writeFileSync(path.join(dir, 'index.html'), BUILT);
      mkdirSync(path.dirname(path.join(dir, viewFragmentPath('section'))), { recursive: true });
      writeFileSync(path.join(dir, viewFragmentPath('section')), JSON.stringify(FRAGMENT));
    }
    // `dist` has the Bangla page and fragment too; `english` is a build from before there were two.
    writeFileSync(path.join(dist, indexPagePath('bn')), BUILT_BN);
    writeFileSync(path.join(dist, viewFragmentPath('section', 'bn')), JSON.stringify(FRAGMENT_BN));
  });

  const get = async (page: string, headers: Record<string, string>, build = dist) => {
    const routes = build === dist ? app() : spaRoutes(build, {}, { firstViews: [sectionFirstView(t.db.prisma, viewFragmentsOnDisk(build, 'section'), { waitMs: 60_000 })] });
    const response = await routes.request(page, { headers });
    return { response, html: await response.text() };
  };

  it('sends the section page drawn in Bangla to a Bangla browser: its header, its view, its covers, <html lang="bn">', async () => {
    const { response, html } = await get('/academic', { 'Accept-Language': 'bn-BD,bn;q=0.9,en;q=0.8' });
    expect(response.status).toBe(200);
    expect(html).toMatch(/^<!doctype html><html lang="bn">/);
    expect(html).toContain(HEADER_BN);
    expect(html).toContain('<div id="root" data-first-view="/academic">');
    expect(html).toContain('পণ্য আসছে…');
    expect(html).not.toContain(HEADER);
    expect(html).toContain(`<img src="${publicFileUrl('covers/cycle-newest.webp')}"`);
    // Caches keep one copy per language; the policy's hash of the start script holds in both.
    expect(response.headers.get('Vary')).toMatch(/Accept-Language, Cookie/);
    expect(inlineScriptHashes(html)).toEqual(inlineScriptHashes(BUILT));
    expect(response.headers.get('Content-Security-Policy')).toContain(inlineScriptHashes(BUILT)[0]);
  });

  it('sends the English page to the same browser once the shopper chose English (the lang cookie), with another ETag', async () => {
    const bangla = await get('/academic', { 'Accept-Language': 'bn' });
    const chosen = await get('/academic', { 'Accept-Language': 'bn', Cookie: 'lang=en' });
    expect(chosen.html).toContain(HEADER);
    expect(chosen.html).not.toContain('পণ্য আসছে…');
    expect(chosen.html).not.toContain('সাইন ইন');
    expect(chosen.response.headers.get('ETag')).not.toBe(bangla.response.headers.get('ETag'));
    // Each language's ETag answers 304 to its own copy only.
    const again = await app().request('/academic', { headers: { 'Accept-Language': 'bn', 'If-None-Match': bangla.response.headers.get('ETag')! } });
    expect(again.status).toBe(304);
    const other = await app().request('/academic', { headers: { Cookie: 'lang=en', 'If-None-Match': bangla.response.headers.get('ETag')! } });
    expect(other.status).toBe(200);
  });

  it('sends the home page and a 404 page in Bangla too', async () => {
    const home = await get('/', { Cookie: 'lang=bn' });
    expect(home.html).toContain('<h1>বই</h1>');
    expect(home.html).toContain(HEADER_BN);
    const missing = await get('/no-such-page', { Cookie: 'lang=bn' });
    expect(missing.response.status).toBe(404);
    expect(missing.html).toContain(HEADER_BN);
  });

  it('falls back to the English view for a build that drew English only (the page still says lang="bn" when it has the attribute)', async () => {
    const { html } = await get('/academic', { 'Accept-Language': 'bn' }, english);
    expect(html).toContain('<div id="root" data-first-view="/academic">');
    expect(html).toContain(HEADER);
    expect(html).not.toContain('পণ্য আসছে…');
  });
});
