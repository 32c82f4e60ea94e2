/**
 * Real files for the demo ebooks, written on the first start (in the background, after the server
 * listens) and kept in the storage as private StoredFiles: a Bangla and an English book of a few pages,
 * and one of 300 pages with a figure on each page for the reader's bench (`npm run bench:reader`).
 * Demo ebooks without a file get the one of their language (their page count and preview set to match).
 */
import { createHash } from 'node:crypto';
import type { PrismaClient } from '../../generated/prisma/client.ts';
import type { Logger } from '../../logger.ts';
import type { FileStorage } from '../storage/file-storage.ts';
import { prepareFirstPageImage } from './first-page-image.ts';
import { writeDemoEbookPdf, type DemoEbookSpec } from './pdf/demo-ebook-pdf.ts';
import { demoPhotos } from './pdf/demo-photos.ts';

interface DemoFile {
  key: string;
  spec: Omit<DemoEbookSpec, 'photos'> & { photos: boolean };
  previewPages: number;
}

export const BENCH_EBOOK_KEY = 'ebooks/demo-300-pages.pdf';

export const DEMO_EBOOK_FILES = {
  bangla: {
    key: 'ebooks/demo-bangla.pdf',
    spec: { title: 'পদার্থবিজ্ঞান: অনুশীলনী', subtitle: 'এইচএসসি — পাথাগার নমুনা ই-বুক', bangla: true, pages: 12, chapterPages: 4, seed: 11, photos: false },
    previewPages: 3,
  },
  english: {
    key: 'ebooks/demo-english.pdf',
    spec: { title: 'Physics: Practice Book', subtitle: 'HSC — a Pathagar demo ebook', bangla: false, pages: 16, chapterPages: 5, seed: 12, photos: false },
    previewPages: 3,
  },
  bench: {
    key: BENCH_EBOOK_KEY,
    spec: { title: 'Chemistry: The Long Book', subtitle: 'HSC — 300 pages for the reader bench', bangla: false, pages: 300, chapterPages: 10, seed: 13, photos: true },
    previewPages: 10,
  },
} satisfies Record<string, DemoFile>;

async function ensureFile(prisma: PrismaClient, storage: FileStorage, file: DemoFile, pageOverride?: number): Promise<number> {
  const pages = pageOverride ?? file.spec.pages;
  const row = await prisma.storedFile.findUnique({ where: { key: file.key } });
  if (row && (await storage.head(file.key))) return pages;
  const photos = file.spec.photos ? await demoPhotos(12, file.spec.seed) : undefined;
  const bytes = await writeDemoEbookPdf({ ...file.spec, pages, photos });
  await storage.put(file.key, bytes);
  const data = {
    contentType: 'application/pdf',
    size: bytes.length,
    visibility: 'PRIVATE' as const,
    originalName: `${file.key.split('/')[1]}`,
    sha256: createHash('sha256').update(bytes).digest('hex'),
  };
  await prisma.storedFile.upsert({ where: { key: file.key }, create: { key: file.key, ...data }, update: data });
  return pages;
}

async function attach(prisma: PrismaClient, where: { language?: string; productId?: string }, fileKey: string, pageCount: number, previewPages: number) {
  const { count } = await prisma.ebookDetail.updateMany({ where: { fileKey: null, ...where }, data: { fileKey, pageCount, previewPages } });
  return count;
}

/**
 * Gives every demo ebook without a file a real PDF; safe to repeat and to run in several processes (the
 * files come out byte for byte the same, and only ebooks still without a file are changed).
 * `benchPages` shortens the long book (tests).
 */
export async function provideDemoEbookFiles(
  prisma: PrismaClient,
  storage: FileStorage,
  options: { log?: Logger; benchPages?: number } = {},
): Promise<{ attached: number }> {
  const waiting = await prisma.ebookDetail.count({ where: { fileKey: null, product: { published: true } } });
  if (waiting === 0) return { attached: 0 };
  const started = Date.now();
  let attached = 0;
  const { bangla, english, bench } = DEMO_EBOOK_FILES;

  const longBook = await prisma.ebookDetail.findFirst({
    where: { fileKey: null, language: 'English', product: { published: true } },
    orderBy: { product: { slug: 'asc' } },
    select: { productId: true },
  });
  const benchHasOne = await prisma.ebookDetail.count({ where: { fileKey: bench.key } });
  for (const file of [bangla, english]) {
    const pages = await ensureFile(prisma, storage, file);
    const language = file === bangla ? 'Bangla' : 'English';
    if (file === english && longBook && !benchHasOne) {
      // The long book first, so the English ones below do not take it.
      const longPages = await ensureFile(prisma, storage, bench, options.benchPages);
      attached += await attach(prisma, { productId: longBook.productId }, bench.key, longPages, bench.previewPages);
    }
    attached += await attach(prisma, { language }, file.key, pages, file.previewPages);
  }
  // Ebooks in any other language read the English demo.
  attached += await attach(prisma, {}, english.key, english.spec.pages, english.previewPages);
  // The reader's first view of page 1 (first-page-image.ts), one image per demo file, drawn now rather than for the first reader.
  for (const file of [bangla, english, bench]) {
    const one = await prisma.ebookDetail.findFirst({ where: { fileKey: file.key }, select: { productId: true } });
    if (one) prepareFirstPageImage({ prisma, storage, log: options.log }, one.productId);
  }
  options.log?.info({ attached, ms: Date.now() - started }, `Demo ebook files ready: ${attached} ebook(s) given a PDF`);
  return { attached };
}
