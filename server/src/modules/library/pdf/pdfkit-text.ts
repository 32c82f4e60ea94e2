/** Writing mixed Bengali and Latin text with pdfkit, each run in the font that has its glyphs. */
import PDFDocument from 'pdfkit';
import { FONT_FILES, scriptRuns, type FontName } from './fonts.ts';

export type Pdf = InstanceType<typeof PDFDocument>;

/** A pdfkit document with the shop's fonts registered under their FontName. */
export function newPdf(options: ConstructorParameters<typeof PDFDocument>[0] = {}): Pdf {
  const doc = new PDFDocument({ autoFirstPage: false, ...options });
  for (const [name, file] of Object.entries(FONT_FILES)) doc.registerFont(name, file);
  return doc;
}

/** Writes one paragraph of mixed scripts at the current position (wrapping as pdfkit does). */
export function writeMixed(doc: Pdf, text: string, options: { bold?: boolean; size?: number; x?: number; y?: number } & PDFKit.Mixins.TextOptions = {}) {
  const { bold, size, x, y, ...textOptions } = options;
  if (size) doc.fontSize(size);
  const runs = scriptRuns(text);
  runs.forEach((run, i) => {
    const font: FontName = `${run.bengali ? 'bengali' : 'latin'}${bold ? '-bold' : ''}`;
    doc.font(font);
    const continued = i < runs.length - 1;
    if (i === 0 && x !== undefined) doc.text(run.text, x, y, { ...textOptions, continued });
    else doc.text(run.text, { ...textOptions, continued });
  });
}

/** The finished document's bytes. */
export function pdfBytes(doc: Pdf): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}
