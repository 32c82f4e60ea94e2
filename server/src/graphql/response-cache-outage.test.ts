/**
 * Issue 29 §18: a cache invalidation that fails is not forgotten. Redis is paused for writes
 * (`CLIENT PAUSE … WRITE`) while an admin changes a price, so the invalidation (the Redis store's
 * INCR/DEL, or the memory store's PUBLISH to the other processes) times out; once Redis answers again
 * the old price is gone from both processes at once, not after the TTL (60 s here). A private
 * redis-server is paused, so the run's shared Redis is never disturbed.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import pino from 'pino';
import { signInAs } from '../../test/accounts.ts';
import { createBook, productGlobalId } from '../../test/catalog-fixtures.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { redisServerInstalled, startPrivateRedis } from '../../test/test-redis.ts';
import { createApp } from '../app.ts';
import type { ChangeBus, ChangeMessage } from '../change-bus.ts';
import { cacheEntity, createResponseCache, type ResponseCache } from './response-cache.ts';
import { CSRF_HEADER } from './transport.ts';

const PRICE = `query Price($key: String!) {
  product(key: $key, kind: BOOK) { ... on QueryProductSuccess { data { title price { amount } } } }
}`;
const UPDATE = `mutation ($input: UpdateBookInput!) { updateBook(input: $input) { __typename } }`;

/** Waits for `check` to hold, asking again as soon as the last answer came; fails after `boundMs`. */
async function eventually(check: () => Promise<boolean>, boundMs: number): Promise<void> {
  const until = Date.now() + boundMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`Not within ${boundMs} ms`);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

(redisServerInstalled() ? describe : describe.skip)('an invalidation that fails while Redis is paused (Redis store)', () => {
  let redis: { url: string; pid: number };
  let pauser: Redis;
  let t: TestApp;
  const caches: ResponseCache[] = [];
  const failures: string[] = [];

  beforeAll(async () => {
    redis = await startPrivateRedis();
    pauser = new Redis(redis.url);
  });
  afterAll(async () => {
    await Promise.all(caches.map((c) => c.close()));
    pauser.disconnect();
    process.kill(redis.pid);
    await t?.close();
  });

  /** One server process's cache on the private Redis. */
  async function processCache(prefix: string): Promise<ResponseCache> {
    const note = (_fields: object, message: string) => void failures.push(message);
    const log = { warn: () => {}, error: note } as unknown as Parameters<typeof createResponseCache>[0]['log'];
    const cache = createResponseCache({ store: 'redis', ttlMs: 60_000, redisUrl: redis.url, keyPrefix: prefix, log });
    caches.push(cache);
    await cache.ready();
    return cache;
  }

  it('drops the old price in every process as soon as Redis answers again', async () => {
    const prefix = `pathagar.rcpause${randomBytes(4).toString('hex')}.`;
    const cacheA = await processCache(prefix);
    const cacheB = await processCache(prefix);
    t = await startTestApp({ services: { responseCache: cacheA } });
    const appB = createApp({
      config: { isDevelopment: true, clientDist: mkdtempSync(path.join(os.tmpdir(), 'pathagar-dist-')), trustProxy: { kind: 'hops', hops: 1 }, graphql: { trustedDocuments: true, timeBudgetMs: 5_000 } },
      db: t.db,
      log: pino({ level: 'silent' }),
      services: { ...t.services, responseCache: cacheB },
    });
    const priceOnA = async (slug: string) => (await t.graphql(PRICE, { key: slug })).data!.product.data.price.amount as number;
    const priceOnB = async (slug: string) => {
      const response = await appB.request('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', [CSRF_HEADER]: '1' },
        body: JSON.stringify({ query: PRICE, variables: { key: slug } }),
      });
      return ((await response.json()) as { data: { product: { data: { price: { amount: number } } } } }).data.product.data.price.amount;
    };

    const book = await createBook(t.db.prisma, { title: 'Paused Price', price: 10_000 });
    const admin = await signInAs(t, 'admin');
    // Both processes hold the old price.
    expect([await priceOnA(book.slug), await priceOnB(book.slug)]).toEqual([10_000, 10_000]);
    expect([await priceOnA(book.slug), await priceOnB(book.slug)]).toEqual([10_000, 10_000]);

    // Redis stops taking writes while the price changes: the invalidation times out.
    await pauser.call('CLIENT', 'PAUSE', '60000', 'WRITE');
    const edited = await t.graphql(UPDATE, { input: { id: productGlobalId(book), price: 12_500 } }, { cookie: admin });
    expect(edited.data?.updateBook.__typename).toBe('UpdateBookPayload');
    expect(failures.some((message) => /invalidation failed/.test(message))).toBe(true);

    await pauser.call('CLIENT', 'UNPAUSE');
    // The process that made the change answers the new price at once; the other as soon as the retry lands
    // (a bound far below the 60 s TTL the old price would otherwise live).
    expect(await priceOnA(book.slug)).toBe(12_500);
    await eventually(async () => (await priceOnB(book.slug)) === 12_500, 5_000);
  });
});

describe('a memory store whose change bus cannot take an invalidation', () => {
  it('sends it to the other processes again once the bus takes messages', async () => {
    let down = true;
    const sent: ChangeMessage[] = [];
    const bus: ChangeBus = {
      kind: 'redis',
      publish: async (message) => {
        if (down) return false;
        sent.push(message);
        return true;
      },
      subscribe: () => () => {},
      ready: async () => {},
      ping: async () => {},
      close: async () => {},
    };
    const silent = { warn: () => {}, error: () => {} };
    const cache = createResponseCache({ store: 'memory', ttlMs: 60_000, log: silent, changes: bus });
    try {
      expect(await cache.get('answer')).toBeNull();
      expect(await cache.set('answer', { data: { price: 1 } }, [cacheEntity.product('p1')], 60_000)).toBe(true);
      await cache.invalidate([cacheEntity.product('p1')]);
      expect(sent).toEqual([]);
      down = false;
      await eventually(async () => sent.length > 0, 5_000);
      expect(sent).toEqual([{ topic: 'response-cache', entities: [cacheEntity.product('p1')] }]);
    } finally {
      await cache.close();
    }
  });
});
