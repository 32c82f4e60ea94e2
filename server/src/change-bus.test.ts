/**
 * Issue 22 §2: what one process keeps in memory (the memory response cache, the section tree) hears of
 * another process's changes within a second, through Redis pub/sub or PostgreSQL LISTEN/NOTIFY. Two
 * buses in one test process stand for two server processes (each bus has its own identity).
 */
import pino from 'pino';
import { createChangeBus, splitForNotify, type ChangeBus, type ChangeMessage } from './change-bus.ts';
import { cacheEntity, createResponseCache } from './graphql/response-cache.ts';
import { followSectionChanges, sectionTree } from './modules/catalog/section-tree.ts';
import { followShopSettingsChanges, shopLanguage } from './modules/settings/shop-language.ts';
import { serverUrl } from '../test/test-database.ts';
import { testRedisUrl } from '../test/test-redis.ts';

const log = pino({ level: 'silent' });
const kinds: [string, () => { redisUrl?: string; postgresUrl?: string }][] = [];
if (testRedisUrl()) kinds.push(['Redis pub/sub', () => ({ redisUrl: testRedisUrl() })]);
if (serverUrl()) kinds.push(['PostgreSQL LISTEN/NOTIFY', () => ({ postgresUrl: serverUrl() })]);

function heard(bus: ChangeBus, timeoutMs = 1_000): Promise<ChangeMessage> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`nothing heard within ${timeoutMs} ms`)), timeoutMs);
    const stop = bus.subscribe((message) => {
      clearTimeout(timer);
      stop();
      resolve(message);
    });
  });
}

async function eventually(check: () => Promise<boolean> | boolean, timeoutMs = 1_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

(kinds.length ? describe.each(kinds) : describe.skip.each([['no bus', () => ({})]] as typeof kinds))('the change bus over %s', (_, target) => {
  let a: ChangeBus;
  let b: ChangeBus;
  beforeEach(async () => {
    a = createChangeBus({ ...target(), log });
    b = createChangeBus({ ...target(), log });
    await Promise.all([a.ready(), b.ready()]);
  });
  afterEach(async () => {
    await Promise.all([a.close(), b.close()]);
  });

  it('carries a message to the other process within a second, not back to its sender', async () => {
    const own: ChangeMessage[] = [];
    a.subscribe((message) => own.push(message));
    const arriving = heard(b);
    await a.publish({ topic: 'sections' });
    expect(await arriving).toEqual({ topic: 'sections' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(own).toEqual([]);
  });

  it('drops another process’s memory-cached answer when this one invalidates it', async () => {
    const cacheA = createResponseCache({ store: 'memory', ttlMs: 60_000, log, changes: a });
    const cacheB = createResponseCache({ store: 'memory', ttlMs: 60_000, log, changes: b });
    const entity = cacheEntity.product('p-1');
    expect(await cacheB.get('key')).toBeNull();
    expect(await cacheB.set('key', { data: { title: 'Old' } }, [entity], 60_000)).toBe(true);
    expect(await cacheB.get('key')).toEqual({ data: { title: 'Old' } });
    await cacheA.invalidate([entity]);
    await eventually(async () => (await cacheB.get('key')) === null);
    await Promise.all([cacheA.close(), cacheB.close()]);
  });

  it('makes another process read the section tree again', async () => {
    let reads = 0;
    const prisma = { section: { findMany: async () => (reads++, []) } } as never;
    const stop = followSectionChanges(b);
    await sectionTree(prisma);
    await sectionTree(prisma);
    expect(reads).toBe(1);
    await a.publish({ topic: 'sections' });
    await eventually(async () => (await sectionTree(prisma), reads === 2));
    stop();
  });

  it("makes another process read the shop's language for new visitors again", async () => {
    let language = 'en';
    const prisma = { shopSettings: { findUnique: async () => ({ language }) } } as never;
    const stop = followShopSettingsChanges(b);
    expect(await shopLanguage(prisma)).toBe('en');
    language = 'bn';
    expect(await shopLanguage(prisma)).toBe('en');
    await a.publish({ topic: 'shop-settings' });
    await eventually(async () => (await shopLanguage(prisma)) === 'bn');
    stop();
  });
});

describe('NOTIFY payloads', () => {
  it('split a long tag list into pieces PostgreSQL accepts, losing none', () => {
    const entities = Array.from({ length: 2_000 }, (_, i) => ({ typename: 'Product', id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}` }));
    const pieces = splitForNotify({ topic: 'response-cache', entities });
    expect(pieces.length).toBeGreaterThan(1);
    for (const piece of pieces) expect(JSON.stringify({ from: 'x'.repeat(36), message: piece }).length).toBeLessThan(8_000);
    expect(pieces.flatMap((piece) => (piece.topic === 'response-cache' ? piece.entities : []))).toEqual(entities);
    expect(splitForNotify({ topic: 'sections' })).toEqual([{ topic: 'sections' }]);
  });
});
