import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** The shop's name: the home page's title and every other title's suffix. */
export const PRODUCT_NAME = 'Pathagar';

/** Query parameters that change what a page shows, so they stay in its canonical URL. */
export const CANONICAL_QUERY_ALLOWLIST = ['page', 'sort', 'q'] as const;

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The last path segment in title case with dashes as spaces (`/info/privacy-policy` → `Privacy Policy`); `/` is the product name. */
export function titleFromPath(pathname: string): string {
  const last = pathname.split('/').filter(Boolean).at(-1);
  if (last === undefined) return PRODUCT_NAME;
  return decodeSegment(last)
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** The document title for a page: `<title> | Pathagar`, or just `Pathagar` on the home page. */
export function documentTitle(pathname: string, title?: string): string {
  if (pathname === '/') return PRODUCT_NAME;
  return `${title ?? titleFromPath(pathname)} | ${PRODUCT_NAME}`;
}

/** The absolute URL of a path with only the allowed query parameters, in their original order. */
export function canonicalUrl(origin: string, pathname: string, search: string, allowed: readonly string[]): string {
  // Setting the pathname (rather than resolving it) keeps a path such as `//host` on our origin.
  const url = new URL(origin);
  url.pathname = pathname;
  const kept = [...new URLSearchParams(search)].filter(([name]) => allowed.includes(name));
  url.search = new URLSearchParams(kept).toString();
  return url.href;
}

function upsertCanonicalLink(href: string): void {
  let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'canonical';
    document.head.append(link);
  }
  link.href = href;
}

/** Sets the document title and the canonical link for the current location. */
export function usePageHead({ title }: { title?: string }): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    document.title = documentTitle(pathname, title);
    upsertCanonicalLink(canonicalUrl(window.location.origin, pathname, search, CANONICAL_QUERY_ALLOWLIST));
  }, [pathname, search, title]);
}
