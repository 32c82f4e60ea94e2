/**
 * The PDF of an invoice, printed by Chromium from the staff print page (/admin/invoice/{id}/print) —
 * the same HTML and print stylesheet as the browser's own print, so there is one template, not a
 * second PDF layout. Chromium is optional: without it the caller gets PdfUnavailableError and tells
 * staff to use the browser's "Print → Save as PDF".
 */
import { existsSync } from 'node:fs';
import { AppError } from '../../shared/errors.ts';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export class PdfUnavailableError extends AppError {
  readonly code = 'PDF_UNAVAILABLE';
  readonly status = 503;
}

// One Chromium at a time per process: a PDF takes a browser's memory, and a burst of clicks must not start dozens.
let queue: Promise<unknown> = Promise.resolve();

/** Prints `url` (a page of our own server, opened with the staff member's own session cookie) to an A4 PDF. */
export function printPageToPdf(url: string, cookie: { name: string; value: string }, chromiumPath = CHROMIUM_PATH): Promise<Buffer> {
  if (!existsSync(chromiumPath)) {
    return Promise.reject(
      new PdfUnavailableError(`PDF download needs Chromium on the server (looked for ${chromiumPath}); use Print and "Save as PDF" in the browser instead.`),
    );
  }
  const run = queue.then(async () => {
    const { chromium } = await import('playwright-core');
    const browser = await chromium.launch({
      executablePath: chromiumPath,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
    try {
      const context = await browser.newContext();
      await context.addCookies([{ name: cookie.name, value: cookie.value, url }]);
      const page = await context.newPage();
      await page.goto(url, { waitUntil: 'load', timeout: 30_000 });
      await page.waitForSelector('[data-invoice-ready]', { timeout: 30_000 });
      await page.evaluate(() => document.fonts.ready);
      return await page.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true });
    } finally {
      await browser.close();
    }
  });
  queue = run.catch(() => undefined);
  return run;
}
