import { useCallback, useEffect, useLayoutEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { Link } from 'react-router';
import { Button, Input, LinkButton, Sheet } from '../../components/ui/index.ts';
import { canvasSize } from './canvas-size.ts';
import { openPdf, readOutline, searchPdf, type OutlineEntry, type PDFDocumentProxy, type SearchHit } from './pdf-document.ts';
import './reader.css';

export type ReaderTheme = 'light' | 'dark';
const ZOOM_STEPS = [0.5, 0.75, 1, 1.25, 1.5, 2, 3] as const;
const SWIPE_PX = 50;
const THEME_KEY = 'pathagar.reader.theme';

export interface PdfReaderProps {
  title: string;
  fileUrl: string;
  /** PREVIEW: the file is the free preview; its end asks to buy. */
  access: 'FULL' | 'PREVIEW';
  /** The book's whole page count (the preview file has fewer). */
  pageCount: number;
  initialPage: number;
  /** The ebook's page in the shop (to buy it, or to go back). */
  ebookPath: string;
  backTo: { path: string; label: string };
  onPageChange?: (page: number) => void;
  /**
   * An image of page 1 already on screen (the server's first view, features/reader/first-page.ts): shown
   * in the page's place, the very element, until pdf.js has drawn the page.
   */
  firstPage?: HTMLImageElement | null;
}

function savedTheme(): ReaderTheme {
  try {
    return window.localStorage.getItem(THEME_KEY) === 'dark' ? 'dark' : 'light';
  } catch {
    return 'light';
  }
}

/**
 * The in-browser PDF reader: one page at a time on a canvas sized to the screen (never more pixels than a
 * phone can hold), the next page fetched ahead, turned by buttons, arrow keys or a swipe; zoom and fit to
 * width; contents from the PDF's outline; search in the text; a light and a dark mode. No download or print.
 */
export function PdfReader({ title, fileUrl, access, pageCount, initialPage, ebookPath, backTo, onPageChange, firstPage }: PdfReaderProps) {
  const [doc, setDoc] = useState<PDFDocumentProxy | null>(null);
  const [failed, setFailed] = useState(false);
  const [page, setPage] = useState(Math.max(1, initialPage));
  const [zoom, setZoom] = useState<'fit' | number>('fit');
  const [theme, setTheme] = useState<ReaderTheme>(savedTheme);
  // Whether the book has contents (asked once the first page shows), and their page numbers (worked out
  // when the reader opens them: finding a chapter's page number reads the page objects around it).
  const [hasOutline, setHasOutline] = useState(false);
  const [outline, setOutline] = useState<OutlineEntry[] | null>(null);
  const [panel, setPanel] = useState<'contents' | 'search' | null>(null);
  const [rendered, setRendered] = useState(0);
  const stage = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const [stageWidth, setStageWidth] = useState(0);
  const numPages = doc?.numPages ?? 0;
  const atPreviewEnd = access === 'PREVIEW' && numPages > 0 && page >= numPages;
  // The server-drawn page 1 stands in for the canvas until pdf.js has drawn it (or the reader moves on).
  const standIn = firstPage && page === 1 && rendered === 0 && !failed ? firstPage : null;
  const standInSlot = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    const slot = standInSlot.current;
    if (!standIn || !slot) return;
    slot.appendChild(standIn);
    return () => standIn.remove();
  }, [standIn]);

  useEffect(() => {
    const opened = openPdf(fileUrl);
    opened.promise.then(
      (loaded) => {
        setDoc(loaded);
        setPage((p) => Math.min(p, loaded.numPages));
      },
      (error: unknown) => {
        if (!(error instanceof Error && error.message === 'cancelled')) setFailed(true);
      },
    );
    return opened.cancel;
  }, [fileUrl]);

  useEffect(() => {
    const element = stage.current;
    if (!element) return;
    const measure = () => setStageWidth(element.clientWidth);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  // Draw the shown page only; then fetch the next one ahead so turning to it is instant.
  useEffect(() => {
    if (!doc || !canvas.current || stageWidth === 0) return;
    let cancelled = false;
    let task: { cancel: () => void; promise: Promise<void> } | null = null;
    void (async () => {
      const pdfPage = await doc.getPage(page);
      if (cancelled) return;
      const natural = pdfPage.getViewport({ scale: 1 });
      const cssWidth = zoom === 'fit' ? Math.min(stageWidth - 16, 900) : natural.width * zoom;
      const scale = cssWidth / natural.width;
      const cssHeight = natural.height * scale;
      const size = canvasSize(cssWidth, cssHeight, window.devicePixelRatio);
      const element = canvas.current!;
      element.width = size.width;
      element.height = size.height;
      element.style.width = `${Math.round(cssWidth)}px`;
      element.style.height = `${Math.round(cssHeight)}px`;
      task = pdfPage.render({ canvas: element, viewport: pdfPage.getViewport({ scale: scale * size.ratio }) });
      await task.promise.catch(() => undefined);
      if (cancelled) return;
      setRendered(page);
      for (const ahead of [page + 1, page + 2]) {
        if (ahead <= doc.numPages) void doc.getPage(ahead).then((next) => (ahead === page + 1 ? next.getOperatorList() : null)).catch(() => undefined);
      }
    })();
    return () => {
      cancelled = true;
      task?.cancel();
    };
  }, [doc, page, zoom, stageWidth]);

  const firstShown = rendered > 0;
  useEffect(() => {
    if (!doc || !firstShown) return;
    let cancelled = false;
    doc.getOutline().then(
      (items) => !cancelled && setHasOutline((items?.length ?? 0) > 0),
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [doc, firstShown]);

  useEffect(() => {
    if (!doc || panel !== 'contents' || outline !== null) return;
    void readOutline(doc).then(setOutline, () => setOutline([]));
  }, [doc, panel, outline]);

  const goTo = useCallback(
    (target: number) => {
      if (!numPages) return;
      const next = Math.min(Math.max(1, target), numPages);
      setPage(next);
      onPageChange?.(next);
    },
    [numPages, onPageChange],
  );

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (panel || target?.closest('input, textarea, select, [contenteditable="true"]')) return;
      if (event.key === 'ArrowRight' || event.key === 'PageDown') goTo(page + 1);
      else if (event.key === 'ArrowLeft' || event.key === 'PageUp') goTo(page - 1);
      else if (event.key === 'Home') goTo(1);
      else if (event.key === 'End') goTo(numPages);
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [goTo, page, numPages, panel]);

  const swipeStart = useRef<{ x: number; y: number } | null>(null);
  const onPointerDown = (event: ReactPointerEvent) => {
    swipeStart.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: ReactPointerEvent) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (!start) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    const wider = canvas.current && stage.current && canvas.current.clientWidth > stage.current.clientWidth;
    if (wider || Math.abs(dx) < SWIPE_PX || Math.abs(dx) < Math.abs(dy)) return;
    goTo(dx < 0 ? page + 1 : page - 1);
  };

  const zoomBy = (direction: 1 | -1) => {
    const current = zoom === 'fit' ? (stageWidth - 16) / 420 : zoom;
    const steps = direction > 0 ? ZOOM_STEPS.filter((z) => z > current + 0.01) : ZOOM_STEPS.filter((z) => z < current - 0.01).reverse();
    if (steps[0]) setZoom(steps[0]);
  };
  const toggleTheme = () => {
    const next = theme === 'light' ? 'dark' : 'light';
    setTheme(next);
    try {
      window.localStorage.setItem(THEME_KEY, next);
    } catch {
      // private mode: the choice lasts for this visit
    }
  };

  return (
    <div className={`reader reader--${theme}`} data-color-mode={theme} data-rendered-page={rendered || undefined}>
      <header className="reader__bar">
        <Link to={backTo.path} className="reader__back">
          ‹ {backTo.label}
        </Link>
        <h1 className="reader__title">
          {title}
          {access === 'PREVIEW' && <span className="reader__badge"> · free preview</span>}
        </h1>
        <div className="reader__tools" role="toolbar" aria-label="Reader tools">
          <Button size="icon" variant="ghost" aria-label="Contents" onClick={() => setPanel('contents')} disabled={!hasOutline}>
            ☰
          </Button>
          <Button size="icon" variant="ghost" aria-label="Search in the book" onClick={() => setPanel('search')} disabled={!doc}>
            ⌕
          </Button>
          <Button size="icon" variant="ghost" aria-label="Zoom out" onClick={() => zoomBy(-1)}>
            −
          </Button>
          <Button size="icon" variant="ghost" aria-label="Fit to width" aria-pressed={zoom === 'fit'} onClick={() => setZoom('fit')}>
            ↔
          </Button>
          <Button size="icon" variant="ghost" aria-label="Zoom in" onClick={() => zoomBy(1)}>
            +
          </Button>
          <Button size="icon" variant="ghost" aria-label={theme === 'light' ? 'Dark reading mode' : 'Light reading mode'} onClick={toggleTheme}>
            {theme === 'light' ? '☾' : '☀'}
          </Button>
        </div>
      </header>

      <main
        className="reader__stage"
        ref={stage}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (swipeStart.current = null)}
        onContextMenu={(event) => event.preventDefault()}
      >
        {failed ? (
          <p className="reader__message" role="alert">
            This ebook could not be opened. Check your connection and <a href="">try again</a>.
          </p>
        ) : (
          <>
            {!doc && !standIn && <p className="reader__message">Opening the book…</p>}
            {standIn && <span ref={standInSlot} className="reader__stand-in" />}
            <canvas
              ref={canvas}
              className={standIn ? 'reader__page reader__page--drawing' : 'reader__page'}
              role="img"
              aria-label={doc ? `Page ${page} of ${numPages}` : 'Loading'}
              aria-hidden={standIn ? true : undefined}
            />
            {atPreviewEnd && (
              <section className="reader__buy" aria-labelledby="reader-buy-heading">
                <h2 id="reader-buy-heading">That is the end of the free preview</h2>
                <p>Buy the ebook to read all {pageCount} pages, here in your browser on any device.</p>
                <LinkButton to={ebookPath} variant="primary">
                  Buy this ebook
                </LinkButton>
              </section>
            )}
          </>
        )}
      </main>

      <nav className="reader__nav" aria-label="Pages">
        {/* The visible words are the button's whole name (axe: label-content-name-mismatch); the arrows are decoration. */}
        <Button onClick={() => goTo(page - 1)} disabled={page <= 1}>
          <span aria-hidden="true">‹ </span>Previous
        </Button>
        <span className="reader__count" aria-live="polite">
          Page {page} of {numPages || '…'}
        </span>
        <Button onClick={() => goTo(page + 1)} disabled={!numPages || page >= numPages}>
          Next<span aria-hidden="true"> ›</span>
        </Button>
      </nav>

      <Sheet open={panel === 'contents'} onOpenChange={(open) => setPanel(open ? 'contents' : null)} title="Contents" side="left">
        <ol className="reader__contents">
          {outline === null && <li className="reader__muted">Finding the chapters…</li>}
          {(outline ?? []).map((entry, i) => (
            <li key={`${entry.page}-${i}`} style={{ paddingInlineStart: `${entry.depth}rem` }}>
              <button
                type="button"
                className="reader__link"
                onClick={() => {
                  goTo(entry.page);
                  setPanel(null);
                }}
              >
                <span>{entry.title}</span> <span className="reader__muted">p. {entry.page}</span>
              </button>
            </li>
          ))}
        </ol>
      </Sheet>

      <Sheet open={panel === 'search'} onOpenChange={(open) => setPanel(open ? 'search' : null)} title="Search in the book" side="right">
        {doc && (
          <BookSearch
            doc={doc}
            onPick={(n) => {
              goTo(n);
              setPanel(null);
            }}
          />
        )}
      </Sheet>
    </div>
  );
}

function BookSearch({ doc, onPick }: { doc: PDFDocumentProxy; onPick: (page: number) => void }) {
  const [words, setWords] = useState('');
  const [hits, setHits] = useState<SearchHit[] | null>(null);
  const [busy, setBusy] = useState(false);
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);
  const search = async () => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setBusy(true);
    const found = await searchPdf(doc, words, controller.signal).catch(() => []);
    if (!controller.signal.aborted) {
      setHits(found);
      setBusy(false);
    }
  };
  return (
    <form
      className="reader__search"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        void search();
      }}
    >
      <label htmlFor="reader-search">Words to find</label>
      <div className="reader__search-row">
        <Input id="reader-search" type="search" value={words} onChange={(event) => setWords(event.target.value)} />
        <Button type="submit" variant="primary" disabled={busy || !words.trim()}>
          Find
        </Button>
      </div>
      <p className="reader__muted" aria-live="polite">
        {busy ? 'Searching…' : hits ? (hits.length ? `${hits.length} page(s) found` : 'Not found in this book') : ''}
      </p>
      {hits && hits.length > 0 && (
        <ol className="reader__contents">
          {hits.map((hit) => (
            <li key={hit.page}>
              <button type="button" className="reader__link" onClick={() => onPick(hit.page)}>
                <span className="reader__muted">p. {hit.page}</span> <span>…{hit.snippet}…</span>
              </button>
            </li>
          ))}
        </ol>
      )}
    </form>
  );
}
