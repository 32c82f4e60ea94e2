/**
 * Issue 35 acceptance, in a real browser against the production build, on a 390×844 phone:
 * - a whole purchase (search, product, cart, checkout, sandbox payment, success, library, reader) in
 *   Bangla, with Bangla digits in prices and page numbers, and the same journey in English; every step
 *   found by the catalogue's words (client/e2e/messages.ts), checked with axe, kept as a screenshot
 *   with E2E_SHOTS=/dir;
 * - the language chosen with the header's switch follows the customer to a new browser on sign-in;
 * - no storefront page scrolls sideways at 320 px in Bangla (its words are longer); axe on its first views.
 */
import type { APIRequestContext, BrowserContext, Page } from 'playwright-core';
import { formatNumber } from '../../server/src/shared/i18n/format.ts';
import type { Locale } from '../../server/src/shared/i18n/locale.ts';
import { axeViolations, BLOCKING_IMPACTS, describeViolation } from './axe.ts';
import { PHONE } from './browser.ts';
import { BANGLA_DIGITS, say, sayingPattern } from './messages.ts';
import { describeOverflow, horizontalOverflow } from './overflow.ts';
import { keepShot } from './shots.ts';
import { CONDITION_TIMEOUT_MS, graphql, useShop } from './shop.ts';

const contexts: BrowserContext[] = [];
afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
});

const shop = useShop({
  env: { DEMO_CATALOG: 'true', DEMO_CATALOG_SCALE: '0.02', GRAPHQL_TRUSTED_DOCUMENTS: 'false', PAYMENT_SANDBOX: 'true' },
  dataDirPrefix: 'pathagar-e2e-bangla-',
  startTimeoutMs: 420_000,
});

/** A phone whose shopper has chosen `locale` (the `lang` cookie the switch sets), or none yet. */
async function phone(locale: Locale | null, viewport: { width: number; height: number } = PHONE): Promise<Page> {
  const context = await shop.browser.newContext({ baseURL: shop.server.url, viewport, deviceScaleFactor: 2, isMobile: true, hasTouch: true, bypassCSP: true });
  context.setDefaultTimeout(CONDITION_TIMEOUT_MS);
  if (locale) await context.addCookies([{ name: 'lang', value: locale, url: shop.server.url }]);
  contexts.push(context);
  return context.newPage();
}

/** Signs a demo customer in through the API (the browser context keeps the session cookie, and the account's language). */
async function signInThroughApi(request: APIRequestContext, cred: string, password: string): Promise<void> {
  const response = await request.post('/api/auth/login', { data: { cred, password } });
  expect(response.status()).toBe(200);
}

/** A demo ebook whose PDF is ready and that the signed-in customer does not own yet. */
async function ebookToBuy(request: APIRequestContext): Promise<{ path: string; slug: string; title: string; pageCount: number }> {
  const deadline = Date.now() + 120_000;
  for (;;) {
    const data = await graphql(request, `{ products(first: 50, filter: { kinds: [EBOOK] }) { edges { node { path slug title ... on Ebook { pageCount readerAccess } } } } }`);
    const nodes = data.products.edges.map((edge: { node: { path: string; slug: string; title: string; pageCount: number; readerAccess: string } }) => edge.node);
    const ready = nodes.find((node: { readerAccess: string; pageCount: number }) => node.readerAccess === 'PREVIEW' && node.pageCount > 0 && node.pageCount < 100);
    if (ready) return ready;
    if (Date.now() > deadline) throw new Error('No demo ebook got its PDF within two minutes');
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/** axe's serious and critical findings, a screenshot, and no sideways scrolling: what every step is checked for. */
async function checkStep(page: Page, locale: Locale, step: string): Promise<void> {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await keepShot(page, `${locale} ${step}`);
  const blocking = (await axeViolations(page)).filter((v) => BLOCKING_IMPACTS.has(v.impact ?? '')).map((v) => describeViolation(`${locale} ${step}`, v));
  expect(blocking).toEqual([]);
  expect(describeOverflow(`${locale} ${step}`, await horizontalOverflow(page))).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.lang)).toBe(locale);
}

/** A price on screen in `locale`'s digits. */
async function expectPriceDigits(page: Page, locale: Locale, where: string): Promise<void> {
  const prices = await page.locator('main').getByText(/৳/).allTextContents();
  expect(prices.length).toBeGreaterThan(0);
  for (const price of prices) expect(`${where}: ${price}`).toMatch(locale === 'bn' ? BANGLA_DIGITS : /৳\d/);
}

const CUSTOMERS: Record<Locale, [cred: string, password: string]> = {
  bn: ['01700000004', 'fresh123'],
  en: ['01700000003', 'customer123'],
};

describe.each(['bn', 'en'] as const)('a whole purchase in %s on a phone', (locale) => {
  it('search, product, cart, checkout, sandbox payment, success, library and reader speak the language', async () => {
    const page = await phone(locale);
    const request = page.context().request;
    await signInThroughApi(request, ...CUSTOMERS[locale]);
    await request.post('/api/auth/update', { data: { phone: CUSTOMERS[locale][0], hsc_batch: 'HSC 2026' } });
    const ebook = await ebookToBuy(request);

    // Search from the home page's header.
    await page.goto('/');
    // The header's plain search box gives way to its combobox (suggestions) once the page has settled: type into that.
    const search = page.getByRole('combobox', { name: say(locale, 'header.search.label') });
    await search.waitFor();
    await search.fill(ebook.title);
    await search.press('Enter');
    await page.waitForURL('**/search?**');
    await page.getByRole('link', { name: ebook.title }).first().waitFor();
    await checkStep(page, locale, '1 search');

    // The product page, its price in the language's digits.
    await page.getByRole('link', { name: ebook.title }).first().click();
    await page.getByRole('heading', { name: ebook.title, level: 1 }).waitFor();
    await expectPriceDigits(page, locale, 'product page');
    await checkStep(page, locale, '2 product');
    await page.getByRole('button', { name: say(locale, 'catalogue.cart.add') }).first().click();
    await page.getByText(say(locale, 'catalogue.cart.added')).waitFor();

    // The cart.
    await page.getByRole('link', { name: say(locale, 'catalogue.cart.view') }).click();
    await page.getByRole('heading', { name: say(locale, 'cart.page.heading'), level: 1 }).waitFor();
    await expectPriceDigits(page, locale, 'cart');
    await checkStep(page, locale, '3 cart');

    // Checkout, paid through the sandbox gateway (its own page is the gateway's, in English).
    await page.getByRole('link', { name: say(locale, 'cart.page.proceed') }).click();
    await page.getByRole('heading', { name: say(locale, 'checkout.page.heading'), level: 1 }).waitFor();
    await page.getByLabel(say(locale, 'checkout.field.name')).fill(locale === 'bn' ? 'বাংলা ক্রেতা' : 'English Shopper');
    await page.getByLabel(say(locale, 'checkout.field.phone')).fill('01712345678');
    await page.getByRole('radio', { name: /^SSLCommerz/ }).check();
    await expectPriceDigits(page, locale, 'checkout');
    await checkStep(page, locale, '4 checkout');
    await page.getByRole('button', { name: sayingPattern(locale, 'checkout.submit.pay', ['total']) }).click();
    await page.waitForURL('**/payments/sandbox/pay/**');
    await page.getByRole('button', { name: /^Pay / }).click();

    // Success, then the library and the reader.
    await page.waitForURL(/\/ebook\/payment\/[^/]+\/success$/);
    await page.getByRole('link', { name: say(locale, 'orders.success.openLibrary') }).waitFor();
    await checkStep(page, locale, '5 payment success');
    await page.getByRole('link', { name: say(locale, 'orders.success.openLibrary') }).click();
    await page.waitForURL('**/ebook/library');
    const item = page.getByRole('listitem', { name: ebook.title });
    await item.getByRole('link', { name: say(locale, 'library.ebooks.start') }).waitFor();
    await checkStep(page, locale, '6 library');
    await item.getByRole('link', { name: say(locale, 'library.ebooks.start') }).click();
    await page.waitForURL(`**/ebook/${ebook.slug}/read`);
    await page.locator('.reader[data-rendered-page="1"]').waitFor();
    await page.getByText(say(locale, 'library.reader.pageOf', { page: formatNumber(1, locale), total: formatNumber(ebook.pageCount, locale) })).first().waitFor();
    await checkStep(page, locale, '7 reader');
  }, 300_000);
});

describe('the language a customer chose', () => {
  it('is switched from the phone header, kept on the account, and follows the customer to a new browser at sign-in', async () => {
    const first = await phone(null);
    await signInThroughApi(first.context().request, '01700000003', 'customer123');
    await first.goto('/');
    expect(await first.evaluate(() => document.documentElement.lang)).toBe('en');
    // The switch names the other language in its own script: বাংলা in English, English in Bangla.
    await first.getByRole('banner').getByRole('link', { name: say('en', 'language.switch.to'), exact: true }).click();
    await first.getByRole('banner').getByRole('link', { name: say('bn', 'language.switch.to'), exact: true }).waitFor();
    expect(await first.evaluate(() => document.documentElement.lang)).toBe('bn');
    await first.getByRole('searchbox', { name: say('bn', 'header.search.label') }).waitFor();
    await keepShot(first, 'bn switched on the phone');

    // Another browser, nothing chosen in it: English until the customer signs in, Bangla after.
    const second = await phone(null);
    await second.goto('/');
    expect(await second.evaluate(() => document.documentElement.lang)).toBe('en');
    await signInThroughApi(second.context().request, '01700000003', 'customer123');
    await second.goto('/');
    expect(await second.evaluate(() => document.documentElement.lang)).toBe('bn');
    await second.getByRole('searchbox', { name: say('bn', 'header.search.label') }).waitFor();
  }, 120_000);
});

describe('Bangla type', () => {
  it('sets pages in Bangla with taller lines than English ones (vowel signs above and below, stacked conjuncts)', async () => {
    const leading = async (locale: Locale) => {
      const page = await phone(locale);
      await page.goto('/academic');
      await page.locator('.product-card__title').first().waitFor();
      return page.evaluate(() => {
        const ratio = (element: Element) => Math.round((parseFloat(getComputedStyle(element).lineHeight) / parseFloat(getComputedStyle(element).fontSize)) * 100) / 100;
        return { text: ratio(document.body), title: ratio(document.querySelector('.product-card__title')!), heading: ratio(document.querySelector('h1')!) };
      });
    };
    const bangla = await leading('bn');
    const english = await leading('en');
    expect(english).toEqual({ text: 1.5, title: 1.25, heading: 1.25 });
    expect(bangla).toEqual({ text: 1.7, title: 1.4, heading: 1.4 });
  }, 60_000);
});

describe('Bangla on a 320 px phone', () => {
  it('scrolls no storefront page sideways, and its first views pass axe', async () => {
    const page = await phone('bn', { width: 320, height: 640 });
    const request = page.context().request;
    const ebook = await ebookToBuy(request);
    const paths = ['/', '/academic', '/ebook', '/bundle', '/search?q=physics', ebook.path, '/auth/login', '/auth/register', '/info/about', '/no-such-page'];
    const problems: string[] = [];
    for (const path of paths) {
      await page.goto(path);
      await page.locator('h1').first().waitFor();
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      problems.push(...describeOverflow(path, await horizontalOverflow(page)));
      // The first views (home, a section) are also checked with axe in Bangla; the journey above checks the rest.
      if (path === '/' || path === '/academic') {
        problems.push(...(await axeViolations(page)).filter((v) => BLOCKING_IMPACTS.has(v.impact ?? '')).map((v) => describeViolation(`bn ${path}`, v)));
      }
      await keepShot(page, `bn 320 ${path}`);
    }
    expect(problems).toEqual([]);
  }, 240_000);
});
