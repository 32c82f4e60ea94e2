import { useShop } from './shop.ts';

const shop = useShop();

describe('the shop shell in a real browser', () => {
  it('shows the four sections loaded through /graphql on the home page', async () => {
    const page = await shop.browser.newPage();
    const graphqlCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/graphql') graphqlCalls.push(request.method());
    });
    await page.goto(shop.server.url);
    for (const name of ['Academic', 'Engineering', 'Medical', 'Varsity']) {
      await page.getByRole('heading', { name, level: 3 }).waitFor();
    }
    await page.getByRole('link', { name: 'Cycle' }).first().waitFor();
    expect(graphqlCalls).toContain('POST');
    expect(await page.title()).toBe('Pathagar');
    await page.close();
  });

  it('navigates to a section page inside the app', async () => {
    const page = await shop.browser.newPage();
    await page.goto(shop.server.url);
    await page.getByRole('heading', { name: 'Academic', level: 3 }).getByRole('link').click();
    await page.getByRole('heading', { name: 'Academic', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/academic');
    expect(await page.title()).toBe('Academic | Pathagar');
    await page.close();
  });

  it('shows "Page not found: /nope" for an unknown path', async () => {
    const page = await shop.browser.newPage();
    await page.goto(`${shop.server.url}/nope`);
    await page.getByText('Page not found: /nope').waitFor();
    expect(await page.title()).toBe('Page Not Found | Pathagar');
    await page.close();
  });
});
