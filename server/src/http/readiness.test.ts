/**
 * Issue 22 §2: /readyz answers 200 only while the database, Redis (when configured) and the file storage
 * answer, and 503 from the moment the process starts draining. /healthz stays liveness.
 */
import { createResponseCache } from '../graphql/response-cache.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { describeWithRedis, testRedisUrl } from '../../test/test-redis.ts';
import { LocalDiskStorage, type FileStorage } from '../modules/storage/file-storage.ts';

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

async function readiness(t: TestApp) {
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

  it('says 503 when the file storage does not answer', async () => {
    t = await startTestApp({ services: { storage: unreachableStorage() } });
    expect(await readiness(t)).toMatchObject({ status: 503, body: { status: 'error', storage: 'down' } });
  });

  it('says 503 when the configured Redis does not answer, and asks nothing of Redis when none is configured', async () => {
    const cache = createResponseCache({ store: 'redis', ttlMs: 60_000, redisUrl: 'redis://127.0.0.1:9', log: quiet });
    try {
      t = await startTestApp({ services: { responseCache: cache } });
      expect(await readiness(t)).toMatchObject({ status: 503, body: { status: 'error', redis: 'down', storage: 'up' } });
    } finally {
      await cache.close();
    }
    await t.close();
    t = await startTestApp({ services: { storage: new LocalDiskStorage('/nonexistent-but-harmless') } });
    expect((await readiness(t)).body).not.toHaveProperty('redis');
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
