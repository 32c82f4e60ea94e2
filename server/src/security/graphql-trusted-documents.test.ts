import { signInAs, type DemoRole } from '../../test/accounts.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { CSRF_HEADER } from '../graphql/transport.ts';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { testOnlyOperationNames, operationNameOf } from '../graphql/test-only-documents.ts';
import { loadPersistedDocuments, PERSISTED_DOCUMENTS_FILE, TRUSTED_DOCUMENT_CODES } from '../graphql/trusted-documents.ts';

async function post(t: TestApp, body: Record<string, unknown>, cookie?: string) {
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json', [CSRF_HEADER]: '1' };
  if (cookie) headers.cookie = `pathagar_session=${cookie}`;
  const response = await t.app.request('/graphql', { method: 'POST', headers, body: JSON.stringify(body) });
  return { status: response.status, json: (await response.json()) as { data?: any; errors?: { message: string; extensions?: { code?: string } }[] } };
}

/** The persisted id of the operation the Relay client compiled under this name. */
function documentIdOf(operationName: string): string {
  for (const [id, text] of loadPersistedDocuments()) if (text.startsWith(`query ${operationName} `) || text.startsWith(`query ${operationName}(`)) return id;
  throw new Error(`No persisted operation ${operationName}`);
}

const FREE_FORM = { query: '{ sections(first: 50) { edges { node { name } } } }' };

describe('trusted documents in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ development: false });
  });
  afterAll(() => t.close());

  it('runs an operation the client was compiled with, by its id', async () => {
    const { status, json } = await post(t, { documentId: documentIdOf('HomePageQuery'), variables: {} });
    expect(status).toBe(200);
    expect(json.errors).toBeUndefined();
    expect(json.data.sections.edges.map((e: { node: { name: string } }) => e.node.name)).toContain('Academic');
  });

  it('refuses an unknown id with PERSISTED_QUERY_NOT_FOUND', async () => {
    const { status, json } = await post(t, { documentId: 'f'.repeat(64), variables: {} });
    expect(status).toBe(400);
    expect(json).toEqual({
      errors: [{ message: 'Unknown documentId: this page was built for another version of the shop; reload it.', extensions: { code: TRUSTED_DOCUMENT_CODES.unknownId } }],
    });
  });

  it.each<[string, DemoRole | null]>([
    ['anonymous', null],
    ['a customer', 'customer'],
    ['a support agent', 'agent'],
  ])('refuses query text from %s with PERSISTED_QUERY_ONLY', async (_who, role) => {
    const cookie = role ? await signInAs(t, role) : undefined;
    const { status, json } = await post(t, FREE_FORM, cookie);
    expect(status).toBe(403);
    expect(json.data).toBeUndefined();
    expect(json.errors).toEqual([
      { message: "This server runs only the operations of the shop's own client; send a documentId.", extensions: { code: TRUSTED_DOCUMENT_CODES.freeFormRefused } },
    ]);
  });

  it('takes query text from staff with the api.explore permission (the admin)', async () => {
    const cookie = await signInAs(t, 'admin');
    const { status, json } = await post(t, FREE_FORM, cookie);
    expect(status).toBe(200);
    expect(json.data.sections.edges.length).toBeGreaterThan(0);
  });
});

describe('trusted documents switched off or outside production', () => {
  it.each([
    ['GRAPHQL_TRUSTED_DOCUMENTS=false in production', { development: false, graphql: { trustedDocuments: false } }],
    ['development', { development: true }],
  ])('takes anonymous query text with %s, and ids too', async (_name, options) => {
    const t = await startTestApp(options);
    try {
      const text = await post(t, FREE_FORM);
      expect(text.status).toBe(200);
      expect(text.json.data.sections.edges.length).toBeGreaterThan(0);
      const byId = await post(t, { documentId: documentIdOf('HomePageQuery'), variables: {} });
      expect(byId.json.errors).toBeUndefined();
    } finally {
      await t.close();
    }
  });
});

describe('operations only tests define', () => {
  const compiled = JSON.parse(readFileSync(PERSISTED_DOCUMENTS_FILE, 'utf8')) as Record<string, string>;
  const idOf = (name: string) => Object.entries(compiled).find(([, text]) => text.startsWith(`query ${name}`))?.[0];

  it('never enter the production list, while every operation of the shop does', () => {
    const trusted = loadPersistedDocuments();
    const texts = [...trusted.values()];
    for (const name of ['CartBadgeTestQuery', 'ProductCardTestQuery']) {
      expect(idOf(name)).toBeDefined(); // relay-compiler persisted it ...
      expect(trusted.has(idOf(name)!)).toBe(false); // ... and the server leaves it out
    }
    expect(texts.some((text) => /^(query|mutation) \w*Test\w*(Query|Mutation)\b/.test(text))).toBe(false);
    // Every compiled document but the test-only ones (relay-compiler keeps earlier versions of an operation under their old ids too).
    const testOnly = testOnlyOperationNames(path.join(path.dirname(PERSISTED_DOCUMENTS_FILE), '..'));
    expect(trusted.size).toBe(Object.values(compiled).filter((text) => !testOnly.has(operationNameOf(text) ?? '')).length);
    expect(texts.some((text) => text.startsWith('query HomePageQuery'))).toBe(true);
  });

  it('are refused by id in production like any unknown document', async () => {
    const t = await startTestApp({ development: false });
    try {
      const { status, json } = await post(t, { documentId: idOf('CartBadgeTestQuery'), variables: {} });
      expect(status).toBe(400);
      expect(json.errors?.[0]?.extensions?.code).toBe(TRUSTED_DOCUMENT_CODES.unknownId);
    } finally {
      await t.close();
    }
  });

  it('are told from the shop\'s own by where they are defined: a test of a shop operation does not remove it', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'pathagar-sources-'));
    mkdirSync(path.join(dir, 'features'));
    mkdirSync(path.join(dir, '__generated__'));
    writeFileSync(path.join(dir, 'features/Shelf.tsx'), 'const q = graphql`\n  query ShelfQuery { viewer { id } }\n`;');
    writeFileSync(path.join(dir, 'features/Shelf.test.tsx'), 'graphql`query ShelfQuery { viewer { id } }`; graphql`\n  query ShelfTestQuery @relay_test_operation { viewer { id } }\n`;');
    writeFileSync(path.join(dir, 'features/cart.test.ts'), 'const m = graphql`mutation CartTestMutation { signOut }`;');
    writeFileSync(path.join(dir, '__generated__/Ignored.test.ts'), 'graphql`query IgnoredTestQuery { viewer { id } }`');
    expect([...testOnlyOperationNames(dir)].sort()).toEqual(['CartTestMutation', 'ShelfTestQuery']);
  });
});
