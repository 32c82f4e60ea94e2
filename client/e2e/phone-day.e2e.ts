/**
 * Issue 34 items 3, 7, 8 and 9, what a day in the shop on a phone showed, in a real browser against
 * the built app:
 * - 3: checkout's District, chosen from its list by a tap (phone) or the keyboard (laptop), stays
 *   valid after leaving it; a message comes only after a real attempt (an unknown name, a submit).
 * - 7: the home page's grid on a 390 px phone has two columns (two lines of title, badges and button
 *   labels whole), and the shop's sections are reachable from the first screen.
 * - 8: at 200 % text no storefront page scrolls sideways on a 390 px phone (WCAG 1.4.4).
 * - 9: "Added to cart" stays clear of the button that added, and offers "View cart" (a link, reached
 *   with F8 from the keyboard, in a polite live region).
 * Axe runs on every page these items touch.
 */
import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import { axeViolations, BLOCKING_IMPACTS, describeViolation } from './axe.ts';
import { keepShot } from './shots.ts';
import { DESKTOP, PHONE } from './browser.ts';
import { describeOverflow, horizontalOverflow } from './overflow.ts';
import { addFromProductPage, CONDITION_TIMEOUT_MS, graphql, productPath, signIn, useShop } from './shop.ts';

const contexts: BrowserContext[] = [];
// Declared before useShop's own afterAll (jest runs them in order): the contexts close before the browser.
afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
});

const shop = useShop({ env: { DEMO_CATALOG: 'true', DEMO_CATALOG_SCALE: '0.02', GRAPHQL_TRUSTED_DOCUMENTS: 'false' }, dataDirPrefix: 'pathagar-e2e-phone-day-' });

/** A 390×844 phone at device scale 3 with touch, as the day's shoppers had; bypassCSP lets axe in. */
async function phonePage(): Promise<Page> {
  const context = await shop.browser.newContext({ baseURL: shop.server.url, viewport: PHONE, deviceScaleFactor: 3, isMobile: true, hasTouch: true, bypassCSP: true });
  context.setDefaultTimeout(CONDITION_TIMEOUT_MS);
  contexts.push(context);
  return context.newPage();
}

async function laptopPage(): Promise<Page> {
  const context = await shop.browser.newContext({ baseURL: shop.server.url, viewport: { width: 1366, height: 800 }, bypassCSP: true });
  context.setDefaultTimeout(CONDITION_TIMEOUT_MS);
  contexts.push(context);
  return context.newPage();
}

async function signedInCustomer(page: Page): Promise<void> {
  await page.goto('/auth/login');
  await signIn(page, '01700000003', 'customer123');
}

/** Opens a path and waits for its heading, the network, the fonts and the end of any skeleton. */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator('h1').first().waitFor();
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'), undefined, { timeout: 10_000 }).catch(() => undefined);
}

async function blockingAxe(page: Page, where: string): Promise<string[]> {
  await keepShot(page, `phone ${where}`);
  return (await axeViolations(page)).filter((v) => BLOCKING_IMPACTS.has(v.impact ?? '')).map((v) => describeViolation(where, v));
}

type Box = { top: number; bottom: number; left: number; right: number };
const intersects = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
const boxOf = (page: Page, selector: string) =>
  page.locator(selector).first().evaluate((element) => {
    const r = element.getBoundingClientRect();
    return { top: r.top, bottom: r.bottom, left: r.left, right: r.right };
  });

/** Puts a book in the signed-in customer's cart (through the API) and opens checkout. */
async function openCheckoutWithABook(page: Page): Promise<void> {
  const { products } = await graphql(page.context().request, `query($kinds: [ProductKind!]) { products(first: 1, filter: { kinds: $kinds, inStock: true }) { edges { node { id title } } } }`, { kinds: ['BOOK'] });
  expect(products.edges.length).toBe(1);
  const added = await graphql(page.context().request, `mutation($input: AddToCartInput!) { addToCart(input: $input) { __typename } }`, { input: { productId: products.edges[0].node.id, quantity: 1 } });
  expect(added.addToCart.__typename).toBe('MutationAddToCartSuccess');
  await open(page, '/cart/checkout');
  await page.getByLabel('Address').fill('House 12, Road 5, Dhanmondi');
}

describe('item 3: the district chosen from the list stays valid', () => {
  const district = (page: Page) => page.getByRole('combobox', { name: 'District' });
  const districtMessage = (page: Page) => page.locator('.district-field .ui-field__error');

  it('on a phone: a tap on "Dhaka (ঢাকা)" and leaving the box shows no message, and the delivery place is Inside Dhaka', async () => {
    const page = await phonePage();
    await signedInCustomer(page);
    await openCheckoutWithABook(page);
    await district(page).tap();
    await district(page).pressSequentially('Dha');
    await page.getByRole('option', { name: /^Dhaka / }).tap();
    await page.getByText('Inside Dhaka (Dhaka district)').waitFor();
    await expect(district(page).inputValue()).resolves.toBe('Dhaka (ঢাকা)');
    // Leaving the box: a tap on the name field above it.
    await page.getByLabel('Full name').tap();
    await page.getByText('Inside Dhaka (Dhaka district)').waitFor();
    expect(await districtMessage(page).textContent()).toBe('');
    expect(await district(page).getAttribute('aria-invalid')).toBeNull();
    expect(await blockingAxe(page, 'checkout (phone)')).toEqual([]);
    expect(describeOverflow('checkout (phone)', await horizontalOverflow(page))).toEqual([]);
  }, 150_000);

  it('with the keyboard: typing, Enter on the highlighted district and Tab shows no message; an unknown name does, once left', async () => {
    const page = await laptopPage();
    await signedInCustomer(page);
    await openCheckoutWithABook(page);
    // Passing through District untouched says nothing (no attempt yet).
    await page.getByLabel('Address').focus();
    await page.keyboard.press('Tab');
    await expect(page.evaluate(() => document.activeElement?.getAttribute('role'))).resolves.toBe('combobox');
    await page.keyboard.press('Tab');
    expect(await districtMessage(page).textContent()).toBe('');

    await district(page).focus();
    await page.keyboard.type('dhaka');
    await page.getByRole('option', { name: /^Dhaka / }).waitFor();
    await page.keyboard.press('Enter');
    await page.getByText('Inside Dhaka (Dhaka district)').waitFor();
    await expect(district(page).inputValue()).resolves.toBe('Dhaka (ঢাকা)');
    await page.keyboard.press('Tab');
    await page.getByText('Inside Dhaka (Dhaka district)').waitFor();
    expect(await districtMessage(page).textContent()).toBe('');
    expect(await district(page).getAttribute('aria-invalid')).toBeNull();

    // A real attempt with a name that is no district is told so when the box is left.
    await district(page).fill('');
    await page.keyboard.type('Atlantis');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Tab');
    await districtMessage(page).filter({ hasText: 'Choose your district from the list' }).waitFor();
    expect(await district(page).getAttribute('aria-invalid')).toBe('true');
  }, 150_000);
});

describe('item 7: the home page grid on a 390 px phone', () => {
  let page: Page;
  beforeAll(async () => {
    page = await phonePage();
    await open(page, '/');
    await page.getByRole('list', { name: 'Bestsellers' }).locator('img').first().waitFor();
  }, 60_000);

  const columnsAt = async (width: number) => {
    await page.setViewportSize({ width, height: PHONE.height });
    return page.$$eval('.home .product-row--grid .product-grid__item', (items) => new Set(items.map((item) => Math.round(item.getBoundingClientRect().left))).size);
  };

  it('has two columns of cards up to 480 px, more on wider screens', async () => {
    expect(await columnsAt(PHONE.width)).toBe(2);
    expect(await columnsAt(360)).toBe(2);
    expect(await columnsAt(480)).toBe(2);
    expect(await columnsAt(800)).toBeGreaterThan(2);
    await page.setViewportSize(PHONE);
  });

  it('gives every card two lines of title, whole badges and button labels clear of their edges', async () => {
    await page.setViewportSize(PHONE);
    const cards = await page.$$eval('.home .product-row--grid .product-card', (articles) =>
      articles.map((card) => {
        const title = card.querySelector<HTMLElement>('.product-card__title')!;
        const line = parseFloat(getComputedStyle(title).lineHeight);
        const badges = [...card.querySelectorAll<HTMLElement>('.ui-badge')].map((badge) => ({
          text: badge.textContent,
          clipped: badge.scrollWidth > badge.clientWidth + 1 || badge.getBoundingClientRect().right > card.getBoundingClientRect().right - 1,
        }));
        const buttons = [...card.querySelectorAll<HTMLElement>('.product-card__actions button')].map((button) => {
          // The label's own text (not the product's name kept for screen readers in a visually hidden span).
          const text = [...button.childNodes]
            .filter((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim())
            .flatMap((node) => {
              const range = document.createRange();
              range.selectNodeContents(node);
              return [...range.getClientRects()];
            });
          const box = button.getBoundingClientRect();
          return { left: Math.min(...text.map((r) => r.left)) - box.left, right: box.right - Math.max(...text.map((r) => r.right)) };
        });
        return { title: title.textContent, titleWidth: title.getBoundingClientRect().width, maxLines: Math.round(title.clientHeight / line), wraps: title.scrollHeight > title.clientHeight, badges, buttons };
      }),
    );
    expect(cards.length).toBeGreaterThanOrEqual(4);
    for (const card of cards) {
      // Wide enough for about three words a line ("MIST Admission Guide"), in two lines.
      expect([card.title, card.titleWidth >= 150]).toEqual([card.title, true]);
      expect([card.title, card.badges.filter((badge) => badge.clipped)]).toEqual([card.title, []]);
      for (const button of card.buttons) expect([card.title, button.left >= 8, button.right >= 8]).toEqual([card.title, true, true]);
    }
  });

  it('shows the shop’s sections (Academic, Engineering, Medical, Varsity) within the first screen', async () => {
    await page.setViewportSize(PHONE);
    await page.evaluate(() => window.scrollTo(0, 0));
    for (const name of ['Academic', 'Engineering', 'Medical', 'Varsity']) {
      const link = page.locator('main').getByRole('link', { name, exact: true }).first();
      const box = await link.boundingBox();
      expect([name, box !== null && box.y >= 0 && box.y + box.height <= PHONE.height && box.x >= 0 && box.x + box.width <= PHONE.width]).toEqual([name, true]);
    }
    await page.locator('main').getByRole('link', { name: 'Engineering', exact: true }).first().tap();
    await page.getByRole('heading', { level: 1, name: 'Engineering' }).waitFor();
    await page.goBack();
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await blockingAxe(page, 'home (phone)')).toEqual([]);
    expect(describeOverflow('home (phone)', await horizontalOverflow(page))).toEqual([]);
  });
});

/**
 * Doubles the browser's text size the way a shopper does it: Chromium's own font-size setting (the
 * default "standard" 16 px and "fixed" 13 px fonts, as chrome://settings/fonts sets them), through
 * CDP's Page.setFontSizes. Everything sized in rem, em or % follows it, exactly as on the shopper's
 * browser; a root `font-size: 200%` injected into the page would instead override the shop's own root
 * rule and test a page that is not the one shipped. (Browser zoom is not what WCAG 1.4.4 checks here:
 * a zoomed page is narrower in CSS pixels, and the 320 px check covers that.)
 */
async function doubleTheTextSize(page: Page): Promise<CDPSession> {
  const session = await page.context().newCDPSession(page);
  await session.send('Page.enable');
  await session.send('Page.setFontSizes' as never, { fontSizes: { standard: 32, fixed: 26 } } as never);
  return session;
}

describe('item 8: 200 % text on a 390 px phone', () => {
  it('scrolls no storefront page sideways, and the book page’s zoom button leaves the title and author free', async () => {
    const request = (await shop.newContext()).request;
    const book = await productPath(request, 'BOOK');
    const ebook = await productPath(request, 'EBOOK');
    const stationery = await productPath(request, 'STATIONERY');
    const { products } = await graphql(request, `{ products(first: 1, filter: { kinds: [BUNDLE] }) { edges { node { path } } } }`);
    const bundle = products.edges[0].node.path as string;

    const page = await phonePage();
    await signedInCustomer(page);
    await addFromProductPage(page, book);
    await doubleTheTextSize(page);
    await open(page, '/');
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('32px');

    const paths = ['/', '/academic', book.path, ebook.path, bundle, stationery.path, '/search?q=physics', '/cart', '/cart/checkout', '/orders', '/ebook/library'];
    const failures: string[] = [];
    for (const path of paths) {
      await open(page, path);
      failures.push(...describeOverflow(`${path} at 200 % text`, await horizontalOverflow(page)));
    }
    // The cover's zoom button sits on the cover, over nothing else of the page.
    await open(page, book.path);
    const zoomBox = await page.getByRole('button', { name: /^Enlarge the cover of/ }).evaluate((e) => e.getBoundingClientRect().toJSON() as Box);
    for (const selector of ['.product-hero__title', '.product-hero__byline']) {
      if (intersects(zoomBox, await boxOf(page, selector))) failures.push(`${book.path} at 200 % text: the cover's zoom button covers ${selector}`);
    }
    expect(failures).toEqual([]);
  }, 240_000);
});

describe('item 9: the "Added to cart" toast', () => {
  it('on a phone stays clear of the button that added and of the bottom bar, and its "View cart" opens the cart', async () => {
    const page = await phonePage();
    await signedInCustomer(page);
    const book = await productPath(page.context().request, 'BOOK');
    await open(page, book.path);
    const inPage = page.locator('.purchase-area').getByRole('button', { name: 'Add to cart' });
    await inPage.scrollIntoViewIfNeeded();
    // The button low on the screen, as the phone shows it under the cover: where the toast used to cover it.
    await inPage.evaluate((button) => window.scrollBy(0, button.getBoundingClientRect().bottom - innerHeight + 8));
    await inPage.tap();
    const toast = page.locator('.ui-toast').filter({ hasText: 'Added to cart' });
    await toast.waitFor();
    const toastBox = await toast.evaluate((e) => e.getBoundingClientRect().toJSON() as Box);
    const buttonBox = await inPage.evaluate((e) => e.getBoundingClientRect().toJSON() as Box);
    expect(intersects(toastBox, buttonBox)).toBe(false);
    // Announced politely: a status inside a polite live region.
    expect(await toast.getAttribute('role')).toBe('status');
    expect(await page.locator('.ui-toast-viewport').getAttribute('aria-live')).toBe('polite');

    // Further down, the bottom bar's button adds: the toast is clear of it too.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const bar = page.locator('.purchase-bar').getByRole('button', { name: 'Add to cart' });
    await bar.waitFor();
    const inCart = () => Number(/Cart, (\d+) item/.exec(document.querySelector('.site-header')?.textContent ?? '')?.[1] ?? 0);
    const before = await page.evaluate(inCart);
    await bar.tap();
    await page.waitForFunction((count) => Number(/Cart, (\d+) item/.exec(document.querySelector('.site-header')?.textContent ?? '')?.[1] ?? 0) > count, before);
    const barToast = await toast.evaluate((e) => e.getBoundingClientRect().toJSON() as Box);
    expect(intersects(barToast, await bar.evaluate((e) => e.getBoundingClientRect().toJSON() as Box))).toBe(false);
    expect(await blockingAxe(page, 'book page with the toast (phone)')).toEqual([]);
    expect(describeOverflow('book page (phone)', await horizontalOverflow(page))).toEqual([]);

    await toast.getByRole('link', { name: 'View cart' }).tap();
    await page.getByRole('heading', { name: 'Your cart', level: 1 }).waitFor();
    expect(await page.locator('.ui-toast').count()).toBe(0);
  }, 150_000);

  it('with the keyboard: F8 reaches "View cart", Enter opens the cart', async () => {
    const page = await laptopPage();
    expect(page.viewportSize()!.width).toBe(DESKTOP.width);
    await signedInCustomer(page);
    const book = await productPath(page.context().request, 'BOOK');
    await open(page, book.path);
    await page.locator('.purchase-area').getByRole('button', { name: 'Add to cart' }).focus();
    await page.keyboard.press('Enter');
    const toast = page.locator('.ui-toast').filter({ hasText: 'Added to cart' });
    await toast.waitFor();
    await page.keyboard.press('F8');
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('View cart');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Your cart', level: 1 }).waitFor();
    expect(await blockingAxe(page, 'cart (laptop)')).toEqual([]);
  }, 150_000);
});
