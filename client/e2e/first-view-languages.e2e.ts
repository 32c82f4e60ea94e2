/**
 * Issue 35: the first screen is in the shopper's language before any script runs. The build draws the
 * first views of `/` and the section pages in Bangla and English, and the server sends the one of the
 * page's language (the `lang` cookie, else Accept-Language, else the shop's default). With JavaScript
 * off, a Bangla browser at 390×844 sees the header in Bangla on `/` and `/academic`, and the same
 * browser after choosing English (the cookie) sees English. The prerendered views hold no prices (the
 * product cards are skeletons with their covers until the data comes), so prices are looked at once the
 * app has drawn the cards: Bangla digits in Bangla, Latin in English.
 */
import { tmpdir } from 'node:os';
import type { BrowserContext, Page } from 'playwright-core';
import { PHONE } from './browser.ts';
import { CONDITION_TIMEOUT_MS, useShop } from './shop.ts';

const contexts: BrowserContext[] = [];
// Declared before useShop's own afterAll (jest runs them in order): the contexts close before the browser.
afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
});

const shop = useShop({ env: { DEMO_CATALOG: 'true', DEMO_CATALOG_SCALE: '0.02' }, dataDirPrefix: 'pathagar-e2e-first-languages-' });

async function phone({ scripts, cookie }: { scripts: boolean; cookie?: 'bn' | 'en' }): Promise<Page> {
  const context = await shop.browser.newContext({
    baseURL: shop.server.url,
    viewport: PHONE,
    javaScriptEnabled: scripts,
    locale: 'bn-BD',
    extraHTTPHeaders: { 'Accept-Language': 'bn-BD,bn;q=0.9' },
  });
  context.setDefaultTimeout(CONDITION_TIMEOUT_MS);
  if (cookie) await context.addCookies([{ name: 'lang', value: cookie, url: shop.server.url }]);
  contexts.push(context);
  return context.newPage();
}

/** What the header says, read from the page as the server sent it. */
const headerOf = (page: Page) =>
  page.$eval('.site-header', (header) => ({
    lang: document.documentElement.lang,
    firstView: document.getElementById('root')?.getAttribute('data-first-view') ?? null,
    signIn: header.querySelector('.account-nav__sign-in')?.textContent?.trim() ?? null,
    cart: header.querySelector('.cart-link__text')?.textContent?.trim() ?? null,
    menu: header.querySelector('.site-header__menu')?.getAttribute('aria-label') ?? null,
    search: header.querySelector<HTMLInputElement>('.header-search__input')?.placeholder ?? null,
    sections: [...header.querySelectorAll('.site-header__link')].map((link) => link.textContent?.trim()),
  }));

const BANGLA_DIGIT = /[০-৯]/;
const LATIN_DIGIT = /[0-9]/;

describe.each(['/', '/academic'])('the first view of %s with scripts off at 390×844', (path) => {
  it('is in Bangla for a browser that asks for Bangla', async () => {
    const page = await phone({ scripts: false });
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    expect(response?.headers().vary).toMatch(/Accept-Language/);
    const header = await headerOf(page);
    console.log(`${path} in Bangla, scripts off: ${JSON.stringify(header)}`);
    expect(header).toMatchObject({ lang: 'bn', firstView: path, signIn: 'সাইন ইন', cart: 'কার্ট', menu: 'মেনু', search: 'বই, লেখক বা ISBN খুঁজুন…' });
    expect(header.sections.slice(0, 4)).toEqual(['একাডেমিক', 'ইঞ্জিনিয়ারিং', 'মেডিকেল', 'ভার্সিটি']);
    // The phone's first screen shows the header's Bangla words themselves (painted, not only in the markup).
    // (The cart's word is for wide screens; on a phone it is the icon, named কার্ট for screen readers.)
    await page.locator('.account-nav__sign-in', { hasText: 'সাইন ইন' }).waitFor({ state: 'visible' });
    await page.getByRole('link', { name: 'কার্ট' }).waitFor({ state: 'visible' });
    await page.screenshot({ path: `${tmpdir()}/pathagar-first-view-bn${path.replaceAll('/', '-')}.png` });
    expect(await page.locator('body').innerText()).not.toMatch(/\bSign in\b/);
  });

  it('is in English once the shopper has chosen English (the lang cookie), whatever the browser asks for', async () => {
    const page = await phone({ scripts: false, cookie: 'en' });
    await page.goto(path);
    const header = await headerOf(page);
    expect(header).toMatchObject({ lang: 'en', firstView: path, signIn: 'Sign in', cart: 'Cart', menu: 'Menu' });
    expect(header.sections.slice(0, 4)).toEqual(['Academic', 'Engineering', 'Medical', 'Varsity']);
    await page.locator('.account-nav__sign-in', { hasText: 'Sign in' }).waitFor({ state: 'visible' });
    await page.screenshot({ path: `${tmpdir()}/pathagar-first-view-en${path.replaceAll('/', '-')}.png` });
    expect(await page.locator('.site-header').innerText()).not.toMatch(/সাইন ইন|কার্ট/);
  });
});

describe.each(['/', '/academic'])('the prices of %s once the app has drawn the cards at 390×844', (path) => {
  const firstPrice = async (page: Page) => {
    const price = page.locator('.product-card__price').first();
    await price.waitFor({ state: 'visible' });
    return (await price.innerText()).trim();
  };

  it('have Bangla digits for a Bangla browser', async () => {
    const page = await phone({ scripts: true });
    await page.goto(path);
    const price = await firstPrice(page);
    console.log(`First price of ${path} in Bangla: ${price}`);
    expect(price).toContain('৳');
    expect(price).toMatch(BANGLA_DIGIT);
    expect(price).not.toMatch(LATIN_DIGIT);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('bn');
  });

  it('have Latin digits once the shopper has chosen English', async () => {
    const page = await phone({ scripts: true, cookie: 'en' });
    await page.goto(path);
    const price = await firstPrice(page);
    expect(price).toMatch(LATIN_DIGIT);
    expect(price).not.toMatch(BANGLA_DIGIT);
  });
});
