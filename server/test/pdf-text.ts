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
