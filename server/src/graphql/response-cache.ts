/**
 * The store of the GraphQL response cache (graphql/response-cache-plugin.ts decides what goes in):
 * in this process's memory, or in Redis so that several server processes share one cache and see
 * each other's invalidations. Answers are tagged with the catalogue rows they show (`Product:<id>`,
 * `Author:<id>`, ...) and with the kinds of listing they hold; `invalidate` drops every answer that
 * carries one of the given tags. The services call it once their change has committed.
 *
 * A read that started before a change committed may finish after the change's invalidation and would
 * store what it read before; so an answer is stored only if no invalidation happened between the
 * cache miss that started it and the moment it is stored (checked after writing, so no window is left).
 *
 * The cache is an optimisation: when Redis fails, reads run uncached and the failure is logged; an
 * answer is never refused because of the cache. An invalidation that fails (Redis paused or away, the
 * change bus down) is not forgotten (issue 29 §18): its tags are sent again every INVALIDATION_RETRY_MS until
 * the store takes them, this process answers uncached meanwhile, and too many of them become one
 * "drop everything" (here and, through the change bus, in every process).
 */
import { createInMemoryCache, type CacheEntityRecord } from '@envelop/response-cache';
import type { ChangeBus } from '../change-bus.ts';
import { createRedisCache } from '@envelop/response-cache-redis';
import type { ExecutionResult } from 'graphql';
import { Redis } from 'ioredis';
import type { Logger } from '../logger.ts';

export type ResponseCacheStore = 'memory' | 'redis' | 'off';

/** Something cached answers may show: a row by its database id, or a kind of listing (`Listing:products`). */
export interface CacheEntity {
  typename: string;
  id: string;
}

/** The tags services invalidate; answers get the same ones (response-cache-plugin.ts). */
export const cacheEntity = {
  /** A product of any kind (Book, Ebook, Stationery, Bundle, Content) by its database id. */
  product: (id: string): CacheEntity => ({ typename: 'Product', id }),
  author: (id: string): CacheEntity => ({ typename: 'Author', id }),
  review: (id: string): CacheEntity => ({ typename: 'Review', id }),
  chapter: (id: string): CacheEntity => ({ typename: 'Chapter', id }),
  productPage: (id: string): CacheEntity => ({ typename: 'ProductPage', id }),
  /** A signed-in customer's own answers (their ownership and review of products): their grants or review changed. */
  viewer: (userId: string): CacheEntity => ({ typename: 'Viewer', id: userId }),
  /**
   * Every answer that lists products (lists, search, suggestions, bundle years, an author's products
   * and product count): a product created, deleted, (un)published or edited may join, leave or move in them.
   */
  productListings: { typename: 'Listing', id: 'products' } as CacheEntity,
  /** Every answer that lists authors: an author created or deleted. */
  authorListings: { typename: 'Listing', id: 'authors' } as CacheEntity,
  /** The storefront's trackers (marketingTrackers): changed at /admin/marketing. */
  marketing: { typename: 'Listing', id: 'marketing' } as CacheEntity,
} as const;

/** The store behind the cache: memory or Redis. */
interface Backend {
  /** The answer under `key` (null when none) and the invalidation count now. */
  get(key: string): Promise<{ result: ExecutionResult | null; sequence: number }>;
  /** Stores the answer unless an invalidation happened since `sequence` was read. */
  setUnlessInvalidated(key: string, result: ExecutionResult, entities: CacheEntity[], ttlMs: number, sequence: number): Promise<boolean>;
  invalidate(entities: CacheEntity[]): Promise<void>;
  /** Drops every answer (too many invalidations were missed to name them). */
  dropAll(): Promise<void>;
  /** Resolves once the store answers (at once in memory). */
  ready(): Promise<void>;
  /** Throws when the store does not answer now (never waits for a reconnection). */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** How many answers the in-memory store holds (least recently used ones go first). */
export const MEMORY_CACHE_ENTRIES = 2000;

class MemoryBackend implements Backend {
  #cache = createInMemoryCache({ max: MEMORY_CACHE_ENTRIES });
  #sequence = 0;

  /** Drops every answer (another process's changes may have been missed). */
  clear() {
    this.#sequence += 1;
    this.#cache = createInMemoryCache({ max: MEMORY_CACHE_ENTRIES });
  }

  async get(key: string) {
    return { result: (await this.#cache.get(key)) ?? null, sequence: this.#sequence };
  }

  async setUnlessInvalidated(key: string, result: ExecutionResult, entities: CacheEntity[], ttlMs: number, sequence: number) {
    if (sequence !== this.#sequence) return false;
    await this.#cache.set(key, result, entities, ttlMs);
    return true;
  }

  async invalidate(entities: CacheEntity[]) {
    this.#sequence += 1;
    await this.#cache.invalidate(entities);
  }

  async dropAll() {
    this.clear();
  }

  async ready() {}

  async ping() {}

  async close() {}
}

/**
 * Redis keys, all under `prefix`: `r:<key>` an answer, `r:<key>:e` its tags, `t:<Tag>:<id>` the
 * answers carrying a tag, `seq` the invalidation count. The tag sets expire with the answers they
 * index (each store pushes their expiry past its own), and invalidation names tags with ids only,
 * so it never scans the keyspace.
 */
class RedisBackend implements Backend {
  readonly #inner;
  readonly #sequenceKey: string;
  /** The set @envelop/response-cache-redis keeps per type name; we never invalidate whole types, so it is dropped. */
  readonly #typeKey: string;

  constructor(
    readonly redis: Redis,
    readonly prefix: string,
  ) {
    this.#sequenceKey = `${prefix}seq`;
    this.#typeKey = `${prefix}t`;
    this.#inner = createRedisCache({
      redis: redis as never,
      buildRedisOperationResultCacheKey: (responseId) => `${responseId}:e`,
    });
  }

  #responseKey(key: string) {
    return `${this.prefix}r:${key}`;
  }

  /** Tags as the Redis store keys them: `<prefix>t:<Typename>:<id>`. */
  #records(entities: CacheEntity[]): CacheEntityRecord[] {
    return entities.map(({ typename, id }) => ({ typename: this.#typeKey, id: `${typename}:${id}` }));
  }

  async get(key: string) {
    const [value, sequence] = await this.redis.mget(this.#responseKey(key), this.#sequenceKey);
    return { result: value ? (JSON.parse(value) as ExecutionResult) : null, sequence: Number(sequence ?? 0) };
  }

  async setUnlessInvalidated(key: string, result: ExecutionResult, entities: CacheEntity[], ttlMs: number, sequence: number) {
    const responseKey = this.#responseKey(key);
    const records = this.#records(entities);
    await this.#inner.set(responseKey, result, records, ttlMs);
    const expiry = this.redis.pipeline().del(this.#typeKey).pexpire(`${responseKey}:e`, ttlMs);
    // Every answer lives ttlMs, so a tag set that lives ttlMs from its newest answer outlives them all.
    for (const { typename, id } of records) expiry.pexpire(`${typename}:${id}`, ttlMs);
    expiry.get(this.#sequenceKey);
    const replies = (await expiry.exec()) ?? [];
    const now = Number(replies.at(-1)?.[1] ?? 0);
    if (now === sequence) return true;
    // An invalidation ran while the answer was computed: it may hold what was there before.
    await this.redis.del(responseKey, `${responseKey}:e`);
    return false;
  }

  async invalidate(entities: CacheEntity[]) {
    await this.redis.incr(this.#sequenceKey);
    await this.#inner.invalidate(this.#records(entities));
  }

  async dropAll() {
    await this.redis.incr(this.#sequenceKey);
    for (const pattern of [`${this.prefix}r:*`, `${this.prefix}t:*`]) {
      let cursor = '0';
      do {
        const [next, keys] = await this.redis.scan(cursor, 'MATCH', pattern, 'COUNT', 1000);
        if (keys.length) await this.redis.del(...keys);
        cursor = next;
      } while (cursor !== '0');
    }
  }

  async ready() {
    if (this.redis.status !== 'ready') await new Promise((resolve) => this.redis.once('ready', resolve));
  }

  async ping() {
    // No offline queue: a PING while disconnected fails at once.
    await this.redis.ping();
  }

  async close() {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}

export interface ResponseCacheOptions {
  store: ResponseCacheStore;
  /** How long an answer may be served at most, even if nothing invalidates it. */
  ttlMs: number;
  /** With store 'redis'. */
  redisUrl?: string;
  /** Prefix of every Redis key (tests use their own); must not contain ':'. */
  keyPrefix?: string;
  /** With store 'memory' and several server processes: how they tell each other what they invalidated. */
  changes?: ChangeBus;
  log: Pick<Logger, 'warn' | 'error'>;
}

export const DEFAULT_REDIS_KEY_PREFIX = 'pathagar.rc.';

/** Misses still waiting for their answer, at most this many remembered. */
const PENDING_LIMIT = 10_000;
/** How often an invalidation that failed is sent again. */
export const INVALIDATION_RETRY_MS = 200;
/** Failed invalidations kept by their tags, at most this many; beyond, every answer is dropped instead. */
const UNDELIVERED_LIMIT = 10_000;

/** The response cache of one server process: what the GraphQL plugin reads and writes, and what services invalidate. */
export class ResponseCache {
  readonly #backend: Backend | null;
  readonly #log: ResponseCacheOptions['log'];
  /** Cache key → the invalidation count at its (earliest outstanding) miss. */
  readonly #pending = new Map<string, number>();

  /** Where a memory cache tells the other server processes what it invalidated (and hears theirs). */
  readonly #changes: ChangeBus | undefined;
  readonly #unsubscribe: (() => void) | undefined;

  /** Tags whose invalidation has not reached the store or the other processes yet (sent again until it does). */
  readonly #undelivered = new Map<string, CacheEntity>();
  /** Too many undelivered tags: drop every answer instead. */
  #undeliveredAll = false;
  #flushing: Promise<boolean> | null = null;
  #retry: NodeJS.Timeout | undefined;
  #closed = false;

  constructor(
    readonly store: ResponseCacheStore,
    readonly ttlMs: number,
    backend: Backend | null,
    log: ResponseCacheOptions['log'],
    changes?: ChangeBus,
  ) {
    this.#backend = backend;
    this.#log = log;
    if (backend instanceof MemoryBackend && changes) {
      this.#changes = changes;
      this.#unsubscribe = changes.subscribe((message) => {
        if (message.topic === 'response-cache') void backend.invalidate(dedupe(message.entities));
        if (message.topic === 'resync') backend.clear();
      });
    }
  }

  get enabled(): boolean {
    return this.#backend !== null;
  }

  /** The cached answer, or null (a miss is remembered so that `set` can tell whether an invalidation raced it). */
  async get(key: string): Promise<ExecutionResult | null> {
    if (!this.#backend) return null;
    // An invalidation that failed goes first; while it cannot, stored answers may be stale: answer uncached.
    if ((this.#undelivered.size > 0 || this.#undeliveredAll) && !(await this.#flush())) return null;
    try {
      const { result, sequence } = await this.#backend.get(key);
      if (!result) this.#rememberMiss(key, sequence);
      return result;
    } catch (error) {
      this.#log.warn({ err: error }, 'Response cache unavailable: answering uncached');
      return null;
    }
  }

  /** Stores an answer computed after a miss of `get`, unless an invalidation happened meanwhile. */
  async set(key: string, result: ExecutionResult, entities: CacheEntity[], ttlMs: number): Promise<boolean> {
    const sequence = this.#pending.get(key);
    this.#pending.delete(key);
    if (!this.#backend || sequence === undefined) return false;
    try {
      return await this.#backend.setUnlessInvalidated(key, result, entities, ttlMs, sequence);
    } catch (error) {
      this.#log.warn({ err: error }, 'Response cache unavailable: answer not stored');
      return false;
    }
  }

  /** Drops every cached answer that shows one of `entities`; call it after the change has committed. Never throws. */
  async invalidate(entities: readonly CacheEntity[]): Promise<void> {
    if (!this.#backend || entities.length === 0) return;
    const unique = dedupe(entities);
    try {
      await this.#deliver(unique);
    } catch (error) {
      this.#log.error({ err: error, entities }, 'Response cache invalidation failed: sent again until the store takes it, answering uncached meanwhile');
      this.#keepUndelivered(unique);
    }
  }

  /** Invalidates in the store, then tells the other processes (a memory store's); throws when either fails. */
  async #deliver(entities: CacheEntity[]): Promise<void> {
    await this.#backend!.invalidate(entities);
    if (this.#changes && !(await this.#changes.publish({ topic: 'response-cache', entities }))) {
      throw new Error('The change bus did not take the invalidation');
    }
  }

  #keepUndelivered(entities: CacheEntity[]) {
    for (const entity of entities) this.#undelivered.set(`${entity.typename}:${entity.id}`, entity);
    if (this.#undelivered.size > UNDELIVERED_LIMIT) {
      this.#undelivered.clear();
      this.#undeliveredAll = true;
    }
    // A miss read before the change must not be stored once the store answers again.
    this.#pending.clear();
    this.#scheduleRetry();
  }

  #scheduleRetry() {
    if (this.#retry || this.#closed) return;
    this.#retry = setTimeout(() => {
      this.#retry = undefined;
      void this.#flush().then((done) => {
        if (!done) this.#scheduleRetry();
      });
    }, INVALIDATION_RETRY_MS);
    this.#retry.unref();
  }

  /** Sends the failed invalidations again (one attempt at a time); true once none is left. */
  #flush(): Promise<boolean> {
    this.#flushing ??= (async () => {
      const entities = [...this.#undelivered.values()];
      const all = this.#undeliveredAll;
      this.#undelivered.clear();
      this.#undeliveredAll = false;
      try {
        if (all) {
          await this.#backend!.dropAll();
          if (this.#changes && !(await this.#changes.publish({ topic: 'resync' }))) throw new Error('The change bus did not take the resync');
        } else if (entities.length > 0) {
          await this.#deliver(entities);
        }
        if (all || entities.length > 0) this.#log.warn({ entities: all ? 'all' : entities.length }, 'Response cache: a failed invalidation went through');
        return true;
      } catch {
        if (all) this.#undeliveredAll = true;
        this.#keepUndelivered(entities);
        return false;
      }
    })().finally(() => {
      this.#flushing = null;
    });
    return this.#flushing;
  }

  /** Resolves once the store answers: until then every request is a miss (tests wait for it). */
  async ready(): Promise<void> {
    await this.#backend?.ready();
  }

  /** Throws when the cache's store (Redis) does not answer now; nothing to ask of memory or 'off'. */
  async ping(): Promise<void> {
    await this.#backend?.ping();
  }

  async close(): Promise<void> {
    this.#closed = true;
    clearTimeout(this.#retry);
    this.#unsubscribe?.();
    await this.#backend?.close();
  }

  #rememberMiss(key: string, sequence: number) {
    const earlier = this.#pending.get(key);
    if (earlier !== undefined && earlier <= sequence) return;
    this.#pending.set(key, sequence);
    if (this.#pending.size > PENDING_LIMIT) this.#pending.delete(this.#pending.keys().next().value!);
  }
}

function dedupe(entities: readonly CacheEntity[]): CacheEntity[] {
  const seen = new Map(entities.map((e) => [`${e.typename}:${e.id}`, e]));
  return [...seen.values()];
}

/** The cache the configuration asks for; with 'off' it stores nothing and invalidation does nothing. */
export function createResponseCache(options: ResponseCacheOptions): ResponseCache {
  const { store, ttlMs, log } = options;
  if (store === 'off') return new ResponseCache('off', ttlMs, null, log);
  if (store === 'memory') return new ResponseCache('memory', ttlMs, new MemoryBackend(), log, options.changes);
  if (!options.redisUrl) throw new Error('The Redis response cache needs a Redis URL');
  const prefix = options.keyPrefix ?? DEFAULT_REDIS_KEY_PREFIX;
  if (prefix.includes(':')) throw new Error('The response cache key prefix must not contain ":"');
  const redis = new Redis(options.redisUrl, {
    // A cache that is down must not hold requests: while Redis is unreachable commands fail at once
    // (no offline queue) and requests are answered uncached; ioredis reconnects in the background.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: 1_000,
    connectTimeout: 2_000,
  });
  let reported = false;
  redis.on('error', (error: Error) => {
    if (!reported) log.warn({ err: error }, 'Redis (response cache) connection failed; retrying');
    reported = true;
  });
  redis.on('ready', () => {
    reported = false;
  });
  return new ResponseCache('redis', ttlMs, new RedisBackend(redis, prefix), log);
}

/** A cache that stores nothing (tests and tools that do not want one). */
export function noResponseCache(): ResponseCache {
  return new ResponseCache('off', 0, null, { warn: () => {}, error: () => {} });
}
