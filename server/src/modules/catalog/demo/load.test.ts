import { encodeGlobalID } from '@pothos/plugin-relay';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openTestDatabase } from '../../../../test/test-database.ts';
import { startTestApp, type TestApp } from '../../../../test/test-app.ts';
import { LocalDiskStorage } from '../../storage/file-storage.ts';
import { generateDemoCatalog, ratingAggregates, type DemoCatalog } from './generate.ts';
import { loadDemoCatalog, type DemoLoadResult } from './load.ts';

const SCALE = 0.02;
let t: TestApp;
let generated: DemoCatalog;
let result: DemoLoadResult;

beforeAll(async () => {
  t = await startTestApp();
  generated = generateDemoCatalog({ scale: SCALE });
  result = await loadDemoCatalog(t.db.prisma, t.services.storage, { scale: SCALE });
});
afterAll(() => t.close());

describe('loading the demo catalogue', () => {
  it('writes every generated row, with the generated ids and values', async () => {
    expect(result.loaded).toBe(true);
    expect(result.counts.products).toBe(generated.products.length);
    const prisma = t.db.prisma;
    const sections = new Map((await prisma.section.findMany()).map((s) => [s.id, s.slug]));
    const products = await prisma.product.findMany({ orderBy: { id: 'asc' } });
    const expected = [...generated.products].sort((a, b) => (a.id < b.id ? -1 : 1));
    expect(products.map(({ sectionId, ...p }) => ({ ...p, sectionSlug: sectionId ? sections.get(sectionId) : null }))).toEqual(expected);

    const byKind = await prisma.product.groupBy({ by: ['kind'], _count: true, where: { published: true } });
    expect(byKind.every((k) => k._count > 0)).toBe(true);
    expect(byKind).toHaveLength(5);
    expect(await prisma.author.count()).toBe(generated.authors.length);
    expect(await prisma.bookDetail.count()).toBe(generated.books.length);
    expect(await prisma.ebookDetail.count({ where: { printEditionId: { not: null } } })).toBe(
      generated.ebooks.filter((e) => e.printEditionId).length,
    );
    expect(await prisma.productVariant.count()).toBe(generated.variants.length);
    expect(await prisma.contentChapter.count()).toBe(generated.chapters.length);
    expect(await prisma.contentLesson.count()).toBe(generated.lessons.length);
    expect(await prisma.productPage.count({ where: { kind: 'DEMO' } })).toBe(generated.pages.length);
    expect(await prisma.review.count()).toBe(generated.reviews.length);
    const lesson = await prisma.contentLesson.findUniqueOrThrow({ where: { id: generated.lessons[5]!.id } });
    expect(lesson).toEqual(generated.lessons[5]);
    const review = await prisma.review.findUniqueOrThrow({ where: { id: generated.reviews[0]!.id } });
    expect(review).toEqual({ ...generated.reviews[0], moderatedById: null });
  });

  it('keeps each product’s rating count and sum equal to its approved reviews in the database', async () => {
    const prisma = t.db.prisma;
    const approved = await prisma.review.groupBy({
      by: ['productId'],
      where: { status: 'APPROVED' },
      _count: true,
      _sum: { rating: true },
    });
    const fromReviews = new Map(approved.map((g) => [g.productId, { count: g._count, sum: g._sum.rating ?? 0 }]));
    const products = await prisma.product.findMany({ select: { id: true, ratingCount: true, ratingSum: true } });
    const wrong = products.filter((p) => {
      const expected = fromReviews.get(p.id) ?? { count: 0, sum: 0 };
      return p.ratingCount !== expected.count || p.ratingSum !== expected.sum;
    });
    expect(wrong).toEqual([]);
    expect(products.some((p) => p.ratingCount > 0)).toBe(true);
    expect(await prisma.review.count({ where: { status: 'PENDING' } })).toBeGreaterThan(0);
  });

  it('puts only existing books, never bundles, in bundles', async () => {
    const items = await t.db.prisma.bundleItem.findMany({ include: { product: { select: { kind: true } }, bundle: { select: { kind: true } } } });
    expect(items.length).toBe(generated.bundleItems.length);
    expect(items.filter((i) => i.product.kind !== 'BOOK' || i.bundle.kind !== 'BUNDLE')).toEqual([]);
  });

  it('fills the search vector and maps books to their sections', async () => {
    const missing = await t.db.prisma.$queryRaw<{ n: number }[]>`
      SELECT count(*)::int AS n FROM "Product" WHERE "searchVector" IS NULL`;
    expect(missing).toEqual([{ n: 0 }]);
    const book = generated.books[0]!;
    const hits = await t.db.prisma.$queryRaw<{ id: string }[]>`
      SELECT id::text FROM "Product" WHERE "searchVector" @@ plainto_tsquery('simple', ${book.isbn})`;
    expect(hits.map((h) => h.id)).toContain(book.productId);
    const sectionSlugs = await t.db.prisma.product.findMany({ where: { kind: 'BOOK' }, select: { section: { select: { slug: true } } } });
    expect(new Set(sectionSlugs.map((p) => p.section?.slug))).toEqual(new Set(['academic', 'cycle', 'engineering', 'medical', 'varsity']));
  });

  it('makes customers who cannot sign in (no password) with the customer role', async () => {
    const customers = await t.db.prisma.user.findMany({
      where: { phone: { startsWith: '0180' } },
      include: { roles: { include: { role: true } } },
    });
    expect(customers).toHaveLength(generated.customers.length);
    expect(customers.filter((c) => c.passwordHash !== null || c.googleSubject !== null)).toEqual([]);
    expect(customers.every((c) => c.roles.map((r) => r.role.key).join() === 'customer')).toBe(true);
  });

  it('stores the covers as public SVG files that the files route serves', async () => {
    const product = generated.products.find((p) => p.title.includes('&')) ?? generated.products[0]!;
    const row = await t.db.prisma.storedFile.findUniqueOrThrow({ where: { key: product.coverKey } });
    expect(row).toMatchObject({ visibility: 'PUBLIC', contentType: 'image/svg+xml' });
    expect(await t.db.prisma.storedFile.count()).toBe(generated.files.length);
    const response = await t.app.request(`/files/${product.coverKey}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(await response.text()).toBe(generated.files.find((f) => f.key === product.coverKey)!.body);
  });

  it('is readable through GraphQL: a book with authors, cover and rating, a course with chapters', async () => {
    const book = generated.products.find((p) => p.kind === 'BOOK' && p.published && p.ratingCount > 0)!;
    const course = generated.products.find((p) => p.kind === 'CONTENT' && p.published)!;
    const { data, errors } = await t.graphql<any>(
      `query ($book: ID!, $course: ID!) {
        book: node(id: $book) { ... on Book { title isbn path authors { name slug } cover { url } rating { count } section { slug } } }
        course: node(id: $course) { ... on Content { hscBatch totalMinutes chapters { title lessons { title durationMinutes } } } }
      }`,
      { book: encodeGlobalID('Book', book.id), course: encodeGlobalID('Content', course.id) },
    );
    expect(errors).toBeUndefined();
    expect(data.book).toMatchObject({
      title: book.title,
      path: `/book/${book.slug}`,
      cover: { url: `/files/${book.coverKey}` },
      rating: { count: book.ratingCount },
      section: { slug: book.sectionSlug },
    });
    expect(data.book.authors.length).toBeGreaterThan(0);
    const minutes = data.course.chapters.flatMap((c: any) => c.lessons).reduce((sum: number, l: any) => sum + l.durationMinutes, 0);
    expect(data.course.totalMinutes).toBe(minutes);
  });

  it('does nothing when the database already has products', async () => {
    const before = await t.db.prisma.product.count();
    const again = await loadDemoCatalog(t.db.prisma, t.services.storage, { scale: SCALE, seed: 99 });
    expect(again.loaded).toBe(false);
    expect(await t.db.prisma.product.count()).toBe(before);
  });
});

describe('loading into a database that already has some users and authors', () => {
  it('leaves out demo customers whose phone is taken (and their reviews), renames clashing author slugs', async () => {
    const db = await openTestDatabase();
    try {
      const storage = new LocalDiskStorage(mkdtempSync(path.join(os.tmpdir(), 'pathagar-demo-')));
      const taken = generated.customers[0]!;
      await db.prisma.user.create({ data: { name: 'A real student', phone: taken.phone } });
      await db.prisma.author.create({ data: { name: 'Someone else', slug: generated.authors[0]!.slug } });
      const loaded = await loadDemoCatalog(db.prisma, storage, { scale: SCALE });
      expect(loaded.loaded).toBe(true);
      expect(loaded.counts.customers).toBe(generated.customers.length - 1);
      expect(await db.prisma.user.findUnique({ where: { phone: taken.phone } })).toMatchObject({ name: 'A real student' });
      expect(await db.prisma.review.count({ where: { userId: taken.id } })).toBe(0);
      const expectedReviews = generated.reviews.filter((r) => r.userId !== taken.id);
      expect(await db.prisma.review.count()).toBe(expectedReviews.length);
      const aggregates = ratingAggregates(expectedReviews);
      const products = await db.prisma.product.findMany({ select: { id: true, ratingCount: true, ratingSum: true } });
      expect(products.filter((p) => p.ratingCount !== (aggregates.get(p.id)?.count ?? 0) || p.ratingSum !== (aggregates.get(p.id)?.sum ?? 0))).toEqual([]);
      expect(await db.prisma.author.findUnique({ where: { id: generated.authors[0]!.id } })).toMatchObject({
        slug: `${generated.authors[0]!.slug}-2`,
      });
    } finally {
      await db.close();
    }
  });

  it('loads once when two loads race', async () => {
    const db = await openTestDatabase();
    try {
      const storage = new LocalDiskStorage(mkdtempSync(path.join(os.tmpdir(), 'pathagar-demo-')));
      const results = await Promise.all([
        loadDemoCatalog(db.prisma, storage, { scale: 0.01 }),
        loadDemoCatalog(db.prisma, storage, { scale: 0.01 }),
      ]);
      expect(results.map((r) => r.loaded).sort()).toEqual([false, true]);
      expect(await db.prisma.product.count()).toBe(generateDemoCatalog({ scale: 0.01 }).products.length);
    } finally {
      await db.close();
    }
  });
});
