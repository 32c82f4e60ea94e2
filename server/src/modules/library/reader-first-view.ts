/**
 * The first view of /ebook/{slug}/read (issue 18): the reader's frame with the image of the book's
 * first page (first-page-image.ts) written into index.html, so a phone on slow data sees page 1 as soon
 * as the HTML and its style sheets arrive, before the app, pdf.js and the PDF. The markup is the one
 * the React reader (client/src/features/reader/PdfReader.tsx) draws while it opens the book, class for
 * class, so nothing moves when the app takes over; the reader keeps showing this image until pdf.js
 * has drawn the page (client/src/features/reader/first-page.ts).
 *
 * Written only when page 1 is in the free preview and the reader will open on page 1 (no reading
 * position further on). The image is inline (a data: URI): on slow links a second request would cost a
 * round trip of its own.
 */
import type { Context as HonoContext } from 'hono';
import type { PrismaClient } from '../../generated/prisma/client.ts';
import type { FirstViewWriter } from '../../http/spa.ts';
import { withViewStylesheets } from '../../http/first-view-page.ts';
import type { FirstViewStylesheets } from '../../http/vite-manifest.ts';
import { isUuid } from '../catalog/catalog.service.ts';
import type { FileStorage } from '../storage/file-storage.ts';
import { ebookSource, mayReadWhole } from './ebook-files.service.ts';
import { firstPageImage, type FirstPageImage } from './first-page-image.ts';

export interface ReaderFirstViewDeps {
  prisma: PrismaClient;
  storage: FileStorage;
  /** The signed-in viewer of this request, if any. */
  viewerId: (c: HonoContext) => string | undefined;
  /** The build's entry style sheets and the reader's own (so the view is styled at first paint); none without a build manifest. */
  stylesheets?: () => FirstViewStylesheets;
}

const READER_PATH = /^\/ebook\/([^/]+)\/read\/?$/;
const FIRST_VIEW_ROOT = /<div id="root" data-first-view="[^"]*">[\s\S]*?<\/div><script>\(function\(\)\{/;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

export interface ReaderView {
  title: string;
  image: Pick<FirstPageImage, 'bytes' | 'width' | 'height'>;
  preview: boolean;
  back: { path: string; label: string };
}

/** The reader's frame around page 1, as PdfReader draws it while the book opens (tools disabled). */
export function readerFirstViewMarkup({ title, image, preview, back }: ReaderView): string {
  const tool = (label: string, text: string) => `<button type="button" class="ui-button ui-button--ghost ui-button--icon" aria-label="${label}" disabled>${text}</button>`;
  const src = `data:image/webp;base64,${Buffer.from(image.bytes).toString('base64')}`;
  return [
    '<div class="reader reader--light reader--first-view" data-color-mode="light">',
    '<header class="reader__bar">',
    `<a href="${escapeHtml(back.path)}" class="reader__back">‹ ${escapeHtml(back.label)}</a>`,
    `<h1 class="reader__title">${escapeHtml(title)}${preview ? '<span class="reader__badge"> · free preview</span>' : ''}</h1>`,
    '<div class="reader__tools" role="toolbar" aria-label="Reader tools">',
    tool('Contents', '☰'),
    tool('Search in the book', '⌕'),
    tool('Zoom out', '−'),
    tool('Fit to width', '↔'),
    tool('Zoom in', '+'),
    tool('Dark reading mode', '☾'),
    '</div></header>',
    '<main class="reader__stage">',
    `<img class="reader__page reader__first-page" data-first-page="" src="${src}" width="${image.width}" height="${image.height}" alt="Page 1 of ${escapeHtml(title)}">`,
    '</main>',
    '<nav class="reader__nav" aria-label="Pages">',
    '<button type="button" class="ui-button ui-button--secondary ui-button--md" disabled><span aria-hidden="true">‹ </span>Previous</button>',
    '<span class="reader__count" aria-live="polite">Page 1 of …</span>',
    '<button type="button" class="ui-button ui-button--secondary ui-button--md" disabled>Next<span aria-hidden="true"> ›</span></button>',
    '</nav></div>',
  ].join('');
}

/**
 * index.html with `markup` as the first view of `pathname` in #root, in place of the view the build
 * drew there (the home page's); the build's start script stays as it is (the policy allows its hash), and
 * keeps the view on this path. The home view's style sheets give way to the reader's (each sheet holds
 * the first paint back). Null when index.html has no first view to replace.
 */
export function withReaderFirstView(html: string, pathname: string, markup: string, title: string, stylesheets: FirstViewStylesheets): string | null {
  const match = FIRST_VIEW_ROOT.exec(html);
  if (!match) return null;
  const root = `<div id="root" data-first-view="${escapeHtml(pathname)}">${markup}</div><script>(function(){`;
  const page = html.slice(0, match.index) + root + html.slice(match.index + match[0].length);
  return withViewStylesheets(page, stylesheets).replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(`Reading ${title}`)}</title>`);
}

/** Where the reader will open for this viewer: past page 1 when they have read further. */
async function opensOnFirstPage(prisma: PrismaClient, viewerId: string | undefined, productId: string): Promise<boolean> {
  if (!viewerId) return true;
  const progress = await prisma.readingProgress.findUnique({ where: { userId_productId: { userId: viewerId, productId } }, select: { page: true } });
  return !progress || progress.page <= 1;
}

/** The first-view writer of /ebook/{slug}/read (see spa.ts FirstViewWriter). */
export function readerFirstView(deps: ReaderFirstViewDeps): FirstViewWriter {
  return async (c, html) => {
    // As the browser has it (percent-encoded), for the start script's comparison with location.pathname.
    const pathname = new URL(c.req.url).pathname;
    const key = READER_PATH.exec(pathname)?.[1];
    if (!key) return null;
    let slug: string;
    try {
      slug = decodeURIComponent(key);
    } catch {
      return null;
    }
    const product = await deps.prisma.product.findFirst({
      where: { kind: 'EBOOK', published: true, OR: isUuid(slug) ? [{ slug }, { id: slug }] : [{ slug }] },
      select: { id: true, slug: true },
    });
    if (!product) return null;
    const source = await ebookSource(deps.prisma, product.id);
    if (!source || source.previewPages < 1) return null;
    const viewerId = deps.viewerId(c);
    if (!(await opensOnFirstPage(deps.prisma, viewerId, product.id))) return null;
    const image = await firstPageImage(deps, source);
    if (!image) return null;
    const owner = await mayReadWhole(deps.prisma, viewerId, product.id);
    const ebookPath = `/ebook/${product.slug}`;
    const markup = readerFirstViewMarkup({
      title: source.title,
      image,
      preview: !owner,
      back: owner ? { path: '/ebook/library', label: 'Library' } : { path: ebookPath, label: 'Back' },
    });
    return withReaderFirstView(html, pathname, markup, source.title, deps.stylesheets?.() ?? { entry: [], view: [] });
  };
}
