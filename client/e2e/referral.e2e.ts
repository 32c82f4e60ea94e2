/**
 * Issue 20 (item 8), in a real browser against the built app: an admin enrols a customer as a
 * campus representative; another customer enters the representative's joining id in the cart
 * (an unknown one is refused first) and checks out; the representative finds the order at /reports,
 * the customer masked.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { axeViolations, BLOCKING_IMPACTS, describeViolation } from './axe.ts';
import { addFromProductPage, chooseDistrict, CONDITION_TIMEOUT_MS, graphql, productPath, signIn, useShop, placedOrderNumber } from './shop.ts';

const contexts: BrowserContext[] = [];

// Declared before useShop's own afterAll (jest runs them in order): the contexts close before the browser.
afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
});

const shop = useShop({ env: { DEMO_CATALOG: 'true', DEMO_CATALOG_SCALE: '0.02', GRAPHQL_TRUSTED_DOCUMENTS: 'false' }, dataDirPrefix: 'pathagar-e2e-referral-' });

async function signedInPage(phone: string, password: string, { bypassCSP = false } = {}): Promise<Page> {
  // bypassCSP: axe-core is injected as a script the shop's Content-Security-Policy would refuse.
  const context = bypassCSP ? await shop.browser.newContext({ baseURL: shop.server.url, bypassCSP }) : await shop.newContext();
  context.setDefaultTimeout(CONDITION_TIMEOUT_MS);
  contexts.push(context);
  const page = await context.newPage();
  await page.goto('/auth/login');
  await signIn(page, phone, password);
  return page;
}

describe('the referral programme in a real browser', () => {
  it('a customer checks out with a joining id and the representative sees the order at /reports', async () => {
    // The representative: the second demo customer, given an HSC batch so the profile dialog stays shut.
    const rep = await signedInPage('01700000004', 'fresh123', { bypassCSP: true });
    await graphql(rep.context().request, `mutation { updateProfile(input: { hscBatch: "HSC 2026" }) { __typename } }`);
    const { viewer } = await graphql(rep.context().request, '{ viewer { id } }');
    const admin = await signedInPage('01700000001', 'admin123');
    const enrolled = await graphql(
      admin.context().request,
      `mutation($id: ID!) { enrolRepresentative(input: { userId: $id, joiningId: "DHK-COLLEGE", displayName: "Fresh Rep", institution: "Dhaka College" }) { __typename } }`,
      { id: viewer.id },
    );
    expect(enrolled.enrolRepresentative.__typename).toBe('MutationEnrolRepresentativeSuccess');

    const shopper = await signedInPage('01700000003', 'customer123');
    await addFromProductPage(shopper, await productPath(shopper.context().request, 'BOOK'));
    await shopper.goto('/cart');
    const field = shopper.getByLabel('Referral code (joining id)');
    await field.fill('NOBODY-1');
    await shopper.getByRole('button', { name: 'Add', exact: true }).click();
    await shopper.getByRole('alert').filter({ hasText: 'No campus representative has this joining id' }).waitFor();
    await field.fill('dhk-college');
    await shopper.getByRole('button', { name: 'Add', exact: true }).click();
    await shopper.getByText('DHK-COLLEGE', { exact: true }).waitFor();

    await shopper.goto('/cart/checkout');
    await shopper.getByRole('heading', { name: 'Checkout', level: 1 }).waitFor();
    await shopper.getByLabel('Full name').fill('Sadia Shopper');
    await shopper.getByLabel('Phone number').fill('01712345678');
    await shopper.getByLabel('Address').fill('House 5, Road 3, Dhanmondi');
    await chooseDistrict(shopper, 'Dhaka');
    await shopper.getByRole('radio', { name: /^Cash on delivery/ }).check();
    await shopper.getByRole('button', { name: /^Place order/ }).click();
    const number = await placedOrderNumber(shopper);

    await rep.goto('/reports');
    await rep.getByRole('heading', { name: 'Referral reports', level: 1 }).waitFor();
    const row = rep.getByRole('table', { name: 'Orders with your code' }).getByRole('row', { name: new RegExp(number) });
    await row.waitFor();
    expect(await row.textContent()).toContain('S. 017******78');
    expect(await row.textContent()).toContain('Pending');
    expect(await rep.content()).not.toContain('01712345678');
    await rep.getByRole('table', { name: 'Orders by month' }).waitFor();

    // The representative's three screens pass axe-core (no serious or critical violation).
    const blocking: string[] = [];
    for (const [page, path, heading] of [
      [rep, '/reports', 'Referral reports'],
      [rep, '/sales/stationary', 'Stationery sales'],
      [rep, '/edit', 'Representative profile'],
    ] as const) {
      await page.goto(path);
      await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
      await page.getByRole('heading', { level: 2 }).first().or(page.getByRole('form')).first().waitFor();
      for (const violation of await axeViolations(page)) {
        if (BLOCKING_IMPACTS.has(violation.impact ?? '')) blocking.push(describeViolation(path, violation));
      }
    }
    expect(blocking).toEqual([]);
  }, 180_000);
});
