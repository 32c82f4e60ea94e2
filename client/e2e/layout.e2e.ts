/**
 * Issue 13.5, layout: screenshots of the toured pages (client/e2e/tour.ts) on a 390×844 phone and a
 * 1366×900 laptop, written to test-results/screenshots/ (kept after the run, never committed), and
 * no horizontal scrolling on a 320 px phone: a page whose document is wider than the window fails,
 * naming the elements that reach furthest past its right edge.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE } from './browser.ts';
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

interface Overflow {
  scrollWidth: number;
  clientWidth: number;
  /** The elements that widen the document, furthest right first (a short CSS path, right edge and width). */
  offenders: { element: string; right: number; width: number }[];
}

/**
 * The document's overflow to the right, or null when it fits the window. The offenders are found by
 * taking each element that reaches past the right edge out of the layout in turn: those whose removal
 * narrows the document, the ones that narrow it most first (a clipped child of a scrolling table does not count, a
 * positioned child that escapes its scroller does).
 */
function horizontalOverflow(page: Page): Promise<Overflow | null> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const { scrollWidth, clientWidth } = root;
    if (scrollWidth <= clientWidth) return null;
    const describe = (element: Element) => {
      const parts: string[] = [];
      for (let e: Element | null = element; e && e !== document.body && parts.length < 4; e = e.parentElement) {
        const classes = [...e.classList].slice(0, 2).map((c) => `.${c}`).join('');
        parts.unshift(`${e.tagName.toLowerCase()}${e.id ? `#${e.id}` : ''}${classes}`);
      }
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return `${parts.join(' > ')}${text ? ` "${text}"` : ''}`;
    };
    const candidates = [...document.body.querySelectorAll<HTMLElement | SVGElement>('*')]
      .map((element) => ({ element, rect: element.getBoundingClientRect() }))
      .filter(({ rect }) => rect.right + window.scrollX > clientWidth + 0.5)
      .slice(0, 400);
    const widening = candidates
      .map((candidate) => {
        const { style } = candidate.element;
        const [display, priority] = [style.getPropertyValue('display'), style.getPropertyPriority('display')];
        style.setProperty('display', 'none', 'important');
        const without = root.scrollWidth;
        style.setProperty('display', display, priority);
        return { ...candidate, without };
      })
      .filter(({ without }) => without < scrollWidth);
    const deepest = widening.filter(({ element }) => !widening.some((other) => other.element !== element && element.contains(other.element)));
    // Those whose removal narrows the document most come first (the cause rather than its neighbours).
    const offenders = (deepest.length ? deepest : candidates.map((candidate) => ({ ...candidate, without: scrollWidth })))
      .sort((a, b) => a.without - b.without || b.rect.right - a.rect.right)
      .slice(0, 5)
      .map(({ element, rect }) => ({ element: describe(element), right: Math.round(rect.right + window.scrollX), width: Math.round(rect.width) }));
    return { scrollWidth, clientWidth, offenders };
  });
}

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
