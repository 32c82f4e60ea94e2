/**
 * Demo ebook PDFs made in a child process (write-demo-books.mts; see demo-book.mts for what a book
 * holds), for callers in the server's CommonJS world and in tests.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';

export interface DemoBookRequest {
  title: string;
  authors: readonly string[];
  publisher?: string | null;
  language: string;
  seed: number;
  pages?: number;
  photos?: boolean;
  textOrder?: 'logical' | 'visual';
}

/** How the books are laid out: part of every demo book's storage key, so a change makes them again. */
export const DEMO_BOOK_LAYOUT = 1;

const SCRIPT = path.join(__dirname, 'write-demo-books.mts');
const TIMEOUT_MS = 20 * 60_000;

/** The pages a book of `pages` (at least) gets: a cover, the contents and two pages a chapter. */
export const demoBookPageCount = (pages = 10) => 2 + Math.max(1, Math.floor((Math.max(10, pages) - 2) / 2)) * 2;

/** Writes the books, in order; `onBook` is called with each as soon as it is made. */
export function writeDemoBooks(requests: readonly DemoBookRequest[], onBook?: (index: number, bytes: Buffer) => Promise<void> | void): Promise<Buffer[]> {
  return new Promise((resolve, reject) => {
    if (!requests.length) return resolve([]);
    const child = spawn(process.execPath, ['--import', 'tsx', SCRIPT], { stdio: ['pipe', 'pipe', 'pipe'], timeout: TIMEOUT_MS });
    const books: Buffer[] = [];
    let pending = Buffer.alloc(0);
    let chain: Promise<void> = Promise.resolve();
    const err: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => {
      pending = Buffer.concat([pending, chunk]);
      while (pending.length >= 4 && pending.length >= 4 + pending.readUInt32BE(0)) {
        const length = pending.readUInt32BE(0);
        const bytes = pending.subarray(4, 4 + length);
        pending = pending.subarray(4 + length);
        const index = books.length;
        books.push(bytes);
        if (onBook) chain = chain.then(() => onBook(index, bytes));
      }
    });
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    child.on('error', reject);
    child.on('close', (code, signal) => {
      if (code !== 0 || books.length !== requests.length) {
        reject(new Error(`Demo books could not be written (${signal ?? `exit ${code}`}): ${Buffer.concat(err).toString('utf8').trim().split('\n').slice(0, 3).join(' ')}`));
        return;
      }
      chain.then(() => resolve(books), reject);
    });
    child.stdin.on('error', () => undefined);
    child.stdin.end(requests.map((r) => JSON.stringify(r)).join('\n'));
  });
}
