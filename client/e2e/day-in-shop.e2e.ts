/**
 * Issue 34 ("What a day in the shop showed"), items 1, 4, 5, 6 and 12, in a real browser against the
 * production build: a shopper on a 390×844 phone (device scale 3) places a cash-on-delivery order and
 * sees its confirmation page; staff on a 1366×800 laptop land where they work; the demo agent sees
 * their coupon limits before issuing one; the invoice downloads as a PDF for staff and for its
 * customer; print-and-ship counts one order as one; the sales report names each product's kind.
 * Every page these touch is checked with axe and for sideways scrolling.
 */
import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { axeViolations, BLOCKING_IMPACTS, describeViolation, scrollsSideways } from './axe.ts';
import { PHONE } from './browser.ts';
import { keepShot } from './shots.ts';
import { addFromProductPage, chooseDistrict, CONDITION_TIMEOUT_MS, graphql, placedOrderNumber, productPath, signIn, useShop } from './shop.ts';

const LAPTOP = { width: 1366, height: 800 } as const;
const contexts: BrowserContext[] = [];

// Declared before useShop's own afterAll (jest runs them in order): the contexts close before the browser.
afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
});

const shop = useShop({
  env: { DEMO_CATALOG: 'true', DEMO_CATALOG_SCALE: '0.02', GRAPHQL_TRUSTED_DOCUMENTS: 'false', PAYMENT_SANDBOX: 'true' },
  dataDirPrefix: 'pathagar-e2e-day-',
  startTimeoutMs: 420_000,
});

async function open(browser: Browser, device: 'phone' | 'laptop'): Promise<Page> {
  const context = await browser.newContext({
    baseURL: shop.server.url,
    // bypassCSP: axe-core is injected as a script the shop's Content-Security-Policy would refuse.
    bypassCSP: true,
    acceptDownloads: true,
    ...(device === 'phone' ? { viewport: PHONE, deviceScaleFactor: 3, isMobile: true, hasTouch: true } : { viewport: LAPTOP }),
  });
  context.setDefaultTimeout(CONDITION_TIMEOUT_MS);
  context.setDefaultNavigationTimeout(CONDITION_TIMEOUT_MS);
  contexts.push(context);
  return context.newPage();
}

async function signedIn(device: 'phone' | 'laptop', phone: string, password: string): Promise<Page> {
  const page = await open(shop.browser, device);
  await page.goto('/auth/login');
  await signIn(page, phone, password);
  return page;
}

/** No serious or critical axe violation, and no sideways scrolling, on the page as it is now. */
async function checkPage(page: Page, where: string) {
  await keepShot(page, `day ${where}`);
  const found = (await axeViolations(page)).filter((v) => BLOCKING_IMPACTS.has(v.impact ?? ''));
  expect(found.map((v) => describeViolation(where, v))).toEqual([]);
  expect([where, await scrollsSideways(page)]).toEqual([where, false]);
}

/** The database id in an Invoice's Relay id. */
const invoiceIdOf = (globalId: string) => Buffer.from(globalId, 'base64').toString('utf8').split(':')[1]!;

describe('a day in the shop (issue 34)', () => {
  let customer: Page;
  let orderNumber = '';
  let invoiceId = '';

  it('item 4: a cash-on-delivery order ends on its confirmation page, and /orders names no library to a customer without ebooks', async () => {
    customer = await signedIn('phone', '01700000003', 'customer123');
    await addFromProductPage(customer, await productPath(customer.context().request, 'BOOK'));
    await customer.goto('/cart/checkout');
    await customer.getByRole('heading', { name: 'Checkout', level: 1 }).waitFor();
    await customer.getByLabel('Full name').fill('Test Shopper');
    await customer.getByLabel('Phone number').fill('01712345678');
    await customer.getByLabel('Address').fill('House 5, Road 3, Dhanmondi');
    await chooseDistrict(customer, 'Dhaka');
    await customer.getByRole('radio', { name: /^Cash on delivery/ }).check();
    await customer.getByRole('button', { name: /^Place order/ }).click();

    orderNumber = await placedOrderNumber(customer);
    await customer.getByRole('heading', { name: 'Thank you, your order is placed', level: 1 }).waitFor();
    await customer.getByRole('status').filter({ hasText: `Order ${orderNumber} is placed: pay` }).waitFor();
    await customer.getByText('We call you on 01712345678 to confirm the order before we send it').waitFor();
    const arrival = customer.getByRole('listitem').filter({ hasText: 'It should arrive' });
    expect(await arrival.textContent()).toMatch(/^It should arrive between \w{3} \d{1,2} \w{3} and \w{3} \d{1,2} \w{3} \(2–3 days inside Dhaka\) at House 5, Road 3, Dhanmondi, Dhaka\./);
    await checkPage(customer, 'COD confirmation, phone');

    await customer.goto('/orders');
    await customer.getByRole('article', { name: `Order ${orderNumber}` }).waitFor();
    expect(await customer.getByRole('link', { name: 'your library' }).count()).toBe(0);
    await checkPage(customer, '/orders, phone');

    const data = await graphql(
      customer.context().request,
      `query($n: String!) { viewerOrderByNumber(number: $n) { ... on QueryViewerOrderByNumberSuccess { data { invoice { id } } } } }`,
      { n: orderNumber },
    );
    invoiceId = invoiceIdOf(data.viewerOrderByNumber.data.invoice.id);
  }, 240_000);

  it('item 1: staff download the invoice PDF from its print page, the customer from their invoice page, and a failure is said on screen', async () => {
    const admin = await signedIn('laptop', '01700000001', 'admin123');
    await admin.goto(`/admin/invoice/${invoiceId}/print`);
    await admin.locator('[data-invoice-ready]').waitFor();
    await checkPage(admin, 'invoice print page, laptop');
    const [staffPdf] = await Promise.all([admin.waitForEvent('download'), admin.getByRole('button', { name: 'Download PDF' }).click()]);
    expect(staffPdf.suggestedFilename()).toMatch(/^INV-.+\.pdf$/);
    expect(readFileSync((await staffPdf.path())!).subarray(0, 5).toString()).toBe('%PDF-');

    await customer.goto(`/invoice/${invoiceId}`);
    await customer.locator('[data-invoice-ready]').waitFor();
    await checkPage(customer, 'customer invoice page, phone');
    const [ownPdf] = await Promise.all([customer.waitForEvent('download'), customer.getByRole('button', { name: 'Download PDF' }).click()]);
    expect(readFileSync((await ownPdf.path())!).subarray(0, 5).toString()).toBe('%PDF-');

    // Another customer gets no PDF of it.
    const other = await signedIn('laptop', '01700000004', 'fresh123');
    expect((await other.context().request.get(`/api/invoices/${invoiceId}/pdf`)).status()).toBe(404);

    // When the server cannot make it, the page says so (here the answer is replaced by a failure).
    await admin.route('**/api/admin/invoices/*/pdf', (route) =>
      route.fulfill({ status: 502, contentType: 'application/json', body: JSON.stringify({ message: 'The PDF could not be made just now. Try again, or use Print and "Save as PDF".' }) }),
    );
    await admin.getByRole('button', { name: 'Download PDF' }).click();
    await admin.getByRole('alert').filter({ hasText: 'The PDF could not be made just now' }).waitFor();
    await checkPage(admin, 'invoice print page with the PDF failure, laptop');
  }, 240_000);

  it('item 5: an agent lands on the support desk and an admin on the dashboard; /admin shows an agent where their work is', async () => {
    const agent = await signedIn('laptop', '01700000002', 'agent123');
    expect(new URL(agent.url()).pathname).toBe('/agent');
    await agent.goto('/admin');
    await agent.getByRole('heading', { name: 'Back office', level: 1 }).waitFor();
    expect(await agent.getByLabel('Period').count()).toBe(0);
    await agent.getByRole('main').getByRole('link', { name: 'Support desk' }).waitFor();
    await checkPage(agent, '/admin as an agent, laptop');

    const admin = await signedIn('laptop', '01700000001', 'admin123');
    expect(new URL(admin.url()).pathname).toBe('/admin');
    await admin.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
  }, 180_000);

  it("item 6: the demo agent sees their coupon limits and today's count before typing, and issues a coupon", async () => {
    const agent = await signedIn('laptop', '01700000002', 'agent123');
    const [found] = (await graphql(agent.context().request, `{ supportCustomers(search: "01700000003") { id } }`)).supportCustomers;
    await agent.goto(`/agent/customers/${found.id}`);
    const form = agent.getByRole('form', { name: 'Issue a coupon' });
    await form.getByText('You may give up to 15% or ৳200 off; 10 of 10 left today.').waitFor();
    await checkPage(agent, 'agent customer page, laptop');
    await form.getByLabel('Amount (percent or Taka)').fill('10');
    await form.getByLabel('Reason').fill('Late delivery');
    await form.getByRole('button', { name: 'Issue coupon' }).click();
    await agent.getByText(/^Coupon CX-\S+ issued$/).waitFor();
    await form.getByText('You may give up to 15% or ৳200 off; 9 of 10 left today.').waitFor();
  }, 180_000);

  it('item 12: the favicon answers, print-and-ship counts one order as one, and top products say their kind', async () => {
    const favicon = await customer.context().request.get('/favicon.ico');
    expect([favicon.status(), favicon.headers()['content-type']]).toEqual([200, expect.stringMatching(/^image\/svg\+xml/)]);

    const admin = await signedIn('laptop', '01700000001', 'admin123');
    await admin.goto('/admin/report');
    const top = admin.getByRole('table', { name: 'Top products' });
    await top.getByRole('rowheader').filter({ hasText: /· Book$/ }).first().waitFor();
    await checkPage(admin, 'sales report, laptop');

    await admin.goto('/admin/orders/print?status=PLACED');
    await admin.getByText('1 order placed.').waitFor();
    await checkPage(admin, 'print and ship, laptop');
    await admin.getByRole('button', { name: /^Hand 1 order to / }).click();
    await admin.getByText('1 order handed over', { exact: true }).waitFor();
    await admin.getByText('0 orders placed, 1 handed over and shipped.').waitFor();
    expect(await admin.getByText(/being packed order|1 orders/).count()).toBe(0);
  }, 180_000);
});
