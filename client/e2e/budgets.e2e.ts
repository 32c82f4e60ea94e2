/**
 * Issue 13.5 and 21, performance budgets of the home page's and a section page's first view on a phone, against the built app:
 * JavaScript, CSS and font bytes as served (client/e2e/budgets.ts), and the layout shift Lighthouse
 * measures under its mobile emulation. Largest Contentful Paint is printed by `npm run bench:web`
 * only: under simulated throttling on a shared machine it is too noisy for a test.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { BUDGETS, describeTransfers, kilobytes, measureFirstLoad, type FirstLoad } from './budgets.ts';
import type { LighthouseResult } from './lighthouse.ts';
import { useShop } from './shop.ts';

const ROOT = path.resolve(__dirname, '../..');
// Query text allowed (GRAPHQL_TRUSTED_DOCUMENTS=false) for the test's own look at the bestsellers.
const shop = useShop({ env: { DEMO_CATALOG: 'true', DEMO_CATALOG_SCALE: '0.02', GRAPHQL_TRUSTED_DOCUMENTS: 'false' }, dataDirPrefix: 'pathagar-e2e-budgets-' });

describe('performance budgets of the home page on a phone', () => {
  const load = measuredFirstLoad('/');

  it('loads the entry script and the home route, so the measurement sees the whole first view', () => {
    const scripts = load().transfers.filter((t) => t.kind === 'js').map((t) => path.basename(new URL(t.url).pathname));
    expect(scripts.some((name) => name.startsWith('index-'))).toBe(true);
    expect(scripts.some((name) => name.startsWith('HomePage-'))).toBe(true);
  });

  it('serves the home page with its first view already in the HTML, so it paints before the app has loaded', async () => {
    const html = await (await fetch(`${shop.server.url}/`)).text();
    const root = /<div id="root" data-first-view="\/">([\s\S]*?)<\/div><script>/.exec(html);
    expect(root).not.toBeNull();
    expect(root![1]).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
    // The app's scripts are started by the inline script, not asked for in <head> before the first paint.
    expect(html.slice(0, html.indexOf('</head>'))).not.toMatch(/<script type="module"|rel="modulepreload"/);
  });

  it('keeps the header search combobox (downshift) out of the first view, and loads it once the page has settled', async () => {
    const isCombobox = (url: string) => /\/(HeaderSearchCombobox|downshift[^/]*)-[^/]+\.js$/.test(new URL(url).pathname);
    expect(load().transfers.filter((t) => isCombobox(t.url))).toEqual([]);
    // Without any use of the box, the combobox comes in idle time a few seconds after load and takes over the plain box.
    const context = await shop.newContext();
    try {
      const page = await context.newPage();
      const asked = page.waitForRequest((request) => isCombobox(request.url()), { timeout: 20_000 });
      const started = Date.now();
      await page.goto('/');
      const plain = page.getByRole('searchbox', { name: 'Search the shop' });
      await plain.waitFor();
      // Both boxes, the search button and the form have the same place and size: nothing moves when one replaces the other.
      const boxes = () => page.$$eval('.header-search, .header-search__input, .header-search__submit', (elements) => elements.map((element) => element.getBoundingClientRect().toJSON() as unknown));
      // Measured once the plain box is laid out whole (its button too), before the combobox comes.
      await page.waitForFunction(() => {
        const parts = [...document.querySelectorAll('.header-search, .header-search__input, .header-search__submit')];
        return parts.length === 3 && parts.every((part) => part.getBoundingClientRect().width > 0) && !document.querySelector('[role="combobox"]');
      });
      const before = await boxes();
      await asked;
      const box = page.getByRole('combobox', { name: 'Search the shop' });
      await box.waitFor({ timeout: 20_000 });
      console.log(`Header search combobox loaded unasked ${((Date.now() - started) / 1000).toFixed(1)} s after navigation`);
      expect(await box.evaluate((element) => element === document.activeElement)).toBe(false);
      expect(before).toHaveLength(3);
      expect(await boxes()).toEqual(before);
    } finally {
      await context.close();
    }
  }, 60_000);

  itKeepsTheBudgets('/', load);

  it("writes the first bestsellers' covers into the home page's HTML, as the app draws them, loaded at once", async () => {
    const html = await (await fetch(`${shop.server.url}/`)).text();
    const data = await (
      await fetch(`${shop.server.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-graphql-csrf': '1' },
        body: JSON.stringify({ query: '{ products(first: 4, sort: POPULAR) { edges { node { cover { url } } } } }' }),
      })
    ).json();
    const expected = data.data.products.edges.map((edge: { node: { cover: { url: string } | null } }) => edge.node.cover?.url);
    const written = [...html.matchAll(/<div class="product-card__cover">(?:<picture><source [^>]*>)?<img src="([^"]+)"[^>]* fetchpriority="high"/g)].map((match) => match[1]);
    expect(written).toHaveLength(4);
    expect(written).toEqual(expected);
  });
});

/** The byte budgets of a page's first view (measured in the describe's beforeAll) and its layout shift. */
function itKeepsTheBudgets(pathname: string, load: () => FirstLoad, language?: 'bn') {
  it(`keeps first-load JavaScript within ${kilobytes(BUDGETS.jsBytes)} compressed`, () => {
    expect(load().js).toBeLessThanOrEqual(BUDGETS.jsBytes);
  });

  it(`keeps CSS within ${kilobytes(BUDGETS.cssBytes)} compressed`, () => {
    expect(load().css).toBeLessThanOrEqual(BUDGETS.cssBytes);
  });

  it(`keeps the first view's fonts within ${kilobytes(BUDGETS.fontBytes)}`, () => {
    expect(load().font).toBeLessThanOrEqual(BUDGETS.fontBytes);
  });

  it(`keeps the images of a phone's first screen within ${kilobytes(BUDGETS.imageBytes)}, covers among them`, () => {
    const images = load().transfers.filter((t) => t.kind === 'image');
    expect(images.some((t) => new URL(t.url).pathname.startsWith('/files/'))).toBe(true);
    expect(load().image).toBeLessThanOrEqual(BUDGETS.imageBytes);
  });

  it(`shifts the layout by at most ${BUDGETS.cls} under Lighthouse's mobile emulation`, async () => {
    // Lighthouse is an ES module, which jest's CommonJS runtime cannot load: it runs in its own process.
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'client/e2e/lighthouse.ts', `${shop.server.url}${pathname}`, '1', ...(language ? [language] : [])], {
      cwd: ROOT,
      // Up to three attempts of a run whose trace Lighthouse could not record (lighthouse.ts).
      timeout: 240_000,
    });
    const result = JSON.parse(stdout) as LighthouseResult;
    console.log(`Lighthouse on ${pathname}${language ? ` in ${language}` : ''} (mobile, 1 run): CLS ${result.cls.toFixed(3)}, LCP ${result.lcpMs.toFixed(0)} ms, FCP ${result.fcpMs.toFixed(0)} ms, TBT ${result.tbtMs.toFixed(0)} ms${(result.shifts ?? []).map((shift) => `\n  shift ${shift}`).join('')}`);
    expect(result.cls).toBeLessThanOrEqual(BUDGETS.cls);
  }, 250_000);
}

/** Measures the first load of `pathname` on a phone (in `language`, else the browser's) before the describe's tests, and logs it. */
function measuredFirstLoad(pathname: string, language?: 'bn'): () => FirstLoad {
  let load: FirstLoad | undefined;
  beforeAll(async () => {
    load = await measureFirstLoad(shop.browser, shop.server.url, pathname, language);
    console.log(
      `First view of ${pathname}${language ? ` in ${language}` : ''}: JS ${kilobytes(load.js)} (budget ${kilobytes(BUDGETS.jsBytes)}), CSS ${kilobytes(load.css)} ` +
        `(budget ${kilobytes(BUDGETS.cssBytes)}), fonts ${kilobytes(load.font)} (budget ${kilobytes(BUDGETS.fontBytes)})\n${describeTransfers(load)}`,
    );
  }, 60_000);
  return () => load!;
}

describe('performance budgets of a section page on a phone', () => {
  const load = measuredFirstLoad('/academic');

  it('loads the section route and its first view from the HTML, with the section’s first covers', async () => {
    const scripts = load().transfers.filter((t) => t.kind === 'js').map((t) => path.basename(new URL(t.url).pathname));
    expect(scripts.some((name) => name.startsWith('SectionPage-'))).toBe(true);
    const html = await (await fetch(`${shop.server.url}/academic`)).text();
    expect(html).toContain('<div id="root" data-first-view="/academic">');
    expect(html.match(/<div class="product-card__cover">(?:<picture><source [^>]*>)?<img [^>]*fetchpriority="high"/g)?.length).toBeGreaterThanOrEqual(2);
  });

  itKeepsTheBudgets('/academic', load);
});

// Issue 35: the same budgets in Bangla (its catalogue, its prerendered first view, the Bangla font's glyphs in use).
describe.each(['/', '/academic'])('performance budgets of %s in Bangla on a phone', (pathname) => {
  const load = measuredFirstLoad(pathname, 'bn');

  it('is served and drawn in Bangla, its Bangla catalogue among the scripts', () => {
    const scripts = load().transfers.filter((t) => t.kind === 'js').map((t) => path.basename(new URL(t.url).pathname));
    expect(scripts.some((name) => name.startsWith('bn-'))).toBe(true);
    expect(scripts.some((name) => name.startsWith('en-'))).toBe(false);
  });

  itKeepsTheBudgets(pathname, load, 'bn');
});
