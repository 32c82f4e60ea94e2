/** The stamped copy's page tree: balanced, so the reader's range requests do not pull the whole file before page 1. */
import { PDFDict, PDFDocument, PDFName, PDFNumber } from 'pdf-lib';
import { bytesToFirstPage, pdfText } from '../../../../test/pdf-text.ts';
import { writeDemoEbookPdf } from './demo-ebook-pdf.ts';
import { PAGE_TREE_FANOUT } from './page-tree.ts';
import { stampPdf } from './stamp.ts';

// A quarter of the reader's 64 KB ranges (client/src/features/reader/pdf-document.ts), for a book small enough to make quickly.
const CHUNK = 16 * 1024;
let source: Buffer;
let stamped: Uint8Array;

beforeAll(async () => {
  source = await writeDemoEbookPdf({ title: 'Tree Book', subtitle: 'Test', bangla: false, pages: 120, chapterPages: 10, seed: 21 });
  stamped = await stampPdf(source, { name: 'Tree Reader', phone: '01712345678', orderNumber: 'PG-TREE' });
}, 120_000);

it('keeps every page, in order, under intermediate nodes of at most the fanout that carry their counts', async () => {
  const doc = await PDFDocument.load(stamped);
  const root = doc.catalog.lookup(PDFName.of('Pages'), PDFDict);
  expect(root.lookup(PDFName.of('Count'), PDFNumber).asNumber()).toBe(120);
  const kids = doc.context.lookup(root.get(PDFName.of('Kids'))) as unknown as { size(): number; get(i: number): unknown };
  expect(kids.size()).toBeLessThanOrEqual(PAGE_TREE_FANOUT);
  const first = doc.context.lookup(kids.get(0) as never, PDFDict);
  expect(first.get(PDFName.of('Type'))).toBe(PDFName.of('Pages'));
  expect(first.lookup(PDFName.of('Count'), PDFNumber).asNumber()).toBe(PAGE_TREE_FANOUT);

  const [before, after] = await Promise.all([pdfText(source), pdfText(stamped)]);
  expect(after.pages).toHaveLength(120);
  after.pages.forEach((text, i) => expect(text.startsWith(before.pages[i]!.slice(0, 40))).toBe(true));
  expect(after.outline).toEqual(before.outline);
}, 60_000);

it('lets pdf.js open the copy and draw page 1 from a few ranges, where the flat tree of the source needs all of it', async () => {
  const flat = await bytesToFirstPage(source, CHUNK);
  const balanced = await bytesToFirstPage(stamped, CHUNK);
  expect(flat.size).toBeGreaterThan(10 * CHUNK);
  expect(flat.bytesRead).toBe(flat.size);
  // The first ranges (page 1's objects) and the file's end (cross-reference table, the page tree, the stamp): about a
  // third of this 120-page book (0.32 when written), the same few ranges whatever the length of the book
  // (`npm run bench:reader` measures the 300-page one).
  expect(balanced.bytesRead / balanced.size).toBeLessThan(0.4);
}, 60_000);
