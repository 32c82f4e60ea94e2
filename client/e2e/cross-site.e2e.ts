/**
 * Issue 10 in a real browser against the built app in production mode:
 * - an attacker's page on another port of the same host (same-site, so the SameSite=Lax session cookie
 *   goes along) can neither read the signed-in customer's data from /api or /graphql nor change their
 *   profile or cart with form posts or fetches;
 * - the shop's own pages (home, a product, /cart, an admin screen) run under the strict CSP without a
 *   single violation.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BrowserContext, Page, Response } from 'playwright-core';
import { signIn, useShop } from './shop.ts';

let attacker: http.Server;
let attackerOrigin: string;
const contexts: BrowserContext[] = [];

// Declared before useShop's own afterAll (jest runs them in order): contexts close before the browser.
afterAll(async () => {
  for (const context of contexts) await context.close();
  await new Promise((resolve) => attacker?.close(resolve));
});

const shop = useShop({ env: { DEMO_CATALOG: 'true', DEMO_CATALOG_SCALE: '0.01' }, dataDirPrefix: 'pathagar-e2e-cross-site-', startTimeoutMs: 240_000 });

beforeAll(async () => {
  attacker = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end('<!doctype html><title>Free books!</title><h1>Free books!</h1>');
  });
  await new Promise<void>((resolve) => attacker.listen(0, resolve));
  // localhost on another port: the same site as the shop, another origin.
  attackerOrigin = `http://localhost:${(attacker.address() as AddressInfo).port}`;
});

async function newContext(): Promise<BrowserContext> {
  const context = await shop.newContext();
  contexts.push(context);
  return context;
}

async function signedInCustomer(): Promise<{ context: BrowserContext; shopPage: Page }> {
  const context = await newContext();
  const shopPage = await context.newPage();
  await shopPage.goto('/auth/login');
  await signIn(shopPage, 'customer@pathagar.test', 'customer123');
  return { context, shopPage };
}

/** A product's slug from the first book card of the academic section. */
async function bookSlug(page: Page): Promise<string> {
  await page.goto('/academic');
  const href = await page.locator('a[href^="/book/"]').first().getAttribute('href');
  return href!.replace('/book/', '');
}

/** Submits a form from the attacker's page to the shop and returns the shop's answer. */
async function submitForm(page: Page, action: string, enctype: string, fields: Record<string, string>): Promise<Response> {
  await page.goto(`${attackerOrigin}/`);
  const answer = page.waitForResponse((response) => response.url() === action && response.request().method() === 'POST');
  await page.evaluate(
    ({ action, enctype, fields }) => {
      const form = document.createElement('form');
      form.method = 'POST';
      form.action = action;
      form.enctype = enctype;
      for (const [name, value] of Object.entries(fields)) {
        const input = document.createElement('input');
        input.name = name;
        input.value = value;
        form.append(input);
      }
      document.body.append(form);
      form.submit();
    },
    { action, enctype, fields },
  );
  const response = await answer;
  // The form navigates the attacker's tab to the shop's answer: let it finish before the next goto.
  await page.waitForURL(action);
  return response;
}

describe('an attacker page on another port', () => {
  it('cannot read the customer\'s data nor change their profile or cart', async () => {
    const { context, shopPage } = await signedInCustomer();
    const shopUrl = shop.server.url;
    const slug = await bookSlug(shopPage);
    const profileBefore = await (await context.request.get('/api/user')).json();
    const cartBefore = await (await context.request.get('/api/cart/info')).json();
    expect(profileBefore).toMatchObject({ email: 'customer@pathagar.test', hsc_batch: 'HSC 2025' });

    // Every answer the shop gives the attacker's page, to check none grants it CORS.
    const evil = await context.newPage();
    const answers: { method: string; url: string; status: number; allowOrigin: string | null }[] = [];
    evil.on('response', (response) => {
      if (!response.url().startsWith(shopUrl)) return;
      answers.push({ method: response.request().method(), url: response.url(), status: response.status(), allowOrigin: response.headers()['access-control-allow-origin'] ?? null });
    });
    await evil.goto(`${attackerOrigin}/`);

    // Reads: CORS keeps the answers from the page.
    const reads = await evil.evaluate(async (shopUrl) => {
      const attempt = (input: string, init: RequestInit) =>
        fetch(input, { credentials: 'include', ...init }).then(
          async (response) => `read ${response.status}: ${await response.text()}`,
          (error: Error) => `blocked (${error.name})`,
        );
      return {
        user: await attempt(`${shopUrl}/api/user`, {}),
        cart: await attempt(`${shopUrl}/api/cart/info`, {}),
        viewer: await attempt(`${shopUrl}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-graphql-csrf': '1' },
          body: JSON.stringify({ query: '{ viewer { email phone } }' }),
        }),
        simpleViewer: await attempt(`${shopUrl}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'text/plain' },
          body: JSON.stringify({ query: '{ viewer { email phone } }' }),
        }),
      };
    }, shopUrl);
    expect(reads).toEqual({ user: 'blocked (TypeError)', cart: 'blocked (TypeError)', viewer: 'blocked (TypeError)', simpleViewer: 'blocked (TypeError)' });

    // Writes the browser sends without asking (no preflight): forms and no-cors fetches.
    const textForm = await submitForm(evil, `${shopUrl}/api/auth/update`, 'text/plain', {
      '{"phone":"01700000003","hsc_batch":"HSC 2026","x":"': '"}',
    });
    expect(textForm.status()).toBe(403);
    const urlencodedForm = await submitForm(evil, `${shopUrl}/api/auth/update`, 'application/x-www-form-urlencoded', {
      phone: '01700000003',
      hsc_batch: 'HSC 2026',
    });
    expect(urlencodedForm.status()).toBe(403);
    const graphqlForm = await submitForm(evil, `${shopUrl}/graphql`, 'application/x-www-form-urlencoded', {
      query: 'mutation { signOut { __typename } }',
    });
    expect(graphqlForm.status()).toBe(403);

    await evil.goto(`${attackerOrigin}/`);
    const writes = await evil.evaluate(
      async ({ shopUrl, slug }) => {
        const send = (path: string, method: string, body: unknown, headers: Record<string, string> = { 'content-type': 'text/plain' }) =>
          fetch(`${shopUrl}${path}`, { method, mode: 'no-cors', credentials: 'include', headers, body: JSON.stringify(body) }).then(
            (response) => response.type,
            (error: Error) => `blocked (${error.name})`,
          );
        const cors = (path: string, body: unknown) =>
          fetch(`${shopUrl}${path}`, {
            method: 'POST',
            credentials: 'include',
            headers: { 'content-type': 'application/json', 'x-graphql-csrf': '1' },
            body: JSON.stringify(body),
          }).then(
            (response) => `answered ${response.status}`,
            (error: Error) => `blocked (${error.name})`,
          );
        return [
          await send('/api/cart', 'POST', { bookId: slug, type: 'book', quantity: 3 }),
          await send('/api/auth/update', 'POST', { phone: '01700000003', hsc_batch: 'HSC 2026' }),
          await send('/graphql', 'POST', { query: 'mutation { signOut { __typename } }' }),
          await cors('/api/cart', { bookId: slug, type: 'book', quantity: 3 }),
          await cors('/graphql', { query: 'mutation { signOut { __typename } }' }),
        ];
      },
      { shopUrl, slug },
    );
    // no-cors answers (Cross-Origin-Resource-Policy: same-origin) and preflighted requests alike fail in the page.
    expect(writes).toEqual(Array(5).fill('blocked (TypeError)'));

    // The forms reached the shop and were refused; so was every other POST the browser let through.
    const posts = answers.filter((answer) => answer.method === 'POST');
    expect(posts.length).toBeGreaterThanOrEqual(3);
    expect(posts.every((answer) => answer.status === 403)).toBe(true);
    expect(answers.filter((answer) => answer.allowOrigin !== null)).toEqual([]);

    // Through the shop's own session: nothing changed, and the customer is still signed in.
    expect(await (await context.request.get('/api/user')).json()).toEqual(profileBefore);
    expect(await (await context.request.get('/api/cart/info')).json()).toEqual(cartBefore);

    // The same write from the shop's own page goes through: the refusals above were about the origin.
    await shopPage.goto('/');
    const own = await shopPage.evaluate(async (slug) => {
      const response = await fetch('/api/cart', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ bookId: slug, type: 'book', quantity: 1 }),
      });
      return { status: response.status, qty: ((await response.json()) as { qty: number }).qty };
    }, slug);
    expect(own).toEqual({ status: 201, qty: cartBefore.qty + 1 });
  });
});

describe('the built app under its Content-Security-Policy', () => {
  it('shows no CSP violation on the home page, a product page, /cart and an admin screen', async () => {
    const context = await newContext();
    await context.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
    });
    const page = await context.newPage();
    const consoleReports: string[] = [];
    page.on('console', (message) => {
      if (/Content.Security.Policy/i.test(message.text())) consoleReports.push(message.text());
    });
    const violations = async (where: string) => ({ where, seen: await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations) });

    const home = await page.goto('/');
    expect(home!.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    await page.locator('a[href^="/book/"]').first().waitFor();
    expect(await violations('home')).toEqual({ where: 'home', seen: [] });

    const slug = await bookSlug(page);
    await page.goto(`/book/${slug}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await violations('product')).toEqual({ where: 'product', seen: [] });

    await page.goto('/auth/login');
    await signIn(page, 'admin@pathagar.test', 'admin123');
    await page.goto('/cart');
    await page.waitForLoadState('networkidle');
    expect(await violations('/cart')).toEqual({ where: '/cart', seen: [] });

    await page.goto('/admin/books');
    await page.waitForLoadState('networkidle');
    await page.locator('a[href^="/admin/books/"]').first().waitFor();
    expect(await violations('/admin/books')).toEqual({ where: '/admin/books', seen: [] });
    expect(consoleReports).toEqual([]);
  });
});
