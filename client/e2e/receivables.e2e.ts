/**
 * Issue 19.6 in a real browser: an admin records a courier remittance at /admin/report/apar-monthly,
 * finds it behind the month's figures at /admin/invoice/apar-monthly/{month}, and a month that cannot
 * be (2026-13) is the not-found page. Both pages pass axe (no serious or critical violation) and do
 * not scroll sideways, on a 390 px phone and a 1366 px laptop.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { dhakaToday } from '../../server/src/shared/dhaka-days.ts';
import { axeViolations, BLOCKING_IMPACTS, describeViolation, scrollsSideways } from './axe.ts';
import { DESKTOP, PHONE } from './browser.ts';
import { signIn, useShop } from './shop.ts';

let context: BrowserContext | undefined;
afterAll(async () => {
  await context?.close();
});

const shop = useShop({ env: { GRAPHQL_TRUSTED_DOCUMENTS: 'false' }, dataDirPrefix: 'pathagar-e2e-receivables-', startTimeoutMs: 400_000 });

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'), undefined, { timeout: 10_000 }).catch(() => undefined);
}

async function check(page: Page, where: string) {
  const blocking: string[] = [];
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await settle(page);
    for (const violation of await axeViolations(page)) {
      if (BLOCKING_IMPACTS.has(violation.impact ?? '')) blocking.push(describeViolation(`${where} ${viewport.width}px`, violation));
    }
    expect([where, viewport.width, await scrollsSideways(page)]).toEqual([where, viewport.width, false]);
  }
  expect(blocking).toEqual([]);
}

it('records a remittance, shows it behind the month, and passes axe at phone and laptop widths', async () => {
  context = await shop.browser.newContext({ baseURL: shop.server.url, bypassCSP: true, viewport: PHONE });
  const page = await context.newPage();
  await page.goto('/auth/login');
  await signIn(page, '01700000001', 'admin123');

  await page.goto('/admin/report/apar-monthly');
  await page.getByRole('heading', { name: 'Courier receivables', level: 1 }).waitFor();
  const form = page.getByRole('form', { name: 'Record a remittance' });
  await form.getByLabel('Amount (Tk)').fill('1250.50');
  await form.getByLabel('Reference').fill('=SF-E2E');
  await form.getByRole('button', { name: 'Record remittance' }).click();
  await page.getByText(/৳1,250\.50 from Steadfast/).first().waitFor();
  await check(page, '/admin/report/apar-monthly');

  const month = dhakaToday().slice(0, 7);
  await page.goto(`/admin/invoice/apar-monthly/${month}`);
  await page.getByRole('heading', { name: /^Courier receivables, / , level: 1 }).waitFor();
  await page.getByRole('table', { name: 'Remittances received' }).getByText('=SF-E2E').waitFor();
  await check(page, `/admin/invoice/apar-monthly/${month}`);

  await page.goto('/admin/invoice/apar-monthly/2026-13');
  await page.getByText('Page not found: /admin/invoice/apar-monthly/2026-13').waitFor();
}, 240_000);
