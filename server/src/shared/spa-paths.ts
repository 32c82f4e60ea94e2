/**
 * Every path the single-page app has a screen for, in react-router's syntax (`:param` is one
 * segment). The client's route table (client/src/routes/route-table.ts) gives each one its page and
 * guard, and its test checks the two agree; the server answers 404 for a page path none of them
 * matches (http/spa.ts), with the same app, so search engines see no soft 404. Imports nothing.
 */

/** The storefront's section pages: path → the section's slug (the page lists it and its sub-sections). */
export const SECTION_PAGES: Readonly<Record<string, string>> = {
  '/academic': 'academic',
  '/academic/cycle': 'cycle',
  '/engineering': 'engineering',
  '/medical': 'medical',
  '/varsity': 'varsity',
};

export const STOREFRONT_PATHS = [
  '/',
  '/academic',
  '/academic/cycle',
  '/engineering',
  '/medical',
  '/varsity',
  '/author/:slug',
  '/book/:id',
  '/bundle',
  '/bundle/:slug',
  '/bundles/:year',
  '/cart',
  '/cart/checkout',
  '/content',
  '/content/:id',
  '/content/payment/:id/success',
  '/ebook',
  '/ebook/library',
  '/ebook/:id',
  '/ebook/payment/:id/success',
  '/stationery',
  '/stationery/:id',
  '/info/about',
  '/info/cancelation',
  '/info/contact',
  '/info/privacy-policy',
  '/info/refund',
  '/info/termsandconditions',
  '/orders',
  '/orders/:number/placed',
  '/payment/:tranx/success',
  '/payment/failed',
  '/profile',
  '/edit',
  '/reports',
  '/sales/stationary',
  '/tracking/:cn',
  '/search',
  '/auth/forget',
  '/auth/verify',
  '/ontapgoogle',
  '/auth/login',
  '/auth/register',
] as const;

/** Screens without the shop's frame (invoice, ebook reader, a PDF lesson in the reader). */
export const BLANK_PATHS = ['/invoice/:id', '/ebook/:id/read', '/content/lesson/:id/read'] as const;

export const ADMIN_PATHS = [
  '/admin',
  '/admin/books',
  '/admin/books/create',
  '/admin/books/authors',
  '/admin/books/ebooks',
  '/admin/books/:id',
  '/admin/books/:id/demo',
  '/admin/books/:id/pages',
  '/admin/books/:id/reviews',
  '/admin/books/:id/sales',
  '/admin/bundles',
  '/admin/bundles/create',
  '/admin/bundles/:id',
  '/admin/bundles/:id/sales',
  '/admin/content',
  '/admin/content/create',
  '/admin/content/:id',
  '/admin/content/:id/chapters',
  '/admin/coupon',
  '/admin/coupon/bulk',
  // Not in the seed's list: the delivery charge rules per zone.
  '/admin/delivery',
  '/admin/ebook',
  '/admin/invoice',
  '/admin/invoice/:id',
  '/admin/invoice/:id/print',
  '/admin/invoice/apar-monthly/:month',
  '/admin/marketing',
  '/admin/orders',
  '/admin/payments/review',
  '/admin/orders/:id',
  '/admin/orders/cycle',
  '/admin/orders/ebook',
  '/admin/orders/print',
  '/admin/orders/sources',
  '/admin/playground',
  '/admin/report',
  '/admin/report/apar-monthly',
  '/admin/report/shop',
  '/admin/search',
  // Not in the seed's list: the synonyms and short forms search understands (issue 33).
  '/admin/search-synonyms',
  '/admin/sms',
  '/admin/shop-orders',
  '/admin/shop-orders/bmd',
  // Not in the seed's list: any outlet's counter sales (`bmd` is one outlet's code; admins add others).
  '/admin/shop-orders/:outlet',
  '/admin/stationary',
  // Not in the seed's list: where a stationery item is created and edited.
  '/admin/stationary/create',
  '/admin/stationary/:id',
  '/admin/users',
  '/admin/users/authority',
] as const;

export const AGENT_PATHS = [
  '/agent',
  '/agent/call-history',
  '/agent/coupon-stats',
  '/agent/customers',
  '/agent/customers/:id',
  '/agent/cx-panel',
  '/agent/dashboard',
] as const;

export const SPA_PATHS: readonly string[] = [...STOREFRONT_PATHS, ...BLANK_PATHS, ...ADMIN_PATHS, ...AGENT_PATHS];

function segments(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}

// As react-router matches: case-insensitive, a trailing slash ignored, `:param` any one segment.
function matches(pattern: readonly string[], path: readonly string[]): boolean {
  return (
    pattern.length === path.length &&
    pattern.every((segment, i) => segment.startsWith(':') || segment.toLowerCase() === path[i]!.toLowerCase())
  );
}

const PATTERNS = SPA_PATHS.map(segments);

/** Whether some screen of the app answers this pathname (false: the app shows its 404 page). */
export function isSpaPath(pathname: string): boolean {
  const path = segments(pathname);
  return PATTERNS.some((pattern) => matches(pattern, path));
}
