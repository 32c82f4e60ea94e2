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
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import type { Context as HonoContext } from 'hono';
import type { PrismaClient } from '../../generated/prisma/client.ts';
import type { FirstViewWriter } from '../../http/spa.ts';
import { withViewStylesheets } from '../../http/first-view-page.ts';
import type { FirstViewStylesheets } from '../../http/vite-manifest.ts';
import { messages as banglaWords } from '../../shared/i18n/compiled/rest-bn.ts';
import { messages as englishWords } from '../../shared/i18n/compiled/rest-en.ts';
import type { MessageId } from '../../shared/i18n/compiled/ids.ts';
import { formatNumber } from '../../shared/i18n/format.ts';
import { isLocale, type Locale } from '../../shared/i18n/locale.ts';
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

// The reader's words in the page's language (the app's catalogue: the same words PdfReader shows once it has started).
const words: Record<Locale, I18n> = {
  bn: setupI18n({ locale: 'bn', messages: { bn: banglaWords as Messages } }),
  en: setupI18n({ locale: 'en', messages: { en: englishWords as Messages } }),
};
const say = (locale: Locale, id: MessageId, values?: Record<string, string>) => escapeHtml(words[locale]._(id, values));

/** The language the page is served in (spa.ts writes it into `<html lang>` before the first view); English when it names neither. */
export function pageLocale(html: string): Locale {
  const lang = /<html lang="([a-z-]*)"/.exec(html)?.[1];
  return isLocale(lang) ? lang : 'en';
}

export interface ReaderView {
  title: string;
  image: Pick<FirstPageImage, 'bytes' | 'width' | 'height'>;
  preview: boolean;
  /** Back to the library (the owner) or to the ebook's page. */
  back: { path: string; to: 'library' | 'ebook' };
  locale: Locale;
}

/** The reader's frame around page 1, as PdfReader draws it while the book opens (tools disabled), in the page's language. */
export function readerFirstViewMarkup({ title, image, preview, back, locale }: ReaderView): string {
  const t = (id: MessageId, values?: Record<string, string>) => say(locale, id, values);
  const tool = (label: string, text: string) => `<button type="button" class="ui-button ui-button--ghost ui-button--icon" aria-label="${label}" disabled>${text}</button>`;
  const src = `data:image/webp;base64,${Buffer.from(image.bytes).toString('base64')}`;
  return [
    '<div class="reader reader--light reader--first-view" data-color-mode="light">',
    '<header class="reader__bar">',
    `<a href="${escapeHtml(back.path)}" class="reader__back">‹ ${t(back.to === 'library' ? 'library.reader.back.library' : 'library.reader.back.back')}</a>`,
    `<h1 class="reader__title">${escapeHtml(title)}${preview ? `<span class="reader__badge"> · ${t('library.reader.freePreview')}</span>` : ''}</h1>`,
    `<div class="reader__tools" role="toolbar" aria-label="${t('library.reader.tools')}">`,
    tool(t('library.reader.tool.contents'), '☰'),
    tool(t('library.reader.tool.searchName'), '⌕'),
    tool(t('library.reader.tool.zoomOut'), '−'),
    tool(t('library.reader.tool.fitName'), '↔'),
    tool(t('library.reader.tool.zoomIn'), '+'),
    tool(t('library.reader.tool.darkName'), '☾'),
    '</div></header>',
    '<main class="reader__stage">',
    `<img class="reader__page reader__first-page" data-first-page="" src="${src}" width="${image.width}" height="${image.height}" alt="${t('library.reader.firstPageAlt', { title })}">`,
    '</main>',
    `<nav class="reader__nav" aria-label="${t('library.reader.pages')}">`,
    `<button type="button" class="ui-button ui-button--secondary ui-button--md" disabled><span aria-hidden="true">‹ </span>${t('library.reader.previous')}</button>`,
    `<span class="reader__count" aria-live="polite">${t('library.reader.pageOf', { page: formatNumber(1, locale), total: '…' })}</span>`,
    `<button type="button" class="ui-button ui-button--secondary ui-button--md" disabled>${t('library.reader.next')}<span aria-hidden="true"> ›</span></button>`,
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
  const locale = pageLocale(html);
  const match = FIRST_VIEW_ROOT.exec(html);
  if (!match) return null;
  const root = `<div id="root" data-first-view="${escapeHtml(pathname)}">${markup}</div><script>(function(){`;
  const page = html.slice(0, match.index) + root + html.slice(match.index + match[0].length);
  return withViewStylesheets(page, stylesheets).replace(/<title>[^<]*<\/title>/, () => `<title>${say(locale, 'library.readerPage.reading', { title })}</title>`);
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
      back: owner ? { path: '/ebook/library', to: 'library' } : { path: ebookPath, to: 'ebook' },
      locale: pageLocale(html),
    });
    return withReaderFirstView(html, pathname, markup, source.title, deps.stylesheets?.() ?? { entry: [], view: [] });
  };
}
