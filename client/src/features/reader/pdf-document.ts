/**
 * pdf.js, loaded only by the reader (its own chunk) with its worker from our own build (no CDN). The file
 * is read by HTTP range requests of 64 KB: nothing is fetched beyond what the shown pages need
 * (`disableAutoFetch`), and no streaming of the whole file first (`disableStream`).
 */
import type { PDFDocumentLoadingTask, PDFDocumentProxy } from 'pdfjs-dist';

export type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist';

export const RANGE_CHUNK_BYTES = 64 * 1024;

let engine: Promise<typeof import('pdfjs-dist')> | null = null;

async function loadEngine() {
  const [pdfjs, worker] = await Promise.all([import('pdfjs-dist'), import('pdfjs-dist/build/pdf.worker.min.mjs?url')]);
  pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
  return pdfjs;
}

/** Opens a same-origin PDF by ranges; `cancel` stops its loading. */
export function openPdf(url: string): { promise: Promise<PDFDocumentProxy>; cancel: () => void } {
  let task: PDFDocumentLoadingTask | null = null;
  let cancelled = false;
  engine ??= loadEngine();
  const promise = engine.then((pdfjs) => {
    if (cancelled) throw new Error('cancelled');
    task = pdfjs.getDocument({
      url,
      rangeChunkSize: RANGE_CHUNK_BYTES,
      disableAutoFetch: true,
      disableStream: true,
      // The shop's CSP has no 'unsafe-eval'; fonts are drawn from the embedded files.
      isEvalSupported: false,
      withCredentials: true,
    });
    return task.promise;
  });
  return {
    promise,
    cancel: () => {
      cancelled = true;
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

/** Pages whose text contains the words (case-insensitive), with a snippet; stops after `limit` hits. */
export async function searchPdf(doc: PDFDocumentProxy, words: string, signal: AbortSignal, limit = 50): Promise<SearchHit[]> {
  const needle = words.trim().toLocaleLowerCase();
  const hits: SearchHit[] = [];
  if (!needle) return hits;
  for (let n = 1; n <= doc.numPages && hits.length < limit; n++) {
    if (signal.aborted) break;
    const content = await (await doc.getPage(n)).getTextContent();
    const text = content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
    const at = text.toLocaleLowerCase().indexOf(needle);
    if (at >= 0) hits.push({ page: n, snippet: text.slice(Math.max(0, at - 30), at + needle.length + 30) });
  }
  return hits;
}
