import { isSpaPath, SPA_PATHS } from '#shared/spa-paths.ts';
import { BACK_OFFICE_ROUTES } from './back-office-routes.ts';
import { isBackOfficePath, loadBackOfficeRoutes, ROUTES as SHOPPER_ROUTES } from './route-table.ts';

// Both tables: the shopper's and the back office's (loaded with its first screen).
const ROUTES = [...SHOPPER_ROUTES, ...BACK_OFFICE_ROUTES];

// Every screen of seed §2, written as the seed writes them.
const SEED_ROUTES = `
/ /academic /academic/cycle /engineering /medical /varsity /author/{slug} /book/{id} /bundle /bundle/{slug}
/bundles/{year} /cart /cart/checkout /content /content/{id} /content/payment/{id}/success /ebook /ebook/{id}
/ebook/library /ebook/{id}/read /ebook/payment/{id}/success /stationery /stationery/{id} /info/about
/info/cancelation /info/contact /info/privacy-policy /info/refund /info/termsandconditions /invoice/{id} /orders
/payment/{tranx}/success /payment/failed /profile /edit /reports /sales/stationary /tracking/{cn} /auth/forget
/auth/verify /ontapgoogle
/admin /admin/books /admin/books/create /admin/books/authors /admin/books/ebooks /admin/books/{id}
/admin/books/{id}/demo /admin/books/{id}/pages /admin/books/{id}/reviews /admin/books/{id}/sales /admin/bundles
/admin/bundles/create /admin/bundles/{id} /admin/bundles/{id}/sales /admin/content /admin/content/create
/admin/content/{id} /admin/content/{id}/chapters /admin/coupon /admin/coupon/bulk /admin/ebook /admin/invoice
/admin/invoice/{id} /admin/invoice/{id}/print /admin/invoice/apar-monthly/{month} /admin/marketing /admin/orders
/admin/orders/{id} /admin/orders/cycle /admin/orders/ebook /admin/orders/print /admin/orders/sources
/admin/playground /admin/report /admin/report/apar-monthly /admin/report/shop /admin/search /admin/shop-orders
/admin/shop-orders/bmd /admin/stationary /admin/users /admin/users/authority
/agent /agent/call-history /agent/coupon-stats /agent/customers /agent/customers/{id} /agent/cx-panel /agent/dashboard
`
  .trim()
  .split(/\s+/)
  .map((path) => path.replace(/\{(\w+)\}/g, ':$1'));

// Screens the shop adds to the seed's list: its own sign-in and sign-up, and the search results.
const ADDED_STOREFRONT_ROUTES = ['/auth/login', '/auth/register', '/search'];
// A PDF lesson opened in the reader (issue 18: lessons open with the same reader and protection as ebooks).
const ADDED_BLANK_ROUTES = ['/content/lesson/:id/read'];
// The confirmation of a cash-on-delivery order (issue 34), as the online payments have their success page.
const ADDED_SIGNED_IN_ROUTES = ['/orders/:number/placed'];
const ADDED_ADMIN_ROUTES = ['/admin/stationary/create', '/admin/stationary/:id', '/admin/delivery', '/admin/sms', '/admin/shop-orders/:outlet', '/admin/payments/review', '/admin/search-synonyms'];
const ADDED_ROUTES = [...ADDED_STOREFRONT_ROUTES, ...ADDED_SIGNED_IN_ROUTES, ...ADDED_BLANK_ROUTES, ...ADDED_ADMIN_ROUTES];

const byPath = new Map(ROUTES.map((route) => [route.path, route]));

describe('the route table', () => {
  it('holds every route of the seed, once, and only sign-in, sign-up, search, the COD confirmation, the stationery editor, delivery charges, the SMS outbox, payments under review and search synonyms besides, and the PDF lesson reader', () => {
    const expected = [...SEED_ROUTES, ...ADDED_ROUTES];
    expect([...byPath.keys()].sort()).toEqual([...new Set(expected)].sort());
    expect(ROUTES).toHaveLength(expected.length);
  });

  it('puts sign-in, sign-up and search in the storefront layout, open to everyone', () => {
    for (const path of ADDED_STOREFRONT_ROUTES) {
      expect(byPath.get(path)?.layout).toBe('default');
      expect(byPath.get(path)?.guard).toBeUndefined();
    }
  });

  it('puts /admin paths in the admin layout, invoices and the reader in the blank one', () => {
    for (const route of ROUTES) {
      if (route.path.startsWith('/admin')) expect(route.layout).toBe('admin');
    }
    expect(byPath.get('/invoice/:id')?.layout).toBe('blank');
    expect(byPath.get('/ebook/:id/read')?.layout).toBe('blank');
    expect(byPath.get('/content/lesson/:id/read')?.layout).toBe('blank');
    expect(byPath.get('/')?.layout).toBe('default');
  });

  it('marks the cart and profile as sign-in only and the admin area as admin only', () => {
    expect(byPath.get('/cart')?.guard).toBe('signedIn');
    expect(byPath.get('/profile')?.guard).toBe('signedIn');
    expect(ROUTES.filter((r) => r.path.startsWith('/admin')).every((r) => r.guard === 'admin')).toBe(true);
    expect(byPath.get('/')?.guard).toBeUndefined();
    expect(byPath.get('/book/:id')?.guard).toBeUndefined();
  });

  it('has exactly the paths the server knows (#shared/spa-paths.ts), so only other paths answer 404', () => {
    expect(ROUTES.map((route) => route.path).sort()).toEqual([...SPA_PATHS].sort());
    for (const path of ['/', '/book/some-book', '/ADMIN/Books/', '/agent/customers/7']) expect(isSpaPath(path)).toBe(true);
    for (const path of ['/nope', '/book', '/book/a/b', '/admin/nope', '/cart/checkout/extra']) expect(isSpaPath(path)).toBe(false);
  });

  it('gives the seed titles to the pages that have one', () => {
    expect(byPath.get('/content/payment/:id/success')?.title).toBe('Payment Successful');
    expect(byPath.get('/invoice/:id')?.title).toBe('Invoice');
    expect(byPath.get('/payment/failed')?.title).toBe('Payment Failed');
    expect(byPath.get('/auth/forget')?.title).toBe('Forget Password');
  });

  it("keeps the back office's and support desk's screens out of the shopper's table, in the one loaded with their first screen", async () => {
    expect(SHOPPER_ROUTES.filter((route) => isBackOfficePath(route.path))).toEqual([]);
    expect(BACK_OFFICE_ROUTES.length).toBeGreaterThan(50);
    expect(BACK_OFFICE_ROUTES.filter((route) => !isBackOfficePath(route.path))).toEqual([]);
    expect(await loadBackOfficeRoutes()).toBe(BACK_OFFICE_ROUTES);
    for (const path of ['/admin', '/ADMIN/Books', '/agent/customers/7']) expect(isBackOfficePath(path)).toBe(true);
    for (const path of ['/', '/administration', '/agents', '/book/admin']) expect(isBackOfficePath(path)).toBe(false);
  });
});
