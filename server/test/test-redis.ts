import { spawn, spawnSync } from 'node:child_process';
import { Redis } from 'ioredis';
import { freePort } from './free-port.ts';

/**
 * Redis for the tests that need one: the server REDIS_URL names (127.0.0.1:6379 by default) when it
 * answers; otherwise a private `redis-server` started for this run when the binary is installed;
 * otherwise none, and those tests are skipped with one line saying why (see `describeWithRedis`).
 */
export const TEST_REDIS_ENV = 'PATHAGAR_TEST_REDIS_URL';
export const TEST_REDIS_PID_ENV = 'PATHAGAR_TEST_REDIS_PID';
export const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';

/** Whether a Redis server answers PING at `url` within a second. */
export async function redisAnswers(url: string): Promise<boolean> {
  const redis = new Redis(url, { lazyConnect: true, connectTimeout: 1000, maxRetriesPerRequest: 0, retryStrategy: () => null });
  redis.on('error', () => {});
  try {
    await redis.connect();
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}


export function redisServerInstalled(): boolean {
  return spawnSync('redis-server', ['--version'], { stdio: 'ignore' }).status === 0;
}

/** Starts a private, memory-only redis-server on a free port; resolves once it answers. */
export async function startPrivateRedis(): Promise<{ url: string; pid: number }> {
  const port = await freePort();
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
    detached: true,
  });
  child.unref();
  const url = `redis://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (await redisAnswers(url)) return { url, pid: child.pid! };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  child.kill();
  throw new Error(`redis-server did not answer on port ${port} within 10 s`);
}

/** Global setup: finds or starts the run's Redis and passes its address to the workers. */
export async function provideTestRedis(): Promise<void> {
  const wanted = process.env.REDIS_URL || DEFAULT_REDIS_URL;
  if (await redisAnswers(wanted)) {
    process.env[TEST_REDIS_ENV] = wanted;
    return;
  }
  if (redisServerInstalled()) {
    const { url, pid } = await startPrivateRedis();
    process.env[TEST_REDIS_ENV] = url;
    process.env[TEST_REDIS_PID_ENV] = String(pid);
    return;
  }
  console.log(
    `\nSkipping the tests that need Redis: no server answers at ${wanted} and redis-server is not installed ` +
      `(apt-get install redis-server, or set REDIS_URL).\n`,
  );
}

/** Global teardown: stops the private server, if this run started one. */
export function stopTestRedis(): void {
  const pid = Number(process.env[TEST_REDIS_PID_ENV]);
  if (pid) {
    try {
      process.kill(pid);
    } catch {
      // already gone
    }
  }
}

/** The run's Redis address, or undefined when the run has none. */
export function testRedisUrl(): string | undefined {
  return process.env[TEST_REDIS_ENV] || undefined;
}

/** `describe` when the run has Redis, `describe.skip` otherwise (the global setup said why, once). */
export function describeWithRedis(name: string, tests: () => void): void {
  (testRedisUrl() ? describe : describe.skip)(name, tests);
}
