/**
 * Issue 34 item 10, a reader made for phones, in Chromium on a 390×844 phone at device scale 3: a customer
 * who owns a demo ebook (given by staff) opens it; the page's canvas has three pixels a CSS pixel (within
 * the 4 Mpx cap); the toolbar's tools are icons with names; a double tap zooms to the text column under the
 * finger; the next page keeps the zoom and the column, and Page Down reads down the column and on to the next
 * page's top; zoomed far in, the part on screen is a sharp tile
 * while the whole page stays within the cap. axe and the no-sideways-scroll check cover the zoomed reader.
 */
import type { APIRequestContext, BrowserContext, Page } from 'playwright-core';
import { axeViolations, BLOCKING_IMPACTS, describeViolation } from './axe.ts';
import { PHONE } from './browser.ts';
import { CONDITION_TIMEOUT_MS, graphql, signIn, useShop } from './shop.ts';
import { keepShot } from './shots.ts';

const MAX_CANVAS_PIXELS = 4_000_000;
/** E2E_SHOTS=/some/dir keeps screenshots of the steps there (shots.ts). */
const shot = (page: Page, name: string) => keepShot(page, `reader ${name}`);

const contexts: BrowserContext[] = [];
afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
});

const shop = useShop({
  env: { DEMO_CATALOG: 'true', DEMO_CATALOG_SCALE: '0.02', GRAPHQL_TRUSTED_DOCUMENTS: 'false', PAYMENT_SANDBOX: 'true' },
  dataDirPrefix: 'pathagar-e2e-reader-phone-',
  startTimeoutMs: 420_000,
});

async function signedIn(phone: string, password: string, options: { deviceScaleFactor?: number } = {}): Promise<Page> {
  const context = await shop.browser.newContext({ baseURL: shop.server.url, viewport: PHONE, hasTouch: true, bypassCSP: true, ...options });
  context.setDefaultTimeout(CONDITION_TIMEOUT_MS);
  contexts.push(context);
  const page = await context.newPage();
  await page.goto('/auth/login');
  await signIn(page, phone, password);
  return page;
}

interface DemoEbook {
  id: string;
  slug: string;
  title: string;
  pageCount: number;
}

/** A demo ebook the customer does not own whose PDF is ready (the files are made after start-up), not the 300-page one. */
async function readyEbook(request: APIRequestContext): Promise<DemoEbook> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    const data = await graphql(request, `{ products(first: 50, filter: { kinds: [EBOOK] }) { edges { node { id slug title ... on Ebook { pageCount readerAccess } } } } }`);
    const ready = data.products.edges
      .map((edge: { node: DemoEbook & { readerAccess: string } }) => edge.node)
      .find((node: DemoEbook & { readerAccess: string }) => node.readerAccess === 'PREVIEW' && node.pageCount > 2 && node.pageCount < 100);
    if (ready) return ready;
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
  throw new Error('No demo ebook got its PDF within three minutes');
}

const renderedPage = (page: Page, n: number) => page.locator(`.reader[data-rendered-page="${n}"]`).waitFor();
const zoomOf = async (page: Page) => Number(await page.locator('.reader').getAttribute('data-zoom'));

/** The page canvas's backing store and its size on screen. */
const pageCanvas = (page: Page, selector = 'canvas.reader__page') =>
  page.locator(selector).evaluate((canvas: HTMLCanvasElement) => {
    const box = canvas.getBoundingClientRect();
    return { width: canvas.width, height: canvas.height, cssWidth: box.width, cssHeight: box.height, left: box.left };
  });

describe('the reader on a 390×844 phone at device scale 3', () => {
  it('draws at 3×, names its tools, zooms to a column on a double tap and keeps the zoom on the next page', async () => {
    const customer = await signedIn('01700000003', 'customer123', { deviceScaleFactor: 3 });
    const viewer = (await graphql(customer.context().request, '{ viewer { id } }')).viewer;
    const ebook = await readyEbook(customer.context().request);

    // Staff give the customer the ebook (a support grant), so the customer reads it whole.
    const admin = await signedIn('01700000001', 'admin123');
    const granted = await graphql(
      admin.context().request,
      `mutation($input: GrantEntitlementInput!) { grantEntitlement(input: $input) { __typename } }`,
      { input: { userId: viewer.id, productId: ebook.id, reason: 'Reader test on a phone' } },
    );
    expect(granted.grantEntitlement.__typename).toBe('MutationGrantEntitlementSuccess');

    const page = customer;
    expect(await page.evaluate(() => window.devicePixelRatio)).toBe(3);
    await page.goto(`/ebook/${ebook.slug}/read`);
    await renderedPage(page, 1);
    await page.getByText(`Page 1 of ${ebook.pageCount}`).waitFor();
    expect(await page.getByText('free preview').count()).toBe(0);

    await shot(page, '1-fit');
    // Three canvas pixels a CSS pixel at fit-to-width, within the cap.
    const fitted = await pageCanvas(page);
    expect(fitted.cssWidth).toBeGreaterThan(360);
    expect(fitted.cssWidth).toBeLessThanOrEqual(PHONE.width);
    expect(fitted.width / fitted.cssWidth).toBeGreaterThan(2.95);
    expect(fitted.width / fitted.cssWidth).toBeLessThan(3.05);
    expect(fitted.width * fitted.height).toBeLessThanOrEqual(MAX_CANVAS_PIXELS);

    // The toolbar: icons (no characters) with names.
    const tools = page.getByRole('toolbar', { name: 'Reader tools' });
    for (const name of ['Contents', 'Search in the book', 'Zoom out', 'Fit to width', 'Zoom in', 'Dark reading mode']) {
      const tool = tools.getByRole('button', { name, exact: true });
      expect(await tool.count()).toBe(1);
      expect(await tool.locator('svg').count()).toBe(1);
    }
    expect(await tools.innerText()).not.toMatch(/[⌕−↔+☾☀☰]/);
    expect(await tools.getByRole('button').count()).toBe(6);

    // A double tap on the text zooms to its column: wider than the screen, the column's left edge at the screen's left.
    const before = (await page.locator('canvas.reader__page').boundingBox())!;
    const at = { x: before.x + before.width * 0.35, y: before.y + before.height * 0.45 };
    await page.touchscreen.tap(at.x, at.y);
    await page.touchscreen.tap(at.x, at.y);
    await page.waitForFunction(() => Number(document.querySelector('.reader')!.getAttribute('data-zoom')) > 1.2);
    await renderedPage(page, 1);
    const zoom = await zoomOf(page);
    await page.waitForFunction((w) => document.querySelector('canvas.reader__page')!.getBoundingClientRect().width > w * 1.2, before.width);
    const zoomedIn = await pageCanvas(page);
    expect(zoomedIn.cssWidth).toBeCloseTo(before.width * zoom, -1);
    // The page's left margin is scrolled out of sight: the column starts near the screen's left edge.
    const scrollLeft = await page.locator('.reader__stage').evaluate((stage) => stage.scrollLeft);
    expect(scrollLeft).toBeGreaterThan(0);
    expect(zoomedIn.left).toBeLessThan(0);
    await page.waitForFunction(() => {
      const canvas = document.querySelector<HTMLCanvasElement>('canvas.reader__page')!;
      return canvas.width / canvas.getBoundingClientRect().width > 2.9;
    });
    expect(await page.getByRole('button', { name: 'Fit to width' }).getAttribute('aria-pressed')).toBe('false');
    await shot(page, '2-column');
    await checkAccessibleAndNarrow(page, 'zoomed reader');

    // The next page keeps the zoom and the column.
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await renderedPage(page, 2);
    await page.getByText(`Page 2 of ${ebook.pageCount}`).waitFor();
    expect(await zoomOf(page)).toBe(zoom);
    const next = await pageCanvas(page);
    expect(Math.abs(next.cssWidth - zoomedIn.cssWidth)).toBeLessThanOrEqual(1);
    expect(await page.locator('.reader__stage').evaluate((stage) => stage.scrollLeft)).toBeCloseTo(scrollLeft, -1);
    await shot(page, '3-next-page');

    // Page Down reads on down the column a screen at a time, then to the next page's top, still zoomed in the same column.
    const onPage3 = () => document.querySelector('.reader__count')!.textContent!.startsWith('Page 3 ');
    let screens = 0;
    while (!(await page.evaluate(onPage3))) {
      expect(screens).toBeLessThan(10);
      const y = await page.evaluate(() => window.scrollY);
      await page.keyboard.press('PageDown');
      // Each press scrolls down a screen, or (at the page's end) turns to the next page.
      await page.waitForFunction(
        (before) => window.scrollY > before || document.querySelector('.reader__count')!.textContent!.startsWith('Page 3 '),
        y,
      );
      screens += 1;
    }
    expect(screens).toBeGreaterThan(1);
    await renderedPage(page, 3);
    expect(await zoomOf(page)).toBe(zoom);
    expect(await page.locator('.reader__stage').evaluate((stage) => stage.scrollLeft)).toBeCloseTo(scrollLeft, -1);
    // The new page starts at its top, below the toolbar.
    const sheetTop = await page.locator('.reader__sheet').evaluate((sheet) => sheet.getBoundingClientRect().top);
    const barBottom = await page.locator('.reader__bar').evaluate((bar) => bar.getBoundingClientRect().bottom);
    expect(Math.abs(sheetTop - barBottom - 8)).toBeLessThanOrEqual(10);

    // Zoomed far in, the whole page is drawn within the cap and the part on screen is a 3× tile.
    for (let i = 0; i < 4; i += 1) await page.getByRole('button', { name: 'Zoom in' }).click();
    await page.waitForFunction((z) => Number(document.querySelector('.reader')!.getAttribute('data-zoom')) >= z + 1.5, zoom);
    await page.waitForFunction(() => {
      const tile = document.querySelector<HTMLCanvasElement>('canvas.reader__tile');
      return !!tile && tile.style.visibility !== 'hidden' && tile.width > 0;
    });
    await shot(page, '4-tile');
    const whole = await pageCanvas(page);
    expect(whole.width * whole.height).toBeLessThanOrEqual(MAX_CANVAS_PIXELS);
    expect(whole.width / whole.cssWidth).toBeLessThan(2.95);
    const tile = await pageCanvas(page, 'canvas.reader__tile');
    expect(tile.width / tile.cssWidth).toBeGreaterThan(2.9);
    expect(tile.width * tile.height).toBeLessThanOrEqual(MAX_CANVAS_PIXELS);

    // Double tap again: back to fit.
    await page.touchscreen.tap(PHONE.width / 2, PHONE.height / 2);
    await page.touchscreen.tap(PHONE.width / 2, PHONE.height / 2);
    await page.waitForFunction(() => Number(document.querySelector('.reader')!.getAttribute('data-zoom')) === 1);
    expect(await page.getByRole('button', { name: 'Fit to width' }).getAttribute('aria-pressed')).toBe('true');
  }, 420_000);
});

async function checkAccessibleAndNarrow(page: Page, label: string) {
  const blocking = (await axeViolations(page)).filter((v) => BLOCKING_IMPACTS.has(v.impact ?? '')).map((v) => describeViolation(label, v));
  expect(blocking).toEqual([]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}
