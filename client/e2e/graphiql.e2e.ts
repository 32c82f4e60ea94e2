import { useShop } from './shop.ts';

// GraphiQL is served in development only; it needs neither the client build nor the demo catalogue.
const shop = useShop({ env: { NODE_ENV: 'development', CLIENT_BUILD: 'never', DEMO_CATALOG: 'false' }, dataDirPrefix: 'pathagar-graphiql-' });

describe('GraphiQL without the internet', () => {
  it('loads from the shop alone, under its CSP, and runs the sections query', async () => {
    const context = await shop.newContext();
    const page = await context.newPage();
    const foreign: string[] = [];
    const shopOrigin = new URL(shop.server.url).origin;
    await page.route('**/*', (route) => {
      const url = route.request().url();
      if (url.startsWith(shopOrigin) || url.startsWith('blob:') || url.startsWith('data:')) return route.continue();
      foreign.push(url);
      return route.abort();
    });
    const cspViolations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) cspViolations.push(message.text());
    });

    const response = await page.goto(`${shop.server.url}/graphql`);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self' 'nonce-[^']+'/);

    await page.locator('.graphiql-query-editor').filter({ hasText: 'sections' }).waitFor();
    await page.getByRole('button', { name: /Execute query/ }).click();
    await page.locator('.graphiql-response').filter({ hasText: 'Academic' }).waitFor();

    expect(foreign).toEqual([]);
    expect(cspViolations).toEqual([]);
    await context.close();
  });
});
