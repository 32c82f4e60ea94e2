/**
 * Issue 5 acceptance, in a real browser against the built app: a customer adds a book and a stationery
 * item, chooses Dhaka then outside Dhaka and sees the delivery charge go 40 → 60 (not 100), then applies
 * a valid coupon and an unknown one and sees the seed's exact toasts.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { addFromProductPage, graphql, productPath, signIn, useShop } from './shop.ts';

let context: BrowserContext;

// Declared before useShop's own afterAll (jest runs them in order): the context closes before the browser.
afterAll(async () => {
  await context?.close();
});

// The helper below sends query text as a customer: trusted documents off (the browser still sends ids).
const shop = useShop({ env: { DEMO_CATALOG: 'true', DEMO_CATALOG_SCALE: '0.02', GRAPHQL_TRUSTED_DOCUMENTS: 'false' }, dataDirPrefix: 'pathagar-e2e-cart-' });

const toast = (page: Page, title: string) => page.locator('.ui-toast').filter({ has: page.locator('.ui-toast__title', { hasText: new RegExp(`^${title}$`) }) });

describe('the cart in a real browser', () => {
  it('adds a book and stationery, replaces the delivery charge 40 → 60 and shows the coupon toasts', async () => {
    // An admin creates the coupon the customer will use (10% off, no limits) through the API.
    const adminRequest = (await shop.newContext()).request;
    const login = await adminRequest.post('/api/auth/login', { data: { cred: '01700000001', password: 'admin123' } });
    expect(login.status()).toBe(200);
    const created = await graphql(
      adminRequest,
      `mutation($input: CreateCouponInput!) { createCoupon(input: $input) { __typename ... on Error { message } } }`,
      { input: { code: 'CARTE2E10', discountType: 'PERCENT', value: 10 } },
    );
    expect(created.createCoupon.__typename).toBe('MutationCreateCouponSuccess');
    const book = await productPath(adminRequest, 'BOOK');
    const stationery = await productPath(adminRequest, 'STATIONERY');

    context = await shop.newContext();
    const page = await context.newPage();
    await page.goto('/auth/login');
    await signIn(page, '01700000003', 'customer123');

    await addFromProductPage(page, book);
    await addFromProductPage(page, stationery);
    await page.getByRole('link', { name: 'Cart, 2 items' }).waitFor();

    await page.getByRole('link', { name: 'Cart, 2 items' }).click();
    await page.getByRole('heading', { name: 'Your cart', level: 1 }).waitFor();
    const delivery = page.getByTestId('cart-delivery');
    expect(await delivery.textContent()).toBe('Choose a place');

    await page.getByRole('radio', { name: 'Inside Dhaka' }).check();
    await expectText(delivery, '৳40');
    await page.getByRole('radio', { name: 'Outside Dhaka' }).check();
    await expectText(delivery, '৳60');
    // Replaced, not added to: the net is goods + 60.
    const total = taka(await page.getByTestId('cart-total').textContent());
    await expectText(page.getByTestId('cart-net'), `৳${(total + 60).toLocaleString('en-US')}`);

    await page.getByLabel('Coupon code').fill('carte2e10');
    await page.getByRole('button', { name: 'Apply' }).click();
    await toast(page, 'Coupon applied successfully').waitFor();
    await page.getByTestId('cart-discount').waitFor();

    await page.getByRole('button', { name: 'Remove coupon' }).click();
    await page.getByLabel('Coupon code').fill('NO-SUCH-CODE');
    await page.getByRole('button', { name: 'Apply' }).click();
    const refusal = toast(page, 'Error');
    await refusal.waitFor();
    expect(await refusal.getAttribute('role')).toBe('alert');
    expect((await refusal.locator('.ui-toast__description').textContent())?.length).toBeGreaterThan(0);
    // One toast at a time (seed §4): the success toast was replaced.
    expect(await page.locator('.ui-toast').count()).toBe(1);
  }, 150_000);
});

function taka(text: string | null): number {
  return Number((text ?? '').replace(/[^\d.]/g, ''));
}

async function expectText(locator: ReturnType<Page['getByTestId']>, text: string) {
  await locator.filter({ hasText: new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) }).waitFor();
}
