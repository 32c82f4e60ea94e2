/**
 * The owner's stamp on an ebook copy: a footer line on every page ("Licensed to …") drawn from one
 * small PDF that pdfkit writes with the shaped fonts (names may be Bengali), and the same identity in
 * the document's metadata. Deterrence, not protection: anyone determined can remove it.
 */
import { PDFDocument } from 'pdf-lib';
import { balancePageTree } from './page-tree.ts';
import { newPdf, pdfBytes, writeMixed } from './pdfkit-text.ts';

export interface StampIdentity {
  name: string;
  phone: string;
  /** The order that sold it, or a note such as "staff grant" when none did. */
  orderNumber: string;
}

export function stampLine(who: StampIdentity): string {
  return `Licensed to ${who.name} · ${who.phone} · Order ${who.orderNumber} · Pathagar`;
}

const FOOTER_WIDTH = 420;
const FOOTER_HEIGHT = 16;

async function footerPdf(who: StampIdentity): Promise<Buffer> {
  const doc = newPdf({ size: [FOOTER_WIDTH, FOOTER_HEIGHT], margin: 0, info: { CreationDate: new Date(0) } });
  doc.addPage();
  doc.fillColor('#6b6b6b');
  writeMixed(doc, stampLine(who), { size: 6.5, x: 0, y: 4, width: FOOTER_WIDTH, align: 'center', lineBreak: false });
  return pdfBytes(doc);
}

/** A copy of the PDF with the owner's footer on every page and their identity in the metadata. */
export async function stampPdf(source: Uint8Array, who: StampIdentity): Promise<Uint8Array> {
  const doc = await PDFDocument.load(source, { updateMetadata: false });
  const [footer] = await doc.embedPdf(await footerPdf(who));
  for (const page of doc.getPages()) {
    const { width } = page.getSize();
    const scale = width / FOOTER_WIDTH;
    page.drawPage(footer!, { x: 0, y: 2, width, height: FOOTER_HEIGHT * scale });
  }
  const line = stampLine(who);
  doc.setSubject(line);
  doc.setKeywords([`licensee:${who.name}`, `phone:${who.phone}`, `order:${who.orderNumber}`]);
  // A balanced page tree and no object streams: the reader's range requests fetch only what a page needs.
  balancePageTree(doc);
  return doc.save({ useObjectStreams: false });
}

/** A new PDF of the first `pages` pages only (the free preview: the others are not in it at all). */
export async function cutPreview(source: Uint8Array, pages: number): Promise<Uint8Array> {
  const full = await PDFDocument.load(source, { updateMetadata: false });
  const preview = await PDFDocument.create({ updateMetadata: false });
  const count = Math.min(pages, full.getPageCount());
  const copied = await preview.copyPages(full, Array.from({ length: count }, (_, i) => i));
  for (const page of copied) preview.addPage(page);
  preview.setTitle(`${full.getTitle() ?? 'Ebook'} (preview)`);
  return preview.save({ useObjectStreams: false });
}

/** The page count of a PDF, or null when the bytes are not a readable PDF. */
export async function readPdfPageCount(bytes: Uint8Array): Promise<number | null> {
  try {
    const doc = await PDFDocument.load(bytes, { updateMetadata: false, ignoreEncryption: false });
    return doc.getPageCount();
  } catch {
    return null;
  }
}
