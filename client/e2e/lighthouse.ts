/**
 * Lighthouse (from npm) under its default mobile emulation (a mid-range phone on slow 4G, simulated
 * throttling), driving Debian's Chromium through Lighthouse's own launcher. Used by `npm run bench:web`;
 * run directly (`node --import tsx client/e2e/lighthouse.ts URL [runs]`) it prints the figures as JSON,
 * which is how a jest test (no ES module loader there) gets them.
 */
import { launch } from 'chrome-launcher';
import { CHROMIUM_PATH } from './browser.ts';
import { phoneFontEnv } from './phone-fonts.ts';

export interface LighthouseFigures {
  /** Largest Contentful Paint, ms. */
  lcpMs: number;
  /** Cumulative Layout Shift. */
  cls: number;
  /** First Contentful Paint, ms. */
  fcpMs: number;
  /** Total Blocking Time, ms. */
  tbtMs: number;
  /** The performance score, 0..100. */
  score: number;
  /** What the largest paint was (the element's selector, as Lighthouse names it), for finding what to speed up. */
  lcpElement?: string;
  /** The layout shifts Lighthouse saw, largest first: score, the element that moved most and the cause it names. */
  shifts?: string[];
}

export interface LighthouseResult extends LighthouseFigures {
  /** Each run's figures; the result is their median. */
  runs: LighthouseFigures[];
}

const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'];

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** The selector of the LCP element from Lighthouse's audit details (a table of tables in Lighthouse 12). */
function lcpElementOf(details: unknown): string | undefined {
  const found = JSON.stringify(details ?? null).match(/"selector":"((?:[^"\\]|\\.)*)"/);
  return found ? JSON.parse(`"${found[1]}"`) : undefined;
}

/** Each layout shift of Lighthouse's layout-shifts audit as one line: score, the element, its causes. */
function layoutShiftsOf(details: unknown): string[] {
  type Item = { score?: number; node?: { selector?: string; snippet?: string }; subItems?: { items?: { extra?: { value?: string }; cause?: string }[] } };
  const items = ((details ?? {}) as { items?: Item[] }).items ?? [];
  return items.map((item) => {
    const causes = (item.subItems?.items ?? []).map((sub) => sub.cause ?? sub.extra?.value).filter(Boolean);
    return `${(item.score ?? 0).toFixed(3)} ${item.node?.selector ?? '?'} ${item.node?.snippet ?? ''}${causes.length ? ` (${causes.join('; ')})` : ''}`;
  });
}

async function runOnce(url: string, port: number, language?: string): Promise<LighthouseFigures> {
  const { default: lighthouse } = await import('lighthouse');
  // A language: the shopper's choice (the `lang` cookie), so the page is served and drawn in it.
  const extraHeaders = language ? { Cookie: `lang=${language}` } : undefined;
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], ...(extraHeaders ? { extraHeaders } : {}) });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { audits, categories, runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`Lighthouse: ${runtimeError.code}: ${runtimeError.message}`);
  const value = (id: string) => {
    const numeric = audits[id]?.numericValue;
    if (typeof numeric !== 'number') throw new Error(`Lighthouse measured no ${id}: ${audits[id]?.errorMessage ?? 'no value'}`);
    return numeric;
  };
  return {
    lcpMs: value('largest-contentful-paint'),
    cls: value('cumulative-layout-shift'),
    fcpMs: value('first-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    score: Math.round((categories.performance?.score ?? 0) * 100),
    lcpElement: lcpElementOf(audits['largest-contentful-paint-element']?.details),
    shifts: layoutShiftsOf(audits['layout-shifts']?.details),
  };
}

/** Lighthouse runs whose trace came out broken are run again, up to this many attempts in all. */
const ATTEMPTS = 3;

/** Runs Lighthouse `runs` times on `url` and returns the medians. */
export async function runLighthouse(url: string, runs = 3, language?: string): Promise<LighthouseResult> {
  const figures: LighthouseFigures[] = [];
  for (let i = 0; i < runs; i++) figures.push(await measuredRun(url, language));
  const pick = (key: Exclude<keyof LighthouseFigures, 'lcpElement' | 'shifts'>) => median(figures.map((f) => f[key]));
  return { lcpMs: pick('lcpMs'), cls: pick('cls'), fcpMs: pick('fcpMs'), tbtMs: pick('tbtMs'), score: pick('score'), runs: figures };
}

/**
 * One Lighthouse run in a Chromium of its own (CHROME_PATH, else Debian's). On a busy machine the trace is
 * sometimes incomplete (NO_NAVSTART: "Please run Lighthouse again"): such a run is made again in a new browser,
 * up to ATTEMPTS times. Only Lighthouse's own failures are retried; a measured page is never measured again.
 */
async function measuredRun(url: string, language?: string): Promise<LighthouseFigures> {
  let failure: unknown;
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    // Lighthouse emulates a phone, so its browser has a phone's Bangla system font whatever the machine has (phone-fonts.ts).
    const chrome = await launch({
      chromePath: process.env.CHROME_PATH ?? CHROMIUM_PATH,
      chromeFlags: CHROME_FLAGS,
      logLevel: 'error',
      envVars: { ...process.env, ...phoneFontEnv() },
    });
    try {
      return await runOnce(url, chrome.port, language);
    } catch (error) {
      failure = error;
      console.error(`Lighthouse attempt ${attempt} of ${ATTEMPTS} on ${url} failed: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      chrome.kill();
    }
  }
  throw failure;
}

if (require.main === module) {
  const [url, runs = '1', language] = process.argv.slice(2);
  if (!url) {
    console.error('Usage: node --import tsx client/e2e/lighthouse.ts URL [runs] [bn|en]');
    process.exit(2);
  }
  runLighthouse(url, Number(runs), language).then(
    (result) => console.log(JSON.stringify(result)),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
