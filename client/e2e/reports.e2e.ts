/**
 * Issue 20 acceptance, in a real browser against the built app: a customer places a cash-on-delivery
 * order; an admin lands on /admin (today's figures count it), opens /admin/report and downloads the
 * CSV (UTF-8 BOM, one row per Dhaka day with today's order in it). The storefront never loads the
 * chart library.
 */
import { readFileSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { dhakaToday } from '../../server/src/shared/dhaka-days.ts';
import { addFromProductPage, chooseDistrict, productPath, signIn, useShop } from './shop.ts';

const contexts: BrowserContext[] = [];
afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
});

const shop = useShop({ env: { DEMO_CATALOG: 'true', DEMO_CATALOG_SCALE: '0.02', GRAPHQL_TRUSTED_DOCUMENTS: 'false' }, dataDirPrefix: 'pathagar-e2e-reports-', startTimeoutMs: 400_000 });

async function signedIn(phone: string, password: string): Promise<Page> {
  const context = await shop.browser.newContext({ baseURL: shop.server.url, acceptDownloads: true });
  contexts.push(context);
  const page = await context.newPage();
  await page.goto('/auth/login');
  await signIn(page, phone, password);
  return page;
}

describe('an admin reads the dashboard and the sales report', () => {
  it('sees the day’s order on /admin and downloads the report as CSV', async () => {
    const customer = await signedIn('01700000003', 'customer123');
    const scripts: string[] = [];
    customer.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(new URL(response.url()).pathname);
    });
    const book = await productPath(customer.context().request, 'BOOK');
    await addFromProductPage(customer, book);
    await customer.goto('/cart/checkout');
    await customer.getByRole('heading', { name: 'Checkout', level: 1 }).waitFor();
    await customer.getByLabel('Full name').fill('Report Shopper');
    await customer.getByLabel('Phone number').fill('01712345678');
    await customer.getByLabel('Address').fill('House 5, Road 3, Dhanmondi');
    await chooseDistrict(customer, 'Dhaka');
    await customer.getByRole('radio', { name: /Cash on delivery/ }).check();
    await customer.getByRole('button', { name: /^Place order/ }).click();
    await customer.waitForURL((url) => !url.pathname.startsWith('/cart'));
    // The storefront's pages asked for no chart code (recharts lives in the back office's chunks only).
    const chartChunks = await Promise.all(scripts.map(async (path) => ((await customer.context().request.get(path)).text()).then((code) => code.includes('recharts'))));
    expect(chartChunks.filter(Boolean)).toEqual([]);

    const admin = await signedIn('01700000001', 'admin123');
    await admin.goto('/admin');
    await admin.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    const today = admin.getByRole('region', { name: /^Today/ });
    // "Orders", the count, then its change against yesterday ("new" when yesterday had none).
    await expect(today.getByText('Orders', { exact: true }).locator('..').textContent()).resolves.toMatch(/^Orders1(new|no change|[+−]\d+%) against /);
    await admin.getByRole('table', { name: 'Latest orders' }).getByText('Report Shopper').waitFor();

    await admin.goto('/admin/report');
    await admin.getByRole('heading', { name: 'Sales report', level: 1 }).waitFor();
    await admin.getByRole('table', { name: 'Top products' }).getByText(book.title).waitFor();
    const [download] = await Promise.all([admin.waitForEvent('download'), admin.getByRole('button', { name: 'Download by day (CSV)' }).click()]);
    const day = dhakaToday();
    expect(download.suggestedFilename()).toMatch(new RegExp(`^sales-day-\\d{4}-\\d{2}-\\d{2}-to-${day}\\.csv$`));
    const bytes = readFileSync((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').trimEnd().split('\r\n');
    expect(lines[0]).toBe('Period starting,Orders,Revenue (Tk),Discount (Tk)');
    expect(lines).toHaveLength(31);
    expect(lines.at(-1)).toMatch(new RegExp(`^${day},1,\\d+\\.\\d{2},0\\.00$`));
  }, 180_000);
});
