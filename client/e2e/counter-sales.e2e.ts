/**
 * Issue 19 (shop-counter orders) acceptance in a real browser against the built app: an admin sells a
 * book across the counter at /admin/shop-orders (found by its ISBN, as a scanner types it, paid in
 * cash), sees its stock drop by the units sold, opens the sale's printable invoice, and finds the sale
 * in the list of the seeded outlet /admin/shop-orders/bmd. The new pages pass axe (no serious or
 * critical violation) and scroll no way sideways, on a phone and a laptop.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { axeViolations, describeViolation, scrollsSideways } from './axe.ts';
import { DESKTOP, PHONE } from './browser.ts';
import { CONDITION_TIMEOUT_MS, graphql, signIn, useShop } from './shop.ts';

const contexts: BrowserContext[] = [];
afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
});

const shop = useShop({ env: { DEMO_CATALOG: 'true', DEMO_CATALOG_SCALE: '0.02', GRAPHQL_TRUSTED_DOCUMENTS: 'false' }, dataDirPrefix: 'pathagar-e2e-counter-', startTimeoutMs: 420_000 });

async function adminPage(): Promise<Page> {
  // bypassCSP: axe-core is injected as a script the shop's Content-Security-Policy would refuse.
  const context = await shop.browser.newContext({ baseURL: shop.server.url, bypassCSP: true });
  contexts.push(context);
  // A loaded machine (the client build, other suites) can take longer than Playwright's 30 s to load a page.
  context.setDefaultTimeout(CONDITION_TIMEOUT_MS);
  context.setDefaultNavigationTimeout(CONDITION_TIMEOUT_MS);
  const page = await context.newPage();
  await page.goto('/auth/login');
  await signIn(page, '01700000001', 'admin123');
  return page;
}

async function checkPage(page: Page, where: string) {
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await page.waitForTimeout(100);
    const found = (await axeViolations(page)).filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(found.map((v) => describeViolation(`${where} ${viewport.width}px`, v))).toEqual([]);
    const sideways = await scrollsSideways(page);
    // Names what sticks out when the page scrolls sideways (the failure then says where to look).
    const wide = sideways
      ? await page.evaluate(() =>
          [...document.querySelectorAll('body *')]
            .filter((e) => e.getBoundingClientRect().right > document.documentElement.clientWidth + 1)
            .slice(0, 5)
            .map((e) => `${e.tagName.toLowerCase()}.${e.className}`),
        )
      : [];
    expect([where, viewport.width, sideways, wide]).toEqual([where, viewport.width, false, []]);
  }
}

interface Book {
  title: string;
  isbn: string;
  stock: number;
}

/** A published book with an ISBN and at least two copies, as the counter's search answers it. */
async function bookToSell(page: Page): Promise<Book> {
  const data = await graphql(
    page.context().request,
    `{ products(first: 50, filter: { kinds: [BOOK], inStock: true }) { edges { node { title stock ... on Book { isbn } } } } }`,
  );
  const book = data.products.edges.map((e: { node: Book }) => e.node).find((n: Book) => n.isbn && n.stock >= 2);
  if (!book) throw new Error('No book with an ISBN and two copies in the demo catalogue');
  return book;
}

async function stockOf(page: Page, isbn: string): Promise<number> {
  const data = await graphql(page.context().request, `query($q: String!) { counterProducts(query: $q) { stock } }`, { q: isbn });
  return data.counterProducts[0].stock;
}

describe('selling at the shop counter in a real browser', () => {
  it('sells a book at /admin/shop-orders: stock drops, the invoice prints, the sale is listed under its outlet', async () => {
    const admin = await adminPage();
    const book = await bookToSell(admin);
    await admin.goto('/admin/shop-orders');
    await admin.getByRole('heading', { name: 'Shop-counter sales', level: 1 }).waitFor();
    await checkPage(admin, '/admin/shop-orders');

    // Found by its ISBN as a barcode scanner sends it: the digits, then Enter at once, before any match has
    // come; the first match (the ISBN's book) is added when it comes.
    const find = admin.getByRole('combobox', { name: 'Find a product' });
    await find.fill(book.isbn);
    await find.press('Enter');
    const lines = admin.getByRole('table', { name: 'Products of the sale' });
    await lines.getByText(book.title).waitFor();
    await lines.getByText(`${book.stock} in stock`).waitFor();
    await admin.getByLabel(`Quantity of ${book.title}`).fill('2');
    await admin.getByLabel('Outlet', { exact: true }).selectOption('bmd');
    await admin.getByRole('radio', { name: 'Cash' }).check();
    await admin.getByRole('button', { name: /^Confirm sale of ৳/ }).click();

    const done = admin.getByRole('status').filter({ hasText: 'Sold: order' });
    await done.waitFor();
    const text = (await done.textContent())!;
    const orderNumber = /order (PG-\d{4}-\d{6})/.exec(text)![1]!;
    const invoiceNumber = /Invoice (INV-\d{4}-\d{2}-\d{6})/.exec(text)![1]!;
    expect(await stockOf(admin, book.isbn)).toBe(book.stock - 2);
    // The list below shows the sale at once.
    await admin.getByRole('table', { name: 'Counter sales' }).getByRole('link', { name: orderNumber }).waitFor();
    await checkPage(admin, '/admin/shop-orders (after a sale)');

    // The counter sees the new stock when it looks the book up again.
    await admin.getByRole('combobox', { name: 'Find a product' }).fill(book.isbn);
    await admin.getByRole('option', { name: new RegExp(`${book.stock - 2} in stock`) }).first().waitFor();
    await admin.keyboard.press('Escape');

    await admin.getByRole('link', { name: 'Print invoice', exact: true }).click();
    await admin.waitForURL('**/admin/invoice/*/print');
    await admin.locator('[data-invoice-ready]').waitFor();
    const printed = await admin.locator('.invoice-document').innerText();
    expect(printed).toContain(invoiceNumber);
    expect(printed).toContain(book.title);
    expect(printed).toContain('Cash at the counter');
    expect(printed).toMatch(/In words: /);
    await checkPage(admin, '/admin/invoice/{id}/print (counter sale)');

    // The seed's /admin/shop-orders/bmd: the same list, of the outlet bmd.
    await admin.goto('/admin/shop-orders/bmd');
    await admin.getByRole('heading', { name: 'Counter sales: Banglamotor shop', level: 1 }).waitFor();
    await admin.getByRole('table', { name: 'Counter sales' }).getByRole('link', { name: orderNumber }).waitFor();
    expect(await admin.getByLabel('Outlet', { exact: true }).inputValue()).toBe('bmd');
    await checkPage(admin, '/admin/shop-orders/bmd');

    await admin.goto('/admin/shop-orders/nowhere');
    await admin.getByText('No outlet has the code “nowhere”.').waitFor();
    await checkPage(admin, '/admin/shop-orders/{unknown outlet}');
  }, 420_000);
});
