/**
 * Issue 10 §8/§10: the embedded database runs one statement at a time, so requests that use it are
 * admitted through a bounded queue (503 + Retry-After beyond it) and /healthz never waits behind them.
 */
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { createResponseCache } from '../graphql/response-cache.ts';
import { DatabaseQueue } from './database-queue.ts';
import { HEALTH_PING_BUDGET_MS } from './health.ts';

const SECTIONS = '{ sections(first: 5) { edges { node { name } } } }';
const BUSY = 'The shop is busy right now. Please try again in a moment.';

const tick = () => new Promise((resolve) => setTimeout(resolve, 20));

/** Waits (up to 5 s) until the condition holds: requests reach the queue after the edge middleware. */
async function until(condition: () => boolean) {
  for (let waited = 0; !condition() && waited < 5_000; waited += 20) await tick();
}

describe('DatabaseQueue', () => {
  const queue = (maxWaitMs = 5_000) => new DatabaseQueue({ concurrency: 2, queueLimit: 2, maxWaitMs, retryAfterSeconds: 1 });

  it('admits `concurrency` at once, lets `queueLimit` wait in order, refuses the rest', async () => {
    const q = queue();
    const first = (await q.enter())!;
    const second = (await q.enter())!;
    expect([q.active, q.waiting]).toEqual([2, 0]);
    const order: string[] = [];
    const third = q.enter().then((release) => (order.push('third'), release));
    const fourth = q.enter().then((release) => (order.push('fourth'), release));
    expect(await q.enter()).toBeNull();
    expect([q.active, q.waiting]).toEqual([2, 2]);

    first();
    first(); // a second release of the same turn changes nothing
    await until(() => order.length === 1);
    expect(order).toEqual(['third']);
    expect([q.active, q.waiting]).toEqual([2, 1]);
    second();
    (await third)!();
    (await fourth)!();
    expect(order).toEqual(['third', 'fourth']);
    expect([q.active, q.waiting]).toEqual([0, 0]);
  });

  it('gives up on a request that waited longer than maxWaitMs and leaves the queue consistent', async () => {
    const q = queue(50);
    const held = [(await q.enter())!, (await q.enter())!];
    const started = performance.now();
    expect(await q.enter()).toBeNull();
    expect(performance.now() - started).toBeGreaterThanOrEqual(45);
    expect(q.waiting).toBe(0);
    for (const release of held) release();
    expect(q.active).toBe(0);
  });
});

describe('the app under a saturated database queue', () => {
  const queue = new DatabaseQueue({ concurrency: 1, queueLimit: 1, maxWaitMs: 10_000, retryAfterSeconds: 3 });
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ databaseQueue: queue });
  });
  afterAll(() => t.close());

  it('answers 503 with Retry-After beyond the queue (GraphQL-shaped on /graphql, the REST body on /api), /healthz and /readyz meanwhile, and serves the waiting request once a turn is free', async () => {
    const hold = (await queue.enter())!;
    const waiting = t.graphql(SECTIONS);
    await until(() => queue.waiting === 1);
    expect([queue.active, queue.waiting]).toEqual([1, 1]);

    const refused = await t.graphql(SECTIONS);
    expect(refused.response.status).toBe(503);
    expect(refused.response.headers.get('retry-after')).toBe('3');
    expect({ data: refused.data, errors: refused.errors }).toEqual({
      data: undefined,
      errors: [{ message: BUSY, extensions: { code: 'SERVICE_UNAVAILABLE' } }],
    });

    const rest = await t.rest('GET', '/api/user');
    expect(rest.status).toBe(503);
    expect(rest.headers.get('retry-after')).toBe('3');
    expect(await rest.json()).toEqual({ statusCode: 503, statusMessage: 'Service Unavailable', message: BUSY });

    const files = await t.app.request('/files/covers/none.svg');
    expect(files.status).toBe(503);

    const started = performance.now();
    const health = await t.app.request('/healthz');
    const ready = await t.app.request('/readyz');
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ok', database: 'up', storage: 'up' });

    hold();
    const served = await waiting;
    expect(served.response.status).toBe(200);
    expect(served.data?.sections.edges.map((e: { node: { name: string } }) => e.node.name)).toEqual([
      'Academic',
      'Engineering',
      'Medical',
      'Varsity',
    ]);
    expect([queue.active, queue.waiting]).toEqual([0, 0]);
  });
});

describe('cached answers and the database queue', () => {
  const queue = new DatabaseQueue({ concurrency: 1, queueLimit: 0, maxWaitMs: 10_000, retryAfterSeconds: 1 });
  const cache = createResponseCache({ store: 'memory', ttlMs: 60_000, log: { warn: () => {}, error: () => {} } });
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ databaseQueue: queue, services: { responseCache: cache } });
  });
  afterAll(() => t.close());

  it('answers a cached read at once while the queue is full, and refuses the same read uncached (issue 22 §4)', async () => {
    const first = await t.graphql(SECTIONS);
    expect(first.response.status).toBe(200);

    const hold = (await queue.enter())!;
    try {
      const cached = await t.graphql(SECTIONS);
      expect(cached.response.status).toBe(200);
      expect(cached.data).toEqual(first.data);
      const uncached = await t.graphql('{ sections(first: 4) { edges { node { name } } } }');
      expect(uncached.response.status).toBe(503);
      expect(uncached.errors).toEqual([{ message: BUSY, extensions: { code: 'SERVICE_UNAVAILABLE' } }]);
    } finally {
      hold();
    }
    expect([queue.active, queue.waiting]).toEqual([0, 0]);
  });
});

// Only the embedded database makes every query wait for the one before it.
const onEmbedded = process.env.DATABASE_URL ? describe.skip : describe;

onEmbedded('/healthz and /readyz while the embedded database is busy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  // PGlite runs in this thread: one statement holds the whole process, so what a heavy request does is
  // many statements (the GraphQL cost limits keep each one short). 100 × 20 ms are queued here.
  it('answers liveness at once, and readiness "busy" within its budget instead of waiting behind 2 s of queued statements, then "up"', async () => {
    const slow = Promise.all(Array.from({ length: 100 }, () => t.db.pglite!.query('SELECT pg_sleep(0.02)')));
    await tick();
    const alive = performance.now();
    const health = await t.app.request('/healthz');
    expect(performance.now() - alive).toBeLessThan(HEALTH_PING_BUDGET_MS);
    expect(await health.json()).toEqual({ status: 'ok' });
    const started = performance.now();
    const ready = await t.app.request('/readyz');
    const elapsed = performance.now() - started;
    expect(await ready.json()).toEqual({ status: 'ok', database: 'busy', storage: 'up' });
    expect(ready.status).toBe(200);
    expect(elapsed).toBeGreaterThanOrEqual(HEALTH_PING_BUDGET_MS - 5);
    expect(elapsed).toBeLessThan(1_000);
    await slow;
    expect(await (await t.app.request('/readyz')).json()).toEqual({ status: 'ok', database: 'up', storage: 'up' });
  });
});
