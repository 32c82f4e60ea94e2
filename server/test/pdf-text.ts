/** Reads a PDF back as a reader would: pdfjs-dist's text of each page and the document info, in a child Node (pdfjs is ES modules only). */
import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { PROJECT_ROOT } from '../src/config.ts';

const SCRIPT = `
import { readFileSync } from 'node:fs';
const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
const doc = await pdfjs.getDocument({ data: new Uint8Array(readFileSync(process.argv[1])), useSystemFonts: false, isEvalSupported: false }).promise;
const pages = [];
for (let n = 1; n <= doc.numPages; n++) {
  const content = await (await doc.getPage(n)).getTextContent();
  pages.push(content.items.map((item) => item.str ?? '').join(''));
}
const meta = await doc.getMetadata();
const outline = (await doc.getOutline()) ?? [];
console.log(JSON.stringify({ pages, info: meta.info, outline: outline.map((o) => o.title) }));
`;

export interface PdfText {
  pages: string[];
  info: Record<string, unknown>;
  outline: string[];
}

export async function pdfText(bytes: Uint8Array): Promise<PdfText> {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'pathagar-pdf-')), 'read.pdf');
  writeFileSync(file, bytes);
  const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', SCRIPT, file], {
    cwd: PROJECT_ROOT,
    maxBuffer: 64 * 1024 * 1024,
  });
  return JSON.parse(stdout) as PdfText;
}

const RANGES_SCRIPT = `
import { readFileSync } from 'node:fs';
const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
const bytes = new Uint8Array(readFileSync(process.argv[1]));
const chunk = Number(process.argv[2]);
let read = Math.min(chunk, bytes.length);
class Ranges extends pdfjs.PDFDataRangeTransport {
  requestDataRange(begin, end) {
    read += end - begin;
    setTimeout(() => this.onDataRange(begin, bytes.slice(begin, end)), 0);
  }
}
const doc = await pdfjs.getDocument({ range: new Ranges(bytes.length, bytes.slice(0, chunk)), rangeChunkSize: chunk, disableAutoFetch: true, disableStream: true, isEvalSupported: false }).promise;
await (await doc.getPage(1)).getOperatorList();
console.log(JSON.stringify({ bytesRead: read, size: bytes.length }));
`;

/**
 * How much of the file pdf.js reads, by ranges of `chunkBytes` as the reader asks (the first chunk
 * given with the opening answer), to open the document and draw its first page.
 */
export async function bytesToFirstPage(bytes: Uint8Array, chunkBytes: number): Promise<{ bytesRead: number; size: number }> {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'pathagar-pdf-')), 'ranges.pdf');
  writeFileSync(file, bytes);
  const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', RANGES_SCRIPT, file, String(chunkBytes)], {
    cwd: PROJECT_ROOT,
    maxBuffer: 16 * 1024 * 1024,
  });
  return JSON.parse(stdout) as { bytesRead: number; size: number };
}
