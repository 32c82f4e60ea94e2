/**
 * Issue 13.5, accessibility: axe-core on the home, section, product, cart, checkout, profile and an
 * admin page, on a 390 px phone and a 1366 px laptop (the shop starts in the light colour mode, seed §1).
 * A serious or critical violation fails the test; moderate and minor ones are printed.
 */
import { axeViolations, type AxeViolation } from './axe.ts';
import { DESKTOP, PHONE } from './browser.ts';
import { useShop } from './shop.ts';
import { openStop, startTour, TOUR_ENV, type Tour } from './tour.ts';

const BLOCKING = new Set(['serious', 'critical']);

let tour: Tour | undefined;
// Declared before useShop's own afterAll (jest runs them in order): the contexts close before the browser.
afterAll(async () => {
  await tour?.close();
});

const shop = useShop({ env: TOUR_ENV, dataDirPrefix: 'pathagar-e2e-a11y-' });

function describeViolation(where: string, violation: AxeViolation): string {
  const nodes = violation.nodes
    .slice(0, 5)
    .map((node) => `    ${node.target.join(' ')}: ${node.html.slice(0, 160)}${node.failureSummary ? `\n      ${node.failureSummary.replace(/\n/g, '\n      ')}` : ''}`)
    .join('\n');
  const more = violation.nodes.length > 5 ? `\n    … and ${violation.nodes.length - 5} more` : '';
  return `${where}: [${violation.impact}] ${violation.id}: ${violation.help} (${violation.helpUrl})\n${nodes}${more}`;
}

async function checkTour(tour: Tour, viewport: { width: number; height: number }, label: string) {
  const blocking: string[] = [];
  const reported: string[] = [];
  for (const page of Object.values(tour.pages)) await page.setViewportSize(viewport);
  for (const stop of tour.stops) {
    const page = await openStop(tour, stop);
    for (const violation of await axeViolations(page)) {
      const text = describeViolation(`${stop.name} (${stop.path}) ${label}`, violation);
      (BLOCKING.has(violation.impact ?? '') ? blocking : reported).push(text);
    }
  }
  if (reported.length) console.log(`axe, not blocking, ${label}:\n${reported.join('\n')}`);
  expect(blocking).toEqual([]);
}

describe('accessibility (axe-core) of the storefront, the signed-in pages and an admin screen', () => {
  beforeAll(async () => {
    tour = await startTour(shop);
  }, 60_000);

  it('has no serious or critical violation on a 390 px phone', async () => {
    await checkTour(tour!, PHONE, `${PHONE.width}×${PHONE.height}`);
  }, 120_000);

  it('has no serious or critical violation on a 1366 px laptop', async () => {
    await checkTour(tour!, DESKTOP, `${DESKTOP.width}×${DESKTOP.height}`);
  }, 120_000);
});
