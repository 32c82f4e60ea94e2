/**
 * Issue 20.6 acceptance, in a real browser against the built app: an admin configures a Meta pixel for
 * `/info/**` but not the privacy policy (through the API); a visitor sees the consent banner and no
 * request goes to the pixel's host before they accept; after Accept, a PageView goes to the pixel on a
 * matching path and none on a path the patterns leave out. fbevents.js is served by a stand-in that
 * records the `fbq` calls (the machine has no internet, and the shop must not depend on it).
 */
import type { BrowserContext, Page } from 'playwright-core';
import { axeViolations, describeViolation } from './axe.ts';
import { CONDITION_TIMEOUT_MS, graphql, signIn, useShop } from './shop.ts';

const PIXEL = '123456789012345';
const contexts: BrowserContext[] = [];
afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
});

const shop = useShop({ env: { GRAPHQL_TRUSTED_DOCUMENTS: 'false' }, dataDirPrefix: 'pathagar-e2e-marketing-', startTimeoutMs: 400_000 });

/** Stand-in for fbevents.js: takes over the snippet's queue and records every call in `window.__fbqCalls`. */
const FAKE_FBEVENTS = `(function () {
  var fbq = window.fbq;
  window.__fbqCalls = (fbq.queue || []).slice();
  fbq.callMethod = function () { window.__fbqCalls.push(Array.prototype.slice.call(arguments)); };
})();`;

/** A visitor's page recording requests to tracker hosts; `bypassCSP` for axe-core, which is injected as a script. */
async function visitor({ bypassCSP = false } = {}): Promise<{ page: Page; trackerRequests: string[] }> {
  const context = await shop.browser.newContext({ baseURL: shop.server.url, bypassCSP });
  context.setDefaultTimeout(CONDITION_TIMEOUT_MS);
  contexts.push(context);
  const trackerRequests: string[] = [];
  context.on('request', (request) => {
    const host = new URL(request.url()).hostname;
    if (/facebook|googletagmanager|clarity/.test(host)) trackerRequests.push(request.url());
  });
  await context.route('https://connect.facebook.net/**', (route) => route.fulfill({ contentType: 'application/javascript', body: FAKE_FBEVENTS }));
  return { page: await context.newPage(), trackerRequests };
}

const pageViews = (page: Page) =>
  page.evaluate(() => ((window as unknown as { __fbqCalls?: unknown[][] }).__fbqCalls ?? []).filter((call) => call[0] === 'trackSingle' && call[2] === 'PageView').length);

describe('marketing pixels by path, after consent', () => {
  beforeAll(async () => {
    const context = await shop.newContext();
    contexts.push(context);
    const admin = await context.newPage();
    await admin.goto('/auth/login');
    await signIn(admin, '01700000001', 'admin123');
    const data = await graphql(
      context.request,
      `mutation($input: UpdateMarketingSettingsInput!) { updateMarketingSettings(input: $input) { __typename } }`,
      { input: { pixels: [{ kind: 'META', pixelId: PIXEL, pathPatterns: ['/info/**', '!/info/privacy-policy'] }], tagManagerEnabled: false, analyticsEnabled: false } },
    );
    expect(data.updateMarketingSettings.__typename).toBe('MutationUpdateMarketingSettingsSuccess');
    // The admin page shows it.
    await admin.goto('/admin/marketing');
    await admin.getByRole('heading', { name: 'Marketing', level: 1 }).waitFor();
    expect(await admin.getByLabel('Id of pixel 1').inputValue()).toBe(PIXEL);
  }, 120_000);

  it('asks first, loads no tracker before Accept, then sends a page view on matching paths only', async () => {
    const { page, trackerRequests } = await visitor();
    await page.goto('/info/about');
    const banner = page.getByRole('region', { name: 'Cookies and ads' });
    await banner.waitFor();
    expect(trackerRequests).toEqual([]);

    await banner.getByRole('button', { name: 'Accept' }).click();
    await banner.waitFor({ state: 'detached' });
    await page.waitForFunction(() => (window as unknown as { __fbqCalls?: unknown[] }).__fbqCalls !== undefined);
    expect(trackerRequests).toEqual(['https://connect.facebook.net/en_US/fbevents.js']);
    const calls = await page.evaluate(() => (window as unknown as { __fbqCalls: unknown[][] }).__fbqCalls);
    expect(calls).toEqual([
      ['init', PIXEL],
      ['trackSingle', PIXEL, 'PageView'],
    ]);

    // The choice is remembered: no banner on the next page; the privacy policy is left out by `!/info/privacy-policy`.
    await page.goto('/info/privacy-policy');
    await page.waitForFunction(() => (window as unknown as { __fbqCalls?: unknown[] }).__fbqCalls !== undefined);
    expect(await page.getByRole('region', { name: 'Cookies and ads' }).count()).toBe(0);
    expect(await pageViews(page)).toBe(0);

    // A path outside `/info/**` gets none either; moving within the app to a matching one sends one.
    await page.goto('/');
    await page.waitForFunction(() => (window as unknown as { __fbqCalls?: unknown[] }).__fbqCalls !== undefined);
    expect(await pageViews(page)).toBe(0);
    // The footer's About link: a route change within the app, no page load.
    await page.getByRole('link', { name: 'About', exact: true }).last().click();
    await page.waitForURL('**/info/about');
    await page.waitForFunction(() =>
      ((window as unknown as { __fbqCalls: unknown[][] }).__fbqCalls).some((call) => call[0] === 'trackSingle'),
    );
    expect(await pageViews(page)).toBe(1);
    expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
  });

  it('has an accessible banner, and loads nothing for a visitor who declines, then or later', async () => {
    const { page, trackerRequests } = await visitor({ bypassCSP: true });
    await page.goto('/info/about');
    const banner = page.getByRole('region', { name: 'Cookies and ads' });
    await banner.waitFor();
    // The banner passes axe-core (serious and critical violations fail, as in accessibility.e2e.ts).
    const blocking = (await axeViolations(page)).filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(blocking.map((v) => describeViolation('consent banner', v))).toEqual([]);
    await banner.getByRole('button', { name: 'Decline' }).click();
    // The storefront's read of the trackers on the next page: the banner would show after it if the choice were forgotten.
    const trackersRead = page.waitForResponse(async (response) => response.url().endsWith('/graphql') && (await response.text()).includes('marketingTrackers'));
    await page.goto('/info/contact');
    await trackersRead;
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByRole('region', { name: 'Cookies and ads' }).count()).toBe(0);
    expect(trackerRequests).toEqual([]);
  });
});
