/**
 * Issue 21, the first screen on a 390×844 phone: the home page shows products (covers, titles,
 * prices) before any scrolling, every link of the hero is on screen (they wrap, none hides past the
 * edge), and the header is opaque with nothing scrolled into view hidden under it. Since issue 34 the
 * products come two a row (three cut titles to a word or two), so the first screen holds the first row
 * whole rather than four covers, and the hero's links start with the four sections.
 */
import type { Page } from 'playwright-core';
import { PHONE } from './browser.ts';
import { useShop } from './shop.ts';

const shop = useShop({ env: { DEMO_CATALOG: 'true', DEMO_CATALOG_SCALE: '0.02' }, dataDirPrefix: 'pathagar-e2e-first-screen-' });

interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

const boxesOf = (page: Page, selector: string): Promise<Box[]> =>
  page.$$eval(selector, (elements) =>
    elements.map((element) => {
      const r = element.getBoundingClientRect();
      return { top: r.top, bottom: r.bottom, left: r.left, right: r.right };
    }),
  );

describe('the home page on a 390×844 phone', () => {
  let page: Page;

  beforeAll(async () => {
    const context = await shop.newContext();
    page = await context.newPage();
    await page.setViewportSize(PHONE);
    await page.goto('/');
    await page.getByRole('list', { name: 'Bestsellers' }).locator('img').first().waitFor();
    // Every cover in the first screen has loaded (they are eager, with high priority).
    await page.waitForFunction(() => [...document.querySelectorAll<HTMLImageElement>('.product-card__cover img')].filter((img) => img.getBoundingClientRect().top < innerHeight).every((img) => img.complete && img.naturalWidth > 0));
  });

  it('shows the first row of two products, each with its whole cover, title and price, within the first screen', async () => {
    const whole = (box: Box) => box.top >= 0 && box.bottom <= PHONE.height && box.left >= 0 && box.right <= PHONE.width;
    const covers = (await boxesOf(page, '.product-card__cover img')).filter(whole);
    const titles = (await boxesOf(page, '.product-card__title')).filter(whole);
    console.log(`First screen: ${covers.length} whole covers (tops ${covers.map((c) => Math.round(c.top)).join(', ')}), ${titles.length} titles`);
    expect(covers.length).toBeGreaterThanOrEqual(2);
    expect(titles.length).toBeGreaterThanOrEqual(2);
    const prices = (await boxesOf(page, '.product-card__price')).filter(whole);
    expect(prices.length).toBeGreaterThanOrEqual(2);
  });

  it('has every hero link on screen, none past the right edge', async () => {
    const links = await boxesOf(page, '.home__kinds a');
    expect(links).toHaveLength(8); // Academic, Engineering, Medical, Varsity, then Ebooks, Stationery, Courses, Bundles
    for (const link of links) expect([link.left >= 0, link.right <= PHONE.width, link.bottom <= PHONE.height]).toEqual([true, true, true]);
  });

  it('has an opaque header under which no heading ends up when scrolled to', async () => {
    const background = await page.$eval('.site-header', (header) => getComputedStyle(header).backgroundColor);
    expect(background).toMatch(/^rgb\(/); // rgb(), not rgba() with some transparency
    const headings = await page.$$('main h2');
    expect(headings.length).toBeGreaterThan(2);
    for (const heading of headings) {
      await heading.evaluate((element) => element.scrollIntoView({ block: 'start' }));
      const [top, headerBottom] = await heading.evaluate((element) => [element.getBoundingClientRect().top, document.querySelector('.site-header')!.getBoundingClientRect().bottom]);
      expect([await heading.textContent(), top >= headerBottom]).toEqual([await heading.textContent(), true]);
    }
  });

  it('keeps the menu, the name, the language switch, sign-in and the cart on one row down to 360 px, in both languages', async () => {
    const context = await shop.newContext();
    const narrow = await context.newPage();
    await narrow.setViewportSize({ width: 360, height: 740 });
    await narrow.goto('/');
    // The app has taken over from the prerendered first view (which has no sign-in link: the session is not known there).
    await narrow.locator('.account-nav__sign-in').waitFor();
    const rows = () =>
      narrow.$$eval('.site-header__menu, .site-header__brand, .language-switch, .account-nav__sign-in, .cart-link', (elements) =>
        elements.map((element) => Math.round(element.getBoundingClientRect().top + element.getBoundingClientRect().height / 2)),
      );
    const english = await rows();
    expect(english).toHaveLength(5);
    expect(Math.max(...english) - Math.min(...english)).toBeLessThanOrEqual(4);
    await narrow.getByRole('link', { name: 'বাংলা' }).click();
    await narrow.waitForFunction(() => document.documentElement.lang === 'bn');
    const bangla = await rows();
    expect(Math.max(...bangla) - Math.min(...bangla)).toBeLessThanOrEqual(4);
    await context.close();
  });
});

describe('a section page on a 390×844 phone', () => {
  it('paints its first covers from the HTML, before any script, and the app’s cards then show the same covers', async () => {
    const context = await shop.newContext();
    const page = await context.newPage();
    await page.setViewportSize(PHONE);
    // The HTML alone (no scripts run): the section's skeleton with its first covers, in the first screen.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/academic');
    expect(await page.locator('#root').getAttribute('data-first-view')).toBe('/academic');
    await page.waitForFunction(() => [...document.querySelectorAll<HTMLImageElement>('.product-card__cover img')].some((img) => img.complete && img.naturalWidth > 0));
    const fromHtml = await page.$$eval('.product-card__cover img', (images) =>
      images.map((img) => ({ src: img.getAttribute('src'), top: Math.round(img.getBoundingClientRect().top), left: Math.round(img.getBoundingClientRect().left) })),
    );
    console.log(`Section first view: ${fromHtml.length} covers in the HTML (tops ${fromHtml.map((c) => c.top).join(', ')})`);
    expect(fromHtml.length).toBeGreaterThanOrEqual(2);
    expect(fromHtml[0]!.top).toBeLessThan(PHONE.height);

    // With the scripts: the app renders the page, its cards draw the same first covers in the same places.
    await page.unroute('**/assets/*.js');
    await page.goto('/academic');
    await page.getByRole('heading', { level: 1, name: 'Academic' }).waitFor();
    const list = page.getByRole('list', { name: 'Academic products' });
    await list.locator('img').first().waitFor();
    const fromApp = await list.locator('.product-card__cover img').evaluateAll((images) => images.slice(0, 4).map((img) => img.getAttribute('src')));
    expect(fromApp.slice(0, fromHtml.length)).toEqual(fromHtml.map((cover) => cover.src));
    await context.close();
  });
});
