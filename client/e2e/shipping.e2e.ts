/**
 * Issue 19 (shipping) acceptance in a real browser against the built app: a customer places a COD
 * order; an admin hands it to the sandbox courier from /admin/orders/print and moves the parcel to
 * delivered; the customer follows it from /orders to /tracking/{cn}. The new pages pass axe (no serious
 * or critical violation) and scroll no way sideways, on a phone and a laptop; an unknown cn is a 404.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { axeViolations, scrollsSideways } from './axe.ts';
import { DESKTOP, PHONE } from './browser.ts';
import { addFromProductPage, chooseDistrict, productPath, signIn, useShop } from './shop.ts';

const contexts: BrowserContext[] = [];
afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
});

// A longer start: on a loaded machine the client build alone took 72-83 s and the default 180 s ran out.
const shop = useShop({ env: { DEMO_CATALOG: 'true', DEMO_CATALOG_SCALE: '0.02', GRAPHQL_TRUSTED_DOCUMENTS: 'false' }, dataDirPrefix: 'pathagar-e2e-shipping-', startTimeoutMs: 420_000 });

async function signedInPage(phone: string, password: string): Promise<Page> {
  // bypassCSP: axe-core is injected as a script the shop's Content-Security-Policy would refuse.
  const context = await shop.browser.newContext({ baseURL: shop.server.url, bypassCSP: true });
  contexts.push(context);
  const page = await context.newPage();
  await page.goto('/auth/login');
  await signIn(page, phone, password);
  return page;
}

async function checkPage(page: Page, where: string) {
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await page.waitForTimeout(100);
    const blocking = (await axeViolations(page)).filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${where} ${viewport.width}px: ${v.id} ${v.help}`);
    expect(blocking).toEqual([]);
    expect([where, viewport.width, await scrollsSideways(page)]).toEqual([where, viewport.width, false]);
  }
}

describe('shipping through the sandbox courier in a real browser', () => {
  it('an admin ships a COD order from /admin/orders/print, delivers it, and the customer follows it at /tracking/{cn}', async () => {
    const customer = await signedInPage('01700000003', 'customer123');
    await addFromProductPage(customer, await productPath(customer.context().request, 'BOOK'));
    await customer.goto('/cart/checkout');
    await customer.getByRole('heading', { name: 'Checkout', level: 1 }).waitFor();
    await customer.getByLabel('Full name').fill('Test Shopper');
    await customer.getByLabel('Phone number').fill('01712345678');
    await customer.getByLabel('Address').fill('House 5, Road 3, Dhanmondi');
    await chooseDistrict(customer, 'Dhaka');
    await customer.getByRole('radio', { name: /^Cash on delivery/ }).check();
    await customer.getByRole('button', { name: /^Place order/ }).click();
    await customer.waitForURL('**/orders');
    const heading = customer.getByRole('heading', { name: /^Order PG-\d{4}-\d{6}$/, level: 2 }).first();
    await heading.waitFor();
    const number = (await heading.textContent())!.replace('Order ', '');

    const admin = await signedInPage('01700000001', 'admin123');
    await admin.goto('/admin/orders/print?status=PLACED');
    await admin.getByRole('heading', { name: 'Print and ship', level: 1 }).waitFor();
    // Only this order: the others of the list are left out.
    for (const box of await admin.getByRole('checkbox').all()) {
      const name = await box.getAttribute('aria-label');
      if (name !== `Choose ${number}`) await box.click();
    }
    await admin.getByRole('button', { name: 'Hand 1 orders to Sandbox courier' }).click();
    const result = admin.getByRole('region', { name: 'Hand-over results' }).getByText(new RegExp(`^Handed over — ${number}: handed to Sandbox courier, consignment (\\d+)$`));
    await result.waitFor();
    const cn = /consignment (\d+)$/.exec((await result.textContent())!)![1]!;
    await checkPage(admin, '/admin/orders/print');

    await admin.goto('/admin/orders/print?status=SHIPPED');
    await admin.getByText(`Parcel ${cn}: Handed to the courier`).waitFor();
    for (const step of ['picked_up', 'delivered']) {
      await admin.getByRole('combobox', { name: `Sandbox courier step for parcel ${cn}` }).selectOption(step);
      await admin.getByRole('button', { name: `Move parcel ${cn}` }).click();
      await admin.getByText(`Parcel ${cn}: ${step === 'delivered' ? 'Delivered' : 'Picked up'}`).waitFor();
    }

    await customer.goto('/orders');
    const card = customer.getByRole('article', { name: `Order ${number}` });
    await card.getByText('Delivered', { exact: true }).waitFor();
    await card.getByRole('link', { name: `Track parcel ${cn}` }).click();
    await customer.waitForURL(`**/tracking/${cn}`);
    await customer.getByRole('heading', { name: `Parcel ${cn}`, level: 1 }).waitFor();
    await customer.getByText('017•••••678').waitFor();
    const timeline = customer.getByRole('list').filter({ hasText: 'Handed to the courier' });
    await timeline.getByText('Delivered to the customer').waitFor();
    await checkPage(customer, `/tracking/${cn}`);

    const missing = await customer.goto('/tracking/000000000');
    expect(missing!.status()).toBe(404);
    await customer.getByRole('heading', { name: 'Page Not Found' }).waitFor();
    expect((await customer.goto('/tracking/%3Cscript%3E'))!.status()).toBe(404);
  }, 300_000);
});
