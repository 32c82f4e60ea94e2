/**
 * The pages issue 13 checks in a real browser (accessibility, screenshots, overflow): home, a section,
 * a product, the cart, checkout and profile of a signed-in customer with a book in the cart, and an
 * admin screen. Each role browses in its own context; `openStop` waits until the page has settled.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { PHONE } from './browser.ts';
import { addFromProductPage, productPath, signIn, type Shop } from './shop.ts';

export type Role = 'visitor' | 'customer' | 'admin';

export interface TourStop {
  /** A short name for reports and file names. */
  name: string;
  path: string;
  role: Role;
}

export interface Tour {
  stops: TourStop[];
  /** One page per role, each in its own browser context. */
  pages: Record<Role, Page>;
  contexts: BrowserContext[];
  close(): Promise<void>;
}

/** The shop's server environment the tour needs: a small demo catalogue, query text allowed for the setup. */
export const TOUR_ENV = { DEMO_CATALOG: 'true', DEMO_CATALOG_SCALE: '0.02', GRAPHQL_TRUSTED_DOCUMENTS: 'false' };

/** Signs the roles in (the customer puts a book in the cart first) and lists the stops. */
export async function startTour(shop: Shop): Promise<Tour> {
  const contexts: BrowserContext[] = [];
  const newPage = async () => {
    // bypassCSP: axe-core is injected as a script the shop's Content-Security-Policy would refuse.
    const context = await shop.browser.newContext({ baseURL: shop.server.url, bypassCSP: true, viewport: PHONE });
    contexts.push(context);
    return context.newPage();
  };
  const [visitor, customer, admin] = await Promise.all([newPage(), newPage(), newPage()]);

  await customer.goto('/auth/login');
  await signIn(customer, '01700000003', 'customer123');
  const book = await productPath(customer.context().request, 'BOOK');
  await addFromProductPage(customer, book);

  await admin.goto('/auth/login');
  await signIn(admin, '01700000001', 'admin123');

  const stops: TourStop[] = [
    { name: 'home', path: '/', role: 'visitor' },
    { name: 'section', path: '/academic', role: 'visitor' },
    { name: 'product', path: book.path, role: 'visitor' },
    { name: 'cart', path: '/cart', role: 'customer' },
    { name: 'checkout', path: '/cart/checkout', role: 'customer' },
    { name: 'profile', path: '/profile', role: 'customer' },
    { name: 'admin-books', path: '/admin/books', role: 'admin' },
    { name: 'admin-dashboard', path: '/admin', role: 'admin' },
    { name: 'admin-report', path: '/admin/report', role: 'admin' },
    { name: 'admin-marketing', path: '/admin/marketing', role: 'admin' },
  ];
  return {
    stops,
    pages: { visitor, customer, admin },
    contexts,
    close: async () => {
      await Promise.all(contexts.map((context) => context.close()));
    },
  };
}

/** Opens the stop's path on its role's page and waits for its heading, the network and the fonts to settle. */
export async function openStop(tour: Tour, stop: TourStop): Promise<Page> {
  const page = tour.pages[stop.role];
  await page.goto(stop.path);
  await page.locator('h1').first().waitFor();
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  // Skeletons and suspended parts have been replaced by content once nothing is busy any more.
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'), undefined, { timeout: 10_000 }).catch(() => undefined);
  return page;
}
