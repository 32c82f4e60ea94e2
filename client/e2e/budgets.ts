/**
 * The storefront's performance budgets (issue 13) and how the byte budgets are measured: which
 * scripts, style sheets and fonts the first view of a page loads in Chromium, and how many bytes
 * each takes on the wire when asked for as a browser asks (`Accept-Encoding: br, gzip`). Used by
 * client/e2e/budgets.e2e.ts and by `npm run bench:web` (bench/web.ts).
 */
import http from 'node:http';
import type { Browser } from 'playwright-core';
import { PHONE } from './browser.ts';
import { SETTLED_WORK_MARK } from '../src/lib/idle.ts';

/** 1 KB = 1000 bytes, as Vite's build output counts them. */
export const KB = 1000;

export const BUDGETS = {
  /** First-load JavaScript of the home page (entry, module preloads and the lazy chunks of the first view), compressed. */
  jsBytes: 170 * KB,
  /** Style sheets of the first view, compressed. */
  cssBytes: 30 * KB,
  /** Font files of the first view. */
  fontBytes: 80 * KB,
  /** Images shown in the first screen of a phone (covers, at the width the phone picks from srcset). */
  imageBytes: 150 * KB,
  /** Largest Contentful Paint under Lighthouse's mobile emulation. */
  lcpMs: 1800,
  /** Cumulative Layout Shift under Lighthouse's mobile emulation. */
  cls: 0.05,
} as const;

export type AssetKind = 'js' | 'css' | 'font' | 'image';

export interface Transfer {
  url: string;
  kind: AssetKind;
  /** Bytes of the body as served (compressed when the server compresses). */
  bytes: number;
  /** The response's Content-Encoding ('identity' when none). */
  encoding: string;
}

export interface FirstLoad {
  path: string;
  transfers: Transfer[];
  js: number;
  css: number;
  font: number;
  /** Images drawn in the first screen (viewport) once the page has settled. */
  image: number;
}

/** The kind of a script, style sheet or font by its address; images are counted by where they show (measureFirstLoad). */
export function assetKind(url: string): AssetKind | null {
  const pathname = new URL(url).pathname;
  if (/\.m?js$/.test(pathname)) return 'js';
  if (/\.css$/.test(pathname)) return 'css';
  if (/\.(woff2?|ttf|otf)$/.test(pathname)) return 'font';
  return null;
}

/** Bytes of `url`'s body on the wire when asked for with `Accept-Encoding: br, gzip` (not decompressed). */
export function transferredBytes(url: string): Promise<{ bytes: number; encoding: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { 'accept-encoding': 'br, gzip' } }, (response) => {
      if (response.statusCode !== 200) {
        response.resume();
        reject(new Error(`${url} answered ${response.statusCode}`));
        return;
      }
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () => resolve({ bytes, encoding: String(response.headers['content-encoding'] ?? 'identity') }));
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

/**
 * Opens `path` of the shop at `baseURL` in a fresh phone-sized context, waits until the network is
 * idle (the lazy route's chunks and the fonts its text uses have loaded), and sums the transferred
 * bytes of every same-origin script, style sheet and font the view asked for, and of the images drawn
 * in the first screen (each image's chosen source, `currentSrc`, once).
 */
export async function measureFirstLoad(browser: Browser, baseURL: string, path = '/', language?: 'bn' | 'en'): Promise<FirstLoad> {
  const context = await browser.newContext({ baseURL, viewport: PHONE, deviceScaleFactor: 3, isMobile: true, hasTouch: true });
  // A language: the shopper's choice (the `lang` cookie), so the first view is served and drawn in it.
  if (language) await context.addCookies([{ name: 'lang', value: language, url: baseURL }]);
  try {
    const page = await context.newPage();
    const origin = new URL(baseURL).origin;
    const urls = new Set<string>();
    page.on('request', (request) => {
      const url = request.url();
      if (new URL(url).origin === origin && assetKind(url)) urls.add(url);
    });
    await page.goto(path, { waitUntil: 'networkidle' });
    // Web fonts are fetched once text that uses them is laid out.
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    await page.waitForLoadState('networkidle');
    // Work a page defers until it has settled (client/src/lib/idle.ts whenSettled: warming up code for
    // later use) marks its start; what is asked for from then on is not the first view's, however fast
    // or slow the machine reached that point.
    const settledAt = await page.evaluate((mark) => {
      const marked = performance.getEntriesByName(mark)[0]?.startTime;
      if (marked === undefined) return null;
      const entries = performance.getEntriesByType('resource');
      const before = new Set(entries.filter((entry) => entry.startTime < marked).map((entry) => entry.name));
      return entries.filter((entry) => !before.has(entry.name)).map((entry) => entry.name);
    }, SETTLED_WORK_MARK);
    for (const url of settledAt ?? []) urls.delete(url);
    const onScreen = await page.evaluate(() =>
      [...document.images].filter((img) => {
        const box = img.getBoundingClientRect();
        return img.currentSrc && box.width > 0 && box.bottom > 0 && box.top < innerHeight;
      }).map((img) => img.currentSrc),
    );
    const transfers: Transfer[] = [];
    for (const url of [...urls].sort()) {
      transfers.push({ url, kind: assetKind(url)!, ...(await transferredBytes(url)) });
    }
    for (const url of [...new Set(onScreen)].sort()) {
      if (new URL(url).origin === origin) transfers.push({ url, kind: 'image', ...(await transferredBytes(url)) });
    }
    const sum = (kind: AssetKind) => transfers.filter((t) => t.kind === kind).reduce((total, t) => total + t.bytes, 0);
    return { path, transfers, js: sum('js'), css: sum('css'), font: sum('font'), image: sum('image') };
  } finally {
    await context.close();
  }
}

export const kilobytes = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

/** One line per asset: size, encoding and path. */
export function describeTransfers(load: FirstLoad): string {
  return load.transfers
    .map((t) => `  ${t.kind.padEnd(5)} ${kilobytes(t.bytes).padStart(10)} ${t.encoding.padEnd(8)} ${new URL(t.url).pathname}`)
    .join('\n');
}
