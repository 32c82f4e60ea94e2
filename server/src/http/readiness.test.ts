/**
 * Issue 22 §2: /readyz answers 503 from the moment the process starts draining; /healthz stays liveness.
 * Issue 29 §17: 503 only when the process cannot serve (its database is down); Redis or the file storage
 * down leaves it 200 "degraded" naming them, and the storage is probed by a write.
 */
import { createResponseCache } from '../graphql/response-cache.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { describeWithRedis, testRedisUrl } from '../../test/test-redis.ts';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { createApp } from '../app.ts';
import { LocalDiskStorage, type FileStorage } from '../modules/storage/file-storage.ts';
import { testServices } from '../../test/test-app.ts';

const quiet = { warn: () => {}, error: () => {} };

/** A storage whose every call fails, as an unreachable bucket does. */
function unreachableStorage(): FileStorage {
  const fail = async (): Promise<never> => {
    throw new Error('connect ECONNREFUSED 127.0.0.1:9');
  };
  return {
    put: fail,
    putStream: fail,
    open: fail,
    head: fail,
    read: fail,
    delete: fail,
    list: async function* () {
      await fail();
    },
  };
}

/** A store that reads but refuses every write, as a full disk or a read-only bucket policy does. */
function readOnlyStorage(): FileStorage {
  const inner = new LocalDiskStorage(mkdtempSync(path.join(os.tmpdir(), 'pathagar-files-')));
  const refuse = async (): Promise<never> => {
    throw Object.assign(new Error('EROFS: read-only file system'), { code: 'EROFS' });
  };
  return { ...inner, open: inner.open.bind(inner), head: inner.head.bind(inner), read: inner.read.bind(inner), list: inner.list.bind(inner), put: refuse, putStream: refuse, delete: refuse };
}

async function readiness(t: Pick<TestApp, 'app'>) {
  const response = await t.app.request('/readyz');
  return { status: response.status, body: await response.json(), cacheControl: response.headers.get('cache-control') };
}

describe('/readyz', () => {
  let t: TestApp;
  afterEach(() => t.close());

  it('is ready while the database and storage answer, and says 503 "draining" from the moment the process drains while /healthz stays 200', async () => {
    t = await startTestApp();
    expect(await readiness(t)).toEqual({ status: 200, body: { status: 'ok', database: expect.stringMatching(/^(up|busy)$/), storage: 'up' }, cacheControl: 'no-store' });
    t.app.lifecycle.draining = true;
    expect(await readiness(t)).toEqual({ status: 503, body: { status: 'draining' }, cacheControl: 'no-store' });
    expect((await t.app.request('/healthz')).status).toBe(200);
  });

  it('stays 200 "degraded" naming the storage when the file storage does not answer (every process shares it)', async () => {
    t = await startTestApp({ services: { storage: unreachableStorage() } });
    expect(await readiness(t)).toMatchObject({ status: 200, body: { status: 'degraded', storage: 'down' } });
  });

  it('notices a storage that answers reads but refuses writes: the probe writes', async () => {
    t = await startTestApp({ services: { storage: readOnlyStorage() } });
    expect(await readiness(t)).toMatchObject({ status: 200, body: { status: 'degraded', storage: 'down' } });
  });

  it('leaves nothing behind in the storage it probes', async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'pathagar-files-'));
    const storage = new LocalDiskStorage(root);
    t = await startTestApp({ services: { storage } });
    expect(await readiness(t)).toMatchObject({ status: 200, body: { status: 'ok', storage: 'up' } });
    const left: string[] = [];
    for await (const file of storage.list()) left.push(file.key);
    expect(left).toEqual([]);
  });

  it('stays 200 "degraded" naming Redis when the configured Redis does not answer, and asks nothing of Redis when none is configured', async () => {
    const cache = createResponseCache({ store: 'redis', ttlMs: 60_000, redisUrl: 'redis://127.0.0.1:9', log: quiet });
    try {
      t = await startTestApp({ services: { responseCache: cache } });
      expect(await readiness(t)).toMatchObject({ status: 200, body: { status: 'degraded', redis: 'down', storage: 'up' } });
    } finally {
      await cache.close();
    }
    await t.close();
    t = await startTestApp({ services: { storage: new LocalDiskStorage('/nonexistent-but-harmless') } });
    expect((await readiness(t)).body).not.toHaveProperty('redis');
  });

  it('says 503 when the database does not answer: the process cannot serve', async () => {
    t = await startTestApp();
    const app = createApp({
      config: { isDevelopment: true, clientDist: mkdtempSync(path.join(os.tmpdir(), 'pathagar-dist-')), trustProxy: { kind: 'hops', hops: 1 }, graphql: { trustedDocuments: true, timeBudgetMs: 5_000 } },
      db: {
        ...t.db,
        ping: async () => {
          throw new Error('connect ECONNREFUSED 127.0.0.1:5432');
        },
      },
      log: pino({ level: 'silent' }),
      services: testServices(),
    });
    expect(await readiness({ app })).toMatchObject({ status: 503, body: { status: 'error', database: 'down', storage: 'up' } });
  });
});

describeWithRedis('/readyz with Redis', () => {
  it('is ready with redis "up" while the Redis server answers', async () => {
    const cache = createResponseCache({ store: 'redis', ttlMs: 60_000, redisUrl: testRedisUrl()!, log: quiet });
    const t = await startTestApp({ services: { responseCache: cache } });
    try {
      await cache.ready();
      expect(await readiness(t)).toMatchObject({ status: 200, body: { status: 'ok', redis: 'up', storage: 'up' } });
    } finally {
      await cache.close();
      await t.close();
    }
  });
});
