import { useCallback, useEffect, useLayoutEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { Link } from 'react-router';
import { formatNumber } from '#shared/i18n/format.ts';
import { Button, Input, LinkButton, Sheet } from '../../components/ui/index.ts';
import { useLocale, useT } from '../../i18n/i18n.ts';
import { useRichT } from '../../i18n/rich-text.tsx';
import { canvasSize, detailTile } from './canvas-size.ts';
import { openPdf, readOutline, searchPdf, type OutlineEntry, type PDFDocumentProxy, type PDFPageProxy, type SearchHit } from './pdf-document.ts';
import { ReaderToolbar } from './ReaderToolbar.tsx';
import { clampZoom, columnAt, isDoubleTap, pageCssSize, pinchZoom, scrollToKeep, stepZoom, wheelZoom, zoomToColumn, type TextBox } from './zoom.ts';
import './reader.css';

export type ReaderTheme = 'light' | 'dark';
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
 * The in-browser PDF reader: one page at a time on a canvas at the screen's own pixel ratio (never more
 * pixels than a phone can hold: a zoomed page is drawn whole at a lower ratio with a sharp tile of the part
 * on screen), the next page fetched ahead, turned by buttons, arrow keys or a swipe; zoom by the buttons, a
 * pinch, ctrl+wheel or a double tap on a text column, kept from page to page; contents from the PDF's
 * outline; search in the text; a light and a dark mode. No download or print.
 */
export function PdfReader({ title, fileUrl, access, pageCount, initialPage, ebookPath, backTo, onPageChange, firstPage }: PdfReaderProps) {
  const t = useT();
  const rich = useRichT();
  const locale = useLocale();
  const n = (value: number) => formatNumber(value, locale);
  const [doc, setDoc] = useState<PDFDocumentProxy | null>(null);
  const [failed, setFailed] = useState(false);
  const [page, setPage] = useState(Math.max(1, initialPage));
  // A multiple of fit-to-width (zoom.ts), the same on every page.
  const [zoom, setZoom] = useState(1);
  const [theme, setTheme] = useState<ReaderTheme>(savedTheme);
  // Whether the book has contents (asked once the first page shows), and their page numbers (worked out
  // when the reader opens them: finding a chapter's page number reads the page objects around it).
  const [hasOutline, setHasOutline] = useState(false);
  const [outline, setOutline] = useState<OutlineEntry[] | null>(null);
  const [panel, setPanel] = useState<'contents' | 'search' | null>(null);
  const [rendered, setRendered] = useState(0);
  // The shown page's pdf.js object (its natural size lays the page out before it is drawn).
  const [shown, setShown] = useState<{ number: number; proxy: PDFPageProxy } | null>(null);
  // The sharp tile over the part of a zoomed page on screen (canvas-size.ts), and when to draw it again.
  const [tile, setTile] = useState<NonNullable<ReturnType<typeof detailTile>> | null>(null);
  const [tileTick, setTileTick] = useState(0);
  const stage = useRef<HTMLDivElement>(null);
  const sheet = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const tileCanvas = useRef<HTMLCanvasElement>(null);
  const header = useRef<HTMLElement>(null);
  const pageRatio = useRef(1);
  const [stageWidth, setStageWidth] = useState(0);
  const numPages = doc?.numPages ?? 0;
  const atPreviewEnd = access === 'PREVIEW' && numPages > 0 && page >= numPages;
  const natural = shown ? shown.proxy.getViewport({ scale: 1 }) : null;
  const cssSize = natural && stageWidth > 0 ? pageCssSize(natural, stageWidth, zoom) : null;
  const zoomed = zoom > 1.01;
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

  useEffect(() => {
    if (!doc) return;
    let cancelled = false;
    void doc.getPage(page).then(
      (proxy) => !cancelled && setShown({ number: page, proxy }),
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [doc, page]);

  // Draw the shown page only (whole, within the pixel cap); then fetch the next one ahead so turning to it is instant.
  const cssWidth = cssSize?.width ?? 0;
  const cssHeight = cssSize?.height ?? 0;
  useEffect(() => {
    if (!doc || !shown || !canvas.current || cssWidth === 0) return;
    let cancelled = false;
    const { number, proxy } = shown;
    const element = canvas.current;
    const scale = cssWidth / proxy.getViewport({ scale: 1 }).width;
    const size = canvasSize(cssWidth, cssHeight, window.devicePixelRatio);
    element.width = size.width;
    element.height = size.height;
    pageRatio.current = size.ratio;
    const task = proxy.render({ canvas: element, viewport: proxy.getViewport({ scale: scale * size.ratio }) });
    void task.promise
      .catch(() => undefined)
      .then(() => {
        if (cancelled) return;
        setRendered(number);
        setTileTick((n) => n + 1);
        for (const ahead of [number + 1, number + 2]) {
          if (ahead <= doc.numPages) void doc.getPage(ahead).then((next) => (ahead === number + 1 ? next.getOperatorList() : null)).catch(() => undefined);
        }
      });
    return () => {
      cancelled = true;
      task.cancel();
    };
  }, [doc, shown, cssWidth, cssHeight]);

  // Which part of the page is on screen decides the detail tile: asked again after scrolling stops.
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const later = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setTileTick((n) => n + 1), 150);
    };
    const element = stage.current;
    window.addEventListener('scroll', later, { passive: true });
    element?.addEventListener('scroll', later, { passive: true });
    return () => {
      clearTimeout(timer);
      window.removeEventListener('scroll', later);
      element?.removeEventListener('scroll', later);
    };
  }, []);
  useEffect(() => {
    const element = sheet.current;
    if (!element || rendered === 0 || cssWidth === 0) return;
    const box = element.getBoundingClientRect();
    const left = Math.max(0, -box.left);
    const top = Math.max(0, -box.top);
    const right = Math.min(cssWidth, window.innerWidth - box.left);
    const bottom = Math.min(cssHeight, window.innerHeight - box.top);
    const next = detailTile({ left, top, width: right - left, height: bottom - top }, pageRatio.current, window.devicePixelRatio);
    setTile((current) =>
      next && current && (['left', 'top', 'width', 'height', 'pixelWidth', 'pixelHeight'] as const).every((key) => next[key] === current[key]) ? current : next,
    );
  }, [tileTick, rendered, cssWidth, cssHeight]);
  useEffect(() => {
    const element = tileCanvas.current;
    if (!tile || !element || !shown || cssWidth === 0) return;
    let cancelled = false;
    const { proxy } = shown;
    const scale = (cssWidth / proxy.getViewport({ scale: 1 }).width) * tile.ratio;
    element.style.visibility = 'hidden';
    element.width = tile.pixelWidth;
    element.height = tile.pixelHeight;
    const task = proxy.render({
      canvas: element,
      viewport: proxy.getViewport({ scale }),
      transform: [1, 0, 0, 1, -tile.left * tile.ratio, -tile.top * tile.ratio],
    });
    void task.promise.then(
      () => !cancelled && (element.style.visibility = ''),
      () => undefined,
    );
    return () => {
      cancelled = true;
      task.cancel();
    };
  }, [tile, shown, cssWidth]);
  // A page turned, or zoomed back to where the whole page is sharp: no tile (its pixels are freed).
  useEffect(() => setTile(null), [page, zoom]);

  // After a zoom, the point that was under the finger (or the column asked for) is put back on screen.
  const pendingScroll = useRef<{ fx: number; fy: number; x: number; y: number; left?: number } | null>(null);
  useLayoutEffect(() => {
    const target = pendingScroll.current;
    const element = sheet.current;
    if (!target || !element || !stage.current || cssWidth === 0) return;
    pendingScroll.current = null;
    element.style.transform = '';
    const box = element.getBoundingClientRect();
    if (target.left !== undefined) stage.current.scrollLeft = target.left;
    else stage.current.scrollLeft += scrollToKeep(target.fx, box.left, box.width, target.x);
    window.scrollBy(0, scrollToKeep(target.fy, box.top, box.height, target.y));
  }, [cssWidth, cssHeight]);

  /** Zooms to `next`, keeping the point at `client` (x, y on screen) where it is; `box` is the page's box before. */
  const zoomAround = useCallback(
    (next: number, client: { x: number; y: number }, box?: DOMRect, left?: number) => {
      const element = sheet.current;
      if (!element) return;
      const before = box ?? element.getBoundingClientRect();
      const clamped = clampZoom(next);
      if (Math.abs(clamped - zoom) < 0.001) {
        element.style.transform = '';
        return;
      }
      pendingScroll.current = {
        fx: before.width ? (client.x - before.left) / before.width : 0,
        fy: before.height ? (client.y - before.top) / before.height : 0,
        x: client.x,
        y: client.y,
        left,
      };
      setZoom(clamped);
    },
    [zoom],
  );

  /** A double tap: zoom to the text column under the finger, or back to fit when zoomed. */
  const zoomToColumnAt = useCallback(
    async (client: { x: number; y: number }) => {
      const element = sheet.current;
      if (!element || !shown || stageWidth === 0) return;
      const box = element.getBoundingClientRect();
      if (zoomed) {
        zoomAround(1, client, box);
        return;
      }
      const viewport = shown.proxy.getViewport({ scale: 1 });
      const point = { x: ((client.x - box.left) / box.width) * viewport.width, y: ((client.y - box.top) / box.height) * viewport.height };
      let column = null;
      try {
        const content = await shown.proxy.getTextContent();
        const boxes: TextBox[] = [];
        for (const item of content.items) {
          if (!('str' in item) || !item.str.trim()) continue;
          const [x, y] = viewport.convertToViewportPoint(item.transform[4], item.transform[5]) as [number, number];
          const height = item.height || Math.hypot(item.transform[2], item.transform[3]);
          boxes.push({ left: x, right: x + item.width, top: y - height, bottom: y });
        }
        column = columnAt(boxes, point, viewport);
      } catch {
        // no text layer: zoom around the finger
      }
      if (!column) {
        zoomAround(2, client, box);
        return;
      }
      const target = zoomToColumn(column, viewport, stageWidth);
      zoomAround(target.zoom, { x: box.left + (point.x / viewport.width) * box.width, y: client.y }, box, target.scrollLeft);
    },
    [shown, stageWidth, zoomed, zoomAround],
  );

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

  // Zoomed in, a new page starts at its top, in the same column (the stage keeps its sideways scroll).
  const turned = useRef(page);
  useLayoutEffect(() => {
    if (turned.current === shown?.number || !shown) return;
    turned.current = shown.number;
    const element = sheet.current;
    if (!zoomed || !element) return;
    const top = element.getBoundingClientRect().top - (header.current?.offsetHeight ?? 0) - 8;
    window.scrollBy(0, top);
  }, [shown, zoomed]);

  /** Zoomed in: down the column a screen at a time, then on to the next page's top. */
  const panDown = useCallback(() => {
    const element = sheet.current;
    const nav = document.querySelector<HTMLElement>('.reader__nav');
    const bottomEdge = window.innerHeight - (nav?.offsetHeight ?? 0);
    const box = element?.getBoundingClientRect();
    if (box && box.bottom > bottomEdge + 2) {
      const screen = bottomEdge - (header.current?.offsetHeight ?? 0);
      window.scrollBy(0, Math.min(box.bottom - bottomEdge, Math.max(100, screen - 48)));
    } else {
      goTo(page + 1);
    }
  }, [goTo, page]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (panel || target?.closest('input, textarea, select, [contenteditable="true"]')) return;
      // Space on a button or link is that control's.
      if (event.key === ' ' && target?.closest('button, a')) return;
      if (zoomed && (event.key === 'PageDown' || event.key === ' ')) panDown();
      else if (event.key === 'ArrowRight' || event.key === 'PageDown') goTo(page + 1);
      else if (event.key === 'ArrowLeft' || event.key === 'PageUp') goTo(page - 1);
      else if (event.key === 'Home') goTo(1);
      else if (event.key === 'End') goTo(numPages);
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [goTo, page, numPages, panel, zoomed, panDown]);

  // Pinch (two fingers) and ctrl+wheel: the page is scaled by CSS while the fingers move, drawn anew at the end.
  const latest = useRef({ zoom, zoomAround, zoomed, goTo, page });
  latest.current = { zoom, zoomAround, zoomed, goTo, page };
  useEffect(() => {
    const element = stage.current;
    if (!element) return;
    let pinch: { distance: number; zoom: number; box: DOMRect; mid: { x: number; y: number }; now: number } | null = null;
    let swipe: { x: number; y: number; atBottom: boolean } | null = null;
    let wheel: { zoom: number; box: DOMRect; at: { x: number; y: number }; timer: ReturnType<typeof setTimeout> } | null = null;
    const preview = (scale: number, box: DOMRect, at: { x: number; y: number }) => {
      const page = sheet.current;
      if (!page) return;
      page.style.transformOrigin = `${at.x - box.left}px ${at.y - box.top}px`;
      page.style.transform = `scale(${scale})`;
    };
    const distance = (touches: TouchList) => Math.hypot(touches[0]!.clientX - touches[1]!.clientX, touches[0]!.clientY - touches[1]!.clientY);
    const onTouchStart = (event: TouchEvent) => {
      if (event.touches.length === 2 && sheet.current) {
        event.preventDefault();
        swipe = null;
        const mid = { x: (event.touches[0]!.clientX + event.touches[1]!.clientX) / 2, y: (event.touches[0]!.clientY + event.touches[1]!.clientY) / 2 };
        pinch = { distance: distance(event.touches), zoom: latest.current.zoom, box: sheet.current.getBoundingClientRect(), mid, now: latest.current.zoom };
      } else if (event.touches.length === 1) {
        const box = sheet.current?.getBoundingClientRect();
        const nav = document.querySelector<HTMLElement>('.reader__nav');
        swipe = { x: event.touches[0]!.clientX, y: event.touches[0]!.clientY, atBottom: !!box && box.bottom <= window.innerHeight - (nav?.offsetHeight ?? 0) + 2 };
      }
    };
    const onTouchMove = (event: TouchEvent) => {
      if (!pinch || event.touches.length < 2) return;
      event.preventDefault();
      pinch.now = pinchZoom(pinch.zoom, pinch.distance, distance(event.touches));
      preview(pinch.now / pinch.zoom, pinch.box, pinch.mid);
    };
    const onTouchEnd = (event: TouchEvent) => {
      if (pinch && event.touches.length < 2) {
        const done = pinch;
        pinch = null;
        latest.current.zoomAround(done.now, done.mid, done.box);
        return;
      }
      // Zoomed in at the bottom of a page, a swipe up goes on to the next page's top.
      const start = swipe;
      swipe = null;
      const end = event.changedTouches[0];
      if (!start || !end || event.touches.length > 0 || !latest.current.zoomed || !start.atBottom) return;
      const dy = end.clientY - start.y;
      if (dy < -50 && Math.abs(dy) > Math.abs(end.clientX - start.x)) latest.current.goTo(latest.current.page + 1);
    };
    const onWheel = (event: WheelEvent) => {
      if (!event.ctrlKey || !sheet.current) return;
      event.preventDefault();
      if (!wheel) wheel = { zoom: latest.current.zoom, box: sheet.current.getBoundingClientRect(), at: { x: event.clientX, y: event.clientY }, timer: setTimeout(() => undefined) };
      clearTimeout(wheel.timer);
      const current = wheel;
      current.zoom = wheelZoom(current.zoom, event.deltaY);
      preview(current.zoom / latest.current.zoom, current.box, current.at);
      current.timer = setTimeout(() => {
        wheel = null;
        latest.current.zoomAround(current.zoom, current.at, current.box);
      }, 150);
    };
    element.addEventListener('touchstart', onTouchStart, { passive: false });
    element.addEventListener('touchmove', onTouchMove, { passive: false });
    element.addEventListener('touchend', onTouchEnd);
    element.addEventListener('touchcancel', onTouchEnd);
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => {
      if (wheel) clearTimeout(wheel.timer);
      element.removeEventListener('touchstart', onTouchStart);
      element.removeEventListener('touchmove', onTouchMove);
      element.removeEventListener('touchend', onTouchEnd);
      element.removeEventListener('touchcancel', onTouchEnd);
      element.removeEventListener('wheel', onWheel);
    };
  }, []);

  const swipeStart = useRef<{ x: number; y: number } | null>(null);
  const lastTap = useRef<{ at: number; x: number; y: number } | null>(null);
  const onPointerDown = (event: ReactPointerEvent) => {
    swipeStart.current = event.isPrimary ? { x: event.clientX, y: event.clientY } : null;
  };
  const onPointerUp = (event: ReactPointerEvent) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (!start) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (Math.hypot(dx, dy) < 10 && (event.target as Element).closest('.reader__sheet')) {
      const tap = { at: event.timeStamp, x: event.clientX, y: event.clientY };
      if (isDoubleTap(lastTap.current, tap)) {
        lastTap.current = null;
        void zoomToColumnAt(tap);
      } else {
        lastTap.current = tap;
      }
      return;
    }
    const wider = sheet.current && stage.current && sheet.current.offsetWidth > stage.current.clientWidth;
    if (wider || Math.abs(dx) < SWIPE_PX || Math.abs(dx) < Math.abs(dy)) return;
    goTo(dx < 0 ? page + 1 : page - 1);
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
  /** The buttons zoom around the middle of the screen's part of the page. */
  const zoomFromButton = (next: number) => {
    const box = sheet.current?.getBoundingClientRect();
    const x = box ? Math.min(Math.max(box.left, 0), window.innerWidth) / 2 + Math.min(box.right, window.innerWidth) / 2 : 0;
    zoomAround(next, { x, y: box ? Math.max(box.top, 0) : 0 }, box);
  };

  return (
    <div className={`reader reader--${theme}`} data-color-mode={theme} data-rendered-page={rendered || undefined} data-zoom={zoom.toFixed(2)}>
      <header className="reader__bar" ref={header}>
        <Link to={backTo.path} className="reader__back">
          ‹ {backTo.label}
        </Link>
        <h1 className="reader__title">
          {title}
          {access === 'PREVIEW' && <span className="reader__badge"> · {t('library.reader.freePreview')}</span>}
        </h1>
        <ReaderToolbar
          hasOutline={hasOutline}
          canSearch={!!doc}
          zoom={zoom}
          theme={theme}
          onContents={() => setPanel('contents')}
          onSearch={() => setPanel('search')}
          onZoom={(direction) => zoomFromButton(stepZoom(zoom, direction))}
          onFit={() => zoomFromButton(1)}
          onTheme={toggleTheme}
        />
      </header>

      <main
        className={zoomed ? 'reader__stage reader__stage--zoomed' : 'reader__stage'}
        ref={stage}
        // Zoomed in, the stage scrolls sideways: keyboard users can focus it to scroll (axe: scrollable-region-focusable).
        tabIndex={zoomed ? 0 : undefined}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (swipeStart.current = null)}
        onContextMenu={(event) => event.preventDefault()}
      >
        {failed ? (
          <p className="reader__message" role="alert">
            {rich('library.reader.failed', {}, { retry: <a href="">{t('library.reader.retry')}</a> })}
          </p>
        ) : (
          <>
            {!doc && !standIn && <p className="reader__message">{t('library.reader.opening')}</p>}
            {standIn && <span ref={standInSlot} className="reader__stand-in" />}
            <div ref={sheet} className={standIn ? 'reader__sheet reader__page--drawing' : 'reader__sheet'}>
              <canvas
                ref={canvas}
                className={standIn ? 'reader__page reader__page--drawing' : 'reader__page'}
                style={cssSize ? { width: `${Math.round(cssWidth)}px`, height: `${Math.round(cssHeight)}px` } : undefined}
                role="img"
                aria-label={doc ? t('library.reader.pageOf', { page: n(page), total: n(numPages) }) : t('library.reader.loading')}
                aria-hidden={standIn ? true : undefined}
              />
              {tile && (
                <canvas
                  ref={tileCanvas}
                  className="reader__tile"
                  aria-hidden="true"
                  style={{ left: `${tile.left}px`, top: `${tile.top}px`, width: `${tile.width}px`, height: `${tile.height}px` }}
                />
              )}
            </div>
            {atPreviewEnd && (
              <section className="reader__buy" aria-labelledby="reader-buy-heading">
                <h2 id="reader-buy-heading">{t('library.reader.previewEnd.title')}</h2>
                <p>{t('library.reader.previewEnd.body', { count: n(pageCount) })}</p>
                <LinkButton to={ebookPath} variant="primary">
                  {t('library.reader.previewEnd.buy')}
                </LinkButton>
              </section>
            )}
          </>
        )}
      </main>

      <nav className="reader__nav" aria-label={t('library.reader.pages')}>
        {/* The visible words are the button's whole name (axe: label-content-name-mismatch); the arrows are decoration. */}
        <Button onClick={() => goTo(page - 1)} disabled={page <= 1}>
          <span aria-hidden="true">‹ </span>
          {t('library.reader.previous')}
        </Button>
        <span className="reader__count" aria-live="polite">
          {t('library.reader.pageOf', { page: n(page), total: numPages ? n(numPages) : '…' })}
        </span>
        <Button onClick={() => goTo(page + 1)} disabled={!numPages || page >= numPages}>
          {t('library.reader.next')}
          <span aria-hidden="true"> ›</span>
        </Button>
      </nav>

      <Sheet open={panel === 'contents'} onOpenChange={(open) => setPanel(open ? 'contents' : null)} title={t('library.reader.contents')} side="left">
        <ol className="reader__contents">
          {outline === null && <li className="reader__muted">{t('library.reader.findingChapters')}</li>}
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
                <span>{entry.title}</span> <span className="reader__muted">{t('library.reader.pageShort', { page: n(entry.page) })}</span>
              </button>
            </li>
          ))}
        </ol>
      </Sheet>

      <Sheet open={panel === 'search'} onOpenChange={(open) => setPanel(open ? 'search' : null)} title={t('library.reader.search.title')} side="right">
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
  const t = useT();
  const locale = useLocale();
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
      <label htmlFor="reader-search">{t('library.reader.search.label')}</label>
      <div className="reader__search-row">
        <Input id="reader-search" type="search" value={words} onChange={(event) => setWords(event.target.value)} />
        <Button type="submit" variant="primary" disabled={busy || !words.trim()}>
          {t('library.reader.search.find')}
        </Button>
      </div>
      <p className="reader__muted" aria-live="polite">
        {busy
          ? t('library.reader.search.searching')
          : hits
            ? hits.length
              ? t('library.reader.search.found', { count: formatNumber(hits.length, locale) })
              : t('library.reader.search.none')
            : ''}
      </p>
      {hits && hits.length > 0 && (
        <ol className="reader__contents">
          {hits.map((hit) => (
            <li key={hit.page}>
              <button type="button" className="reader__link" onClick={() => onPick(hit.page)}>
                <span className="reader__muted">{t('library.reader.pageShort', { page: formatNumber(hit.page, locale) })}</span> <span>…{hit.snippet}…</span>
              </button>
            </li>
          ))}
        </ol>
      )}
    </form>
  );
}
