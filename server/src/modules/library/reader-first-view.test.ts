import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { withFirstView } from '../../../../client/vite/prerender.ts';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { randomUUID } from 'node:crypto';
import { registerCustomer, signInAs, unusedPhone } from '../../../test/accounts.ts';
import { buyProducts, createEbookWithFile } from '../../../test/library-fixtures.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { inlineScriptHashes } from '../../http/csp.ts';
import { writeDemoEbookPdf } from './pdf/demo-ebook-pdf.ts';
import { FIRST_PAGE_QUALITY, firstPageImageKey, renderFirstPage, webpSize } from './first-page-image.ts';
import { withReaderFirstView } from './reader-first-view.ts';

// index.html as the build leaves it: the home page's first view drawn in, its start script after #root.
const BUILT = withFirstView(
  [
    '<!doctype html><html lang="en"><head><title>Pathagar</title>',
    '<script type="module" crossorigin src="/assets/index-abc.js"></script>',
    '<link rel="stylesheet" crossorigin href="/assets/index-abc.css">',
    '</head><body><div id="root"></div></body></html>',
  ].join('\n'),
  '/',
  '<div class="home"><h1>Pathagar</h1></div>',
  ['/assets/HomePage-abc.css'],
);
const MANIFEST = {
  'index.html': { file: 'assets/index-abc.js', src: 'index.html', isEntry: true, css: ['assets/index-abc.css'] },
  'src/routes/EbookReaderPage/EbookReaderPage.tsx': { file: 'assets/EbookReaderPage-def.js', src: 'src/routes/EbookReaderPage/EbookReaderPage.tsx', isDynamicEntry: true, imports: ['_PdfReader-ghi.js'] },
  '_PdfReader-ghi.js': { file: 'assets/PdfReader-ghi.js', css: ['assets/PdfReader-ghi.css'], imports: ['_ProductPage-xyz.js'] },
  '_ProductPage-xyz.js': { file: 'assets/ProductPage-xyz.js', css: ['assets/ProductPage-xyz.css'] },
};

let t: TestApp;
const pdfOf = (seed: number) => writeDemoEbookPdf({ title: `First Page ${seed}`, subtitle: 'Test', bangla: false, pages: 4, chapterPages: 2, seed });
const hashOf = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

beforeAll(async () => {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'pathagar-dist-'));
  writeFileSync(path.join(dist, 'index.html'), BUILT);
  mkdirSync(path.join(dist, '.vite'));
  writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'assets', 'PdfReader-ghi.css'), '.reader__stage{flex:1}');
  writeFileSync(path.join(dist, 'assets', 'ProductPage-xyz.css'), '.product-page{display:grid}');
  t = await startTestApp({ clientDist: dist });
}, 60_000);
afterAll(() => t.close());

const page = (pathname: string, cookie?: string, language?: string) =>
  t.app.request(pathname, { headers: { ...(cookie ? { cookie: `pathagar_session=${cookie}` } : {}), ...(language ? { 'accept-language': language } : {}) } });

describe("the reader's first view (/ebook/{slug}/read)", () => {
  it('carries the image of page 1 inline, in the reader frame, styled and started as the build starts the app', async () => {
    const bytes = await pdfOf(101);
    const ebook = await createEbookWithFile(t, { title: 'Chemistry & Co', previewPages: 3, bytes });
    const response = await page(`/ebook/${ebook.slug}/read`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<div id="root" data-first-view="/ebook/${ebook.slug}/read"><div class="reader reader--light reader--first-view"`);
    const src = /<img class="reader__page reader__first-page" data-first-page="" src="data:image\/webp;base64,([^"]+)" width="(\d+)" height="(\d+)"/.exec(html);
    expect(src).not.toBeNull();
    const image = new Uint8Array(Buffer.from(src![1]!, 'base64'));
    expect(webpSize(image)).toEqual({ width: Number(src![2]), height: Number(src![3]) });
    expect(Number(src![2])).toBe(800);
    expect(image.length).toBeLessThan(40 * 1024);
    // The visitor reads the free preview: its badge, and back to the ebook's page.
    expect(html).toContain('Chemistry &#38; Co<span class="reader__badge"> · free preview</span>');
    expect(html).toContain(`<a href="/ebook/${ebook.slug}" class="reader__back">‹ Back</a>`);
    expect(html).toContain('<title>Reading Chemistry &#38; Co</title>');
    // Styled at first paint by the entry's sheet and the reader's, not the home view's nor the other sheets the reader's code brings.
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-abc.css">');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/PdfReader-ghi.css">');
    expect(BUILT).toContain('/assets/HomePage-abc.css');
    expect(html).not.toContain('/assets/HomePage-abc.css');
    expect(html).not.toContain('/assets/ProductPage-xyz.css');
    expect(html).not.toContain('data-first-view="/"');
    expect(html).not.toContain('<h1>Pathagar</h1>');
    // The start script is the build's own (its hash is in the policy), and the policy allows the inline image.
    const policy = response.headers.get('content-security-policy')!;
    expect(inlineScriptHashes(html)).toEqual(inlineScriptHashes(BUILT));
    for (const hash of inlineScriptHashes(html)) expect(policy).toContain(hash);
    expect(policy).toMatch(/img-src 'self' data:/);
    expect(response.headers.get('etag')).toBeTruthy();
    expect(await t.services.storage.head(firstPageImageKey(hashOf(bytes)))).not.toBeNull();
  });

  it("speaks the page's language: Bangla words and digits for a Bangla reader, before any script runs", async () => {
    const ebook = await createEbookWithFile(t, { title: 'জীববিজ্ঞান', previewPages: 2, bytes: await pdfOf(106) });
    const html = await (await page(`/ebook/${ebook.slug}/read`, undefined, 'bn-BD,bn;q=0.9,en;q=0.8')).text();
    expect(html).toContain('<html lang="bn">');
    expect(html).toContain('জীববিজ্ঞান<span class="reader__badge"> · ফ্রি প্রিভিউ</span>');
    expect(html).toContain(`<a href="/ebook/${ebook.slug}" class="reader__back">‹ ফিরে যান</a>`);
    expect(html).toContain('role="toolbar" aria-label="রিডারের টুল"');
    expect(html).toContain('aria-label="খুঁজুন: বইয়ের ভেতরে"');
    expect(html).toContain('alt="জীববিজ্ঞান: পৃষ্ঠা ১"');
    expect(html).toContain('<span aria-hidden="true">‹ </span>আগের</button>');
    expect(html).toContain('<span class="reader__count" aria-live="polite">পৃষ্ঠা ১ / …</span>');
    expect(html).toContain('<title>পড়ছেন: জীববিজ্ঞান</title>');
    expect(html).not.toMatch(/Reader tools|free preview|Previous/);
  });

  it('makes the image once: the next requests reuse it', async () => {
    const bytes = await pdfOf(102);
    const ebook = await createEbookWithFile(t, { title: 'Made Once', previewPages: 1, bytes });
    const put = jest.spyOn(t.services.storage, 'put');
    try {
      const first = await (await page(`/ebook/${ebook.slug}/read`)).text();
      const second = await (await page(`/ebook/${ebook.id}/read`)).text();
      const made = put.mock.calls.filter(([key]) => key.startsWith('ebook-first-pages/'));
      expect(made.map(([key]) => key)).toEqual([firstPageImageKey(hashOf(bytes))]);
      const imageOf = (html: string) => /src="(data:image\/webp[^"]+)"/.exec(html)?.[1];
      expect(imageOf(first)).toBeTruthy();
      expect(imageOf(second)).toBe(imageOf(first));
    } finally {
      put.mockRestore();
    }
  });

  it('is not written, and no image made, when page 1 is not free to read (previewPages 0)', async () => {
    const bytes = await pdfOf(103);
    const ebook = await createEbookWithFile(t, { title: 'No Preview', previewPages: 0, bytes });
    const response = await page(`/ebook/${ebook.slug}/read`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(BUILT);
    expect(await t.services.storage.head(firstPageImageKey(hashOf(bytes)))).toBeNull();
  });

  it('gives the owner the Library link and no preview badge; not written when they stopped past page 1', async () => {
    const ebook = await createEbookWithFile(t, { title: 'Owned Book', previewPages: 2, bytes: await pdfOf(104) });
    const owner = await registerCustomer(t, { name: 'Reader Owner', phone: unusedPhone(), password: 'secret123' });
    await buyProducts(t, owner.userId, [ebook.id]);
    const html = await (await page(`/ebook/${ebook.slug}/read`, owner.token)).text();
    expect(html).toContain('<a href="/ebook/library" class="reader__back">‹ Library</a>');
    expect(html).toContain('<h1 class="reader__title">Owned Book</h1>');

    await t.db.prisma.readingProgress.create({ data: { userId: owner.userId, productId: ebook.id, page: 57, pageCount: 300, clientUpdatedAt: new Date() } });
    expect(await (await page(`/ebook/${ebook.slug}/read`, owner.token)).text()).toBe(BUILT);
  });

  it('leaves the page as built for an unknown or malformed slug, an unpublished ebook and other paths', async () => {
    const hidden = await createEbookWithFile(t, { title: 'Hidden Book', previewPages: 2, bytes: await pdfOf(105) });
    await t.db.prisma.product.update({ where: { id: hidden.id }, data: { published: false } });
    for (const pathname of ['/ebook/no-such-book/read', '/ebook/%E0%A4/read', `/ebook/${hidden.slug}/read`, '/ebook/library', '/']) {
      const response = await page(pathname);
      expect(response.status).toBe(200);
      expect(await response.text()).toBe(BUILT);
    }
  });

  it('keeps the build manifest private, and leaves a page built without a first view as it is', async () => {
    expect((await page('/.vite/manifest.json')).status).toBe(404);
    const plain = '<!doctype html><html><head><title>Pathagar</title></head><body><div id="root"></div><script type="module" src="/assets/index-abc.js"></script></body></html>';
    expect(withReaderFirstView(plain, '/ebook/x/read', '<div></div>', 'X', { entry: [], view: [] })).toBeNull();
  });

  it('is drawn ahead, before any reader asks, when staff give an ebook a new file', async () => {
    const ebook = await createEbookWithFile(t, { title: 'Replaced File', previewPages: 2, bytes: await pdfOf(106) });
    const bytes = await pdfOf(107);
    const key = `ebooks/${randomUUID()}.pdf`;
    await t.services.storage.put(key, bytes);
    await t.db.prisma.storedFile.create({ data: { key, contentType: 'application/pdf', size: bytes.length, visibility: 'PRIVATE', sha256: hashOf(bytes) } });
    const cookie = await signInAs(t, 'admin', '198.51.100.90');
    const result = await t.graphql('mutation($input: UpdateEbookInput!) { updateEbook(input: $input) { __typename } }', { input: { id: encodeGlobalID('Ebook', ebook.id), fileKey: key } }, { cookie });
    expect((result.data as { updateEbook: { __typename: string } }).updateEbook.__typename).toBe('UpdateEbookPayload');
    const deadline = Date.now() + 20_000;
    while (!(await t.services.storage.head(firstPageImageKey(hashOf(bytes)))) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await t.services.storage.head(firstPageImageKey(hashOf(bytes)))).not.toBeNull();
    // The new file's page, not the old one's: the reader's view now carries it.
    const html = await (await page(`/ebook/${ebook.slug}/read`)).text();
    const inline = /src="data:image\/webp;base64,([^"]+)"/.exec(html)![1]!;
    expect(Buffer.from(inline, 'base64').equals(Buffer.from((await t.services.storage.read(firstPageImageKey(hashOf(bytes))))!))).toBe(true);
  }, 30_000);

});

describe('renderFirstPage', () => {
  it('draws page 1 as a WebP 800 px wide, encoded lower while it is over the size given, and refuses a file that is no PDF', async () => {
    const pdf = await pdfOf(108);
    const image = await renderFirstPage(pdf);
    expect(webpSize(image)).toMatchObject({ width: 800 });
    expect(webpSize(image)!.height).toBeGreaterThan(1000); // an A4 page stands upright
    const capped = await renderFirstPage(pdf, 800, FIRST_PAGE_QUALITY, 100);
    expect(webpSize(capped)).toEqual(webpSize(image));
    expect(capped.length).toBeLessThan(image.length);
    await expect(renderFirstPage(new TextEncoder().encode('not a pdf'))).rejects.toThrow(/could not be drawn/);
  }, 30_000);

  it('sends the page as built when the file cannot be drawn, and does not try again on the next request', async () => {
    const ebook = await createEbookWithFile(t, { title: 'Broken File', previewPages: 2, bytes: new TextEncoder().encode('%PDF-1.7 broken') });
    const read = jest.spyOn(t.services.storage, 'read');
    try {
      for (let i = 0; i < 2; i++) expect(await (await page(`/ebook/${ebook.slug}/read`)).text()).toBe(BUILT);
      // The source was read to draw it once only.
      expect(read.mock.calls.filter(([key]) => key === ebook.fileKey)).toHaveLength(1);
    } finally {
      read.mockRestore();
    }
  });
});
