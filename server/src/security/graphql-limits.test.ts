import { CSRF_HEADER } from '../graphql/transport.ts';
import { parse } from 'graphql';
import { GRAPHQL_LIMITS, LIMIT_CODES, variableDependentLimitErrors } from '../graphql/limits.ts';
import { schema } from '../schema.ts';
import { loadPersistedDocuments } from '../graphql/trusted-documents.ts';
import { randomUUID } from 'node:crypto';
import { newCustomer } from '../../test/cart-helpers.ts';
import { createBook } from '../../test/catalog-fixtures.ts';
import { cartNet, fillCart } from '../../test/order-fixtures.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { taka } from '../shared/money.ts';

/** Posts a body to /graphql as the Relay client does; answers the status, the JSON and how long it took. */
async function post(t: TestApp, body: Record<string, unknown>) {
  const started = performance.now();
  const response = await t.app.request('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json', [CSRF_HEADER]: '1' },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as { data?: unknown; errors?: { message: string; extensions?: { code?: string } }[] };
  return { status: response.status, json, ms: performance.now() - started, codes: (json.errors ?? []).map((e) => e.extensions?.code) };
}

/** What the machine takes now for a request that does nothing ({ __typename }, fastest of 5), in ms. */
async function requestOverhead(t: TestApp): Promise<number> {
  let best = Infinity;
  for (let i = 0; i < 5; i++) best = Math.min(best, (await post(t, { query: '{ __typename }' })).ms);
  return best;
}

const NESTED_PRODUCTS = (levels: number): string => {
  let selection = '';
  for (let i = 0; i < levels; i++) selection = `products(first: 100) { edges { node { title authors { name ${selection} } } } }`;
  return `{ ${selection} }`;
};
const aliases = (count: number, field: string) => `{ ${Array.from({ length: count }, (_, i) => `a${i}: ${field}`).join(' ')} }`;

describe('GraphQL limits (production)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ development: false, graphql: { trustedDocuments: false } });
  });
  afterAll(() => t.close());

  it.each([
    ['products → authors → products nested four times', NESTED_PRODUCTS(4), [LIMIT_CODES.depth]],
    ['1,000 aliases of search(first: 100)', aliases(1000, 'search(query: "a", first: 100) { edges { node { id } } }'), [LIMIT_CODES.tokens]],
    // Also larger than BODY_LIMIT_KB: whichever edge sees it first refuses it.
    ['5,000 aliases of searchSuggestions', aliases(5000, 'searchSuggestions(query: "a") { id }'), [LIMIT_CODES.tokens, 'PAYLOAD_TOO_LARGE']],
  ])('refuses %s in under 100 ms more than a request that does nothing, before execution', async (_name, query, expected) => {
    // Each attempt is a different text (no cache answers it); the first warms the rules up, and the best
    // of the others is timed, so a busy test machine does not decide the result. The bound is over what
    // this machine takes right now for `{ __typename }` (fastest of 5), not a figure from one machine.
    const attempts = [];
    for (let i = 0; i < 4; i++) attempts.push(await post(t, { query: query.replace('{ ', `{ ${'__typename '.repeat(i)}`) }));
    for (const { status, json, codes } of attempts) {
      expect(codes).toHaveLength(1);
      expect(expected).toContain(codes[0]);
      expect(json.data).toBeUndefined();
      expect(status).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(500);
    }
    expect(Math.min(...attempts.slice(1).map((a) => a.ms))).toBeLessThan(100 + (await requestOverhead(t)));
  });

  it('refuses too deep a query with QUERY_TOO_DEEP', async () => {
    const { json, codes } = await post(t, { query: NESTED_PRODUCTS(4) });
    expect(codes).toEqual([LIMIT_CODES.depth]);
    expect(json.errors![0]!.message).toBe('Query depth limit of 14 exceeded, found 17.');
  });

  it('refuses more aliases than the limit with TOO_MANY_ALIASES, and takes the limit', async () => {
    const field = 'shopConfig { __typename }';
    expect((await post(t, { query: aliases(GRAPHQL_LIMITS.aliases, field) })).json).toMatchObject({ data: { a0: { __typename: 'ShopConfig' } } });
    const { json, codes } = await post(t, { query: aliases(GRAPHQL_LIMITS.aliases + 1, field) });
    expect(codes).toEqual([LIMIT_CODES.aliases]);
    expect(json.data).toBeUndefined();
  });

  it('refuses more directives than the limit with TOO_MANY_DIRECTIVES', async () => {
    const fields = Array.from({ length: GRAPHQL_LIMITS.directives + 1 }, () => '__typename @include(if: true)').join(' ');
    const { codes } = await post(t, { query: `{ ${fields} }` });
    expect(codes).toEqual([LIMIT_CODES.directives]);
  });

  it('refuses more tokens than the limit with QUERY_TOO_LONG', async () => {
    const { status, codes } = await post(t, { query: `{ ${'__typename '.repeat(GRAPHQL_LIMITS.tokens)}}` });
    expect(status).toBe(400);
    expect(codes).toEqual([LIMIT_CODES.tokens]);
  });

  it('costs lists by their first: refuses a costly query with QUERY_TOO_COSTLY, also through variables', async () => {
    const wide = `query Wide($n: Int) { products(first: $n) { edges { node { authors { products(first: 100) { edges { node { title } } } } } } } }`;
    expect((await post(t, { query: NESTED_PRODUCTS(3) })).codes).toEqual([LIMIT_CODES.cost]);
    const refused = await post(t, { query: wide, variables: { n: 100 } });
    expect(refused.codes).toEqual([LIMIT_CODES.cost]);
    expect(refused.json.errors![0]!.message).toMatch(/Query cost \d+ exceeds the limit of 50000/);
    const cheap = await post(t, { query: wide, variables: { n: 2 } });
    expect(cheap.json).toEqual({ data: { products: { edges: expect.any(Array) } } });
  });

  it('remembers the cost per document and variables: each set of variables keeps its own outcome, asked again and again', async () => {
    const wide = `query WideAgain($n: Int) { products(first: $n) { edges { node { authors { products(first: 100) { edges { node { title } } } } } } } }`;
    for (let round = 0; round < 3; round += 1) {
      expect((await post(t, { query: wide, variables: { n: 100 } })).codes).toEqual([LIMIT_CODES.cost]);
      expect((await post(t, { query: wide, variables: { n: 2 } })).json).toEqual({ data: { products: { edges: expect.any(Array) } } });
    }
    const document = parse(wide);
    const first = variableDependentLimitErrors(schema, document, 'WideAgain', { n: 100 });
    expect(first.map((e) => e.extensions.code)).toEqual([LIMIT_CODES.cost]);
    expect(variableDependentLimitErrors(schema, document, 'WideAgain', { n: 100 })).toBe(first);
    expect(variableDependentLimitErrors(schema, document, 'WideAgain', { n: 2 })).toEqual([]);
    // Variables too long to remember are checked each time, with the same outcome.
    const long = { n: 100, pad: 'x'.repeat(2_000) };
    const once = variableDependentLimitErrors(schema, document, 'WideAgain', long);
    expect(once.map((e) => e.extensions.code)).toEqual([LIMIT_CODES.cost]);
    expect(variableDependentLimitErrors(schema, document, 'WideAgain', long)).not.toBe(once);
  });

  it('bounds nodes(ids:) to one page, literal or variable', async () => {
    const ids = Array.from({ length: GRAPHQL_LIMITS.nodeIds + 1 }, (_, i) => `id-${i}`);
    const literal = await post(t, { query: `{ nodes(ids: ${JSON.stringify(ids)}) { id } }` });
    expect(literal.codes).toContain(LIMIT_CODES.nodeIds);
    const variable = await post(t, { query: 'query N($ids: [ID!]!) { nodes(ids: $ids) { id } }', variables: { ids } });
    expect(variable.codes).toContain(LIMIT_CODES.nodeIds);
    expect(variable.json.data).toBeUndefined();
  });

  it('gives no field suggestions in production', async () => {
    const { json } = await post(t, { query: '{ product { id } prodcts { totalCount } }' });
    expect(json.errors!.map((e) => e.message).join(' ')).not.toMatch(/Did you mean/);
  });

  it('cuts execution off at the time budget with TIME_BUDGET_EXCEEDED', async () => {
    const tight = await startTestApp({ development: false, graphql: { trustedDocuments: false, timeBudgetMs: 1 } });
    try {
      const { json, codes } = await post(tight, {
        query: '{ a: products(first: 100) { totalCount edges { node { title authors { name } } } } b: sections(first: 50) { edges { node { name } } } }',
      });
      expect(codes).toContain(LIMIT_CODES.timeBudget);
      expect(json.errors![0]!.message).toBe('The request ran out of its 1 ms time budget.');
      // The database finishes the statements already sent after the answer; let them end before closing it.
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    } finally {
      await tight.close();
    }
  });

  it('lets a mutation that has started finish and answer what it did, whatever the budget', async () => {
    const tight = await startTestApp({ development: false, graphql: { trustedDocuments: false, timeBudgetMs: 1 } });
    try {
      const { token, userId } = await newCustomer(tight, 'budget');
      const book = await createBook(tight.db.prisma, { title: 'Budget Book', price: taka(100), stock: 3 });
      await fillCart(tight, userId, [{ productId: book.id }]);
      const input = { idempotencyKey: randomUUID(), paymentMethod: 'COD', deliveryPlace: 'DHAKA', name: 'B', phone: '01712345678', address: 'Road 1', district: 'Dhaka', expectedNetPoisha: await cartNet(tight, userId) };
      const { data, errors } = await tight.graphql(
        'mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { __typename ... on MutationPlaceOrderSuccess { order { number lines { title } } } } }',
        { input },
        { cookie: token },
      );
      expect(errors).toBeUndefined();
      expect(data!.placeOrder).toEqual({ __typename: 'MutationPlaceOrderSuccess', order: { number: expect.any(String), lines: [{ title: 'Budget Book' }] } });
      expect(await tight.db.prisma.order.count({ where: { customerId: userId } })).toBe(1);
    } finally {
      await tight.close();
    }
  });
});

describe('GraphQL limits (development)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ development: true });
  });
  afterAll(() => t.close());

  it('suggests fields in development', async () => {
    const { json } = await post(t, { query: '{ prodcts { totalCount } }' });
    expect(json.errors![0]!.message).toMatch(/Did you mean "products"/);
  });

  it('lets every operation the Relay client was compiled with through every limit', async () => {
    const documents = loadPersistedDocuments();
    expect(documents.size).toBeGreaterThan(50);
    const limitCodes = new Set<string | undefined>(Object.values(LIMIT_CODES));
    const refused: string[] = [];
    for (const [documentId, text] of documents) {
      // No variables: required ones fail at coercion (not a limit); optional ones take the client's defaults.
      const { codes } = await post(t, { documentId, variables: {} });
      if (codes.some((code) => limitCodes.has(code))) refused.push(`${/(query|mutation) (\w+)/.exec(text)?.[2]}: ${codes.join(', ')}`);
    }
    expect(refused).toEqual([]);
  });
});
