/**
 * Issue 29.16: the staff playground (/admin/playground) in production, in a real browser: it loads
 * the schema (docs and autocomplete) for an admin (api.explore) while introspection stays closed to
 * others (server/src/graphql/playground.test.ts), its result pane draws ৳ with the shop's Noto Sans
 * Bengali (not the machine's fonts, which may have no Bangla), and it has a way back to /admin.
 * The playground is the server's own page: no client build is needed.
 */
import { useShop } from './shop.ts';

jest.setTimeout(120_000);

const shop = useShop({ env: { CLIENT_BUILD: 'never', DEMO_CATALOG: 'false' }, dataDirPrefix: 'pathagar-playground-' });

describe('the staff playground in production', () => {
  it('loads the schema for an admin, draws ৳ in the result pane with the inlined font, and leads back to /admin', async () => {
    const context = await shop.newContext();
    const signIn = await context.request.post('/api/auth/login', { data: { cred: '01700000001', password: 'admin123' } });
    expect(signIn.status()).toBe(200);
    const page = await context.newPage();
    const introspections: { errors?: unknown; hasSchema: boolean }[] = [];
    page.on('response', async (response) => {
      if (!response.url().endsWith('/graphql') || response.request().method() !== 'POST') return;
      if (!response.request().postData()?.includes('__schema')) return;
      const body = await response.json();
      introspections.push({ errors: body.errors, hasSchema: Boolean(body.data?.__schema) });
    });

    const response = await page.goto('/admin/playground');
    expect(response?.status()).toBe(200);
    await page.locator('.graphiql-query-editor').filter({ hasText: 'salesReport' }).waitFor();

    // The schema: the documentation explorer lists the root types' fields.
    await page.getByRole('button', { name: /Show Documentation Explorer/i }).click();
    await page.locator('.graphiql-doc-explorer').getByText('Query', { exact: true }).first().waitFor();
    await page.locator('.graphiql-doc-explorer').getByText('Query', { exact: true }).first().click();
    await page.locator('.graphiql-doc-explorer').getByText('salesReport', { exact: true }).first().waitFor();
    expect(introspections.length).toBeGreaterThan(0);
    expect(introspections.every((answer) => answer.hasSchema && answer.errors === undefined)).toBe(true);

    // The default tab (the sales report) answers money as "৳ …".
    await page.getByRole('button', { name: /Execute query/ }).click();
    await page.locator('.graphiql-response').filter({ hasText: '৳' }).waitFor();
    // The result pane's family ("Fira Code") got its Bengali face loaded to draw it: the shop's font, inlined.
    await page.waitForFunction(() =>
      [...document.fonts].some((face) => face.family.replace(/"/g, '') === 'Fira Code' && face.unicodeRange.includes('U+980-9FE') && face.status === 'loaded'),
    );
    const resultFont = await page.locator('.graphiql-response .view-lines').first().evaluate((element) => getComputedStyle(element).fontFamily);
    expect(resultFont).toMatch(/Fira Code/);

    // The way back.
    await page.getByRole('link', { name: /Back to the back office/ }).click();
    await page.waitForURL((url) => url.pathname === '/admin');
    await context.close();
  });
});
