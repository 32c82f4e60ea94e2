import type { APIRequestContext, Browser, BrowserContext, Page } from 'playwright-core';
import { startServerProcess, type ServerProcess } from '../../server/test/server-process.ts';
import { launchChromium } from './browser.ts';
import { clientBuiltOnce, freshDataDir } from './data-templates.ts';

/**
 * How long a browser step waits for its condition (an element, a URL, a response). Steps wait for
 * conditions, never for a guessed time; this bound is only just under the tests' own limit (120 s),
 * so a slow or busy machine makes a test slower, not red.
 */
export const CONDITION_TIMEOUT_MS = 100_000;

/** The shop a browser test runs against: the server (set once `beforeAll` has run) and a Chromium. */
export interface Shop {
  readonly server: ServerProcess;
  readonly browser: Browser;
  /** A fresh browser context whose relative addresses go to the shop. */
  newContext(): Promise<BrowserContext>;
}

interface ShopOptions {
  /** Extra server environment, e.g. the demo catalogue (`DEMO_CATALOG`, `DEMO_CATALOG_SCALE`). */
  env?: Record<string, string>;
  /** How long the server may take to start (building the client first when it is missing or stale). */
  startTimeoutMs?: number;
  /** The temporary data directory's name prefix. */
  dataDirPrefix?: string;
}

/**
 * Starts the shop for the test file that calls it (in `beforeAll`: a fresh data directory copied from
 * the run's template for its start-up data (data-templates.ts), the built client, a Chromium) and stops both in `afterAll`. Call it at the top level of the test file.
 */
export function useShop({ env = {}, startTimeoutMs = 180_000, dataDirPrefix = 'pathagar-e2e-' }: ShopOptions = {}): Shop {
  let server: ServerProcess | undefined;
  let browser: Browser | undefined;

  beforeAll(async () => {
    // CLIENT_BUILD=auto: the server builds the client first when it is missing or stale, as `npm start` does.
    const serverEnv = { CLIENT_BUILD: 'auto', NODE_ENV: 'production', ...env };
    if (serverEnv.CLIENT_BUILD === 'auto') await clientBuiltOnce(startTimeoutMs);
    server = await startServerProcess({ ...serverEnv, DATA_DIR: await freshDataDir(serverEnv, dataDirPrefix, startTimeoutMs) }, startTimeoutMs);
    browser = await launchChromium();
  }, 3 * startTimeoutMs + 20_000); // the first file of a run may make the data template first

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  return {
    get server() {
      return server!;
    },
    get browser() {
      return browser!;
    },
    newContext: async () => {
      const context = await browser!.newContext({ baseURL: server!.url });
      context.setDefaultTimeout(CONDITION_TIMEOUT_MS);
      return context;
    },
  };
}

/** Signs in on the sign-in page the browser is on, and waits until the shop has left it. */
export async function signIn(page: Page, cred: string, password: string) {
  await page.getByLabel('Phone or email').fill(cred);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/auth/login'));
}

/** Sends query text as the context's signed-in user (needs GRAPHQL_TRUSTED_DOCUMENTS=false); throws on errors. */
export async function graphql(request: APIRequestContext, query: string, variables: Record<string, unknown> = {}) {
  const response = await request.post('/graphql', { data: { query, variables }, headers: { 'x-graphql-csrf': '1' } });
  const body = await response.json();
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

/** The shop path of a published, in-stock product of `kind` that is added straight from its page (no variant choice). */
export async function productPath(request: APIRequestContext, kind: 'BOOK' | 'STATIONERY' | 'EBOOK'): Promise<{ path: string; title: string }> {
  const data = await graphql(
    request,
    `query($kinds: [ProductKind!]) { products(first: 50, filter: { kinds: $kinds, inStock: true }) {
      edges { node { path title ... on Stationery { variants { id } } } } } }`,
    { kinds: [kind] },
  );
  const node = data.products.edges.map((edge: { node: { path: string; title: string; variants?: unknown[] } }) => edge.node).find((n: { variants?: unknown[] }) => (n.variants?.length ?? 0) <= 1);
  if (!node) throw new Error(`No ${kind} to add in the demo catalogue`);
  return node;
}

/** Opens the product's page and adds it to the cart with its button. */
export async function addFromProductPage(page: Page, product: { path: string; title: string }) {
  await page.goto(product.path);
  await page.getByRole('heading', { name: product.title, level: 1 }).waitFor();
  await page.getByRole('button', { name: 'Add to cart' }).first().click();
  await page.getByText('Added to cart').waitFor();
}

/** After "Place order" for cash on delivery: waits for the order's confirmation page (issue 34) and returns its number. */
export async function placedOrderNumber(page: Page): Promise<string> {
  await page.waitForURL(/\/orders\/PG-\d{4}-\d{6}\/placed$/);
  return decodeURIComponent(new URL(page.url()).pathname.split('/')[2]!);
}

/** Chooses a district in checkout's District box: types its name and picks it from the list. */
export async function chooseDistrict(page: Page, name: string) {
  await page.getByRole('combobox', { name: 'District' }).fill(name);
  await page.getByRole('option', { name: new RegExp(`^${name} `) }).first().click();
}
