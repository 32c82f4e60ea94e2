/**
 * The reader's first view written by the server into index.html (server/src/modules/library/
 * reader-first-view.ts): the reader's frame with an image of the book's first page, shown before the
 * app, pdf.js and the PDF have arrived (issue 18).
 *
 * When the reader's code loads (before the app renders into #root, see lib/first-view.ts), the view is
 * lifted out of #root and kept where it is, over the page: the app may show its loading state while the
 * reader's data comes, and that never replaces the page on screen. PdfReader then takes the very image
 * element (already decoded: no blank frame) into its own stage, where it stays until pdf.js has drawn
 * page 1. The lifted frame goes as soon as the app shows anything but its loading state (the reader, an
 * error, a "not found").
 */

interface Parked {
  path: string;
  image: HTMLImageElement;
}

let parked: Parked | null = null;

/** Lifts the server's reader view out of #root (see above); does nothing when #root holds none for this path. */
export function parkFirstView(doc: Document = document): void {
  const root = doc.getElementById('root');
  const view = root?.querySelector<HTMLElement>(':scope > .reader--first-view');
  const image = view?.querySelector<HTMLImageElement>('img[data-first-page]');
  const path = doc.location.pathname;
  if (!root || !view || !image || root.getAttribute('data-first-view') !== path) return;
  const top = doc.defaultView?.scrollY ?? 0;
  Object.assign(view.style, { position: 'fixed', top: `${-top}px`, left: '0', right: '0', zIndex: '50' });
  doc.body.appendChild(view);
  parked = { path, image };
  const done = () => {
    view.remove();
    observer.disconnect();
  };
  const observer = new MutationObserver(() => {
    if (root.firstElementChild && !root.querySelector('.page-fallback')) done();
  });
  observer.observe(root, { childList: true, subtree: true });
}

/**
 * The server-drawn image of page 1 for the reader at `path`: the reader shows it until its own drawing
 * of the page is ready. Null when the page was not opened with one.
 */
export function firstPageFor(path: string): HTMLImageElement | null {
  return parked?.path === path ? parked.image : null;
}
