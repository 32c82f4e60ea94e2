/**
 * The response cache (issue 12, point 3) on both stores: anonymous catalogue reads answered from it
 * the second time (no SQL), never a signed-in request nor per-user data, and every admin change
 * (product, price, stock, author, review state, publication, course chapters) and order stock change
 * visible to the next anonymous read. With Redis, two app instances see each other's invalidations.
 * The Redis cases use the run's Redis (server/test/test-redis.ts: REDIS_URL or 127.0.0.1:6379, else a
 * private redis-server, else they are skipped with one line); each run uses its own key prefix and
 * deletes its keys.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { Redis } from 'ioredis';
import pino from 'pino';
import { demoAccount, signInAs } from '../../test/accounts.ts';
import { createAuthor, createBook, createContent, createEbook, productGlobalId } from '../../test/catalog-fixtures.ts';
import { newCustomer } from '../../test/cart-helpers.ts';
import { buyProducts } from '../../test/library-fixtures.ts';
import { fillCart, placeCart, serviceCtx } from '../../test/order-fixtures.ts';
import { countingApp, type StatementCounter } from '../../test/statement-counter.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { describeWithRedis, testRedisUrl } from '../../test/test-redis.ts';
import { createApp } from '../app.ts';
import { ConfigError, loadConfig, PROJECT_ROOT } from '../config.ts';
import { expireDueOrders } from '../modules/orders/expiry.ts';
import { cancelOrder } from '../modules/orders/orders.service.ts';
import type { ExecutionResult } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { cachedAnswerEtag, cachedAnswerTextPlugin } from './cached-answer-text.ts';
import crypto from 'node:crypto';
import { contentEtag } from '../http/etag.ts';
import { CSRF_HEADER } from './transport.ts';
import { cacheEntity, createResponseCache, type ResponseCache, type ResponseCacheStore } from './response-cache.ts';
import { SHARED_ANSWER_CACHE_CONTROL } from './response-cache-http.ts';

const REDIS_URL = testRedisUrl() ?? 'redis://127.0.0.1:6379';
const STORES: ResponseCacheStore[] = testRedisUrl() ? ['memory', 'redis'] : ['memory'];
const silent = pino({ level: 'silent' });

function newCache(store: ResponseCacheStore, keyPrefix: string): ResponseCache {
  return createResponseCache({ store, ttlMs: 60_000, redisUrl: REDIS_URL, keyPrefix, log: silent });
}

/** Deletes every Redis key a test run made. */
async function deleteKeys(prefix: string): Promise<void> {
  const redis = new Redis(REDIS_URL);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
      if (keys.length) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

const PRODUCT_PAGE = `query ProductPage($key: String!) {
  product(key: $key, kind: BOOK) {
    __typename
    ... on QueryProductSuccess {
      data {
        id title price { amount } stock inStock soldCount
        authors { name }
        rating { count }
        reviews(first: 5) { edges { node { body } } }
        viewerReview { body }
      }
    }
  }
}`;

const AUTHOR_LIST = `query AuthorList($author: String!) {
  products(filter: { author: $author }, first: 20) { edges { node { title price { amount } } } }
}`;

const AUTHOR_PAGE = `query AuthorPage($slug: String!) {
  author(slug: $slug) { ... on QueryAuthorSuccess { data { name productCount products(first: 10) { edges { node { title } } } } } }
}`;

const COURSE_PAGE = `query CoursePage($key: String!) {
  product(key: $key, kind: CONTENT) { ... on QueryProductSuccess { data { ... on Content { title chapters { title } } } } }
}`;

type Page = { product: { __typename: string; data?: Record<string, any> } };

/** The id relay-compiler gave an operation (its generated artifact names it). */
/** The text a compiled client operation's persisted id stands for. */
function persistedText(operation: string): string {
  const documents = JSON.parse(readFileSync(path.join(PROJECT_ROOT, 'client/src/__generated__/persisted-documents.json'), 'utf8')) as Record<string, string>;
  return documents[persistedId(operation)]!;
}

function persistedId(operation: string): string {
  const artifact = readFileSync(path.join(PROJECT_ROOT, `client/src/__generated__/${operation}.graphql.ts`), 'utf8');
  return /"id": "([0-9a-f]{64})"/.exec(artifact)![1]!;
}

describe.each(STORES)('the response cache in %s', (store) => {
  const prefix = `pathagar.rctest${randomBytes(6).toString('hex')}.`;
  let cache: ResponseCache;
  let t: TestApp;
  let counter: StatementCounter;
  let admin: string;
  let customer: string;
  let customerId: string;

  /** Runs an operation as `cookie` (anonymous when absent) and fails on errors. */
  async function run<T = Record<string, any>>(query: string, variables: Record<string, unknown>, cookie?: string): Promise<T> {
    const { data, errors } = await t.graphql<T>(query, variables, { cookie });
    if (errors) throw new Error(JSON.stringify(errors));
    return data!;
  }

  /** An admin mutation whose result must be `success`. */
  async function mutate(query: string, input: Record<string, unknown>, success: string, cookie = admin) {
    const data = await run<Record<string, { __typename: string }>>(query, { input }, cookie);
    expect(Object.values(data)[0]!.__typename).toBe(success);
  }

  const anonymousPage = async (slug: string) => (await run<Page>(PRODUCT_PAGE, { key: slug })).product;

  beforeAll(async () => {
    cache = newCache(store, prefix);
    await cache.ready();
    t = await startTestApp({ services: { responseCache: cache } });
    counter = countingApp(t);
    admin = await signInAs(t, 'admin');
    customer = await signInAs(t, 'customer');
    customerId = (await t.db.prisma.user.findUniqueOrThrow({ where: { phone: demoAccount('customer').phone } })).id;
  });
  afterAll(async () => {
    await counter.close();
    await cache.close();
    await t.close();
    if (store === 'redis') await deleteKeys(prefix);
  });

  it('answers an anonymous catalogue read from the cache the second time, without SQL', async () => {
    const author = await createAuthor(t.db.prisma, 'Cached Writer');
    const book = await createBook(t.db.prisma, { title: 'Cached Book', authorIds: [author.id] });
    const first = await counter.statements(PRODUCT_PAGE, { key: book.slug });
    expect(first.length).toBeGreaterThan(0);
    expect(await counter.statements(PRODUCT_PAGE, { key: book.slug })).toEqual([]);
    expect(await anonymousPage(book.slug)).toMatchObject({ data: { title: 'Cached Book', authors: [{ name: 'Cached Writer' }], viewerReview: null } });

    expect((await counter.statements(AUTHOR_LIST, { author: author.slug })).length).toBeGreaterThan(0);
    expect(await counter.statements(AUTHOR_LIST, { author: author.slug })).toEqual([]);
    // The key holds the variables: another author is another answer.
    const other = await createAuthor(t.db.prisma, 'Other Writer');
    expect((await counter.statements(AUTHOR_LIST, { author: other.slug })).length).toBeGreaterThan(0);
  });

  it('serves a cached answer as the same bytes each time', async () => {
    const book = await createBook(t.db.prisma, { title: 'Serialised Once' });
    const body = async () => (await t.app.request('/graphql', { method: 'POST', headers: { 'content-type': 'application/json', [CSRF_HEADER]: '1' }, body: JSON.stringify({ query: PRODUCT_PAGE, variables: { key: book.slug } }) })).text();
    const computed = await body();
    const cached = await body();
    expect(cached).toBe(computed);
    expect(JSON.parse(cached).data.product.data.title).toBe('Serialised Once');
    // Written as JSON once: later hits of a memory-held answer reuse its text (cached-answer-text.ts);
    // Redis gives a new copy on every hit, written each time.
    const stringify = jest.spyOn(JSON, 'stringify');
    expect(await body()).toBe(computed);
    expect(await body()).toBe(computed);
    const ofTheAnswer = stringify.mock.calls.filter(([value]) => (value as { data?: { product?: { data?: { title?: string } } } })?.data?.product?.data?.title === 'Serialised Once');
    stringify.mockRestore();
    expect(ofTheAnswer).toHaveLength(store === 'memory' ? 0 : 2);
  });

  it('tags a cached answer by its content, hashing a memory-held one once', async () => {
    const book = await createBook(t.db.prisma, { title: 'Tagged Once' });
    const ask = () =>
      t.app.request('/graphql', { method: 'POST', headers: { 'content-type': 'application/json', [CSRF_HEADER]: '1' }, body: JSON.stringify({ query: PRODUCT_PAGE, variables: { key: book.slug } }) });
    const first = await ask();
    const text = await first.text();
    expect(first.headers.get('etag')).toBe(contentEtag(text));
    // Content ETags are SHA-1 (http/etag.ts); nothing else on this path uses it.
    const hashed = jest.spyOn(crypto, 'createHash');
    const hits = [await ask(), await ask(), await ask()];
    const ofTheAnswer = hashed.mock.calls.filter(([algorithm]) => algorithm === 'sha1');
    hashed.mockRestore();
    for (const hit of hits) {
      expect(hit.headers.get('etag')).toBe(contentEtag(text));
      expect(await hit.text()).toBe(text);
    }
    // Memory: the first hit tags the kept text, the others reuse its tag; Redis: every hit is hashed.
    expect(ofTheAnswer).toHaveLength(store === 'memory' ? 1 : 3);
  });

  it('keys persisted operations by their document, so two documents never share an answer', async () => {
    const send = async (documentId: string, variables: Record<string, unknown>) => {
      const response = await t.app.request('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', [CSRF_HEADER]: '1' },
        body: JSON.stringify({ documentId, variables }),
      });
      // Stored answers (and only they) are shared: public, with an ETag.
      expect(response.headers.get('Cache-Control')).toBe(SHARED_ANSWER_CACHE_CONTROL);
      return (await response.json()) as { data: Record<string, unknown> };
    };
    await createBook(t.db.prisma, { title: 'Persisted Physics' });
    const home = await send(persistedId('HomePageQuery'), {});
    const suggestions = await send(persistedId('HeaderSearchSuggestionsQuery'), { query: 'persisted' });
    expect(Object.keys(home.data)).toContain('newArrivals');
    expect(suggestions.data).toEqual({ searchSuggestions: [expect.objectContaining({ title: 'Persisted Physics' })] });
    expect(await send(persistedId('HomePageQuery'), {})).toEqual(home);
    expect(await send(persistedId('HeaderSearchSuggestionsQuery'), { query: 'persisted' })).toEqual(suggestions);
  });

  it('never gives one viewer’s per-user answer to another: a customer’s is stored for them alone', async () => {
    const book = await createBook(t.db.prisma, { title: 'Reviewed By Customer' });
    await t.db.prisma.review.create({ data: { productId: book.id, userId: customerId, rating: 5, body: 'Mine' } });
    // Anonymous first: cached; the signed-in customer still gets their own answer, from SQL the first time,
    // then from an entry of their own (viewerReview is one of PER_VIEWER_CACHEABLE_FIELDS).
    expect((await counter.statements(PRODUCT_PAGE, { key: book.slug })).length).toBeGreaterThan(0);
    expect((await counter.statements(PRODUCT_PAGE, { key: book.slug }, { cookie: customer })).length).toBeGreaterThan(0);
    expect((await run<Page>(PRODUCT_PAGE, { key: book.slug }, customer)).product.data!.viewerReview).toEqual({ body: 'Mine' });
    expect((await anonymousPage(book.slug)).data!.viewerReview).toBeNull();
    // Signed-in first: nothing was stored for the anonymous request to find.
    const other = await createBook(t.db.prisma, { title: 'Signed In First' });
    await run(PRODUCT_PAGE, { key: other.slug }, customer);
    expect((await counter.statements(PRODUCT_PAGE, { key: other.slug })).length).toBeGreaterThan(0);
  });

  it('answers a signed-in customer’s catalogue read from the shared cache, and stores one for everyone', async () => {
    const author = await createAuthor(t.db.prisma, 'Shared Writer');
    await createBook(t.db.prisma, { title: 'Shared Catalogue', authorIds: [author.id] });
    // Anonymous first, then the customer: no SQL at all for the customer.
    expect((await counter.statements(AUTHOR_LIST, { author: author.slug })).length).toBeGreaterThan(0);
    expect(await counter.statements(AUTHOR_LIST, { author: author.slug }, { cookie: customer })).toEqual([]);
    // The customer first: the anonymous shopper finds the answer.
    const other = await createAuthor(t.db.prisma, 'Customer First Writer');
    await createBook(t.db.prisma, { title: 'Customer First', authorIds: [other.id] });
    expect((await counter.statements(AUTHOR_PAGE, { slug: other.slug }, { cookie: customer })).length).toBeGreaterThan(0);
    expect(await counter.statements(AUTHOR_PAGE, { slug: other.slug })).toEqual([]);
    // Signed-in answers stay private to the browser, wherever they come from.
    const { response } = await t.graphql(AUTHOR_PAGE, { slug: other.slug }, { cookie: customer });
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    expect(response.headers.get('ETag')).toBeNull();
  });

  it('neither serves nor stores the catalogue reads of staff', async () => {
    const author = await createAuthor(t.db.prisma, 'Staff Writer');
    await createBook(t.db.prisma, { title: 'Staff Read', authorIds: [author.id] });
    expect((await counter.statements(AUTHOR_LIST, { author: author.slug })).length).toBeGreaterThan(0);
    for (let i = 0; i < 2; i += 1) expect((await counter.statements(AUTHOR_LIST, { author: author.slug }, { cookie: admin })).length).toBeGreaterThan(0);
    const hidden = await createAuthor(t.db.prisma, 'Staff First Writer');
    await createBook(t.db.prisma, { title: 'Staff First', authorIds: [hidden.id] });
    await run(AUTHOR_LIST, { author: hidden.slug }, admin);
    expect((await counter.statements(AUTHOR_LIST, { author: hidden.slug })).length).toBeGreaterThan(0);
  });

  it('never shows one customer another’s per-user data (ownership, review, cart, name), through the cache or not', async () => {
    const ebook = await createEbook(t.db.prisma, { title: 'Owned By One', price: 20_000 });
    const owner = await newCustomer(t, 'Owner');
    const stranger = await newCustomer(t, 'Stranger');
    await buyProducts(t, owner.userId, [ebook.id]);
    await t.db.prisma.review.create({ data: { productId: ebook.id, userId: owner.userId, rating: 4, body: 'Owner’s words', status: 'PENDING' } });
    await fillCart(t, stranger.userId, [{ productId: (await createBook(t.db.prisma, { title: 'In A Cart', stock: 5 })).id }]);
    const OWNED = `query ($key: String!) { product(key: $key, kind: EBOOK) { ... on QueryProductSuccess { data { title viewerOwns viewerReview { body } } } } }`;
    const MINE = `{ viewer { name } cart { qty } }`;
    type Owned = { product: { data: { title: string; viewerOwns: boolean; viewerReview: { body: string } | null } } };
    const seen = async (cookie?: string) => (await run<Owned>(OWNED, { key: ebook.slug }, cookie)).product.data;
    for (let round = 0; round < 2; round += 1) {
      expect(await seen()).toEqual({ title: 'Owned By One', viewerOwns: false, viewerReview: null });
      expect(await seen(owner.token)).toEqual({ title: 'Owned By One', viewerOwns: true, viewerReview: { body: 'Owner’s words' } });
      expect(await seen(stranger.token)).toEqual({ title: 'Owned By One', viewerOwns: false, viewerReview: null });
      expect(await run(MINE, {}, owner.token)).toEqual({ viewer: { name: 'Owner' }, cart: expect.objectContaining({ qty: 0 }) });
      expect(await run(MINE, {}, stranger.token)).toEqual({ viewer: { name: 'Stranger' }, cart: expect.objectContaining({ qty: 1 }) });
    }
    // The owner's pending review, asked by id (no per-user field in the text): shown to the owner, never stored.
    const review = await t.db.prisma.review.findFirstOrThrow({ where: { userId: owner.userId, productId: ebook.id } });
    const BY_ID = `query ($id: ID!) { node(id: $id) { ... on Review { body } } }`;
    const id = encodeGlobalID('Review', review.id);
    expect(await run(BY_ID, { id }, owner.token)).toEqual({ node: { body: 'Owner’s words' } });
    const { data } = await t.graphql(BY_ID, { id });
    expect(data?.node ?? null).toBeNull();
    expect((await t.graphql(BY_ID, { id }, { cookie: stranger.token })).data?.node ?? null).toBeNull();
  });

  it('serves a product page’s catalogue query from the shared cache to two signed-in customers; each one’s per-user queries answer only their own data', async () => {
    // The operations exactly as the storefront compiles them (issue 32 §3).
    const catalogue = persistedText('EbookDetailPageQuery');
    const perUser = persistedText('ProductViewerQuery');
    const cartBadge = persistedText('CartBadgeQuery');
    const ebook = await createEbook(t.db.prisma, { title: 'Shared Page, Private Bits', price: 30_000 });
    const owner = await newCustomer(t, 'PageOwner');
    const stranger = await newCustomer(t, 'PageStranger');
    await buyProducts(t, owner.userId, [ebook.id]);
    await t.db.prisma.review.create({ data: { productId: ebook.id, userId: owner.userId, rating: 5, body: 'Mine alone', status: 'PENDING' } });
    await fillCart(t, stranger.userId, [{ productId: (await createBook(t.db.prisma, { title: 'Stranger’s Cart Book', stock: 5 })).id, quantity: 2 }]);

    // Their sessions are in the session cache (a first request reads the session: statements not counted here).
    for (const token of [owner.token, stranger.token]) await run('{ __typename }', {}, token);
    // The catalogue query: the first customer's read runs and is stored; the second's is served from the cache, without SQL.
    expect((await counter.statements(catalogue, { key: ebook.slug }, { cookie: owner.token })).length).toBeGreaterThan(0);
    // (Only the catalogue's own statements: a session older than the session cache's TTL on a slow machine is read again.)
    const catalogueSql = async (cookie: string) => (await counter.statements(catalogue, { key: ebook.slug }, { cookie })).filter((sql) => !/"(Session|User|UserRole|Role|RolePermission)"/.test(sql));
    expect(await catalogueSql(stranger.token)).toEqual([]);
    expect(await catalogueSql(owner.token)).toEqual([]);
    expect(await counter.statements(catalogue, { key: ebook.slug })).toEqual([]);
    const pages = await Promise.all([owner.token, stranger.token, undefined].map((cookie) => run(catalogue, { key: ebook.slug }, cookie)));
    expect(pages[1]).toEqual(pages[0]);
    expect(pages[2]).toEqual(pages[0]);
    expect(pages[0]!.product.data.title).toBe('Shared Page, Private Bits');

    // The per-user query: run for each customer, then kept for them alone (briefly), each seeing only their own.
    type Mine = { product: { data: { viewerOwns: boolean; viewerReview: { status: string } | null } } };
    const mine = async (cookie: string) => (await run<Mine>(perUser, { kind: 'EBOOK', key: ebook.slug }, cookie)).product.data;
    expect((await counter.statements(perUser, { kind: 'EBOOK', key: ebook.slug }, { cookie: owner.token })).length).toBeGreaterThan(0);
    expect((await counter.statements(perUser, { kind: 'EBOOK', key: ebook.slug }, { cookie: stranger.token })).length).toBeGreaterThan(0);
    for (let round = 0; round < 2; round += 1) {
      expect(await mine(owner.token)).toMatchObject({ viewerOwns: true, viewerReview: { status: 'PENDING' } });
      expect(await mine(stranger.token)).toMatchObject({ viewerOwns: false, viewerReview: null });
      // The header's own small queries: the cart count (CartBadgeQuery) and the name (GET /api/user).
      expect((await run(cartBadge, {}, owner.token)).cart.qty).toBe(0);
      expect((await run(cartBadge, {}, stranger.token)).cart.qty).toBe(2);
      expect(await (await t.rest('GET', '/api/user', undefined, { cookie: owner.token })).json()).toMatchObject({ name: 'PageOwner' });
      expect(await (await t.rest('GET', '/api/user', undefined, { cookie: stranger.token })).json()).toMatchObject({ name: 'PageStranger' });
    }
    // Anonymous, the per-user query is empty (and shared among anonymous shoppers only).
    expect((await run<Mine>(perUser, { kind: 'EBOOK', key: ebook.slug })).product.data).toMatchObject({ viewerOwns: false, viewerReview: null });
    expect(await mine(owner.token)).toMatchObject({ viewerOwns: true });

    // The stranger's own answer follows their grants and review at once: kept, then dropped by the change.
    const free = await createEbook(t.db.prisma, { title: 'Free For The Stranger', price: 0 });
    const freeMine = async () => (await run<Mine>(perUser, { kind: 'EBOOK', key: free.slug }, stranger.token)).product.data;
    expect(await freeMine()).toMatchObject({ viewerOwns: false });
    expect((await counter.statements(perUser, { kind: 'EBOOK', key: free.slug }, { cookie: stranger.token })).filter((sql) => sql.includes('"EntitlementGrant"'))).toEqual([]);
    const take = `mutation ($input: TakeFreeEbookInput!) { takeFreeEbook(input: $input) { __typename } }`;
    expect((await run(take, { input: { productId: productGlobalId(free) } }, stranger.token)).takeFreeEbook.__typename).toBe('MutationTakeFreeEbookSuccess');
    expect(await freeMine()).toMatchObject({ viewerOwns: true });
    const write = `mutation ($input: WriteReviewInput!) { writeReview(input: $input) { __typename } }`;
    expect((await run(write, { input: { productId: productGlobalId(free), rating: 4, body: 'Free and good' } }, stranger.token)).writeReview.__typename).toBe('MutationWriteReviewSuccess');
    expect(await freeMine()).toMatchObject({ viewerOwns: true, viewerReview: { status: 'PENDING' } });
    // The owner's answer for it is theirs: not owned, no review.
    expect((await run<Mine>(perUser, { kind: 'EBOOK', key: free.slug }, owner.token)).product.data).toMatchObject({ viewerOwns: false, viewerReview: null });
  });

  it('never caches per-user fields, mutations, errors or not-found answers', async () => {
    const book = await createBook(t.db.prisma, { title: 'Beside A Cart' });
    const withCart = `query ($key: String!) { cart { id } product(key: $key, kind: BOOK) { __typename } }`;
    const signIn = `mutation { signIn(input: { cred: "01799999999", password: "wrong-password" }) { __typename } }`;
    const missing = `{ product(key: "no-such-book", kind: BOOK) { __typename } }`;
    const forbidden = `{ products(first: 1) { edges { node { id } } } users(first: 1) { edges { node { id } } } }`;
    for (const [query, variables] of [[withCart, { key: book.slug }], [signIn, {}], [missing, {}]] as const) {
      await counter.statements(query, variables);
      expect({ query, ran: (await counter.statements(query, variables)).length > 0 }).toEqual({ query, ran: true });
    }
    const refused = async () => (await t.graphql(forbidden)).errors;
    expect(await refused()).toBeDefined();
    expect(await refused()).toBeDefined();
  });

  it('shows an admin’s product, price, stock and publication changes to the next anonymous read', async () => {
    const author = await createAuthor(t.db.prisma, 'Changing Writer');
    const book = await createBook(t.db.prisma, { title: 'Before', price: 10_000, stock: 5, authorIds: [author.id] });
    const id = productGlobalId(book);
    const list = async () => (await run<{ products: { edges: { node: { title: string; price: { amount: number } } }[] } }>(AUTHOR_LIST, { author: author.slug })).products.edges.map((e) => e.node);
    expect(await anonymousPage(book.slug)).toMatchObject({ data: { title: 'Before', price: { amount: 10_000 }, stock: 5 } });
    expect(await list()).toEqual([{ title: 'Before', price: { amount: 10_000 } }]);
    expect(await counter.statements(PRODUCT_PAGE, { key: book.slug })).toEqual([]);

    const UPDATE = `mutation ($input: UpdateBookInput!) { updateBook(input: $input) { __typename } }`;
    await mutate(UPDATE, { id, title: 'After', price: 12_500, stock: 0 }, 'UpdateBookPayload');
    expect(await anonymousPage(book.slug)).toMatchObject({ data: { title: 'After', price: { amount: 12_500 }, stock: 0, inStock: false } });
    expect(await list()).toEqual([{ title: 'After', price: { amount: 12_500 } }]);

    const PUBLISH = `mutation ($input: SetProductsPublishedInput!) { setProductsPublished(input: $input) { __typename } }`;
    await mutate(PUBLISH, { ids: [id], published: false }, 'SetProductsPublishedPayload');
    expect((await anonymousPage(book.slug)).__typename).toBe('NotFoundError');
    expect(await list()).toEqual([]);
    await mutate(PUBLISH, { ids: [id], published: true }, 'SetProductsPublishedPayload');
    expect(await list()).toEqual([{ title: 'After', price: { amount: 12_500 } }]);

    // A new product joins the listings it belongs to.
    const CREATE = `mutation ($input: CreateBookInput!) { createBook(input: $input) { __typename } }`;
    await mutate(CREATE, { title: 'Brand New', price: 9_000, published: true, authorIds: [encodeGlobalID('Author', author.id)] }, 'CreateBookPayload');
    expect((await list()).map((p) => p.title).sort()).toEqual(['After', 'Brand New']);
  });

  it('shows an author’s new name on their products and page', async () => {
    const author = await createAuthor(t.db.prisma, 'Old Name');
    const book = await createBook(t.db.prisma, { title: 'By Renamed', authorIds: [author.id] });
    const page = async () => (await run<{ author: { data: { name: string; productCount: number } } }>(AUTHOR_PAGE, { slug: author.slug })).author.data;
    expect((await anonymousPage(book.slug)).data!.authors).toEqual([{ name: 'Old Name' }]);
    expect(await page()).toMatchObject({ name: 'Old Name', productCount: 1 });

    const RENAME = `mutation ($input: UpdateAuthorInput!) { updateAuthor(input: $input) { __typename } }`;
    await mutate(RENAME, { id: encodeGlobalID('Author', author.id), name: 'New Name' }, 'MutationUpdateAuthorSuccess');
    expect((await anonymousPage(book.slug)).data!.authors).toEqual([{ name: 'New Name' }]);
    expect(await page()).toMatchObject({ name: 'New Name', productCount: 1 });
  });

  it('shows a review once it is approved, and hides it once it is rejected', async () => {
    const book = await createBook(t.db.prisma, { title: 'To Be Reviewed' });
    const WRITE = `mutation ($input: WriteReviewInput!) { writeReview(input: $input) { __typename ... on MutationWriteReviewSuccess { data { review { id } } } } }`;
    const written = await run<{ writeReview: { data: { review: { id: string } } } }>(
      WRITE,
      { input: { productId: productGlobalId(book), rating: 4, body: 'Helpful' } },
      customer,
    );
    const reviewId = written.writeReview.data.review.id;
    expect(await anonymousPage(book.slug)).toMatchObject({ data: { rating: { count: 0 }, reviews: { edges: [] } } });

    const MODERATE = `mutation ($input: ModerateReviewInput!) { moderateReview(input: $input) { __typename } }`;
    await mutate(MODERATE, { reviewId, status: 'APPROVED' }, 'MutationModerateReviewSuccess');
    expect(await anonymousPage(book.slug)).toMatchObject({ data: { rating: { count: 1 }, reviews: { edges: [{ node: { body: 'Helpful' } }] } } });
    await mutate(MODERATE, { reviewId, status: 'REJECTED' }, 'MutationModerateReviewSuccess');
    expect(await anonymousPage(book.slug)).toMatchObject({ data: { rating: { count: 0 }, reviews: { edges: [] } } });
  });

  it('shows a course’s new chapter', async () => {
    const course = await createContent(t.db.prisma, { title: 'Cached Course' });
    const chapters = async () => (await run<Page>(COURSE_PAGE, { key: course.slug })).product.data!.chapters;
    expect(await chapters()).toEqual([]);
    const CREATE = `mutation ($input: CreateChapterInput!) { createChapter(input: $input) { __typename } }`;
    await mutate(CREATE, { contentId: productGlobalId(course), title: 'Kinematics' }, 'MutationCreateChapterSuccess');
    expect(await chapters()).toEqual([{ title: 'Kinematics' }]);
  });

  it('shows the stock an order takes, and the stock cancellation and expiry give back', async () => {
    const book = await createBook(t.db.prisma, { title: 'Stocked', stock: 3, price: 20_000 });
    const stock = async () => (await anonymousPage(book.slug)).data!.stock;
    expect(await stock()).toBe(3);

    await fillCart(t, customerId, [{ productId: book.id, quantity: 2 }]);
    const cod = await placeCart(t, customerId);
    expect(await stock()).toBe(1);
    await cancelOrder(serviceCtx(t, customerId), { orderId: cod.id });
    expect(await stock()).toBe(3);

    await fillCart(t, customerId, [{ productId: book.id, quantity: 3 }]);
    const online = await placeCart(t, customerId, { paymentMethod: 'SANDBOX' });
    expect(await stock()).toBe(0);
    expect(await expireDueOrders(t.db.prisma, new Date(online.expiresAt!.getTime() + 1), 500, t.services)).toContain(online.number);
    expect(await stock()).toBe(3);
  });

  it('does not store an answer read before an invalidation that ran while it was computed', async () => {
    const key = `-.${'a'.repeat(64)}`;
    const result = { data: { product: { __typename: 'QueryProductSuccess' } } };
    expect(await cache.get(key)).toBeNull();
    await cache.invalidate([cacheEntity.product('00000000-0000-4000-8000-000000000001')]);
    expect(await cache.set(key, result, [cacheEntity.product('00000000-0000-4000-8000-000000000002')], 60_000)).toBe(false);
    expect(await cache.get(key)).toBeNull();
    expect(await cache.set(key, result, [cacheEntity.product('00000000-0000-4000-8000-000000000002')], 60_000)).toBe(true);
    expect(await cache.get(key)).toEqual(result);
    await cache.invalidate([cacheEntity.product('00000000-0000-4000-8000-000000000002')]);
    expect(await cache.get(key)).toBeNull();
  });

  it('lets browsers revalidate a shared answer with its ETag; signed-in answers are private, no-store', async () => {
    const book = await createBook(t.db.prisma, { title: 'Revalidated' });
    const first = (await t.graphql(PRODUCT_PAGE, { key: book.slug })).response;
    expect(first.headers.get('Cache-Control')).toBe(SHARED_ANSWER_CACHE_CONTROL);
    expect(first.headers.get('Vary')).toContain('Cookie');
    const etag = first.headers.get('ETag')!;
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    const request = (headers: Record<string, string>) =>
      t.app.request('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', [CSRF_HEADER]: '1', ...headers },
        body: JSON.stringify({ query: PRODUCT_PAGE, variables: { key: book.slug } }),
      });
    const again = await request({ 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('ETag')).toBe(etag);
    // After a change the same operation has other content, so another ETag.
    await t.db.prisma.product.update({ where: { id: book.id }, data: { title: 'Revalidated Again' } });
    await cache.invalidate([cacheEntity.product(book.id)]);
    const changed = await request({ 'If-None-Match': etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('ETag')).not.toBe(etag);

    const signedIn = (await t.graphql(PRODUCT_PAGE, { key: book.slug }, { cookie: customer })).response;
    expect(signedIn.headers.get('Cache-Control')).toBe('private, no-store');
    expect(signedIn.headers.get('ETag')).toBeNull();
    const perUser = (await t.graphql('{ cart { id } }')).response;
    expect(perUser.headers.get('Cache-Control')).toBe('no-store');
    expect(perUser.headers.get('ETag')).toBeNull();
  });
});

describeWithRedis('two server processes sharing Redis', () => {
  const prefix = `pathagar.rctest${randomBytes(6).toString('hex')}.`;
  let t: TestApp;
  let cacheA: ResponseCache;
  let cacheB: ResponseCache;
  let counterA: StatementCounter;
  let appB: ReturnType<typeof createApp>;
  afterAll(async () => {
    await counterA.close();
    await cacheA.close();
    await cacheB.close();
    await t.close();
    await deleteKeys(prefix);
  });

  it('see each other’s answers and invalidations', async () => {
    cacheA = newCache('redis', prefix);
    cacheB = newCache('redis', prefix);
    await Promise.all([cacheA.ready(), cacheB.ready()]);
    t = await startTestApp({ services: { responseCache: cacheA } });
    counterA = countingApp(t);
    appB = createApp({
      config: { isDevelopment: true, clientDist: '/nonexistent', trustProxy: { kind: 'hops', hops: 1 }, graphql: { trustedDocuments: true, timeBudgetMs: 5_000 } },
      db: t.db,
      log: silent,
      services: { ...t.services, responseCache: cacheB },
    });
    const onB = async (query: string, variables: Record<string, unknown>, cookie?: string) => {
      const response = await appB.request('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', [CSRF_HEADER]: '1', ...(cookie ? { cookie: `pathagar_session=${cookie}` } : {}) },
        body: JSON.stringify({ query, variables }),
      });
      return (await response.json()) as { data: any };
    };
    const book = await createBook(t.db.prisma, { title: 'Shared', price: 30_000 });
    expect((await counterA.statements(PRODUCT_PAGE, { key: book.slug })).length).toBeGreaterThan(0);
    expect(await counterA.statements(PRODUCT_PAGE, { key: book.slug })).toEqual([]);
    // B finds what A stored; B's admin change reaches A.
    expect((await onB(PRODUCT_PAGE, { key: book.slug })).data.product.data.title).toBe('Shared');
    const admin = await signInAs(t, 'admin');
    const UPDATE = `mutation ($input: UpdateBookInput!) { updateBook(input: $input) { __typename } }`;
    expect((await onB(UPDATE, { input: { id: productGlobalId(book), title: 'Shared And Changed' } }, admin)).data.updateBook.__typename).toBe('UpdateBookPayload');
    const seenByA = await t.graphql<Page>(PRODUCT_PAGE, { key: book.slug });
    expect(seenByA.data!.product.data!.title).toBe('Shared And Changed');
  });
});

describe('when Redis cannot be reached', () => {
  it('answers every read uncached and at once, and a change still commits', async () => {
    const warnings: string[] = [];
    const note = (_: object, message: string) => {
      warnings.push(message);
    };
    const log = { warn: note, error: note } as unknown as Parameters<typeof createResponseCache>[0]['log'];
    const cache = createResponseCache({ store: 'redis', ttlMs: 60_000, redisUrl: 'redis://127.0.0.1:1', keyPrefix: 'pathagar.unreachable.', log });
    const t = await startTestApp({ services: { responseCache: cache } });
    const counter = countingApp(t);
    try {
      const book = await createBook(t.db.prisma, { title: 'Cache Down' });
      const started = performance.now();
      for (let i = 0; i < 2; i += 1) expect((await counter.statements(PRODUCT_PAGE, { key: book.slug })).length).toBeGreaterThan(0);
      expect(performance.now() - started).toBeLessThan(3_000);
      await expect(cache.invalidate([cacheEntity.product(book.id)])).resolves.toBeUndefined();
      expect(warnings).toContain('Response cache unavailable: answering uncached');
      expect(warnings).toContain('Response cache invalidation failed: sent again until the store takes it, answering uncached meanwhile');
    } finally {
      await counter.close();
      await cache.close();
      await t.close();
    }
  });
});

describe('RESPONSE_CACHE=off', () => {
  it('runs every read', async () => {
    const config = loadConfig({ RESPONSE_CACHE: 'off' });
    const cache = createResponseCache({ ...config.responseCache, log: silent });
    expect(cache.enabled).toBe(false);
    const t = await startTestApp({ services: { responseCache: cache } });
    const counter = countingApp(t);
    try {
      const book = await createBook(t.db.prisma, { title: 'Never Cached' });
      for (let i = 0; i < 2; i += 1) expect((await counter.statements(PRODUCT_PAGE, { key: book.slug })).length).toBeGreaterThan(0);
      expect((await t.graphql(PRODUCT_PAGE, { key: book.slug })).response.headers.get('ETag')).toBeNull();
    } finally {
      await counter.close();
      await t.close();
    }
  });

  it('is one of the settings: memory by default, Redis with REDIS_URL, a TTL in seconds', () => {
    expect(loadConfig({}).responseCache).toEqual({ store: 'memory', ttlMs: 60_000, redisUrl: undefined });
    expect(loadConfig({ REDIS_URL: 'redis://cache:6379', RESPONSE_CACHE_TTL_SECONDS: '15' }).responseCache).toEqual({
      store: 'redis',
      ttlMs: 15_000,
      redisUrl: 'redis://cache:6379',
    });
    expect(loadConfig({ REDIS_URL: 'redis://cache:6379', RESPONSE_CACHE: 'memory' }).responseCache.store).toBe('memory');
    expect(() => loadConfig({ RESPONSE_CACHE: 'redis' })).toThrow(/REDIS_URL: is required when RESPONSE_CACHE=redis/);
    expect(() => loadConfig({ RESPONSE_CACHE: 'disk' })).toThrow(ConfigError);
    expect(() => loadConfig({ RESPONSE_CACHE_TTL_SECONDS: '0' })).toThrow(/RESPONSE_CACHE_TTL_SECONDS/);
    expect(() => loadConfig({ REDIS_URL: 'http://cache' })).toThrow(/REDIS_URL: must be a redis:\/\/ or rediss:\/\/ URL$/m);
  });
});

describe('cachedAnswerTextPlugin', () => {
  const SERVED_FROM_CACHE = Symbol.for('servedFromResponseCache');
  const serve = (result: object, request = new Request('http://shop.test/graphql', { method: 'POST' })) =>
    cachedAnswerTextPlugin().onResultProcess!({ result, request } as unknown as Parameters<NonNullable<Plugin['onResultProcess']>>[0]);
  const textOf = (result: object, given: ExecutionResult) => (result as { stringify: (r: ExecutionResult) => string }).stringify(given);

  it('writes a cached answer as JSON once, however many times it is served, and leaves the stored entry alone', () => {
    const entry = { data: { product: { title: 'Kept' } }, extensions: { http: { headers: { ETag: 'key' } } } };
    const stringify = jest.spyOn(JSON, 'stringify');
    const first = { ...entry, [SERVED_FROM_CACHE]: true };
    serve(first);
    // Yoga asks with the answer its HTTP extensions are taken from.
    expect(textOf(first, { data: entry.data })).toBe('{"data":{"product":{"title":"Kept"}}}');
    const second = { ...entry, [SERVED_FROM_CACHE]: true };
    const request = new Request('http://shop.test/graphql', { method: 'POST' });
    serve(second, request);
    expect(cachedAnswerEtag(request)).toBeUndefined();
    expect(textOf(second, { data: entry.data })).toBe('{"data":{"product":{"title":"Kept"}}}');
    expect(stringify).toHaveBeenCalledTimes(1);
    // The request answered with the kept text is told its content ETag.
    expect(cachedAnswerEtag(request)).toBe(contentEtag('{"data":{"product":{"title":"Kept"}}}'));
    stringify.mockRestore();
    expect(Object.keys(first)).toEqual(['data', 'extensions']);
    expect(Object.hasOwn(entry, 'stringify')).toBe(false);
    // Asked about anything else, it writes that.
    expect(textOf(second, { data: { other: 1 } })).toBe('{"data":{"other":1}}');
  });

  it('leaves answers that did not come from the cache, or carry errors, to Yoga', () => {
    const fresh = { data: { product: null } };
    serve(fresh);
    expect('stringify' in fresh).toBe(false);
    const withErrors = { data: null, errors: [{ message: 'no' }], [SERVED_FROM_CACHE]: true };
    serve(withErrors);
    expect('stringify' in withErrors).toBe(false);
  });
});
