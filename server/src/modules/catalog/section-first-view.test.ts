/**
 * A section page's first view in its HTML (issue 21, LCP of a section page): the build's section
 * skeleton (a fragment) in place of the home view's <main>, #root marked with the page's path, the
 * view's style sheets, and the cover slots filled with the covers SectionPageQuery's list starts with.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { mainOf, withFirstView } from '../../../../client/vite/prerender.ts';
import { createBook } from '../../../test/catalog-fixtures.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { inlineScriptHashes } from '../../http/csp.ts';
import { spaRoutes } from '../../http/spa.ts';
import { edgeApp } from '../../security/edge-app.ts';
import { COVER_SLOT_ATTRIBUTE, coverBoxHtml } from '../../shared/cover-image.ts';
import { viewFragmentPath, type ViewFragment } from '../../shared/view-fragment.ts';
import { publicFileUrl } from '../storage/file-storage.ts';
import { variantSrcset } from '../storage/images.ts';
import { sectionFirstView, viewFragmentOnDisk, withViewInMain } from './section-first-view.ts';

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
