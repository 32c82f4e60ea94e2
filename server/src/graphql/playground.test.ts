/**
 * /admin/playground in production: GraphiQL from the shop's own page (no CDN) for staff who may
 * explore the API, their query text past the trusted documents, answered with their own permissions;
 * everyone else gets the single-page app (and its refusal) and cannot send query text.
 */
import { signInAs } from '../../test/accounts.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ development: false });
});
afterAll(() => t.close());

it('serves GraphiQL, inlined with its own nonce and the staff examples, to an admin (api.explore)', async () => {
  const admin = await signInAs(t, 'admin');
  const response = await t.app.request('/admin/playground', { headers: { accept: 'text/html', cookie: await cookieHeader(admin) } });
  expect(response.status).toBe(200);
  const html = await response.text();
  expect(html).toContain('Pathagar GraphQL playground');
  expect(html).toContain('salesReport');
  expect(html).not.toMatch(/<script[^>]+src="https?:/);
  expect(html).not.toMatch(/<link[^>]+href="https?:/);
  expect(response.headers.get('content-security-policy')).toMatch(/script-src 'self' 'nonce-[^']+'/);
  expect(response.headers.get('cache-control')).toBe('no-store');
});

it('gives an agent and a visitor the app instead', async () => {
  const agent = await signInAs(t, 'agent');
  for (const cookie of [await cookieHeader(agent), undefined]) {
    const response = await t.app.request('/admin/playground', { headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } });
    expect(await response.text()).not.toContain('GraphiQL');
  }
});

it('runs the admin\'s query text past the trusted documents with their permissions, and refuses the agent\'s', async () => {
  const report = '{ salesReport(range: { from: "2026-11-01", to: "2026-11-30" }) { __typename } }';
  const admin = await signInAs(t, 'admin');
  expect((await t.graphql(report, {}, { cookie: admin })).data).toEqual({ salesReport: { __typename: 'QuerySalesReportSuccess' } });
  const agent = await signInAs(t, 'agent');
  const refused = await t.graphql(report, {}, { cookie: agent });
  expect(refused.errors?.[0]?.extensions?.code).toBe('PERSISTED_QUERY_ONLY');
});

async function cookieHeader(token: string): Promise<string> {
  return `pathagar_session=${token}`;
}
