import { registerCustomer, unusedPhone } from '../../../test/accounts.ts';
import { buyProducts, createEbookWithFile } from '../../../test/library-fixtures.ts';
import { overlaps, pdfTextBoxes, searchInPdf, type TextBox } from '../../../test/pdf-reader.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { loadDemoCatalog } from '../catalog/demo/load.ts';
import { banglaToLogicalOrder } from '../../shared/bangla-visual-order.ts';
import { provideDemoEbookFiles } from './demo-ebook-files.ts';
import { writeDemoEbookPdf as writeDemoBook } from './pdf/demo-ebook-pdf.ts';
import { writeDemoBooks } from './pdf/demo-books.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 60_000);
afterAll(() => t.close());

const pageText = (boxes: TextBox[]) => boxes.map((b) => b.str).join(' ');

describe('the demo ebooks, each a book of its own', () => {
  let ebooks: { productId: string; fileKey: string | null; pageCount: number; previewPages: number; language: string; product: { title: string; slug: string; authors: { author: { name: string } }[] } }[];

  beforeAll(async () => {
    await loadDemoCatalog(t.db.prisma, t.services.storage, { scale: 0.01 });
    const { attached } = await provideDemoEbookFiles(t.db.prisma, t.services.storage, { benchPages: 12 });
    expect(attached).toBeGreaterThan(0);
    ebooks = await t.db.prisma.ebookDetail.findMany({
      where: { product: { published: true } },
      orderBy: { product: { slug: 'asc' } },
      select: { productId: true, fileKey: true, pageCount: true, previewPages: true, language: true, product: { select: { title: true, slug: true, authors: { select: { author: { select: { name: true } } } } } } },
    });
  }, 240_000);

  it('gives every published demo ebook a PDF made from its own title, and a second start makes none again', async () => {
    expect(ebooks.length).toBeGreaterThanOrEqual(5);
    for (const ebook of ebooks) expect(ebook.fileKey).toMatch(/^ebooks\/demo\/[0-9a-f]{32}\.pdf$/);
    // Different titles, different files (the old demo shared three).
    const titles = new Map<string, string>();
    for (const ebook of ebooks) titles.set(ebook.fileKey!, ebook.product.title);
    expect(titles.size).toBe(new Set(ebooks.map((e) => `${e.product.title}|${e.product.authors.map((a) => a.author.name).join()}`)).size);
    const files = await t.db.prisma.storedFile.count();
    await t.db.prisma.ebookDetail.update({ where: { productId: ebooks[0]!.productId }, data: { fileKey: null } });
    const again = await provideDemoEbookFiles(t.db.prisma, t.services.storage, { benchPages: 12 });
    expect(again.attached).toBe(1);
    expect(await t.db.prisma.storedFile.count()).toBe(files);
    expect((await t.db.prisma.ebookDetail.findUniqueOrThrow({ where: { productId: ebooks[0]!.productId } })).fileKey).toBe(ebooks[0]!.fileKey);
  }, 120_000);

  it('has a cover with the title and authors, the contents, and chapters of its subject in Bangla and English; no two words of any page overlap', async () => {
    const bangla = ebooks.find((e) => e.language === 'Bangla')!;
    const english = ebooks.find((e) => e.language === 'English' && e.pageCount !== 12) ?? ebooks.find((e) => e.language === 'English')!;
    expect(bangla).toBeDefined();
    for (const ebook of [bangla, english]) {
      const bytes = (await t.services.storage.read(ebook.fileKey!))!;
      const pages = await pdfTextBoxes(bytes);
      expect(pages).toHaveLength(ebook.pageCount);
      for (const [n, boxes] of pages.entries()) {
        expect({ page: n + 1, overlaps: overlaps(boxes).map(([a, b]) => `${a.str} / ${b.str}`) }).toEqual({ page: n + 1, overlaps: [] });
        expect(boxes.length).toBeGreaterThan(n === 0 ? 5 : 10);
      }
      const isBangla = ebook.language === 'Bangla';
      const cover = banglaToLogicalOrder(pageText(pages[0]!), isBangla ? 'visual' : 'logical').replace(/\s+/g, ' ');
      const title = ebook.product.title.replace(/\s*\((eBook|ই-বুক)\)\s*$/i, '');
      expect(cover).toContain(title.normalize('NFC').replace(/\s+/g, ' '));
      for (const { author } of ebook.product.authors) expect(cover).toContain(author.name.normalize('NFC'));
      expect(banglaToLogicalOrder(pageText(pages[1]!), isBangla ? 'visual' : 'logical')).toContain(isBangla ? 'সূচিপত্র' : 'Contents');
      const chapter = banglaToLogicalOrder(pages.slice(2, 4).map(pageText).join(' '), isBangla ? 'visual' : 'logical');
      expect(chapter).toMatch(/[a-z]{4,}/); // English
      expect(chapter).toMatch(/[\u0995-\u09B9]{3,}/u); // and Bangla
      expect(chapter).toMatch(isBangla ? /অধ্যায় ১/ : /Chapter 1/);
      expect(chapter).toMatch(isBangla ? /চিত্র\s?:/ : /Figure\s?:/);
    }
  }, 120_000);
});

describe('a biology ebook and a physics ebook', () => {
  it('read of their own subjects', async () => {
    const [biology, physics] = await writeDemoBooks([
      { title: 'Biology 1st Paper', authors: ['A. Rahman'], language: 'English', seed: 1 },
      { title: 'Physics 1st Paper', authors: ['A. Rahman'], language: 'English', seed: 1 },
    ]);
    const bio = (await pdfTextBoxes(biology!)).map(pageText).join(' ');
    const phy = (await pdfTextBoxes(physics!)).map(pageText).join(' ');
    expect(bio).toContain('Cell and Its Structure');
    expect(bio).not.toContain('velocity');
    expect(phy).toContain('velocity');
    expect(phy).not.toContain('Cell and Its Structure');
  }, 60_000);
});

describe('in-book search of Bangla', () => {
  it('finds correctly typed words in a PDF whose text layer is in visual order, with snippets that read right, from the owner’s copy', async () => {
    const [bytes] = await writeDemoBooks([{ title: 'জীববিজ্ঞান ১ম পত্র', authors: ['রহিম উদ্দিন'], language: 'Bangla', seed: 7, textOrder: 'visual' }]);
    const ebook = await createEbookWithFile(t, { title: 'Visual Order Biology', previewPages: 2, bytes: bytes! });
    const owner = await registerCustomer(t, { name: 'Bangla Reader', phone: unusedPhone(), password: 'secret123' });
    await buyProducts(t, owner.userId, [ebook.id]);
    const response = await t.app.request(`/files/ebooks/${ebook.id}`, { headers: { cookie: `pathagar_session=${owner.token}`, 'x-forwarded-for': '203.0.113.78' } });
    expect(response.status).toBe(200);
    const copy = new Uint8Array(await response.arrayBuffer());
    // The text layer holds the drawing order: "কোষ" reads "েকাষ" (the garbled form the reader used to match).
    const raw = (await pdfTextBoxes(copy)).map(pageText).join(' ');
    expect(raw).toContain('েকাষ');
    expect(raw).not.toContain('কোষ');
    const words = ['কোষ', 'জীববিজ্ঞান', 'নিয়ম', 'বৈশিষ্ট্য', 'েকাষ'];
    const found = await searchInPdf(copy, words);
    for (const word of words.slice(0, 4)) {
      const hits = found[word]!;
      expect({ word, found: hits.length > 0 }).toEqual({ word, found: true });
      for (const hit of hits) expect(hit.snippet).toContain(word.normalize('NFC'));
      expect(hits.map((h) => h.snippet).join(' ')).not.toMatch(/(^|\s)[\u09BF\u09C7\u09C8]/u);
    }
    expect(found['েকাষ']).toEqual([]);
  }, 120_000);

  it('still finds words in a PDF whose text layer is in logical order', async () => {
    const [bytes] = await writeDemoBooks([{ title: 'জীববিজ্ঞান ২য় পত্র', authors: ['রহিম উদ্দিন'], language: 'Bangla', seed: 8, textOrder: 'logical' }]);
    const hits = (await searchInPdf(bytes!, ['কোষ']))['কোষ']!;
    expect(hits.length).toBeGreaterThan(0);
    for (const hit of hits) expect(hit.snippet).toContain('কোষ');
  }, 60_000);
});

describe('the old shared demo file', () => {
  it('had words drawn over each other on its first page (what the overlap check catches)', async () => {
    const old = await writeDemoBook({ title: 'পদার্থবিজ্ঞান: অনুশীলনী', subtitle: 'এইচএসসি — পাথাগার নমুনা ই-বুক', bangla: true, pages: 2, chapterPages: 1, seed: 11 });
    const [first] = await pdfTextBoxes(old);
    expect(overlaps(first!).length).toBeGreaterThan(0);
  }, 60_000);
});
