/**
 * pdf.js, loaded only by the reader (its own chunk) with its worker from our own build (no CDN). The file
 * is read by HTTP range requests of 64 KB: nothing is fetched beyond what the shown pages need
 * (`disableAutoFetch`), and no streaming of the whole file first (`disableStream`).
 *
 * The ranges go through our own transport rather than pdf.js's URL loader, to save round trips on slow
 * mobile data (each costs about a second at slow 4G's latency): the first range and the file's last ones
 * (cross-reference table, page tree, the stamp: what pdf.js reads first) are asked at once, instead of
 * pdf.js's opening request for the whole file (cancelled once it sees ranges work) and then, one after
 * another, the start and each range of the end.
 */
import type { PDFDocumentLoadingTask, PDFDocumentProxy } from 'pdfjs-dist';
import { banglaOrderEvidence, banglaSearchText, banglaToLogicalOrder } from '#shared/bangla-visual-order.ts';

export type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist';

export const RANGE_CHUNK_BYTES = 64 * 1024;

let engine: Promise<typeof import('pdfjs-dist')> | null = null;

async function loadEngine() {
  const [pdfjs, worker] = await Promise.all([import('pdfjs-dist'), import('pdfjs-dist/build/pdf.worker.min.mjs?url')]);
  pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
  return pdfjs;
}

/** How many of the file's last ranges are asked together with its first. */
export const TAIL_RANGES = 3;

interface Bytes {
  bytes: Uint8Array;
  /** The whole file's length. */
  total: number;
}

/** One byte range of the file (`end` inclusive), with the session's cookie; a server that ignores Range sends it all. */
async function fetchRange(url: string, start: number, end: number, signal: AbortSignal): Promise<Bytes> {
  const response = await fetch(url, { headers: { Range: `bytes=${start}-${end}` }, credentials: 'same-origin', signal });
  if (response.status !== 206 && response.status !== 200) throw new Error(`The file answered ${response.status}`);
  const bytes = new Uint8Array(await response.arrayBuffer());
  if (response.status === 200) return { bytes, total: bytes.length };
  const total = Number(/\/(\d+)$/.exec(response.headers.get('Content-Range') ?? '')?.[1]);
  if (!Number.isFinite(total)) throw new Error('The file answered without its length');
  return { bytes, total };
}

/** Opens a same-origin PDF by ranges; `cancel` stops its loading. */
export function openPdf(url: string): { promise: Promise<PDFDocumentProxy>; cancel: () => void } {
  let task: PDFDocumentLoadingTask | null = null;
  let cancelled = false;
  const aborter = new AbortController();
  engine ??= loadEngine();
  const head = fetchRange(url, 0, RANGE_CHUNK_BYTES - 1, aborter.signal);
  const promise = Promise.all([engine, head]).then(([pdfjs, first]) => {
    if (cancelled) throw new Error('cancelled');
    const common = {
      rangeChunkSize: RANGE_CHUNK_BYTES,
      disableAutoFetch: true,
      disableStream: true,
      // The shop's CSP has no 'unsafe-eval'; fonts are drawn from the embedded files.
      isEvalSupported: false,
    };
    if (first.bytes.length >= first.total) {
      task = pdfjs.getDocument({ ...common, data: first.bytes });
      return task.promise;
    }
    // The file's last ranges, at once (pdf.js asks for them next, one after another).
    const tailStart = Math.max(RANGE_CHUNK_BYTES, (Math.ceil(first.total / RANGE_CHUNK_BYTES) - TAIL_RANGES) * RANGE_CHUNK_BYTES);
    const tail = fetchRange(url, tailStart, first.total - 1, aborter.signal);
    tail.catch(() => undefined);
    class Ranges extends pdfjs.PDFDataRangeTransport {
      override requestDataRange(begin: number, end: number) {
        const answer =
          begin >= tailStart ? tail.then(({ bytes }) => bytes.slice(begin - tailStart, end - tailStart)) : fetchRange(url, begin, end - 1, aborter.signal).then((r) => r.bytes);
        answer.then(
          (bytes) => this.onDataRange(begin, bytes),
          () => {
            // A lost range: pdf.js waits for it; the reader says the book could not be opened.
            if (!cancelled) void task?.destroy();
          },
        );
      }
    }
    task = pdfjs.getDocument({ ...common, range: new Ranges(first.total, first.bytes) });
    return task.promise;
  });
  return {
    promise,
    cancel: () => {
      cancelled = true;
      aborter.abort();
      void task?.destroy();
    },
  };
}

export interface OutlineEntry {
  title: string;
  page: number;
  depth: number;
}

/** The PDF's outline (table of contents) as page numbers; empty when it has none. */
export async function readOutline(doc: PDFDocumentProxy): Promise<OutlineEntry[]> {
  const outline = (await doc.getOutline()) ?? [];
  const entries: OutlineEntry[] = [];
  const walk = async (items: typeof outline, depth: number) => {
    for (const item of items) {
      try {
        const dest = typeof item.dest === 'string' ? await doc.getDestination(item.dest) : item.dest;
        const ref = dest?.[0];
        const index = ref && typeof ref === 'object' ? await doc.getPageIndex(ref) : typeof ref === 'number' ? ref : null;
        if (index !== null) entries.push({ title: item.title, page: index + 1, depth });
      } catch {
        // An entry pointing nowhere is left out.
      }
      if (item.items?.length) await walk(item.items, depth + 1);
    }
  };
  await walk(outline, 0);
  return entries;
}

export interface SearchHit {
  page: number;
  snippet: string;
}

/**
 * A page's text as pdf.js gives it: items that touch on one line (a word split at a change of font or a
 * positioned mark) are joined as they are, others with a space.
 */
async function pageText(doc: PDFDocumentProxy, n: number): Promise<string> {
  const content = await (await doc.getPage(n)).getTextContent();
  let text = '';
  let end: { x: number; y: number } | null = null;
  for (const item of content.items) {
    if (!('str' in item)) continue;
    const [, , , , x, y] = item.transform as number[];
    const touching = end !== null && Math.abs(y! - end.y) < 0.5 && Math.abs(x! - end.x) < 0.5;
    text += (text && !touching ? ' ' : '') + item.str;
    end = item.hasEOL ? null : { x: x! + item.width, y: y! };
  }
  return text;
}

/** About 30 characters either side of the match, widened to whole words (a cut word would start with a vowel sign). */
export function snippetAround(text: string, at: number, length: number, context = 30): string {
  let from = Math.max(0, at - context);
  while (from > 0 && !/\s/.test(text[from - 1]!)) from--;
  let to = Math.min(text.length, at + length + context);
  while (to < text.length && !/\s/.test(text[to]!)) to++;
  return text.slice(from, to).trim();
}

/**
 * Pages whose text contains the words (case-insensitive), with a snippet; stops after `limit` hits.
 * Bangla is compared and shown in logical order (`#shared/bangla-visual-order.ts`): a text layer that
 * holds pre-base vowel signs, split ো/ৌ and reph in drawing order (most Bangladeshi PDFs) is reordered
 * first, the order told from the pages read so far.
 */
export async function searchPdf(doc: PDFDocumentProxy, words: string, signal: AbortSignal, limit = 50): Promise<SearchHit[]> {
  const needle = banglaSearchText(words.trim(), 'logical').trim();
  const hits: SearchHit[] = [];
  if (!needle) return hits;
  const evidence = { visual: 0, logical: 0 };
  for (let n = 1; n <= doc.numPages && hits.length < limit; n++) {
    if (signal.aborted) break;
    const raw = await pageText(doc, n);
    const seen = banglaOrderEvidence(raw);
    evidence.visual += seen.visual;
    evidence.logical += seen.logical;
    const order = evidence.visual > evidence.logical ? 'visual' : 'logical';
    const text = banglaToLogicalOrder(raw, order).replace(/\s+/g, ' ');
    const key = text.toLowerCase();
    // Lower case keeps Bangla and almost all Latin text its length; where not, the snippet is cut from the key.
    const shown = key.length === text.length ? text : key;
    const at = key.indexOf(needle);
    if (at >= 0) hits.push({ page: n, snippet: snippetAround(shown, at, needle.length) });
  }
  return hits;
}
