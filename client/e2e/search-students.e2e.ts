import { PHONE } from './browser.ts';
import { CONDITION_TIMEOUT_MS, useShop } from './shop.ts';

/**
 * Issue 33's acceptance on a phone: what students type finds the right books first —
 * `chemistry second paper` (an ordinal written out), `rasayan` (Banglish for রসায়ন) and
 * `physics first paper` (the named paper ranked first). The demo catalogue at a small scale.
 */
const shop = useShop({ env: { DEMO_CATALOG: 'true', DEMO_CATALOG_SCALE: '0.05', GRAPHQL_TRUSTED_DOCUMENTS: 'false' }, startTimeoutMs: 240_000 });

async function firstTitles(query: string, count: number): Promise<string[]> {
  const context = await shop.browser.newContext({ baseURL: shop.server.url, viewport: PHONE, deviceScaleFactor: 3, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    await page.goto(`/search?q=${encodeURIComponent(query)}`);
    const results = page.getByRole('list', { name: 'Search results' });
    await results.waitFor({ timeout: CONDITION_TIMEOUT_MS });
    const headings = results.getByRole('heading', { level: 3 });
    await headings.first().waitFor({ timeout: CONDITION_TIMEOUT_MS });
    return (await headings.allTextContents()).slice(0, count);
  } finally {
    await context.close();
  }
}

describe('search finds what students type, on a phone', () => {
  it('chemistry second paper: 2nd-paper chemistry books first, in either script', async () => {
    const titles = await firstTitles('chemistry second paper', 3);
    expect(titles.length).toBeGreaterThan(0);
    for (const title of titles) expect(title).toMatch(/Chemistry 2nd Paper|রসায়ন ২য় পত্র/);
  });

  it('rasayan: রসায়ন books', async () => {
    const titles = await firstTitles('rasayan', 3);
    expect(titles.length).toBeGreaterThan(0);
    for (const title of titles) expect(title).toMatch(/রসায়ন|Chemistry/);
  });

  it('physics first paper: 1st-paper physics books first', async () => {
    const titles = await firstTitles('physics first paper', 3);
    expect(titles.length).toBeGreaterThan(0);
    for (const title of titles) expect(title).toMatch(/Physics 1st Paper|পদার্থবিজ্ঞান ১ম পত্র/);
  });
});
