/**
 * The first view of a section page (/academic, /engineering, …; issue 21): the page as the app draws
 * it before its data (the heading's skeleton and the product grid's), with the section's first covers,
 * written into index.html per request, so a phone on slow data paints the covers (the page's largest
 * paint) with the HTML instead of after the scripts and a GraphQL round trip.
 *
 * The build draws the view once per interface language (client/vite/prerender.ts: every section page
 * looks the same before its data) into a fragment (shared/view-fragment.ts); this writer puts it in place of the home view's
 * <main> (the header and footer are the same), marks #root with the page's path (so the start script
 * keeps the view and main.tsx renders over it), links the view's style sheets and fills its cover
 * slots with the covers of SectionPageQuery's first products: the section and its sub-sections, newest
 * first, the list's defaults. A sorted or filtered list (a query string) is sent as built.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { FirstViewWriter } from '../../http/spa.ts';
import { LOCALES, type Locale } from '../../shared/i18n/locale.ts';
import { withViewStylesheets } from '../../http/first-view-page.ts';
import { SECTION_PAGES } from '../../shared/spa-paths.ts';
import { viewFragmentPath, type ViewFragment } from '../../shared/view-fragment.ts';
import { productOrderBy, productWhere, resolveProductFilter } from './catalog.service.ts';
import { keptCovers, listCovers, withFirstScreenCovers, type CoversPrisma, type KeptCoversOptions } from './first-screen-covers.ts';

type SectionPrisma = CoversPrisma & Parameters<typeof resolveProductFilter>[0];

const FIRST_VIEW_ROOT = /<div id="root" data-first-view="[^"]*">/;
const escapeAttribute = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** The build's fragment `name` in `locale` as it is on disk now (read again when a build replaces it); null without one. */
export function viewFragmentOnDisk(distDir: string, name: string, locale: Locale = 'en'): () => ViewFragment | null {
  const file = path.join(distDir, viewFragmentPath(name, locale));
  let cached: { mtimeMs: number; fragment: ViewFragment | null } | null = null;
  return () => {
    const stat = statSync(file, { throwIfNoEntry: false });
    if (!stat) return null;
    if (cached?.mtimeMs !== stat.mtimeMs) {
      let fragment: ViewFragment | null = null;
      try {
        fragment = JSON.parse(readFileSync(file, 'utf8')) as ViewFragment;
      } catch {
        // A half-written or broken file: the pages go as built until the next build.
      }
      cached = { mtimeMs: stat.mtimeMs, fragment };
    }
    return cached.fragment;
  };
}

/** A fragment drawn in each interface language: the page's own, else English's (an older build drew English only). */
export type ViewFragments = (locale: Locale) => ViewFragment | null;

/** The build's fragment `name` in each language, as on disk now. */
export function viewFragmentsOnDisk(distDir: string, name: string): ViewFragments {
  const fragments = Object.fromEntries(LOCALES.map((locale) => [locale, viewFragmentOnDisk(distDir, name, locale)])) as Record<Locale, () => ViewFragment | null>;
  return (locale) => fragments[locale]() ?? fragments.en();
}

/**
 * index.html (with the home page's first view) showing `main` as the first view of `pathname`: in the
 * home view's <main>, with the fragment's style sheets. Null when the page has no first view to replace.
 */
export function withViewInMain(html: string, pathname: string, main: string, stylesheets: ViewFragment['stylesheets']): string | null {
  const root = FIRST_VIEW_ROOT.exec(html);
  if (!root) return null;
  const open = /<main\b[^>]*>/.exec(html.slice(root.index));
  const close = html.indexOf('</main>', root.index);
  if (!open || close < 0) return null;
  const mainStart = root.index + open.index + open[0].length;
  if (close < mainStart) return null;
  const page =
    html.slice(0, root.index) +
    `<div id="root" data-first-view="${escapeAttribute(pathname)}">` +
    html.slice(root.index + root[0].length, mainStart) +
    main +
    html.slice(close);
  return withViewStylesheets(page, stylesheets);
}

/** The first-view writer of the section pages (spaRoutes' `firstViews`). */
export function sectionFirstView(prisma: SectionPrisma, fragment: ViewFragments, options: KeptCoversOptions = {}): FirstViewWriter {
  const covers = keptCovers(async (slug) => {
    const filter = await resolveProductFilter(prisma, { section: slug });
    return filter ? listCovers(prisma, productWhere(filter), productOrderBy('NEWEST')) : null;
  }, options);
  return async (c, html, locale) => {
    const url = new URL(c.req.url);
    const slug = Object.hasOwn(SECTION_PAGES, url.pathname) ? SECTION_PAGES[url.pathname] : undefined;
    if (!slug || url.search) return null;
    // The view drawn in the page's language, into the page built in it (the header's words match).
    const view = fragment(locale);
    if (!view) return null;
    // Late covers (a busy database) leave the skeleton's: the view still paints with the HTML.
    const found = await covers(slug);
    return withViewInMain(html, url.pathname, found ? withFirstScreenCovers(view.main, found) : view.main, view.stylesheets);
  };
}
