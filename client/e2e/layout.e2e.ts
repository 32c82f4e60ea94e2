/**
 * Issue 13.5, layout: screenshots of the toured pages (client/e2e/tour.ts) on a 390×844 phone and a
 * 1366×900 laptop, written to test-results/screenshots/ (kept after the run, never committed), and
 * no horizontal scrolling on a 320 px phone: a page whose document is wider than the window fails,
 * naming the elements that reach furthest past its right edge.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { DESKTOP, PHONE } from './browser.ts';
import { horizontalOverflow } from './overflow.ts';
import { useShop } from './shop.ts';
import { openStop, startTour, TOUR_ENV, type Tour } from './tour.ts';

export const SCREENSHOT_DIR = path.resolve(__dirname, '../../test-results/screenshots');
const NARROW = { width: 320, height: 640 } as const;

let tour: Tour | undefined;
// Declared before useShop's own afterAll (jest runs them in order): the contexts close before the browser.
afterAll(async () => {
  await tour?.close();
});

const shop = useShop({ env: TOUR_ENV, dataDirPrefix: 'pathagar-e2e-layout-' });

describe('layout of the storefront, the signed-in pages and an admin screen', () => {
  beforeAll(async () => {
    tour = await startTour(shop);
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
  }, 60_000);

  it.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const)('takes full-page screenshots of every page on a %s', async (device, viewport) => {
    for (const page of Object.values(tour!.pages)) await page.setViewportSize(viewport);
    const written: string[] = [];
    for (const stop of tour!.stops) {
      const page = await openStop(tour!, stop);
      const file = path.join(SCREENSHOT_DIR, `${stop.name}-${viewport.width}x${viewport.height}.png`);
      await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
      written.push(file);
    }
    console.log(`Screenshots (${device}):\n${written.map((file) => `  ${path.relative(process.cwd(), file)}`).join('\n')}`);
    expect(written).toHaveLength(tour!.stops.length);
  }, 120_000);

  it('keeps the header icons at their size however crowded the header row is (a squeezed cart icon was a dot)', async () => {
    const home = tour!.stops[0]!;
    const squeezed: string[] = [];
    for (const width of [DESKTOP.width, 1280, 1024, 800, PHONE.width]) {
      for (const page of Object.values(tour!.pages)) await page.setViewportSize({ width, height: 800 });
      const page = await openStop(tour!, home);
      const icons = await page.$$eval('.site-header svg', (svgs) =>
        svgs
          .filter((svg) => svg.getBoundingClientRect().width > 0)
          .map((svg) => ({ wanted: Number(svg.getAttribute('width')), width: Math.round(svg.getBoundingClientRect().width), where: svg.parentElement!.className })),
      );
      expect(icons.length).toBeGreaterThan(1);
      for (const icon of icons) if (icon.width !== icon.wanted) squeezed.push(`${width} px: ${icon.where} icon ${icon.width} px wide, not ${icon.wanted}`);
    }
    expect(squeezed).toEqual([]);
  }, 60_000);

  it('scrolls no page sideways on a 320 px phone', async () => {
    for (const page of Object.values(tour!.pages)) await page.setViewportSize(NARROW);
    const failures: string[] = [];
    for (const stop of tour!.stops) {
      const page = await openStop(tour!, stop);
      const overflow = await horizontalOverflow(page);
      if (overflow) {
        const offenders = overflow.offenders.map((o) => `    ${o.element} (right edge ${o.right}px, ${o.width}px wide)`).join('\n');
        failures.push(`${stop.name} (${stop.path}): document ${overflow.scrollWidth}px wide in a ${overflow.clientWidth}px window; furthest right:\n${offenders}`);
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
