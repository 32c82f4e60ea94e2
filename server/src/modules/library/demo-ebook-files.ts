/**
 * Real files for the demo ebooks, written on the first start (in the background, after the server
 * listens, in a child process) and kept in the storage as private StoredFiles. Each demo ebook gets a
 * book of its own, made from its title, authors, publisher and language (pdf/demo-book.mts): a cover,
 * the contents, chapters of its subject in Bangla and English with a figure and an equation. The
 * first English ebook (by slug) is the 300-page book with photos the reader's bench reads
 * (`npm run bench:reader`). Bangla books' text layers are in the visual order of most Bangladeshi PDFs
 * (the reader's search puts it back in logical order: shared/bangla-visual-order.ts).
 *
 * Files are keyed by their content's description (`ebooks/demo/<hash>.pdf`): a restart, a copied
 * data template or a second process finds a book already made and does not make it again.
 */
import { createHash } from 'node:crypto';
import type { PrismaClient } from '../../generated/prisma/client.ts';
import type { Logger } from '../../logger.ts';
import type { FileStorage } from '../storage/file-storage.ts';
import { prepareFirstPageImage } from './first-page-image.ts';
import { DEMO_BOOK_LAYOUT, demoBookPageCount, writeDemoBooks, type DemoBookRequest } from './pdf/demo-books.ts';

/** The PDF of the demo courses' PDF lessons (catalog/demo/generate.ts's DEMO_LESSON_PDF_KEY; a test keeps them equal). */
export const DEMO_EBOOK_FILES = {
  english: {
    key: 'ebooks/demo-english.pdf',
    book: { title: 'Physics 1st Paper: Lecture Notes', authors: ['Pathagar Academic Team'], language: 'English', seed: 12 } satisfies DemoBookRequest,
  },
};

/** Pages anyone may read before buying, and the bench book's length. */
const PREVIEW_PAGES = 3;
const BENCH_PAGES = 300;
const BENCH_PREVIEW_PAGES = 10;

/** The storage key of a book: the hash of what it is made from. */
export function demoBookKey(book: DemoBookRequest): string {
  const hash = createHash('sha256').update(JSON.stringify({ layout: DEMO_BOOK_LAYOUT, ...book })).digest('hex').slice(0, 32);
  return `ebooks/demo/${hash}.pdf`;
}

/** A seed from the product's slug: the same book whatever order the catalogue is loaded in. */
const seedOf = (text: string) => createHash('sha256').update(text).digest().readUInt32BE(0);

async function store(prisma: PrismaClient, storage: FileStorage, key: string, bytes: Buffer) {
  await storage.put(key, bytes);
  const data = {
    contentType: 'application/pdf',
    size: bytes.length,
    visibility: 'PRIVATE' as const,
    originalName: key.split('/').pop()!,
    sha256: createHash('sha256').update(bytes).digest('hex'),
  };
  await prisma.storedFile.upsert({ where: { key }, create: { key, ...data }, update: data });
}

async function exists(prisma: PrismaClient, storage: FileStorage, key: string) {
  const row = await prisma.storedFile.findUnique({ where: { key }, select: { key: true } });
  return Boolean(row && (await storage.head(key)));
}

/**
 * Gives every published demo ebook without a file its own PDF; safe to repeat and to run in several
 * processes (the same book comes out byte for byte the same, and only ebooks still without a file are
 * changed). `benchPages` shortens the long book (tests); `limit` makes only the first books (tests).
 */
export async function provideDemoEbookFiles(
  prisma: PrismaClient,
  storage: FileStorage,
  options: { log?: Logger; benchPages?: number } = {},
): Promise<{ attached: number }> {
  const started = Date.now();
  const waiting = await prisma.ebookDetail.findMany({
    where: { fileKey: null, product: { published: true } },
    orderBy: { product: { slug: 'asc' } },
    select: {
      productId: true,
      language: true,
      product: { select: { slug: true, title: true, authors: { orderBy: { position: 'asc' }, select: { author: { select: { name: true } } } } } },
      printEdition: { select: { book: { select: { publisher: true } } } },
    },
  });
  // The lessons' PDF, whether or not an ebook waits.
  const lesson = DEMO_EBOOK_FILES.english;
  const plan: { key: string; book: DemoBookRequest; productIds: string[]; previewPages: number }[] = [];
  if (!(await exists(prisma, storage, lesson.key))) plan.push({ key: lesson.key, book: lesson.book, productIds: [], previewPages: PREVIEW_PAGES });
  const benchTaken = (await prisma.ebookDetail.count({ where: { pageCount: BENCH_PAGES, fileKey: { startsWith: 'ebooks/demo/' } } })) > 0;
  let benchPlanned = benchTaken;
  const byKey = new Map<string, (typeof plan)[number]>();
  for (const ebook of waiting) {
    const bench = !benchPlanned && ebook.language === 'English';
    benchPlanned ||= bench;
    const book: DemoBookRequest = {
      title: ebook.product.title.replace(/\s*\((eBook|ই-বুক)\)\s*$/i, ''),
      authors: ebook.product.authors.map((a) => a.author.name),
      publisher: ebook.printEdition?.book?.publisher || null,
      language: ebook.language,
      seed: seedOf(ebook.product.slug),
      ...(bench ? { pages: options.benchPages ?? BENCH_PAGES, photos: true } : {}),
      textOrder: ebook.language === 'Bangla' ? 'visual' : 'logical',
    };
    const key = demoBookKey(book);
    const previewPages = bench ? BENCH_PREVIEW_PAGES : PREVIEW_PAGES;
    const planned = byKey.get(key);
    if (planned) planned.productIds.push(ebook.productId);
    else {
      const entry = { key, book, productIds: [ebook.productId], previewPages };
      byKey.set(key, entry);
      plan.push(entry);
    }
  }
  let attached = 0;
  const attach = async (entry: (typeof plan)[number]) => {
    if (!entry.productIds.length) return;
    const { count } = await prisma.ebookDetail.updateMany({
      where: { productId: { in: entry.productIds }, fileKey: null },
      data: { fileKey: entry.key, pageCount: demoBookPageCount(entry.book.pages), previewPages: entry.previewPages },
    });
    attached += count;
  };
  const toMake: typeof plan = [];
  for (const entry of plan) {
    if (await exists(prisma, storage, entry.key)) await attach(entry);
    else toMake.push(entry);
  }
  // Each book is stored and attached as soon as it is made: the first ones are readable while the rest are typeset.
  await writeDemoBooks(
    toMake.map((entry) => entry.book),
    async (index, bytes) => {
      const entry = toMake[index]!;
      await store(prisma, storage, entry.key, bytes);
      await attach(entry);
    },
  );
  // The reader's first view of page 1 (first-page-image.ts) for the first few books, drawn now rather than for their first reader.
  for (const entry of plan.filter((e) => e.productIds.length).slice(0, 3)) prepareFirstPageImage({ prisma, storage, log: options.log }, entry.productIds[0]!);
  options.log?.info({ attached, made: toMake.length, ms: Date.now() - started }, `Demo ebook files ready: ${attached} ebook(s) given a PDF`);
  return { attached };
}
