/** A PDF as the reader sees it (pdf-reader-child.mts): each page's text boxes, and the in-book search. */
import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { PROJECT_ROOT } from '../src/config.ts';

export interface TextBox {
  str: string;
  /** Baseline start, in PDF units (origin bottom left). */
  x: number;
  y: number;
  width: number;
  height: number;
}

async function run(bytes: Uint8Array, args: string[]): Promise<string> {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'pathagar-pdf-')), 'read.pdf');
  writeFileSync(file, bytes);
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', path.join(__dirname, 'pdf-reader-child.mts'), file, ...args], {
    cwd: PROJECT_ROOT,
    maxBuffer: 64 * 1024 * 1024,
  });
  return stdout;
}

export async function pdfTextBoxes(bytes: Uint8Array): Promise<TextBox[][]> {
  return (JSON.parse(await run(bytes, ['boxes'])) as { pages: TextBox[][] }).pages;
}

export type SearchHits = Record<string, { page: number; snippet: string }[]>;

/** The reader's in-book search for each of `words` (one child process for them all). */
export async function searchInPdf(bytes: Uint8Array, words: readonly string[]): Promise<SearchHits> {
  return JSON.parse(await run(bytes, ['search', JSON.stringify(words)])) as SearchHits;
}

/** Pairs of boxes on a page that overlap by more than `tolerance` points each way. */
export function overlaps(boxes: readonly TextBox[], tolerance = 0.5): [TextBox, TextBox][] {
  const found: [TextBox, TextBox][] = [];
  for (let i = 0; i < boxes.length; i++) {
    for (let j = i + 1; j < boxes.length; j++) {
      const a = boxes[i]!;
      const b = boxes[j]!;
      const x = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
      const y = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
      if (x > tolerance && y > tolerance) found.push([a, b]);
    }
  }
  return found;
}
