/**
 * A page's first view prerendered by the build (client/vite/prerender.ts) for the server to write into
 * index.html per request (modules/catalog/section-first-view.ts): the inner markup of the page's
 * <main> (the header and footer are the same on every storefront page) and the style sheets it needs.
 * Kept beside Vite's manifest, which the server never serves. The build draws each view in every
 * interface language, so a page's first paint is already in the shopper's language.
 */
import type { Locale } from './i18n/locale.ts';

export interface ViewFragment {
  /** The path the build drew. */
  route: string;
  /** The inner markup of the view's <main>. */
  main: string;
  stylesheets: {
    /** The entry's own style sheets (linked by index.html for every page). */
    entry: string[];
    /** The route's sheets with rules for the view's classes. */
    view: string[];
  };
}

/** The fragment's file under the build's directory: one per interface language (English's has no suffix). */
export const viewFragmentPath = (name: string, locale: Locale = 'en') => `.vite/first-views/${name}${locale === 'en' ? '' : `.${locale}`}.json`;

/**
 * The built page (index.html with the home page's first view drawn in) in an interface language:
 * English's is index.html itself; another language's is kept beside the fragments, never served as a
 * file (server/src/http/spa.ts sends it for `/` and as the base of every page in that language).
 */
export const indexPagePath = (locale: Locale) => (locale === 'en' ? 'index.html' : `.vite/first-views/index.${locale}.html`);

/** index.html as Vite wrote it, kept by the build (client/vite/prerender-plugin.ts) before any language's first view is drawn into a page. */
export const INDEX_TEMPLATE = '.vite/index.template.html';
