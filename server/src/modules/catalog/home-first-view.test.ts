/**
 * The home page's first covers written into its HTML (issue 21 §2, LCP): the bestsellers' covers of
 * HomePageQuery, in its order, in the prerendered skeleton's cover slots, as the app draws them.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { COVER_SLOT_ATTRIBUTE, coverBoxHtml } from '../../shared/cover-image.ts';
import { createBook } from '../../../test/catalog-fixtures.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { edgeApp } from '../../security/edge-app.ts';
import { publicFileUrl } from '../storage/file-storage.ts';
import { avifSrcset, variantSrcset } from '../storage/images.ts';
import { withFirstScreenCovers } from './first-screen-covers.ts';
import { firstScreenCovers, homeFirstView } from './home-first-view.ts';

const slot = (index: number) => `<span aria-hidden="true" class="ui-skeleton product-card__cover" ${COVER_SLOT_ATTRIBUTE}="${index}"></span>`;
const card = (index: number) => `<div class="product-card product-card--skeleton">${slot(index)}<div class="product-card__body"></div></div>`;
/** A prerendered index.html as the build writes it: the bestsellers' skeleton with four cover slots and two without. */
const INDEX = `<!doctype html><html><head></head><body><div id="root" data-first-view="/"><h1>Books</h1>${[0, 1, 2, 3].map(card).join('')}${'<div class="product-card product-card--skeleton"><span class="ui-skeleton product-card__cover"></span></div>'.repeat(2)}</div><script>start()</script></body></html>`;

let t: TestApp;
let dist: string;
beforeAll(async () => {
  t = await startTestApp();
  dist = mkdtempSync(path.join(os.tmpdir(), 'pathagar-dist-'));
  writeFileSync(path.join(dist, 'index.html'), INDEX);
  // Sold counts above anything else in the database: these five are the bestsellers, in this order.
  const base = 1_000_000;
  await createBook(t.db.prisma, { title: 'First seller', soldCount: base + 50, coverKey: 'covers/first.webp' });
  await createBook(t.db.prisma, { title: 'Second seller', soldCount: base + 40, coverKey: 'covers/second.svg' });
  await createBook(t.db.prisma, { title: 'No cover', soldCount: base + 30, coverKey: null });
  await createBook(t.db.prisma, { title: 'Fourth seller', soldCount: base + 20, coverKey: 'covers/fourth.png' });
  await createBook(t.db.prisma, { title: 'Fifth seller', soldCount: base + 10, coverKey: 'covers/fifth.webp' });
  await createBook(t.db.prisma, { title: 'Unpublished', soldCount: base + 99, coverKey: 'covers/hidden.webp', published: false });
});
afterAll(() => t.close());

const cover = (key: string) => ({ url: publicFileUrl(key), srcset: variantSrcset(key), avifSrcset: null });

describe('the home page first covers', () => {
  it('are the first four published bestsellers, as the storefront query orders them', async () => {
    expect(await firstScreenCovers(t.db.prisma)).toEqual([cover('covers/first.webp'), cover('covers/second.svg'), null, cover('covers/fourth.png')]);
    const { data } = await t.graphql<{ products: { edges: { node: { cover: { url: string } | null } }[] } }>(
      '{ products(first: 4, sort: POPULAR) { edges { node { cover { url } } } } }',
    );
    expect(data!.products.edges.map((edge) => edge.node.cover?.url ?? null)).toEqual([publicFileUrl('covers/first.webp'), publicFileUrl('covers/second.svg'), null, publicFileUrl('covers/fourth.png')]);
  });

  it('offer AVIF where the cover has it smaller, in a <picture> as the app draws it', async () => {
    // The fourth seller's variants are made, and AVIF won at 640 and 960 px.
    await t.db.prisma.storedFile.create({
      data: { key: 'covers/fourth.png', contentType: 'image/png', size: 10, visibility: 'PUBLIC', variantWidths: [160, 320, 480, 640, 960], avifWidths: [640, 960] },
    });
    const fourth = (await firstScreenCovers(t.db.prisma))[3]!;
    expect(fourth).toEqual({ ...cover('covers/fourth.png'), avifSrcset: avifSrcset('covers/fourth.png', [640, 960]) });
    expect(fourth.avifSrcset).toContain('/files/variants/960/covers/fourth.png.avif 960w');
    expect(coverBoxHtml(fourth)).toMatch(
      /^<div class="product-card__cover"><picture><source type="image\/avif" srcset="[^"]+\.avif 960w" sizes="[^"]+"><img src="\/files\/covers\/fourth\.png" srcset="[^"]+\.webp 960w"[^>]*><\/picture><\/div>$/,
    );
    await t.db.prisma.storedFile.delete({ where: { key: 'covers/fourth.png' } });
  });

  it('fill the slots that have a cover and leave the others as skeletons', () => {
    const html = withFirstScreenCovers(INDEX, [cover('covers/a.webp'), null, cover('covers/c.svg'), cover('covers/d.webp')]);
    expect(html).toContain(`${coverBoxHtml(cover('covers/a.webp'))}<div class="product-card__body">`);
    expect(html).toContain(slot(1));
    expect(html).not.toContain(slot(0));
    expect(html.match(/<img /g)).toHaveLength(3);
    // An uploaded photo brings its WebP variants; a drawing (SVG) only its address.
    expect(coverBoxHtml(cover('covers/a.webp'))).toMatch(/srcset="[^"]+320w[^"]*" sizes="/);
    expect(coverBoxHtml(cover('covers/c.svg'))).not.toContain('srcset');
  });

  it('escape what they write into attributes', () => {
    expect(coverBoxHtml({ url: '/files/covers/a"b<c&d.webp', srcset: null })).toContain('src="/files/covers/a&quot;b&lt;c&amp;d.webp"');
  });
});

describe('GET / with the first-view writer', () => {
  // The covers are read before the page goes, however busy the machine: the 200 ms wait is tested on its own.
const app = () => edgeApp(t, { isDevelopment: false, clientDist: dist }, {}, { firstViewCovers: { waitMs: 60_000 } });
  const firstCover = `<img src="${publicFileUrl('covers/first.webp')}"`;

  it('sends the covers in the HTML, with an ETag of the page sent', async () => {
    const response = await app().request('/');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(firstCover);
    expect(html).toContain('fetchpriority="high"');
    expect(html).toContain(slot(2));
    const etag = response.headers.get('ETag')!;
    expect(etag).toBeTruthy();
    expect((await app().request('/', { headers: { 'If-None-Match': etag } })).status).toBe(304);
    // Not answered 304 by date alone: the covers may be newer than the build.
    expect((await app().request('/', { headers: { 'If-Modified-Since': new Date(Date.now() + 60_000).toUTCString() } })).status).toBe(200);
  });

  it('leaves other pages as built', async () => {
    const html = await (await app().request('/book/first-seller')).text();
    expect(html).toBe(INDEX);
  });

  it('sends the page as built when the covers cannot be read, and says why in the log', async () => {
    const errors: unknown[] = [];
    const failing = homeFirstView({ product: { findMany: () => Promise.reject(new Error('database down')) } } as never);
    const { spaRoutes } = await import('../../http/spa.ts');
    const spa = spaRoutes(dist, {}, { firstViews: [failing], onFirstViewError: (error) => errors.push(error) });
    const response = await spa.request('/');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(INDEX);
    expect(errors).toEqual([new Error('database down')]);
  });

  it('does not wait for a slow database: after its wait the page goes as built', async () => {
    const slow = homeFirstView({ product: { findMany: () => new Promise(() => {}) } } as never, { waitMs: 20 });
    const { spaRoutes } = await import('../../http/spa.ts');
    const started = Date.now();
    const response = await spaRoutes(dist, {}, { firstViews: [slow] }).request('/');
    expect(await response.text()).toBe(INDEX);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('reads the covers once per interval, not once per request', async () => {
    let reads = 0;
    let clock = 0;
    const counting = homeFirstView(
      {
        product: {
          findMany: () => {
            reads += 1;
            return Promise.resolve([{ coverKey: 'covers/first.webp' }]);
          },
        },
        storedFile: { findMany: () => Promise.resolve([]) },
      } as never,
      { ttlMs: 1_000, now: () => clock },
    );
    const { spaRoutes } = await import('../../http/spa.ts');
    const spa = spaRoutes(dist, {}, { firstViews: [counting] });
    for (let i = 0; i < 5; i += 1) expect(await (await spa.request('/')).text()).toContain(firstCover);
    expect(reads).toBe(1);
    clock = 1_000;
    await spa.request('/');
    expect(reads).toBe(2);
  });
});
