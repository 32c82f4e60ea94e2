/**
 * Issue 13.6, in a real browser against the built app: what a new user met. A signed-out visit logs
 * no error; an unknown path answers 404; an add to the cart made signed out survives signing in;
 * checkout keeps what was typed and saves the address to the profile; staff land in the back office
 * and see only the screens their permissions open.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { PHONE } from './browser.ts';
import { addFromProductPage, chooseDistrict, graphql, productPath, signIn, useShop, placedOrderNumber } from './shop.ts';

const contexts: BrowserContext[] = [];

// Declared before useShop's own afterAll (jest runs them in order): the contexts close before the browser.
afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
});

// productPath sends query text: trusted documents off (the browser still sends ids).
const shop = useShop({ env: { DEMO_CATALOG: 'true', DEMO_CATALOG_SCALE: '0.02', GRAPHQL_TRUSTED_DOCUMENTS: 'false' }, dataDirPrefix: 'pathagar-e2e-first-' });

async function newPage(): Promise<Page> {
  const context = await shop.newContext();
  contexts.push(context);
  return context.newPage();
}

/** Everything the page reports as going wrong: console errors, uncaught exceptions, failed responses. */
function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`exception: ${error.message}`));
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} ${response.request().method()} ${response.url()}`);
  });
  return problems;
}

describe('a first visit in a real browser', () => {
  it('loads the home page and a product page signed out without a single error or 401', async () => {
    const page = await newPage();
    const problems = watchProblems(page);
    const calls: string[] = [];
    page.on('request', (request) => calls.push(new URL(request.url()).pathname));
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    const book = await productPath(page.context().request, 'BOOK');
    await page.goto(book.path);
    await page.getByRole('heading', { name: book.title, level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Sign in' }).first().waitFor();
    // A revisit is answered 304 from the browser's cache: the app must still run.
    await page.goto(book.path);
    await page.getByRole('heading', { name: book.title, level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
    expect(calls).not.toContain('/api/user');
  }, 120_000);

  it('answers an unknown path with 404 and the same app showing its not-found page', async () => {
    const page = await newPage();
    const missing = await page.goto('/no-such-page');
    expect(missing?.status()).toBe(404);
    await page.getByText('Page not found: /no-such-page').waitFor();
    expect((await page.goto('/info/about'))?.status()).toBe(200);
  });

  it("sends a signed-in product page's catalogue and per-user queries in one request (issue 32)", async () => {
    const page = await newPage();
    await page.goto('/auth/login');
    await signIn(page, '01700000003', 'customer123');
    const book = await productPath(page.context().request, 'BOOK');
    const bodies: unknown[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/graphql') bodies.push(request.postDataJSON());
    });
    const answers: unknown[] = [];
    page.on('response', async (response) => {
      if (new URL(response.url()).pathname === '/graphql' && Array.isArray(response.request().postDataJSON())) answers.push(await response.json());
    });
    await page.goto(book.path);
    await page.getByRole('heading', { name: book.title, level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Add to cart' }).first().waitFor();
    await page.waitForLoadState('networkidle');
    const batches = bodies.filter((body): body is { documentId: string }[] => Array.isArray(body));
    expect(batches.map((batch) => batch.length)).toEqual([2]);
    expect(batches[0]!.every((operation) => typeof operation.documentId === 'string')).toBe(true);
    expect(answers).toEqual([[expect.objectContaining({ data: expect.anything() }), expect.objectContaining({ data: expect.anything() })]]);
  }, 120_000);

  it('adds the item a signed-out shopper asked for once they have signed in, and brings them back', async () => {
    const page = await newPage();
    const book = await productPath(page.context().request, 'BOOK');
    await page.goto(book.path);
    await page.getByRole('heading', { name: book.title, level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Add to cart' }).first().click();
    await page.waitForURL('**/auth/login');
    await signIn(page, '01700000003', 'customer123');
    await page.waitForURL((url) => url.pathname === book.path);
    await page.getByText('Added to cart').waitFor();
    await page.getByRole('link', { name: 'Cart, 1 item' }).waitFor();
  }, 120_000);

  it('names the waiting book on the sign-in page, and adds it once a new shopper has signed up with the SMS code (390×844)', async () => {
    const page = await newPage();
    await page.setViewportSize(PHONE);
    const book = await productPath(page.context().request, 'BOOK');
    await page.goto(book.path);
    await page.getByRole('heading', { name: book.title, level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Add to cart' }).first().click();
    await page.waitForURL('**/auth/login');
    const waiting = page.getByRole('region', { name: 'Waiting for your cart' });
    await waiting.getByText(`${book.title} will be added to your cart after you sign in or create an account.`).waitFor();
    expect(await waiting.locator('img').count()).toBe(1);

    await page.getByRole('link', { name: 'Create an account' }).click();
    await page.waitForURL('**/auth/register');
    // The sign-up page names it too.
    await page.getByRole('region', { name: 'Waiting for your cart' }).getByText(book.title, { exact: false }).waitFor();
    const phone = `0171${String(Date.now()).slice(-7)}`;
    await page.getByLabel('Name').fill('First Visitor');
    await page.getByLabel('Phone Number').fill(phone);
    await page.getByLabel('Password').fill('visitor123');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('form', { name: 'Enter the code' }).waitFor();

    // The code went to the local SMS outbox, where staff (here: the admin, over GraphQL) read it.
    const admin = await newPage();
    await admin.goto('/auth/login');
    await signIn(admin, '01700000001', 'admin123');
    const outbox = await graphql(admin.context().request, `query($to: String) { smsOutbox(first: 1, to: $to) { edges { node { body } } } }`, { to: phone });
    const code = /\b(\d{6})\b/.exec(outbox.smsOutbox.edges[0].node.body)![1]!;
    await page.getByRole('textbox', { name: 'Code' }).fill(code);
    await page.getByRole('button', { name: 'Create account' }).click();

    await page.waitForURL((url) => url.pathname === book.path);
    await page.getByText('Added to cart').waitFor();
    const { cart } = await graphql(page.context().request, '{ cart { lines { quantity product { title } } } }');
    expect(cart.lines).toEqual([{ quantity: 1, product: { title: book.title } }]);
  }, 120_000);

  it('keeps the checkout address while the customer looks elsewhere, and saves it to the profile', async () => {
    const page = await newPage();
    await page.goto('/auth/login');
    await signIn(page, '01700000003', 'customer123');
    const book = await productPath(page.context().request, 'BOOK');
    await addFromProductPage(page, book);
    await page.goto('/cart/checkout');
    await page.getByRole('heading', { name: 'Checkout', level: 1 }).waitFor();
    await page.getByLabel('Address', { exact: true }).fill('House 9, Road 11, Banani');
    await chooseDistrict(page, 'Dhaka');
    await page.getByRole('link', { name: 'Back to cart' }).click();
    await page.getByRole('heading', { name: 'Your cart', level: 1 }).waitFor();
    await page.goBack();
    await page.getByRole('heading', { name: 'Checkout', level: 1 }).waitFor();
    expect(await page.getByLabel('Address', { exact: true }).inputValue()).toBe('House 9, Road 11, Banani');
    expect(await page.getByRole('combobox', { name: 'District' }).inputValue()).toBe('Dhaka (ঢাকা)');

    expect(await page.getByRole('checkbox', { name: 'Save to my profile for next time' }).isChecked()).toBe(true);
    await page.getByText('Inside Dhaka (Dhaka district)').waitFor();
    await page.getByRole('radio', { name: /^Cash on delivery/ }).check();
    await page.getByRole('button', { name: /^Place order/ }).click();
    // A cash-on-delivery order ends on its confirmation page (issue 34).
    await placedOrderNumber(page);

    await page.goto('/profile');
    const addresses = page.getByRole('region', { name: 'Saved addresses' });
    await addresses.getByText('House 9, Road 11, Banani, Dhaka').waitFor();

    // The next checkout starts from it.
    await addFromProductPage(page, book);
    await page.goto('/cart/checkout');
    await page.getByRole('heading', { name: 'Checkout', level: 1 }).waitFor();
    expect(await page.getByRole('radio', { name: 'Demo Customer' }).getAttribute('aria-checked')).toBe('true');
    expect(await page.getByLabel('Address', { exact: true }).inputValue()).toBe('House 9, Road 11, Banani');
  }, 120_000);

  it('takes an admin to the back office after signing in', async () => {
    const page = await newPage();
    await page.goto('/auth/login');
    await signIn(page, '01700000001', 'admin123');
    await page.waitForURL((url) => url.pathname === '/admin');
  });

  it('shows an agent only the back-office links they may follow, and explains a refused screen', async () => {
    const page = await newPage();
    await page.goto('/auth/login');
    await signIn(page, '01700000002', 'agent123');
    // Agents land on the support desk (issue 34); the back office shows them only their links.
    await page.waitForURL((url) => url.pathname === '/agent');
    await page.goto('/admin');
    const nav = page.getByRole('navigation', { name: 'Back office' });
    await nav.getByRole('link', { name: 'Users' }).waitFor();
    expect(await nav.getByRole('link').allTextContents()).toEqual(['Dashboard', 'Users', 'Search', 'Support desk']);

    await page.goto('/admin/books');
    await page.getByRole('heading', { name: 'Forbidden' }).waitFor();
    await page.getByText('(catalog.manage)').waitFor();
    expect(await page.getByRole('button', { name: 'Try again' }).count()).toBe(0);
    await page.getByRole('link', { name: 'Back to the back office' }).click();
    await page.waitForURL((url) => url.pathname === '/admin');
  });
});
