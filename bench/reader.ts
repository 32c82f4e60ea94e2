/**
 * `npm run bench:reader [-- --scale 0.02]`
 *
 * The reader's first page on slow mobile data (issue 18), through the whole production server: builds the
 * client if needed, starts the server on a fresh embedded database with the demo catalogue, waits for
 * the demo ebook files, buys the 300-page demo ebook as the demo customer through the sandbox gateway,
 * then in Chromium throttled to slow 4G (CDP Network.emulateNetworkConditions: 562.5 ms latency,
 * 180 KB/s down, 84 KB/s up, Lighthouse's "slow 4G") opens /ebook/{slug}/read on a 390 px phone and
 * measures two times from the start of the navigation (the page's own clock, performance.now()):
 *  - first page visible: page 1 on screen, either the server's image of it in the first HTML (an ebook
 *    whose free preview includes page 1: modules/library/reader-first-view.ts) once loaded, or pdf.js's
 *    canvas once drawn, whichever comes first;
 *  - interactive: pdf.js has drawn page 1 (the reader works: turning, zoom, search);
 * and the bytes received until then (of the PDF, and in all),
 * cold (new browser profile; the stamped copy made on that first request) and warm (again, the reader's
 * code cached), beside a whole-file download on the same network. Targets: first page visible < 2 s,
 * < 15 % of the file transferred before pdf.js has drawn it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import { launchChromium, PHONE } from '../client/e2e/browser.ts';
import { addFromProductPage, graphql, signIn } from '../client/e2e/shop.ts';
import { startServerProcess } from '../server/test/server-process.ts';

const { values: options } = parseArgs({ options: { scale: { type: 'string', default: '0.02' }, verbose: { type: 'boolean', default: false }, screenshots: { type: 'string' } } });
const SLOW_4G = { offline: false, latency: 562.5, downloadThroughput: (1474.56 * 1024) / 8, uploadThroughput: (675 * 1024) / 8 };
const TARGET_MS = 2000;
const TARGET_SHARE = 0.15;

interface Counter {
  pdfBytes: number;
  allBytes: number;
}

/** Counts bytes received (on the wire) by request, PDF file requests apart. */
async function countBytes(page: Page): Promise<{ cdp: CDPSession; counter: Counter }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  const counter: Counter = { pdfBytes: 0, allBytes: 0 };
  const urls = new Map<string, string>();
  cdp.on('Network.requestWillBeSent', (event) => {
    urls.set(event.requestId, event.request.url);
    if (options.verbose && event.request.url.includes('/files/ebooks/')) console.log(`  request ${event.request.headers.Range ?? event.request.headers.range ?? '(whole)'}`);
  });
  cdp.on('Network.dataReceived', (event) => {
    counter.allBytes += event.encodedDataLength;
    if (urls.get(event.requestId)?.includes('/files/ebooks/')) counter.pdfBytes += event.encodedDataLength;
  });
  cdp.on('Network.loadingFinished', () => undefined);
  return { cdp, counter };
}

/**
 * Page 1 on screen: pdf.js's canvas drawn (checked at each frame), or the server's image of it painted: the
 * browser's own paint time of that image, its largest-contentful-paint entry (the page's largest element).
 */
// Source text, not a function: tsx's keepNames would wrap inner functions in a helper the page lacks.
const FIRST_PAGE_ON_SCREEN = `new Promise((resolve) => {
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.element?.matches('img[data-first-page]') || entry.url?.startsWith('data:image/webp')) {
        observer.disconnect();
        resolve({ at: entry.startTime, by: 'image' });
      }
    }
  });
  observer.observe({ type: 'largest-contentful-paint', buffered: true });
  const frame = () => {
    if (document.querySelector('.reader[data-rendered-page="1"]')) {
      observer.disconnect();
      resolve({ at: performance.now(), by: 'canvas' });
    } else requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
})`;

async function openFirstPage(context: BrowserContext, slug: string) {
  const page = await context.newPage();
  const { counter } = await countBytes(page);
  await page.goto(`/ebook/${slug}/read`, { waitUntil: 'commit' });
  const visible = await page.evaluate<{ at: number; by: 'canvas' | 'image' }>(FIRST_PAGE_ON_SCREEN);
  // Bytes on the wire until page 1 was on screen, from the page's resource timings (the CDP counters lag behind).
  const visibleBytes = await page.evaluate(
    (until) =>
      [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')]
        .filter((entry) => (entry as PerformanceResourceTiming).responseEnd <= until)
        .reduce((sum, entry) => sum + (entry as PerformanceResourceTiming).transferSize, 0),
    visible.at,
  );
  if (options.verbose) {
    const timings = await page.evaluate(() => [
      ...performance.getEntriesByType('navigation').map((e) => `  ${e.name.slice(-40)}: response ${(e as PerformanceNavigationTiming).responseStart.toFixed(0)}–${(e as PerformanceNavigationTiming).responseEnd.toFixed(0)} ms`),
      ...performance.getEntriesByType('resource').map((e) => `  ${e.name.slice(-40)}: ${e.startTime.toFixed(0)}–${(e as PerformanceResourceTiming).responseEnd.toFixed(0)} ms, ${(e as PerformanceResourceTiming).transferSize} B`),
      ...performance.getEntriesByType('paint').map((e) => `  ${e.name}: ${e.startTime.toFixed(0)} ms`),
    ]);
    console.log(`  visible at ${visible.at.toFixed(0)} ms (${visible.by})\n${timings.join('\n')}`);
  }
  if (options.screenshots) await page.screenshot({ path: path.join(options.screenshots, `visible-${Date.now()}.png`) });
  const interactive = await (
    await page.waitForFunction(() => (document.querySelector('.reader[data-rendered-page="1"]') ? performance.now() : 0), undefined, { polling: 'raf', timeout: 120_000 })
  ).jsonValue();
  const snapshot = { ...counter };
  await page.close();
  return { ms: visible.at, by: visible.by, visibleBytes, interactiveMs: interactive, ...snapshot };
}

async function buy(context: BrowserContext, ebook: { path: string; title: string }) {
  const page = await context.newPage();
  await page.goto('/auth/login');
  await signIn(page, '01700000003', 'customer123');
  await addFromProductPage(page, ebook);
  await page.goto('/cart/checkout');
  await page.getByLabel('Full name').fill('Bench Reader');
  await page.getByLabel('Phone number').fill('01712345678');
  await page.getByRole('radio', { name: /^SSLCommerz/ }).check();
  await page.getByRole('button', { name: /^Place order/ }).click();
  await page.waitForURL('**/payments/sandbox/pay/**');
  await page.getByRole('button', { name: /^Pay / }).click();
  await page.waitForURL(/\/success$/);
  await page.close();
}

async function benchEbook(context: BrowserContext) {
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    const data = await graphql(
      context.request,
      `{ products(first: 100, filter: { kinds: [EBOOK] }) { edges { node { id path slug title ... on Ebook { pageCount readerAccess } } } } }`,
    );
    const found = data.products.edges.map((e: { node: unknown }) => e.node).find((n: { pageCount: number; readerAccess: string }) => n.pageCount === 300 && n.readerAccess !== 'NONE');
    if (found) return found as { id: string; path: string; slug: string; title: string };
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
  throw new Error('The 300-page demo ebook did not get its file within five minutes');
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pathagar-bench-reader-'));
  const server = await startServerProcess(
    { DATA_DIR: dataDir, CLIENT_BUILD: 'auto', NODE_ENV: 'production', DEMO_CATALOG: 'true', DEMO_CATALOG_SCALE: options.scale, GRAPHQL_TRUSTED_DOCUMENTS: 'false', PAYMENT_SANDBOX: 'true' },
    600_000,
  );
  const browser = await launchChromium();
  try {
    const setup = await browser.newContext({ baseURL: server.url });
    const ebook = await benchEbook(setup);
    await buy(setup, ebook);
    // The owner's file address (the reader's own): /files/ebooks/{product id}.
    const owned = await graphql(setup.request, `query($id: ID!) { node(id: $id) { ... on Ebook { readerAccess readerFileUrl } } }`, { id: ebook.id });
    if (owned.node.readerAccess !== 'FULL') throw new Error(`The bench customer cannot read the ebook after paying (${owned.node.readerAccess})`);
    const fileUrl: string = owned.node.readerFileUrl;
    const storage = await setup.storageState();
    await setup.close();

    // Cold: a new profile (nothing cached), and the customer's stamped copy is made on this first request.
    const context = await browser.newContext({ baseURL: server.url, viewport: PHONE, storageState: storage });
    const cold = await openFirstPage(context, ebook.slug);
    const warm = await openFirstPage(context, ebook.slug);

    const page = await context.newPage();
    await page.goto('/ebook/library');
    const { counter } = await countBytes(page);
    const whole = await page.evaluate(async (url) => {
      const started = performance.now();
      const bytes = (await (await fetch(url)).arrayBuffer()).byteLength;
      return { ms: performance.now() - started, bytes };
    }, fileUrl);
    if (whole.bytes < 1024) throw new Error(`The whole-file download got ${whole.bytes} bytes: not the ebook`);
    await context.close();

    console.log(`300-page demo ebook, stamped copy ${kb(whole.bytes)}; Chromium ${PHONE.width}×${PHONE.height}, slow 4G (562.5 ms, 180 KB/s down)\n`);
    const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
    console.log('first page visible: page 1 on screen (the server\'s image of it, or pdf.js\'s canvas); bytes in all until then');
    console.log('interactive: pdf.js has drawn page 1; PDF bytes and bytes in all until then\n');
    console.log(
      `${''.padEnd(30)}${'visible'.padStart(9)}${'shown by'.padStart(10)}${'bytes'.padStart(8)}${'interactive'.padStart(13)}${'PDF bytes'.padStart(11)}${'% of file'.padStart(11)}${'all bytes'.padStart(11)}`,
    );
    for (const [name, run] of [['Reader, cold (copy made now)', cold], ['Reader, warm', warm]] as const) {
      console.log(
        `${name.padEnd(30)}${seconds(run.ms).padStart(9)}${run.by.padStart(10)}${kb(run.visibleBytes).padStart(8)}${seconds(run.interactiveMs).padStart(13)}` +
          `${kb(run.pdfBytes).padStart(11)}${`${((run.pdfBytes / whole.bytes) * 100).toFixed(1)} %`.padStart(11)}${kb(run.allBytes).padStart(11)}`,
      );
    }
    console.log(`${'Whole-file download'.padEnd(30)}${''.padStart(27)}${seconds(whole.ms).padStart(13)}${kb(counter.pdfBytes).padStart(11)}${'100 %'.padStart(11)}`);
    const rows = [
      ['first page visible, warm', warm.ms < TARGET_MS],
      ['first page visible, cold', cold.ms < TARGET_MS],
      ['PDF share before first page, cold', cold.pdfBytes / whole.bytes < TARGET_SHARE],
      ['PDF share before first page, warm', warm.pdfBytes / whole.bytes < TARGET_SHARE],
    ] as const;
    console.log('');
    for (const [name, ok] of rows) console.log(`${name.padEnd(40)}${ok ? 'within target' : 'OVER TARGET'}`);
    return rows.every(([, ok]) => ok) ? 0 : 1;
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
