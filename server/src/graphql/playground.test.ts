/**
 * /admin/playground in production: GraphiQL from the shop's own page (no CDN) for staff who may
 * explore the API, their query text past the trusted documents, answered with their own permissions;
 * everyone else gets the single-page app (and its refusal) and cannot send query text.
 */
import { getIntrospectionQuery } from 'graphql';
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

it('has a way back to /admin and a font with ৳ (U+09F3) for the result pane, inlined (issue 29.16)', async () => {
  const admin = await signInAs(t, 'admin');
  const html = await (await t.app.request('/admin/playground', { headers: { accept: 'text/html', cookie: await cookieHeader(admin) } })).text();
  expect(html).toMatch(/<a href="\/admin">[^<]*Back to the back office<\/a>/);
  // The editors' and the result pane's family gets the shop's Noto Sans Bengali for the Bengali block.
  const faces = [...html.matchAll(/@font-face\{font-family:"(Fira Code|Roboto)";[^}]*src:url\(data:font\/woff2;base64,[A-Za-z0-9+/=]{1000,}\)[^}]*unicode-range:([^}]+)\}/g)];
  expect(new Set(faces.map((face) => face[1]))).toEqual(new Set(['Fira Code', 'Roboto']));
  for (const face of faces) expect(face[2]).toContain('U+0980-09FE');
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

/**
 * Issue 29.16: the playground loads its schema (docs, autocomplete) in production. GraphiQL sends the
 * introspection query below (graphql-js's, with every option GraphiQL may turn on); it answers for a
 * member of staff with api.explore and for nobody else, whatever order they ask in (the validation
 * cache must not hand one viewer's answer to another).
 */
describe('introspection in production (issue 29.16)', () => {
  const introspection = getIntrospectionQuery({
    descriptions: true,
    specifiedByUrl: true,
    directiveIsRepeatable: true,
    schemaDescription: true,
    inputValueDeprecation: true,
    oneOf: true,
  });

  it('answers the playground\'s introspection query for an admin (api.explore): the whole schema, no error', async () => {
    const admin = await signInAs(t, 'admin');
    const result = await t.graphql<{ __schema: { queryType: { name: string }; types: { name: string }[] } }>(introspection, {}, { cookie: admin });
    expect(result.errors).toBeUndefined();
    expect(result.data!.__schema.queryType.name).toBe('Query');
    expect(result.data!.__schema.types.map((type) => type.name)).toEqual(expect.arrayContaining(['Query', 'Mutation', 'Money', 'Product']));
  });

  it('still refuses introspection to staff without api.explore, customers and visitors, also after an admin asked the same text', async () => {
    // A shop that takes query text from anyone: only the introspection rule stands between them and the schema.
    const open = await startTestApp({ development: false, graphql: { trustedDocuments: false } });
    try {
      const admin = await signInAs(open, 'admin');
      for (const query of [introspection, '{ __schema { queryType { name } } }', '{ __type(name: "Query") { name } }']) {
        expect((await open.graphql(query, {}, { cookie: admin })).errors).toBeUndefined();
        for (const cookie of [await signInAs(open, 'agent'), await signInAs(open, 'customer'), undefined]) {
          const refused = await open.graphql(query, {}, cookie ? { cookie } : {});
          expect(refused.data ?? null).toBeNull();
          expect(refused.errors?.[0]?.message).toMatch(/introspection/i);
        }
      }
      expect((await open.graphql('{ __typename }')).data).toEqual({ __typename: 'Query' });
    } finally {
      await open.close();
    }
  });
});
