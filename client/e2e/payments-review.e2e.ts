/**
 * Issue 36 item 1 in a real browser against the built app: a customer pays an ebook on the sandbox gateway's page with
 * "Hold for review" (paid, but held as risky, as SSLCommerz does with risk_level 1) and is told the payment is under
 * review, never that it failed; My orders says so. An admin finds it under "Payments under review" in the back-office
 * navigation (axe: no serious or critical violation, no sideways scrolling, on a phone and a laptop) and accepts it;
 * the customer's order is then paid.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { axeViolations, describeViolation, scrollsSideways } from './axe.ts';
import { DESKTOP, PHONE } from './browser.ts';
import { addFromProductPage, CONDITION_TIMEOUT_MS, graphql, signIn, useShop } from './shop.ts';

const contexts: BrowserContext[] = [];
// Declared before useShop's own afterAll (jest runs them in order): the contexts close before the browser.
afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
});

const shop = useShop({
  env: { DEMO_CATALOG: 'true', DEMO_CATALOG_SCALE: '0.02', GRAPHQL_TRUSTED_DOCUMENTS: 'false', PAYMENT_SANDBOX: 'true' },
  dataDirPrefix: 'pathagar-e2e-review-',
  startTimeoutMs: 420_000,
});

async function signedIn(phone: string, password: string): Promise<Page> {
  // bypassCSP: axe-core is injected as a script the shop's Content-Security-Policy would refuse.
  const context = await shop.browser.newContext({ baseURL: shop.server.url, bypassCSP: true });
  contexts.push(context);
  context.setDefaultTimeout(CONDITION_TIMEOUT_MS);
  context.setDefaultNavigationTimeout(CONDITION_TIMEOUT_MS);
  const page = await context.newPage();
  await page.goto('/auth/login');
  await signIn(page, phone, password);
  return page;
}

async function checkPage(page: Page, where: string) {
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    const found = (await axeViolations(page)).filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(found.map((v) => describeViolation(`${where} ${viewport.width}px`, v))).toEqual([]);
    const sideways = await scrollsSideways(page);
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

describe('a payment held for review, in a real browser', () => {
  it('the customer is told it is under review; an admin accepts it under Payments under review; the order is paid', async () => {
    const customer = await signedIn('01700000004', 'fresh123');
    // This demo customer has no HSC batch yet: complete the profile so its dialog does not cover the shop.
    expect((await customer.context().request.post('/api/auth/update', { data: { phone: '01700000004', hsc_batch: 'HSC 2026' } })).status()).toBe(200);
    const data = await graphql(customer.context().request, `{ products(first: 1, filter: { kinds: [EBOOK] }) { edges { node { path title } } } }`);
    const ebook = data.products.edges[0].node as { path: string; title: string };

    await addFromProductPage(customer, ebook);
    await customer.goto('/cart/checkout');
    await customer.getByRole('heading', { name: 'Checkout', level: 1 }).waitFor();
    await customer.getByLabel('Full name').fill('Test Shopper');
    await customer.getByLabel('Phone number').fill('01712345678');
    await customer.getByRole('radio', { name: /^SSLCommerz/ }).check();
    await customer.getByRole('button', { name: /^Place order/ }).click();
    await customer.waitForURL('**/payments/sandbox/pay/**');
    await customer.getByRole('button', { name: 'Hold for review' }).click();
    await customer.waitForURL(/\/ebook\/payment\/[^/]+\/success$/);
    await customer.getByRole('heading', { name: 'Your payment is under review', level: 1 }).waitFor();
    await customer.getByText(/There is no need to pay again/).waitFor();
    await customer.goto('/orders');
    const card = customer.getByRole('article').filter({ hasText: ebook.title });
    await card.getByText(/^Payment under review/).waitFor();
    expect(await card.getByRole('button', { name: 'Pay now' }).count()).toBe(0);

    const admin = await signedIn('01700000001', 'admin123');
    await admin.goto('/admin');
    await admin.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Payments under review' }).click();
    await admin.getByRole('heading', { name: 'Payments under review', level: 1 }).waitFor();
    const table = admin.getByRole('table', { name: 'Payments under review' });
    await table.getByText('REVIEW').waitFor();
    await checkPage(admin, '/admin/payments/review');

    await table.getByRole('button', { name: /^Accept / }).click();
    await admin.getByRole('dialog').getByRole('button', { name: 'Accept payment' }).click();
    await admin.getByText('Payment accepted', { exact: true }).waitFor();
    await admin.getByText('No payment is waiting for review.').waitFor();

    await customer.goto('/orders');
    await customer.getByRole('article').filter({ hasText: ebook.title }).getByText('Placed', { exact: true }).waitFor();
  }, 300_000);
});
