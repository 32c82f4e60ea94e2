/**
 * Issue 4 acceptance, in a real browser against the built app: an admin creates a published book with
 * a cover; it appears on the storefront; the same createBook mutation sent by a customer is refused.
 */
import { deflateSync } from 'node:zlib';
import type { BrowserContext, Page } from 'playwright-core';
import { signIn, useShop } from './shop.ts';

const shop = useShop();

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real PNG, `width`×`height`, a vertical teal-to-amber gradient (8-bit RGB). */
function makePng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  const rows = [];
  for (let y = 0; y < height; y += 1) {
    const row = Buffer.alloc(1 + width * 3);
    const t = y / (height - 1);
    for (let x = 0; x < width; x += 1) {
      row[1 + x * 3] = Math.round(15 + t * 230);
      row[2 + x * 3] = Math.round(118 + t * 40);
      row[3 + x * 3] = Math.round(110 - t * 100);
    }
    rows.push(row);
  }
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(Buffer.concat(rows))), chunk('IEND', Buffer.alloc(0))]);
}

/**
 * Whether an <img> has loaded real pixels, once it has finished loading or failed: on a busy machine the
 * picture may still be on its way when the page's heading shows.
 */
async function loaded(page: Page, selector: string): Promise<boolean> {
  const img = page.locator(selector).first();
  await img.evaluate((element: HTMLImageElement) =>
    element.complete ? undefined : new Promise((settled) => ['load', 'error'].forEach((event) => element.addEventListener(event, settled, { once: true }))),
  );
  return img.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0);
}

describe('the catalogue back office in a real browser', () => {
  let admin: BrowserContext;
  let customer: BrowserContext;
  afterAll(async () => {
    await admin?.close();
    await customer?.close();
  });

  it('lets an admin create a published book with a cover that shows in the shop, and refuses a customer the same mutation', async () => {
    const title = `Physics 1st Paper E2E ${Date.now().toString(36)}`;
    admin = await shop.newContext();
    const page = await admin.newPage();

    // The admin screen asks for sign-in first, then opens.
    await page.goto('/admin/books/create');
    await page.waitForURL('**/auth/login');
    await signIn(page, '01700000001', 'admin123');
    await page.waitForURL('**/admin/books/create');
    await page.getByRole('heading', { name: 'New book', level: 1 }).waitFor();
    // Staff have no HSC batch: the student profile dialog never covers the back office (issue 10).
    expect(await page.getByRole('dialog', { name: 'Welcome to Pathagar!' }).count()).toBe(0);

    // The cover uploads as soon as it is chosen, and its preview shows.
    await page.locator('input[type="file"][aria-label="Cover image"]').setInputFiles({
      name: 'physics-cover.png',
      mimeType: 'image/png',
      buffer: makePng(60, 90),
    });
    const preview = page.getByRole('img', { name: 'physics-cover.png' });
    await preview.waitFor();
    expect(await preview.getAttribute('src')).toMatch(/^\/files\/covers\/[\w-]+\.png$/);
    expect(await loaded(page, 'img[alt="physics-cover.png"]')).toBe(true);

    await page.getByLabel('Title', { exact: true }).fill(title);
    await page.getByLabel('Price', { exact: true }).fill('1,250');
    await page.getByLabel('Stock', { exact: true }).fill('25');
    await page.getByLabel('Publisher').fill('Hasan Book House');
    await page.getByLabel('Section', { exact: true }).selectOption({ label: 'Academic' });
    await page.getByRole('checkbox', { name: 'Published' }).check();

    // The client sends the persisted operation's id, not its text: the new title in the variables marks it.
    const sent = page.waitForRequest((request) => request.url().endsWith('/graphql') && (request.postData() ?? '').includes(title));
    await page.getByRole('button', { name: 'Create book' }).click();
    const createRequest = await sent;

    // The edit page of the new book opens, with a toast.
    await page.waitForURL(/\/admin\/books\/[0-9a-f-]{36}$/);
    await page.getByText('Book created').waitFor();
    await page.getByRole('heading', { name: title, level: 1 }).waitFor();
    const shopPath = await page.getByRole('link', { name: 'View in shop' }).first().getAttribute('href');
    expect(shopPath).toMatch(/^\/book\/physics-1st-paper-e2e-/);

    // It is in the shop: a signed-out shopper's page shows the title and the uploaded cover. (The admin
    // has no HSC batch, so on the storefront their own view is behind the student dialog, a real modal.)
    const shopper = await shop.newContext();
    const shopperPage = await shopper.newPage();
    await shopperPage.goto(shopPath!);
    await shopperPage.getByRole('heading', { name: title, level: 1 }).waitFor();
    const coverSrc = await shopperPage.locator('img[src^="/files/covers/"]').first().getAttribute('src');
    expect(coverSrc).toMatch(/^\/files\/covers\/[\w-]+\.png$/);
    expect(await loaded(shopperPage, 'img[src^="/files/covers/"]')).toBe(true);
    await shopper.close();

    // A customer, in a browser of their own, sends the very same mutation: refused, and nothing is created.
    customer = await shop.newContext();
    const customerPage = await customer.newPage();
    await customerPage.goto('/auth/login');
    await signIn(customerPage, '01700000003', 'customer123');
    const answer = await customerPage.evaluate(async (body) => {
      const response = await fetch('/graphql', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json', 'x-graphql-csrf': '1' },
        body,
      });
      return { status: response.status, json: await response.json() };
    }, createRequest.postData()!);
    expect(answer.json.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(answer.json.data?.createBook ?? null).toBeNull();

    const check = await admin.request.post('/graphql', {
      headers: { 'x-graphql-csrf': '1' },
      data: { query: 'query($q: String) { adminProducts(first: 5, filter: { kinds: [BOOK], search: $q }) { totalCount } }', variables: { q: title } },
    });
    expect((await check.json()).data.adminProducts.totalCount).toBe(1);
  }, 120_000);
});
