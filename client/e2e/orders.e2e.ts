/**
 * Issue 11 acceptance, in a real browser against the built app: a customer orders a book and a
 * stationery item with cash on delivery, sees its confirmation page and the order in /orders; another pays an ebook through
 * the sandbox gateway and lands on its success page; a failed sandbox payment lands on /payment/failed
 * and the order stays payable; an admin moves the first order from Placed to Shipped and the
 * customer sees it.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { addFromProductPage, chooseDistrict, graphql, productPath, signIn, useShop } from './shop.ts';

const contexts: BrowserContext[] = [];

// Declared before useShop's own afterAll (jest runs them in order): the contexts close before the browser.
afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
});

const shop = useShop({ env: { DEMO_CATALOG: 'true', DEMO_CATALOG_SCALE: '0.02', GRAPHQL_TRUSTED_DOCUMENTS: 'false', PAYMENT_SANDBOX: 'true' }, dataDirPrefix: 'pathagar-e2e-orders-' });

async function newPage(): Promise<Page> {
  const context = await shop.newContext();
  contexts.push(context);
  return context.newPage();
}

/** Signs a customer in through the sign-in page. */
async function customerPage(phone: string, password: string): Promise<Page> {
  const page = await newPage();
  await page.goto('/auth/login');
  await signIn(page, phone, password);
  return page;
}

/** Fills the checkout's details, picks the payment method and places the order. */
async function checkOut(page: Page, method: RegExp, { address = true } = {}) {
  await page.goto('/cart/checkout');
  await page.getByRole('heading', { name: 'Checkout', level: 1 }).waitFor();
  await page.getByLabel('Full name').fill('Test Shopper');
  await page.getByLabel('Phone number').fill('01712345678');
  if (address) {
    await page.getByLabel('Address').fill('House 5, Road 3, Dhanmondi');
    await chooseDistrict(page, 'Dhaka');
  }
  await page.getByRole('radio', { name: method }).check();
  await page.getByRole('button', { name: /^Place order/ }).click();
}

/** Two published ebooks of the demo catalogue, by shop path and title. */
async function twoEbooks(page: Page): Promise<{ path: string; title: string }[]> {
  const data = await graphql(page.context().request, `{ products(first: 2, filter: { kinds: [EBOOK] }) { edges { node { path title } } } }`);
  const ebooks = data.products.edges.map((edge: { node: { path: string; title: string } }) => edge.node);
  if (ebooks.length < 2) throw new Error('The demo catalogue has fewer than two ebooks');
  return ebooks;
}

const orderCard = (page: Page, number: string) => page.getByRole('article', { name: `Order ${number}` });

describe('orders and payments in a real browser', () => {
  let codOrder = '';
  let customer: Page;

  it('a customer orders a book and a stationery item with cash on delivery and sees it in /orders', async () => {
    customer = await customerPage('01700000003', 'customer123');
    const request = customer.context().request;
    await addFromProductPage(customer, await productPath(request, 'BOOK'));
    await addFromProductPage(customer, await productPath(request, 'STATIONERY'));

    await checkOut(customer, /^Cash on delivery/);
    // Its confirmation page first (issue 34), then the list.
    await customer.waitForURL(/\/orders\/PG-\d{4}-\d{6}\/placed$/);
    await customer.getByRole('heading', { name: 'Thank you, your order is placed', level: 1 }).waitFor();
    await customer.goto('/orders');
    await customer.getByRole('heading', { name: 'My orders', level: 1 }).waitFor();
    const heading = customer.getByRole('heading', { name: /^Order PG-\d{4}-\d{6}$/, level: 2 }).first();
    await heading.waitFor();
    codOrder = (await heading.textContent())!.replace('Order ', '');
    const card = orderCard(customer, codOrder);
    await card.getByText('Placed', { exact: true }).waitFor();
    await card.getByText('Cash on delivery: pay when it arrives').waitFor();
    // The cart was emptied by the order.
    await customer.getByRole('link', { name: 'Cart, 0 items' }).waitFor();
  }, 150_000);

  it('an admin moves that order from Placed to Shipped, and the customer sees it on the way', async () => {
    const admin = await newPage();
    await admin.goto('/auth/login');
    await signIn(admin, '01700000001', 'admin123');
    await admin.goto('/admin/orders');
    await admin.getByRole('link', { name: codOrder }).click();
    await admin.getByRole('heading', { name: 'Change status' }).waitFor();

    for (const [button, target] of [
      [/→ Processing$/, 'Processing'],
      [/→ Shipped$/, 'Shipped'],
    ] as const) {
      await admin.getByRole('button', { name: button }).click();
      await admin.getByRole('button', { name: `Move to ${target}` }).click();
      await admin.getByText(`${codOrder} is now ${target}.`).waitFor();
    }

    await customer.goto('/orders');
    await orderCard(customer, codOrder).getByText('On the way', { exact: true }).waitFor();
  }, 120_000);

  it('another customer pays an ebook through the sandbox and lands on its success page; a failed payment stays payable', async () => {
    const page = await customerPage('01700000004', 'fresh123');
    // This demo customer has no HSC batch yet: complete the profile so its dialog does not cover the shop.
    const updated = await page.context().request.post('/api/auth/update', { data: { phone: '01700000004', hsc_batch: 'HSC 2026' } });
    expect(updated.status()).toBe(200);
    const [paid, failed] = await twoEbooks(page);

    await addFromProductPage(page, paid!);
    await checkOut(page, /^SSLCommerz/, { address: false });
    await page.waitForURL('**/payments/sandbox/pay/**');
    await page.getByRole('button', { name: /^Pay / }).click();
    await page.waitForURL(/\/ebook\/payment\/[^/]+\/success$/);
    await page.getByRole('heading', { name: 'Your ebook is ready', level: 1 }).waitFor();
    expect(await page.title()).toContain('Payment Successful');

    await addFromProductPage(page, failed!);
    await checkOut(page, /^bKash/, { address: false });
    await page.waitForURL('**/payments/sandbox/pay/**');
    await page.getByRole('button', { name: 'Fail' }).click();
    await page.waitForURL('**/payment/failed**');
    await page.getByRole('heading', { name: 'Payment Failed', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Pay again' }).waitFor();

    await page.goto('/orders');
    const unpaid = page.getByRole('article').filter({ hasText: failed!.title });
    await unpaid.getByText('Waiting for payment', { exact: true }).waitFor();
    await unpaid.getByRole('button', { name: 'Pay now' }).waitFor();
  }, 150_000);
});
