import { createHash } from 'node:crypto';
import { SaxesParser } from 'saxes';
import { isStorageKey } from '../../storage/file-storage.ts';
import { productSearchText } from '../search-text.ts';
import { coverSvg, escapeXml, pickCoverStyle, samplePageSvg, wrapText } from './covers.ts';
import { BUNDLE_YEARS, COURSE_BATCHES, generateDemoCatalog, ratingAggregates, slugify, type DemoCatalog } from './generate.ts';
import { isbn13CheckDigit, isValidIsbn13 } from './isbn.ts';
import { Rng } from './prng.ts';
import { lineWidth, shapeLine, wrapByWidth } from './text-paths.ts';

/** Throws on anything that is not well-formed XML (saxes is a strict, non-validating parser). */
function parseXml(text: string): { root: string; texts: string[] } {
  const parser = new SaxesParser();
  let root = '';
  const texts: string[] = [];
  parser.on('error', (error) => {
    throw error;
  });
  parser.on('opentag', (tag) => {
    if (!root) root = tag.name;
  });
  parser.on('text', (text) => texts.push(text));
  parser.write(text).close();
  return { root, texts };
}

const digest = (catalog: DemoCatalog) => createHash('sha256').update(JSON.stringify(catalog)).digest('hex');

let full: DemoCatalog;
beforeAll(() => {
  full = generateDemoCatalog();
});

describe('the demo catalogue generator', () => {
  it('gives equal rows (ids and files included) for the same seed, and different ones for another seed', () => {
    expect(digest(generateDemoCatalog())).toBe(digest(full));
    const small = generateDemoCatalog({ seed: 7, scale: 0.05 });
    expect(generateDemoCatalog({ seed: 7, scale: 0.05 })).toEqual(small);
    const other = generateDemoCatalog({ seed: 8, scale: 0.05 });
    expect(other.products.map((p) => p.id)).not.toEqual(small.products.map((p) => p.id));
    expect(other.products.map((p) => p.title)).not.toEqual(small.products.map((p) => p.title));
  });

  it('makes at least 1,000 published products of every kind, ~300 authors and a few hundred customers', () => {
    const published: Record<string, number> = {};
    for (const p of full.products) if (p.published) published[p.kind] = (published[p.kind] ?? 0) + 1;
    for (const kind of ['BOOK', 'EBOOK', 'STATIONERY', 'BUNDLE', 'CONTENT']) expect(published[kind]).toBeGreaterThanOrEqual(1000);
    expect(full.products.some((p) => !p.published)).toBe(true);
    expect(full.authors).toHaveLength(300);
    expect(full.customers.length).toBeGreaterThanOrEqual(200);
    expect(full.reviews.length).toBeGreaterThan(5000);
  });

  it('keeps ids, slugs, ISBNs and SKUs unique and keys valid for the storage', () => {
    const ids = [full.authors, full.customers, full.products, full.variants, full.chapters, full.lessons, full.pages, full.reviews]
      .flat()
      .map((row) => row.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.filter((id) => !/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/.test(id))).toEqual([]);
    const slugs = full.products.map((p) => p.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(new Set(full.authors.map((a) => a.slug)).size).toBe(full.authors.length);
    expect([...slugs, ...full.authors.map((a) => a.slug)].filter((slug) => !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug))).toEqual([]);
    const skus = full.variants.map((v) => v.sku);
    expect(new Set(skus).size).toBe(skus.length);
    const files = new Map(full.files.map((f) => [f.key, f]));
    expect(files.size).toBe(full.files.length);
    expect([...files.keys()].filter((key) => !isStorageKey(key))).toEqual([]);
    const referenced = [...full.products.map((p) => p.coverKey), ...full.authors.map((a) => a.photoKey), ...full.pages.map((p) => p.imageKey)];
    expect(referenced.filter((key) => key !== null && !files.has(key))).toEqual([]);
  });

  it('gives every book a valid, unique ISBN-13 (but a few) and spreads books over the five sections', () => {
    const isbns = full.books.map((b) => b.isbn).filter((isbn): isbn is string => isbn !== null);
    expect(isbns.length).toBeGreaterThan(full.books.length * 0.9);
    expect(new Set(isbns).size).toBe(isbns.length);
    expect(isbns.filter((isbn) => !isValidIsbn13(isbn))).toEqual([]);
    const bookRows = full.products.filter((p) => p.kind === 'BOOK');
    const perSection: Record<string, number> = {};
    for (const b of bookRows) perSection[b.sectionSlug ?? 'none'] = (perSection[b.sectionSlug ?? 'none'] ?? 0) + 1;
    for (const section of ['academic', 'cycle', 'engineering', 'medical', 'varsity']) expect(perSection[section]).toBeGreaterThan(100);
    expect(perSection.none).toBeUndefined();
  });

  it('prices in whole Taka within each kind’s range, with some discounts, some out of stock and varied popularity', () => {
    const ranges = { BOOK: [120, 1200], EBOOK: [60, 600], STATIONERY: [10, 1500], CONTENT: [500, 5000] } as const;
    const outOfRange = full.products.filter((p) => {
      const range = ranges[p.kind as keyof typeof ranges];
      return (
        p.price % 100 !== 0 ||
        (range && (p.price < range[0] * 100 || p.price > range[1] * 100)) ||
        (p.compareAtPrice !== null && p.compareAtPrice <= p.price)
      );
    });
    expect(outOfRange).toEqual([]);
    const books = full.products.filter((p) => p.kind === 'BOOK');
    expect(books.filter((p) => p.compareAtPrice !== null).length).toBeGreaterThan(books.length * 0.15);
    expect(books.filter((p) => p.stock === 0).length).toBeGreaterThan(books.length * 0.03);
    const sold = full.products.map((p) => p.soldCount);
    expect(Math.max(...sold)).toBeGreaterThan(500);
    expect(sold.filter((n) => n === 0).length).toBeGreaterThan(0);
    expect(full.products.filter((p) => (p.kind === 'EBOOK' || p.kind === 'CONTENT') && p.stock !== 0)).toEqual([]);
  });

  it('fills searchText with productSearchText of the authors, ISBN, publisher and edition', () => {
    const byId = new Map(full.products.map((p) => [p.id, p]));
    const authors = new Map(full.authors.map((a) => [a.id, a.name]));
    for (const book of full.books.slice(0, 200)) {
      const names = full.productAuthors
        .filter((pa) => pa.productId === book.productId)
        .sort((a, b) => a.position - b.position)
        .map((pa) => authors.get(pa.authorId)!);
      expect(names.length).toBeGreaterThan(0);
      expect(byId.get(book.productId)!.searchText).toBe(
        productSearchText({ authors: names, isbn: book.isbn, publisher: book.publisher, edition: book.edition }),
      );
    }
  });

  it('gives part of the catalogue Bangla titles and authors (NFC, ASCII slugs), as Bangla-medium HSC books are', () => {
    const bangla = (text: string) => /[\u0980-\u09FF]/.test(text);
    const titled = full.products.filter((p) => bangla(p.title));
    expect(titled.length).toBeGreaterThan(full.products.length * 0.1);
    expect(new Set(titled.map((p) => p.kind))).toEqual(new Set(['BOOK', 'EBOOK']));
    expect(titled.map((p) => p.title)).toContain('উচ্চতর গণিত ১ম পত্র');
    const banglaAuthors = full.authors.filter((a) => bangla(a.name));
    expect(banglaAuthors.length).toBe(full.authors.length * 0.4);
    const texts = [...titled.flatMap((p) => [p.title, p.subtitle, p.searchText]), ...banglaAuthors.map((a) => a.name)];
    expect(texts.filter((text) => text !== text.normalize('NFC'))).toEqual([]);
    // Slugs stay ASCII (the English title's or the name's Latin spelling), unique as every slug is.
    expect(banglaAuthors.find((a) => a.name === 'জাফর ইসলাম')?.slug).toBe('zafar-islam');
    expect(titled.filter((p) => !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(p.slug) || p.slug.startsWith('item'))).toEqual([]);
    // A Bangla-titled book is a Bangla-medium book by authors with Bangla names.
    const language = new Map([...full.books, ...full.ebooks].map((d) => [d.productId, d.language]));
    const authorName = new Map(full.authors.map((a) => [a.id, a.name]));
    const problems = titled.filter(
      (p) =>
        language.get(p.id) !== 'Bangla' ||
        !full.productAuthors.filter((pa) => pa.productId === p.id).every((pa) => bangla(authorName.get(pa.authorId)!)),
    );
    expect(problems).toEqual([]);
    // Even the smallest catalogue has some, for tests and the browser journeys.
    const small = generateDemoCatalog({ scale: 0.01 });
    expect(small.products.filter((p) => bangla(p.title)).length).toBeGreaterThan(3);
  });

  it('makes many ebooks the digital edition of a distinct printed book, with its title and authors', () => {
    const byId = new Map(full.products.map((p) => [p.id, p]));
    const editions = full.ebooks.filter((e) => e.printEditionId !== null);
    expect(editions.length).toBeGreaterThan(full.ebooks.length / 2);
    expect(new Set(editions.map((e) => e.printEditionId)).size).toBe(editions.length);
    const authorsOf = (id: string) => full.productAuthors.filter((pa) => pa.productId === id).map((pa) => pa.authorId);
    for (const ebook of editions.slice(0, 100)) {
      const print = byId.get(ebook.printEditionId!)!;
      expect(print.kind).toBe('BOOK');
      expect(byId.get(ebook.productId)!.title).toBe(print.title);
      expect(authorsOf(ebook.productId)).toEqual(authorsOf(print.id));
    }
  });

  it('builds bundles of 2–6 distinct existing books (never bundles) for 2024–2027', () => {
    const byId = new Map(full.products.map((p) => [p.id, p]));
    const years = new Set(full.bundles.map((b) => b.year));
    expect([...years].sort()).toEqual([...BUNDLE_YEARS]);
    const itemsOf = new Map<string, typeof full.bundleItems>();
    for (const item of full.bundleItems) itemsOf.set(item.bundleId, [...(itemsOf.get(item.bundleId) ?? []), item]);
    const problems: string[] = [];
    for (const bundle of full.bundles) {
      if (byId.get(bundle.productId)?.kind !== 'BUNDLE') problems.push(`${bundle.productId} is not a bundle product`);
      const items = itemsOf.get(bundle.productId) ?? [];
      if (items.length < 2 || items.length > 6) problems.push(`${bundle.productId} has ${items.length} items`);
      if (new Set(items.map((i) => i.productId)).size !== items.length) problems.push(`${bundle.productId} repeats an item`);
      if (items.some((item, k) => item.position !== k)) problems.push(`${bundle.productId} positions`);
      for (const item of items) {
        const product = byId.get(item.productId);
        if (product?.kind !== 'BOOK' || !product.published || item.quantity < 1) problems.push(`${bundle.productId} item ${item.productId}`);
      }
    }
    expect(problems).toEqual([]);
    expect(full.bundleItems.every((item) => itemsOf.has(item.bundleId))).toBe(true);
  });

  it('builds courses for HSC 2024–2026 of 4–10 chapters of 3–8 lessons, totalMinutes the sum of the lessons', () => {
    expect(new Set(full.contents.map((c) => c.hscBatch))).toEqual(new Set(COURSE_BATCHES));
    const chaptersOf = new Map<string, typeof full.chapters>();
    for (const c of full.chapters) chaptersOf.set(c.productId, [...(chaptersOf.get(c.productId) ?? []), c]);
    const lessonsOf = new Map<string, typeof full.lessons>();
    for (const l of full.lessons) lessonsOf.set(l.chapterId, [...(lessonsOf.get(l.chapterId) ?? []), l]);
    const problems: string[] = [];
    for (const content of full.contents) {
      const chapters = chaptersOf.get(content.productId) ?? [];
      if (chapters.length < 4 || chapters.length > 10) problems.push(`${content.productId}: ${chapters.length} chapters`);
      if (chapters.some((c, k) => c.position !== k)) problems.push(`${content.productId}: chapter positions`);
      let minutes = 0;
      for (const chapter of chapters) {
        const lessons = lessonsOf.get(chapter.id) ?? [];
        if (lessons.length < 3 || lessons.length > 8) problems.push(`${chapter.id}: ${lessons.length} lessons`);
        if (lessons.some((l, k) => l.position !== k)) problems.push(`${chapter.id}: lesson positions`);
        minutes += lessons.reduce((sum, l) => sum + l.durationMinutes, 0);
      }
      if (content.totalMinutes !== minutes || minutes === 0) problems.push(`${content.productId}: ${content.totalMinutes} != ${minutes}`);
    }
    expect(problems).toEqual([]);
  });

  it('keeps rating count and sum equal to the approved reviews, one review per customer and product', () => {
    const statuses = new Set(full.reviews.map((r) => r.status));
    expect(statuses).toEqual(new Set(['APPROVED', 'PENDING', 'REJECTED']));
    expect(full.reviews.filter((r) => r.status === 'APPROVED').length).toBeGreaterThan(full.reviews.length * 0.8);
    const pairs = full.reviews.map((r) => `${r.productId}/${r.userId}`);
    expect(new Set(pairs).size).toBe(pairs.length);
    const approved = new Map<string, number[]>();
    for (const r of full.reviews) if (r.status === 'APPROVED') approved.set(r.productId, [...(approved.get(r.productId) ?? []), r.rating]);
    const aggregates = ratingAggregates(full.reviews);
    const wrong = full.products.filter((p) => {
      const ratings = approved.get(p.id) ?? [];
      const sum = ratings.reduce((a, b) => a + b, 0);
      const computed = aggregates.get(p.id) ?? { count: 0, sum: 0 };
      return p.ratingCount !== ratings.length || p.ratingSum !== sum || computed.count !== ratings.length || computed.sum !== sum;
    });
    expect(wrong).toEqual([]);
    expect(full.products.filter((p) => p.ratingCount > 0).length).toBeGreaterThan(full.products.length / 3);
    const customers = new Set(full.customers.map((c) => c.id));
    expect(full.reviews.filter((r) => !customers.has(r.userId) || r.rating < 1 || r.rating > 5)).toEqual([]);
    expect(full.customers.filter((c) => !/^0180\d{7}$/.test(c.phone))).toEqual([]);
  });

  it('gives some published books DEMO sample pages in order', () => {
    expect(full.pages.length).toBeGreaterThan(50);
    const byId = new Map(full.products.map((p) => [p.id, p]));
    expect(full.pages.filter((page) => page.kind !== 'DEMO' || byId.get(page.productId)?.kind !== 'BOOK')).toEqual([]);
  });
});

describe('demo covers', () => {
  it('are well-formed SVG, every one of them', () => {
    const bad = full.files.filter(
      (file) => file.contentType !== 'image/svg+xml' || file.size !== Buffer.byteLength(file.body) || parseXml(file.body).root !== 'svg',
    );
    expect(bad).toEqual([]);
  });

  it('escape &, <, > and quotes in titles, bylines and labels', () => {
    const title = 'Tom & Jerry <script>alert("x")</script> \'quoted\'';
    const svg = coverSvg({ title, byline: 'A & B <c>', footer: 'Q&A > all', label: '<HSC>', style: pickCoverStyle(new Rng(1)) });
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('Tom &amp; Jerry');
    const { root, texts } = parseXml(svg);
    expect(root).toBe('svg');
    expect(texts.join(' ')).toContain('Tom & Jerry');
    expect(texts.join(' ')).toContain('<script>alert("x")</script>'.slice(0, 8));
    expect(texts).toContain('A & B <c>');
    expect(texts).toContain('Q&A > all');
    expect(parseXml(samplePageSvg(title, 3, 'Chapter <1> & more', [300, 400])).texts).toContain('Chapter <1> & more');
    expect(escapeXml(`<a href="x">&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&amp;&apos;&lt;/a&gt;');
  });

  const BENGALI = /[\u0980-\u09ff]/;

  it('draw Bangla titles, bylines and sample-page heads as outlines: no <text> with Bengali letters, the title kept as the label', () => {
    const bangla = full.products.filter((p) => BENGALI.test(p.title));
    expect(bangla.length).toBeGreaterThan(100);
    const bodies = new Map(full.files.map((file) => [file.key, file.body]));
    for (const product of bangla) {
      const svg = bodies.get(product.coverKey)!;
      expect(svg).toContain(`aria-label="${escapeXml(product.title)}"`);
      expect(parseXml(svg).texts.filter((text) => BENGALI.test(text))).toEqual([]);
      expect(svg.match(/<path /g)!.length).toBeGreaterThan(2);
    }
    expect(full.files.filter((file) => BENGALI.test(parseXml(file.body).texts.join(' '))).map((file) => file.key)).toEqual([]);
  });

  it('shape every Bangla title and name of the catalogue with real glyphs of the font (no .notdef, no dotted circle)', () => {
    const strings = new Set([
      ...full.products.map((p) => p.title),
      ...full.authors.map((a) => a.name),
      ...full.products.map((p) => p.title).map((t) => `${t}…`),
    ]);
    const notdef = [...strings]
      .filter((text) => BENGALI.test(text))
      .flatMap((text) => ([400, 700] as const).map((weight) => ({ text, weight, ids: shapeLine(text, weight).glyphs.map((g) => g.glyph.id) })))
      .filter(({ ids, weight }) => ids.length === 0 || ids.includes(0) || ids.includes(shapeLine('\u25cc', weight).glyphs[0]!.glyph.id));
    expect(notdef).toEqual([]);
  });

  it('keep Latin covers as <text> and the Bangla title out of the SVG text', () => {
    const style = pickCoverStyle(new Rng(1));
    const latin = coverSvg({ title: 'Physics 1st Paper', byline: 'A. Rahman', footer: 'Panjeree', label: 'HSC', style });
    expect(latin).not.toContain('<path');
    expect(parseXml(latin).texts).toEqual(['HSC', 'Physics 1st', 'Paper', 'A. Rahman', 'Panjeree']);
    const title = 'চক্র ৩: ব্যবসায় সংগঠন ও ব্যবস্থাপনা ১ম পত্র সৃজনশীল প্রশ্ন';
    const svg = coverSvg({ title, byline: 'রফিকুল ইসলাম, A. Rahman', footer: 'Panjeree', label: 'HSC', style });
    expect(parseXml(svg).texts).toEqual(['HSC', 'Panjeree']);
    expect(svg).toMatch(/<g fill="[^"]+"><path transform="translate\(28 100\)" d="M[^"]+"\/>/);
    // The same title a second time gives the same bytes (word shapes are cached).
    expect(coverSvg({ title, byline: 'রফিকুল ইসলাম, A. Rahman', footer: 'Panjeree', label: 'HSC', style })).toBe(svg);
  });

  it("wrap Bangla by the font's advance widths, never inside a grapheme cluster", () => {
    const title = 'চক্র ৩: ব্যবসায় সংগঠন ও ব্যবস্থাপনা ১ম পত্র সৃজনশীল প্রশ্ন';
    const lines = wrapByWidth(title, 244, 5, 26, 700);
    expect(lines.join(' ')).toBe(title);
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(lineWidth(line, 26, 700)).toBeLessThanOrEqual(244);
    // One cluster is wider than another: widths, not character counts.
    expect(lineWidth('ক্ষ', 26, 700)).toBeGreaterThan(lineWidth('ই', 26, 700));
    const long = wrapByWidth('ব্যবস্থাপনাব্যবস্থাপনাব্যবস্থাপনা', 80, 10, 26, 700);
    expect(long.join('')).toBe('ব্যবস্থাপনাব্যবস্থাপনাব্যবস্থাপনা');
    for (const piece of long) {
      expect(lineWidth(piece, 26, 700)).toBeLessThanOrEqual(80);
      expect(piece).not.toMatch(/^[\u09bc-\u09cd\u09d7]/); // no piece starts with a vowel sign or virama
    }
    const cut = wrapByWidth(`${title} ${title} ${title}`, 244, 2, 26, 700);
    expect(cut).toHaveLength(2);
    expect(cut[1]!.endsWith('…')).toBe(true);
    expect(lineWidth(cut[1]!, 26, 700)).toBeLessThanOrEqual(244);
  });

  it('wraps long titles into a few lines', () => {
    expect(wrapText('Finance, Banking & Insurance 1st Paper', 16, 5)).toEqual(['Finance, Banking', '& Insurance 1st', 'Paper']);
    expect(wrapText('a '.repeat(100), 16, 3)).toHaveLength(3);
    expect(wrapText('Supercalifragilisticexpialidocious', 10, 5)).toEqual(['Supercalif', 'ragilistic', 'expialidoc', 'ious']);
  });
});

describe('helpers', () => {
  it('computes ISBN-13 check digits', () => {
    expect(isbn13CheckDigit('978030640615')).toBe(7);
    expect(isValidIsbn13('9780306406157')).toBe(true);
    expect(isValidIsbn13('9780306406158')).toBe(false);
    expect(isValidIsbn13('978030640615')).toBe(false);
  });

  it('slugifies titles', () => {
    expect(slugify('Finance, Banking & Insurance 1st Paper')).toBe('finance-banking-and-insurance-1st-paper');
    expect(slugify("Previous Years' Questions")).toBe('previous-years-questions');
    expect(slugify('***')).toBe('item');
  });

  it('draws the same numbers from the same seed', () => {
    const a = new Rng(42);
    const b = new Rng(42);
    expect(Array.from({ length: 5 }, () => a.uuid())).toEqual(Array.from({ length: 5 }, () => b.uuid()));
    expect(new Rng(1).float()).not.toBe(new Rng(2).float());
    const r = new Rng(3);
    for (let i = 0; i < 1000; i++) {
      const n = r.int(2, 6);
      expect(n).toBeGreaterThanOrEqual(2);
      expect(n).toBeLessThanOrEqual(6);
    }
  });
});
