/**
 * Staff's check of the ebook files: which ebooks have no file, a file the reader cannot open (not a
 * PDF, or a PDF that does not parse) or a page count other than the ebook says. Files are read through
 * the storage; a key's bytes never change, so each file's page count is remembered once read.
 */
import type { PrismaClient } from '../../generated/prisma/client.ts';
import type { FileStorage } from '../storage/file-storage.ts';
import { readPdfPageCount } from './pdf/stamp.ts';

export type EbookFileProblemKind = 'MISSING' | 'NOT_PDF' | 'UNREADABLE' | 'PAGE_COUNT_MISMATCH';

export interface EbookFileProblem {
  productId: string;
  kind: EbookFileProblemKind;
  message: string;
}

const pageCounts = new Map<string, number | null>();
const REMEMBERED = 5000;

async function pageCountOf(storage: FileStorage, key: string): Promise<number | null> {
  if (pageCounts.has(key)) return pageCounts.get(key)!;
  const bytes = await storage.read(key);
  const count = bytes ? await readPdfPageCount(bytes) : null;
  if (pageCounts.size >= REMEMBERED) pageCounts.delete(pageCounts.keys().next().value!);
  pageCounts.set(key, count);
  return count;
}

/** Every ebook whose file is missing or unreadable, or disagrees with its page count. */
export async function ebookFileProblems(deps: { prisma: PrismaClient; storage: FileStorage }): Promise<EbookFileProblem[]> {
  const ebooks = await deps.prisma.ebookDetail.findMany({ select: { productId: true, fileKey: true, pageCount: true }, orderBy: { productId: 'asc' } });
  const keys = [...new Set(ebooks.map((e) => e.fileKey).filter((k): k is string => k !== null))];
  const rows = new Map((await deps.prisma.storedFile.findMany({ where: { key: { in: keys } } })).map((row) => [row.key, row]));
  const problems: EbookFileProblem[] = [];
  for (const ebook of ebooks) {
    const problem = (kind: EbookFileProblemKind, message: string) => problems.push({ productId: ebook.productId, kind, message });
    const row = ebook.fileKey ? rows.get(ebook.fileKey) : undefined;
    if (!ebook.fileKey || !row || !(await deps.storage.head(ebook.fileKey))) {
      problem('MISSING', 'No file: upload the PDF.');
      continue;
    }
    if (row.contentType !== 'application/pdf') {
      problem('NOT_PDF', 'Not a PDF (the reader opens PDF files only): upload the PDF edition.');
      continue;
    }
    const pages = await pageCountOf(deps.storage, ebook.fileKey);
    if (pages === null) problem('UNREADABLE', 'The PDF cannot be read (damaged or encrypted): upload it again.');
    else if (pages !== ebook.pageCount) problem('PAGE_COUNT_MISMATCH', `The file has ${pages} pages; the ebook says ${ebook.pageCount}.`);
  }
  return problems;
}
