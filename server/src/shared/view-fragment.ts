/**
 * A page's first view prerendered by the build (client/vite/prerender.ts) for the server to write into
 * index.html per request (modules/catalog/section-first-view.ts): the inner markup of the page's
 * <main> (the header and footer are the same on every storefront page) and the style sheets it needs.
 * Kept beside Vite's manifest, which the server never serves.
 */
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

/** The fragment's file under the build's directory. */
export const viewFragmentPath = (name: string) => `.vite/first-views/${name}.json`;
