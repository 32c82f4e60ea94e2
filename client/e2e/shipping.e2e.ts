/**
 * Issue 19 (shipping) acceptance in a real browser against the built app: a customer places a COD
 * order; an admin hands it to the sandbox courier from /admin/orders/print and moves the parcel to
 * delivered; the customer follows it from /orders to /tracking/{cn}. The new pages pass axe (no serious
 * or critical violation) and scroll no way sideways, on a phone and a laptop; an unknown cn is a 404.
 * Then the invoice and refund journey: the customer opens the order's invoice from /orders; an admin
 * finds it at /admin/invoice, records the cash refund on the order (a whole refund: REFUNDED, a credit
 * note) and prints /admin/invoice/{id}/print, whose screenshots (test-results/screenshots/invoice-print-*.png)
 * show the seller's Bangla and English name, the lines, the totals and the credit note.
 */
import { mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { axeViolations, describeViolation, scrollsSideways } from './axe.ts';
import { DESKTOP, PHONE } from './browser.ts';
import { addFromProductPage, chooseDistrict, productPath, signIn, useShop, placedOrderNumber } from './shop.ts';

const contexts: BrowserContext[] = [];
afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
});

// A longer start: on a loaded machine the client build alone took 72-83 s and the default 180 s ran out.
const SELLER = 'পাঠাগার বুকস লিমিটেড (Pathagar Books Ltd.)';
const SCREENSHOT_DIR = path.resolve(__dirname, '../../test-results/screenshots');
const shop = useShop({ env: { DEMO_CATALOG: 'true', DEMO_CATALOG_SCALE: '0.02', GRAPHQL_TRUSTED_DOCUMENTS: 'false', SELLER_NAME: SELLER }, dataDirPrefix: 'pathagar-e2e-shipping-', startTimeoutMs: 420_000 });

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
    const found = (await axeViolations(page)).filter((v) => v.impact === 'serious' || v.impact === 'critical');
    const blocking = found.map((v) => describeViolation(`${where} ${viewport.width}px`, v));
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
    const number = await placedOrderNumber(customer);

    const admin = await signedInPage('01700000001', 'admin123');
    await admin.goto('/admin/orders/print?status=PLACED');
    await admin.getByRole('heading', { name: 'Print and ship', level: 1 }).waitFor();
    // Only this order: the others of the list are left out.
    for (const box of await admin.getByRole('checkbox').all()) {
      const name = await box.getAttribute('aria-label');
      if (name !== `Choose ${number}`) await box.click();
    }
    await admin.getByRole('button', { name: 'Hand 1 order to Sandbox courier' }).click();
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

    // The customer's invoice, linked from the order (a COD order's invoice is issued at placement).
    await customer.goto('/orders');
    const invoiceLink = customer.getByRole('article', { name: `Order ${number}` }).getByRole('link', { name: /^Invoice INV-\d{4}-\d{2}-\d{6}$/ });
    const invoiceNumber = (await invoiceLink.textContent())!.replace('Invoice ', '');
    await invoiceLink.click();
    await customer.waitForURL('**/invoice/*');
    const invoiceId = new URL(customer.url()).pathname.split('/').at(-1)!;
    await customer.getByRole('heading', { name: 'Invoice', level: 1 }).waitFor();
    await customer.getByText(invoiceNumber).first().waitFor();
    await customer.getByText(SELLER).first().waitFor();
    await checkPage(customer, '/invoice/{id}');

    // Staff find it by number, open its order and record the cash paid back by hand.
    await admin.goto('/admin/invoice');
    await admin.getByRole('heading', { name: 'Invoices', level: 1 }).waitFor();
    await admin.getByLabel('Search invoices').fill(invoiceNumber);
    // The search has answered (its term is in the address, the list is no longer dimmed as busy).
    await admin.waitForURL((url) => url.searchParams.get('q') === invoiceNumber);
    await admin.getByText(/^Showing 1 of 1 invoices?$/).waitFor();
    await admin.waitForFunction(() => {
      const body = document.querySelector('.ui-table > tbody');
      return body !== null && body.closest('[aria-busy="true"]') === null && getComputedStyle(body).opacity === '1';
    });
    await checkPage(admin, '/admin/invoice');
    await admin.getByRole('link', { name: invoiceNumber, exact: true }).click();
    await admin.getByRole('heading', { name: `Invoice ${invoiceNumber}`, level: 1 }).waitFor();
    await checkPage(admin, '/admin/invoice/{id}');
    await admin.getByRole('link', { name: 'Open the order' }).click();
    await admin.getByRole('heading', { name: `Order ${number}`, level: 1 }).waitFor();
    await admin.getByRole('button', { name: 'Record a cash refund…' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Record a cash refund' });
    await dialog.getByLabel('Paid out by').fill('Rider Karim');
    await dialog.getByLabel('Reason (optional)').fill('Damaged in transit');
    await dialog.getByRole('button', { name: 'Record refund' }).click();
    await admin.getByText('Refund made').waitFor();
    await admin.getByRole('table', { name: 'Refunds' }).getByText('By hand: Rider Karim').waitFor();
    await admin.getByRole('region', { name: 'Order', exact: true }).getByText('Refunded', { exact: true }).first().waitFor();
    await checkPage(admin, '/admin/orders/{id}');

    // The print page: the same template, A4; the credit note of the refund is listed under the invoice.
    await admin.goto(`/admin/invoice/${invoiceId}/print`);
    await admin.locator('[data-invoice-ready]').waitFor();
    await admin.getByRole('heading', { name: 'Credit notes' }).waitFor();
    const printed = await admin.locator('.invoice-document').innerText();
    expect(printed).toContain(SELLER);
    expect(printed).toContain(invoiceNumber);
    expect(printed).toMatch(/Total/);
    expect(printed).toMatch(/In words: /);
    expect(printed).toMatch(/CN-\d{4}-\d{2}-\d{6}/);
    await checkPage(admin, '/admin/invoice/{id}/print');
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
    for (const viewport of [PHONE, DESKTOP]) {
      await admin.setViewportSize(viewport);
      const file = path.join(SCREENSHOT_DIR, `invoice-print-${viewport.width}.png`);
      await admin.screenshot({ path: file, fullPage: true, animations: 'disabled' });
      expect(statSync(file).size).toBeGreaterThan(10_000);
    }
  }, 420_000);
});
