/**
 * The PDF of an invoice, printed by Chromium from the invoice's own page (staff: /admin/invoice/{id}/print,
 * the customer: /invoice/{id}) — the same HTML and print stylesheet as the browser's own print, so there is
 * one template, not a second PDF layout. Chromium is optional: without it the caller gets
 * PdfUnavailableError and tells the reader to use the browser's "Print → Save as PDF".
 */
import { existsSync } from 'node:fs';
import { AppError } from '../../shared/errors.ts';
import { SIGNED_IN_HINT_COOKIE } from '../../shared/session-hint.ts';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export class PdfUnavailableError extends AppError {
  readonly code = 'PDF_UNAVAILABLE';
  readonly status = 503;
}

/** Chromium ran but the page did not become an invoice (signed out, not found, too slow): said at once, not after a long wait. */
export class PdfFailedError extends AppError {
  readonly code = 'PDF_FAILED';
  readonly status = 502;
}

// One Chromium at a time per process: a PDF takes a browser's memory, and a burst of clicks must not start dozens.
let queue: Promise<unknown> = Promise.resolve();

/** How long the page may take to show the invoice. */
const READY_TIMEOUT_MS = 20_000;

/**
 * The cookies the print page needs, for the whole shop (path `/`): the session itself and the
 * signed-in hint (without it the client does not ask who is signed in and sends the page to sign-in).
 * A cookie given only `url` would be scoped to that URL's directory (`/admin/invoice/{id}/`), which the
 * app's `/graphql` and `/api/user` calls are not under.
 */
export function printCookies(url: string, session: string) {
  const root = `${new URL(url).origin}/`;
  return [
    { name: 'pathagar_session', value: session, url: root },
    { name: SIGNED_IN_HINT_COOKIE, value: '1', url: root },
  ];
}

/** Prints `url` (a page of our own server, opened with the reader's own session) to an A4 PDF. */
export function printPageToPdf(url: string, session: string, chromiumPath = CHROMIUM_PATH): Promise<Buffer> {
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
      await context.addCookies(printCookies(url, session));
      const page = await context.newPage();
      const wanted = new URL(url).pathname;
      // Ready, or gone elsewhere (sign-in): whichever comes first, so that failure is told at once.
      const outcome = await page
        .goto(url, { waitUntil: 'load', timeout: READY_TIMEOUT_MS })
        .then(() => page
        .waitForFunction(
          (path) => {
            if (document.querySelector('[data-invoice-ready]')) return 'ready';
            if (location.pathname !== path) return 'left';
            return false;
          },
          wanted,
          { timeout: READY_TIMEOUT_MS, polling: 100 },
        )
        .then((handle) => handle.jsonValue()))
        .catch(() => 'slow');
      if (outcome !== 'ready') {
        throw new PdfFailedError(
          outcome === 'left'
            ? 'The PDF could not be made: the invoice page asked to sign in again. Sign in and try once more, or use Print and "Save as PDF".'
            : 'The PDF could not be made just now. Try again, or use Print and "Save as PDF".',
        );
      }
      await page.evaluate(() => document.fonts.ready);
      return await page.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true });
    } finally {
      await browser.close();
    }
  });
  queue = run.catch(() => undefined);
  return run;
}
