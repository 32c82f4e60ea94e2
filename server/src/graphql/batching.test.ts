/**
 * Issue 32: a few queries in one request (graphql/batching.ts). A signed-in product page's catalogue
 * query and per-user query go together and are answered as when sent alone, the catalogue part from
 * the shared response cache; no more than BATCH_LIMIT operations; a mutation in a batch does not run;
 * a batched answer is never an HTTP-shared one.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pino from 'pino';
import { newCustomer } from '../../test/cart-helpers.ts';
import { createBook, createEbook, productGlobalId } from '../../test/catalog-fixtures.ts';
import { buyProducts } from '../../test/library-fixtures.ts';
import { countingApp, type StatementCounter } from '../../test/statement-counter.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { PROJECT_ROOT } from '../config.ts';
import { BATCH_LIMIT } from './batching.ts';
import { createResponseCache, type ResponseCache } from './response-cache.ts';
import { CSRF_HEADER } from './transport.ts';

/** The text of a compiled client operation (its persisted document). */
function clientOperation(name: string): string {
  const artifact = readFileSync(path.join(PROJECT_ROOT, `client/src/__generated__/${name}.graphql.ts`), 'utf8');
  const id = /"id": "([0-9a-f]{64})"/.exec(artifact)![1]!;
  const documents = JSON.parse(readFileSync(path.join(PROJECT_ROOT, 'client/src/__generated__/persisted-documents.json'), 'utf8')) as Record<string, string>;
  return documents[id]!;
}

describe('batched queries', () => {
  let t: TestApp;
  let cache: ResponseCache;
  let counter: StatementCounter;
  const catalogue = clientOperation('EbookDetailPageQuery');
  const perUser = clientOperation('ProductViewerQuery');

  beforeAll(async () => {
    cache = createResponseCache({ store: 'memory', ttlMs: 60_000, log: pino({ level: 'silent' }) });
    await cache.ready();
    t = await startTestApp({ services: { responseCache: cache } });
    counter = countingApp(t);
  });
  afterAll(async () => {
    await counter.close();
    await cache.close();
    await t.close();
  });

  const post = (body: unknown, cookie?: string) =>
    t.app.request('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', [CSRF_HEADER]: '1', ...(cookie ? { cookie: `pathagar_session=${cookie}` } : {}) },
      body: JSON.stringify(body),
    });

  it("answers a signed-in product page's two queries in one request, each as when sent alone, the catalogue part from the shared cache", async () => {
    const ebook = await createEbook(t.db.prisma, { title: 'One Round Trip', price: 25_000 });
    const owner = await newCustomer(t, 'BatchOwner');
    const stranger = await newCustomer(t, 'BatchStranger');
    await buyProducts(t, owner.userId, [ebook.id]);
    const operations = [
      { query: catalogue, variables: { key: ebook.slug } },
      { query: perUser, variables: { kind: 'EBOOK', key: ebook.slug } },
    ];
    const alone = await Promise.all(operations.map(async (operation) => (await post(operation, owner.token)).json()));

    const response = await post(operations, owner.token);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const answers = (await response.json()) as { data: { product: { __typename: string; data: Record<string, unknown> } } }[];
    expect(answers).toEqual(alone);
    expect(answers.map((answer) => answer.data.product.__typename)).toEqual(['QueryProductSuccess', 'QueryProductSuccess']);
    expect(answers[0]!.data.product.data.title).toBe('One Round Trip');
    expect(answers[1]!.data.product.data).toMatchObject({ viewerOwns: true });

    // Another customer's batch: the catalogue part without SQL (the shared cache), their own per-user part.
    await post({ query: '{ __typename }' }, stranger.token);
    const statements = await counter.statements(catalogue, { key: ebook.slug }, { cookie: stranger.token });
    expect(statements.filter((sql) => !/"(Session|User|UserRole|Role|RolePermission)"/.test(sql))).toEqual([]);
    const theirs = (await (await post(operations, stranger.token)).json()) as typeof answers;
    expect(theirs[0]).toEqual(answers[0]);
    expect(theirs[1]!.data.product.data).toMatchObject({ viewerOwns: false });
  });

  it("keeps a customer's per-user part of a batch for them, as when sent alone (each operation has its own context)", async () => {
    const ebook = await createEbook(t.db.prisma, { title: 'Kept Per Customer', price: 20_000 });
    const owner = await newCustomer(t, 'BatchKeeper');
    await buyProducts(t, owner.userId, [ebook.id]);
    const operations = [
      { query: catalogue, variables: { key: ebook.slug } },
      { query: perUser, variables: { kind: 'EBOOK', key: ebook.slug } },
    ];
    type Answers = { data: { product: { data: { viewerOwns?: boolean } } } }[];
    const first = (await (await post(operations, owner.token)).json()) as Answers;
    expect(first[1]!.data.product.data.viewerOwns).toBe(true);
    // Behind the cache's back (no invalidation): an answer kept for the customer still says what it said.
    await t.db.prisma.entitlementGrant.updateMany({ where: { userId: owner.userId, productId: ebook.id }, data: { revokedAt: new Date() } });
    const second = (await (await post(operations, owner.token)).json()) as Answers;
    expect(second[1]!.data.product.data.viewerOwns).toBe(true);
    // Alone, the per-user query is answered from the same kept answer.
    const alone = (await (await post(operations[1], owner.token)).json()) as Answers[number];
    expect(alone.data.product.data.viewerOwns).toBe(true);
  });

  it(`refuses more than ${BATCH_LIMIT} operations, and an empty batch, running none`, async () => {
    const tooMany = await post(Array.from({ length: BATCH_LIMIT + 1 }, () => ({ query: '{ __typename }' })));
    expect(tooMany.status).toBe(413);
    expect(((await tooMany.json()) as { errors: { message: string }[] }).errors[0]!.message).toBe(`Batching is limited to ${BATCH_LIMIT} operations per request.`);
    const empty = await post([]);
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as { errors: { message: string }[] }).errors[0]!.message).toBe(`A batch holds one to ${BATCH_LIMIT} operations.`);
  });

  it('runs no mutation sent in a batch, and still answers the batch’s queries', async () => {
    const shopper = await newCustomer(t, 'BatchMutation');
    const book = await createBook(t.db.prisma, { title: 'Not Added By A Batch', stock: 5 });
    const add = `mutation ($input: AddToCartInput!) { addToCart(input: $input) { __typename } }`;
    const response = await post([{ query: '{ cart { qty } }' }, { query: add, variables: { input: { productId: productGlobalId(book), quantity: 1 } } }], shopper.token);
    expect(response.status).toBe(200);
    const [query, mutation] = (await response.json()) as { data?: Record<string, any>; errors?: { message: string; extensions: { code: string } }[] }[];
    expect(query!.data).toEqual({ cart: { qty: 0 } });
    expect(mutation!.errors![0]).toMatchObject({ message: 'Only queries may be sent in a batch: send a mutation on its own.', extensions: { code: 'BATCHED_MUTATION' } });
    expect(await t.db.prisma.cartLine.count({ where: { cart: { userId: shopper.userId } } })).toBe(0);
  });

  it('never lets HTTP caches share an anonymous batch', async () => {
    const ebook = await createEbook(t.db.prisma, { title: 'Anonymous Batch' });
    const page = { query: catalogue, variables: { key: ebook.slug } };
    await post(page);
    const alone = await post(page);
    expect(alone.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    const batch = await post([page, { query: '{ __typename }' }]);
    expect(batch.status).toBe(200);
    expect(batch.headers.get('etag')).toBeNull();
    expect(batch.headers.get('cache-control')).toBe('no-store');
  });
});
