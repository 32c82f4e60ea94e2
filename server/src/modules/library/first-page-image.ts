/**
 * The image of an ebook's first page (issue 18): page 1 of the source file drawn on the server as a
 * small WebP sized for phones, so the reader's first view shows the page before pdf.js and the PDF
 * have arrived. Only for ebooks whose free preview includes page 1 (previewPages ≥ 1): anyone may
 * read that page already, so the image reveals nothing and needs no owner's stamp.
 *
 * Made once per source file, lazily on its first request (or ahead, when staff attach a file), and
 * kept in the storage keyed by the file's SHA-256: a replaced file gets a new image, the old key is
 * simply no longer asked for. Drawn in a child process (pdf/render-first-page.mjs).
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import type { PrismaClient } from '../../generated/prisma/client.ts';
import type { Logger } from '../../logger.ts';
import { derive, ebookSource, storedFileHash, type EbookSource, type FileDeps } from './ebook-files.service.ts';

/** CSS pixels across: a phone's screen at 2× is ~780; the reader shows the page at most 900 wide. */
export const FIRST_PAGE_WIDTH = 800;
/** WebP quality: text pages come out at 5–10 KB; a page over FIRST_PAGE_MAX_BYTES is encoded again lower. */
export const FIRST_PAGE_QUALITY = 70;
/** It travels inline in the reader's first HTML, on slow data. */
export const FIRST_PAGE_MAX_BYTES = 40 * 1024;
/** How the image is drawn (in its key): a change makes every image again on its next request. */
const IMAGE_LAYOUT = 1;
const RENDER_TIMEOUT_MS = 60_000;
const RENDER_SCRIPT = path.join(__dirname, 'pdf', 'render-first-page.mjs');

export interface FirstPageImage {
  key: string;
  bytes: Uint8Array;
  width: number;
  height: number;
}

/** Draws page 1 of a PDF as WebP (width × height in pixels). Rejects for a file pdf.js cannot open. */
export function renderFirstPage(pdf: Uint8Array, width = FIRST_PAGE_WIDTH, quality = FIRST_PAGE_QUALITY, maxBytes = FIRST_PAGE_MAX_BYTES): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [RENDER_SCRIPT, String(width), String(quality), String(maxBytes)], { stdio: ['pipe', 'pipe', 'pipe'], timeout: RENDER_TIMEOUT_MS });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    child.on('error', reject);
    child.on('close', (code, signal) => {
      if (code !== 0) {
        reject(new Error(`The first page could not be drawn (${signal ?? `exit ${code}`}): ${Buffer.concat(err).toString('utf8').trim().split('\n')[0] ?? ''}`));
        return;
      }
      const all = Buffer.concat(out);
      const newline = all.indexOf(0x0a);
      // The script writes "WIDTH HEIGHT\n" before the image; the size is read back from the WebP itself.
      resolve(new Uint8Array(all.subarray(newline + 1)));
    });
    child.stdin.on('error', () => undefined);
    child.stdin.end(Buffer.from(pdf));
  });
}

/** Width and height of a WebP (VP8, VP8L or VP8X), or null when the bytes are not one. */
export function webpSize(bytes: Uint8Array): { width: number; height: number } | null {
  const b = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (b.length < 30 || b.toString('ascii', 0, 4) !== 'RIFF' || b.toString('ascii', 8, 12) !== 'WEBP') return null;
  const chunk = b.toString('ascii', 12, 16);
  if (chunk === 'VP8 ') return { width: b.readUInt16LE(26) & 0x3fff, height: b.readUInt16LE(28) & 0x3fff };
  if (chunk === 'VP8L') {
    const bits = b.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X') return { width: b.readUIntLE(24, 3) + 1, height: b.readUIntLE(27, 3) + 1 };
  return null;
}

/** Whether an ebook's first page may be shown to anyone: it is in the free preview. */
export function firstPageIsFree(source: Pick<EbookSource, 'previewPages'>): boolean {
  return source.previewPages >= 1;
}

/** The storage key of the first page's image for a source file of this hash. */
export function firstPageImageKey(sourceHash: string): string {
  return `ebook-first-pages/${sourceHash}-w${FIRST_PAGE_WIDTH}-v${IMAGE_LAYOUT}.webp`;
}

/** When drawing a file's first page failed: not tried again for a while. */
const failedAt = new Map<string, number>();
const RETRY_AFTER_MS = 10 * 60_000;

// The few images asked for most, kept decoded beside their size (each is some KB).
const recent = new Map<string, FirstPageImage>();
const RECENT_LIMIT = 64;

/**
 * The image of the ebook's first page, made now if it does not exist yet; null when page 1 is not in the
 * free preview or the source file is missing.
 */
export async function firstPageImage(deps: FileDeps, source: EbookSource): Promise<FirstPageImage | null> {
  if (!firstPageIsFree(source)) return null;
  const hash = await storedFileHash(deps, source.fileKey);
  if (!hash) return null;
  const key = firstPageImageKey(hash);
  const cached = recent.get(key);
  if (cached) return cached;
  // A file pdf.js could not draw is not tried again on every request (each try is a process).
  if ((failedAt.get(key) ?? -Infinity) > Date.now() - RETRY_AFTER_MS) return null;
  const made = await derive(deps, key, async () => {
    const pdf = await deps.storage.read(source.fileKey);
    return pdf ? renderFirstPage(pdf) : null;
  }).catch((error: unknown) => {
    failedAt.set(key, Date.now());
    throw error;
  });
  if (!made) return null;
  const bytes = await deps.storage.read(key);
  const size = bytes && webpSize(bytes);
  if (!bytes || !size) return null;
  const image = { key, bytes, ...size };
  recent.set(key, image);
  if (recent.size > RECENT_LIMIT) recent.delete(recent.keys().next().value!);
  return image;
}

/**
 * Makes the first page's image ahead, in the background, for an ebook whose file or preview staff have
 * just changed (so its first reader does not wait for the drawing): nothing when page 1 is not free to
 * read. A failure is only logged; the image is then made on the first request.
 */
export function prepareFirstPageImage(deps: FileDeps & { prisma: PrismaClient; log?: Pick<Logger, 'warn'> }, productId: string): void {
  void (async () => {
    const source = await ebookSource(deps.prisma, productId);
    if (source) await firstPageImage(deps, source);
  })().catch((error: unknown) => deps.log?.warn({ err: error, productId }, 'The image of an ebook\'s first page could not be made ahead'));
}
