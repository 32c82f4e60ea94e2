import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { startServerProcess, type ServerProcess } from '../../server/test/server-process.ts';
import { launchChromium } from './browser.ts';

let server: ServerProcess;
let browser: Browser;

beforeAll(async () => {
  // CLIENT_BUILD=auto: the server builds the client first when it is missing or stale, as `npm start` does.
  server = await startServerProcess(
    { DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'pathagar-e2e-')), CLIENT_BUILD: 'auto', NODE_ENV: 'production' },
    180_000,
  );
  browser = await launchChromium();
}, 200_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('the shop shell in a real browser', () => {
  it('shows the four sections loaded through /graphql on the home page', async () => {
    const page = await browser.newPage();
    const graphqlCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/graphql') graphqlCalls.push(request.method());
    });
    await page.goto(server.url);
    for (const name of ['Academic', 'Engineering', 'Medical', 'Varsity']) {
      await page.getByRole('heading', { name, level: 2 }).waitFor();
    }
    await page.getByRole('link', { name: 'Cycle' }).first().waitFor();
    expect(graphqlCalls).toContain('POST');
    expect(await page.title()).toBe('Pathagar');
    await page.close();
  });

  it('navigates to a section page inside the app', async () => {
    const page = await browser.newPage();
    await page.goto(server.url);
    await page.getByRole('heading', { name: 'Academic', level: 2 }).getByRole('link').click();
    await page.getByRole('heading', { name: 'Academic', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/academic');
    expect(await page.title()).toBe('Academic | Pathagar');
    await page.close();
  });

  it('shows "Page not found: /nope" for an unknown path', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/nope`);
    await page.getByText('Page not found: /nope').waitFor();
    expect(await page.title()).toBe('Page Not Found | Pathagar');
    await page.close();
  });
});
