/**
 * Issue 20 acceptance, in a real browser against the built app: an admin sets the agent's coupon limits
 * at /agent/coupon-stats; the agent finds a customer by phone (typed the way customers say it), logs a
 * call, is refused a coupon beyond the limit and issues one within it; the customer redeems the coupon at
 * checkout on a phone; the coupon then shows issued and redeemed in /agent/coupon-stats.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { addFromProductPage, chooseDistrict, productPath, signIn, useShop } from './shop.ts';

const contexts: BrowserContext[] = [];
afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
});

const shop = useShop({ env: { DEMO_CATALOG: 'true', DEMO_CATALOG_SCALE: '0.02', GRAPHQL_TRUSTED_DOCUMENTS: 'false' }, dataDirPrefix: 'pathagar-e2e-support-', startTimeoutMs: 400_000 });

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 800 };

async function signedIn(phone: string, password: string, viewport = LAPTOP): Promise<Page> {
  const context = await shop.browser.newContext({ baseURL: shop.server.url, viewport });
  context.setDefaultTimeout(100_000);
  contexts.push(context);
  const page = await context.newPage();
  await page.goto('/auth/login');
  await signIn(page, phone, password);
  return page;
}

const toast = (page: Page, title: RegExp) => page.locator('.ui-toast__title', { hasText: title });

describe('the support desk wins a customer back with a coupon', () => {
  it('finds the customer by phone, logs a call, issues a coupon within limits, and the customer redeems it', async () => {
    // The admin allows the agent three coupons a day, at most 15% or Tk 100 off.
    const admin = await signedIn('01700000001', 'admin123');
    await admin.goto('/agent/coupon-stats');
    const limits = admin.getByRole('table', { name: "Agents' coupon limits" });
    await limits.getByLabel('Coupons a day for Demo Agent').fill('3');
    await limits.getByLabel('Highest percent for Demo Agent').fill('15');
    await limits.getByLabel('Highest Taka for Demo Agent').fill('100');
    await limits.getByRole('button', { name: 'Save limits of Demo Agent' }).click();
    await toast(admin, /^Limits of Demo Agent saved$/).waitFor();

    // The agent finds the customer by a number written with the country code and a dash.
    const agent = await signedIn('01700000002', 'agent123');
    await agent.goto('/agent/customers');
    await agent.getByLabel('Phone, email, name or order number').fill('+880 1700-000003');
    await agent.getByRole('table', { name: 'Customers found' }).getByRole('link', { name: 'Demo Customer' }).click();
    await agent.getByRole('heading', { name: 'Demo Customer', level: 1 }).waitFor();

    const call = agent.getByRole('form', { name: 'Log a call' });
    await call.getByLabel('Outcome').selectOption('Call back');
    await call.getByLabel('Reason').fill('Asked when the physics book comes back');
    await call.getByRole('button', { name: 'Log call' }).click();
    await toast(agent, /^Call logged$/).waitFor();

    const coupon = agent.getByRole('form', { name: 'Issue a coupon' });
    await coupon.getByLabel('Discount').selectOption('Percent off');
    await coupon.getByLabel('Amount (percent or Taka)').fill('50');
    await coupon.getByLabel('Reason').fill('Late delivery');
    await coupon.getByRole('button', { name: 'Issue coupon' }).click();
    await coupon.getByText('You may give at most 15% off.').waitFor();

    await coupon.getByLabel('Amount (percent or Taka)').fill('10');
    await coupon.getByRole('button', { name: 'Issue coupon' }).click();
    const issued = toast(agent, /^Coupon \S+ issued$/);
    await issued.waitFor();
    const code = /^Coupon (\S+) issued$/.exec((await issued.textContent()) ?? '')![1]!;
    // The call and the coupon are on the customer's timeline.
    await agent.getByText('Asked when the physics book comes back').first().waitFor();

    // The customer, on a phone, applies the code and places a cash-on-delivery order with it.
    const customer = await signedIn('01700000003', 'customer123', PHONE);
    const book = await productPath(customer.context().request, 'BOOK');
    await addFromProductPage(customer, book);
    await customer.goto('/cart');
    await customer.getByRole('heading', { name: 'Your cart', level: 1 }).waitFor();
    await customer.getByLabel('Coupon code').fill(code);
    await customer.getByRole('button', { name: 'Apply' }).click();
    await toast(customer, /^Coupon applied successfully$/).waitFor();
    await customer.goto('/cart/checkout');
    await customer.getByRole('heading', { name: 'Checkout', level: 1 }).waitFor();
    await customer.getByLabel('Full name').fill('Demo Customer');
    await customer.getByLabel('Phone number').fill('01700000003');
    await customer.getByLabel('Address').fill('House 5, Road 3, Dhanmondi');
    await chooseDistrict(customer, 'Dhaka');
    await customer.getByRole('radio', { name: /Cash on delivery/ }).check();
    await customer.getByRole('button', { name: /^Place order/ }).click();
    await customer.waitForURL((url) => !url.pathname.startsWith('/cart'));

    // The agent's coupon shows issued once and redeemed once.
    await agent.goto('/agent/coupon-stats?by=agent');
    const row = agent.getByRole('table', { name: 'Coupon statistics' }).getByRole('row', { name: /Demo Agent/ });
    await row.waitFor();
    const cells = await row.getByRole('cell').allTextContents();
    expect(cells.slice(0, 3)).toEqual(['1', '1', '100%']);
  }, 300_000);
});
