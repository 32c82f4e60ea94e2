/**
 * `node --import tsx pdf-reader-child.mts FILE boxes|search [WORDS]`: what the reader sees of a PDF, in
 * a Node of its own (pdf.js is ES modules only). `boxes` prints each page's text items with their boxes;
 * `search '["WORD", …]'` runs the reader's own in-book search for each (client/src/features/reader/pdf-document.ts).
 */
import { readFileSync } from 'node:fs';
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import { searchPdf } from '../../client/src/features/reader/pdf-document.ts';

const [file, mode, words] = process.argv.slice(2);
const doc = await pdfjs.getDocument({ data: new Uint8Array(readFileSync(file!)), useSystemFonts: false, isEvalSupported: false }).promise;
if (mode === 'search') {
  const found: Record<string, unknown> = {};
  for (const word of JSON.parse(words ?? '[]') as string[]) found[word] = await searchPdf(doc as never, word, new AbortController().signal);
  console.log(JSON.stringify(found));
} else {
  const pages = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    const items = [];
    for (const item of content.items) {
      if (!('str' in item) || !item.str.trim()) continue;
      const [a, b, , d, x, y] = item.transform as number[];
      items.push({ str: item.str, x, y, width: item.width, height: item.height || Math.hypot(a!, b!) || d! });
    }
    pages.push(items);
  }
  console.log(JSON.stringify({ pages }));
}
