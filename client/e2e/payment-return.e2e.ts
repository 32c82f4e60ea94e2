/**
 * Issue 34 item 2: a shop run without PUBLIC_URL (outside production) and opened at 127.0.0.1 — as a
 * phone on the same Wi-Fi opens it at the computer's LAN address — brings the shopper back from the
 * payment gateway to that same address, still signed in, not to http://localhost where they are
 * signed out. On a 390×844 phone at device scale 3; the pages of the way back are checked with axe
 * and for sideways scrolling.
 */
import type { BrowserContext } from 'playwright-core';
import { axeViolations, BLOCKING_IMPACTS, describeViolation, scrollsSideways } from './axe.ts';
import { PHONE } from './browser.ts';
import { addFromProductPage, CONDITION_TIMEOUT_MS, graphql, signIn, useShop } from './shop.ts';

const contexts: BrowserContext[] = [];
afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
});

// NODE_ENV=development and no PUBLIC_URL: the payment return follows the address the shopper used.
const shop = useShop({
  env: { NODE_ENV: 'development', DEMO_CATALOG: 'true', DEMO_CATALOG_SCALE: '0.02', PAYMENT_SANDBOX: 'true' },
  dataDirPrefix: 'pathagar-e2e-return-',
  startTimeoutMs: 420_000,
});

it('a shopper who opened the shop at 127.0.0.1 pays an ebook and comes back to 127.0.0.1, signed in, to its success page', async () => {
  const loopback = shop.server.url.replace('://localhost:', '://127.0.0.1:');
  const context = await shop.browser.newContext({ baseURL: loopback, bypassCSP: true, viewport: PHONE, deviceScaleFactor: 3, isMobile: true, hasTouch: true });
  context.setDefaultTimeout(CONDITION_TIMEOUT_MS);
  context.setDefaultNavigationTimeout(CONDITION_TIMEOUT_MS);
  contexts.push(context);
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(`${page.url()}: ${message.text()}`);
  });

  await page.goto('/auth/login');
  await signIn(page, '01700000003', 'customer123');
  const data = await graphql(context.request, `{ products(first: 1, filter: { kinds: [EBOOK] }) { edges { node { path title } } } }`);
  const ebook = data.products.edges[0].node as { path: string; title: string };
  await addFromProductPage(page, ebook);
  await page.goto('/cart/checkout');
  await page.getByLabel('Full name').fill('Test Shopper');
  await page.getByLabel('Phone number').fill('01712345678');
  await page.getByRole('radio', { name: /^SSLCommerz/ }).check();
  await page.getByRole('button', { name: /^Place order/ }).click();

  await page.waitForURL('**/payments/sandbox/pay/**');
  expect(new URL(page.url()).origin).toBe(loopback);
  await page.getByRole('button', { name: /^Pay / }).click();

  await page.waitForURL(/\/ebook\/payment\/[^/]+\/success$/);
  expect(new URL(page.url()).origin).toBe(loopback);
  await page.getByRole('heading', { name: 'Your ebook is ready', level: 1 }).waitFor();
  // The page is guarded (signed in only): reaching its heading at 127.0.0.1 means the session came back with the shopper.
  const found = (await axeViolations(page)).filter((v) => BLOCKING_IMPACTS.has(v.impact ?? ''));
  expect(found.map((v) => describeViolation('payment success at 127.0.0.1, phone', v))).toEqual([]);
  expect(await scrollsSideways(page)).toBe(false);
  // No 404 for /favicon.ico on the way (issue 34 item 12): the sandbox page names the shop's icon.
  expect(consoleErrors.filter((line) => /favicon|404/.test(line))).toEqual([]);
}, 300_000);
