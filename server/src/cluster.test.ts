/**
 * Issue 22 §1: WEB_CONCURRENCY runs that many server processes behind one port. On PostgreSQL two
 * workers serve one port; one killed, the shop keeps answering and a new worker takes its place; SIGTERM
 * drains them all. On the embedded database the same setting stops start-up with a clear message.
 */
import { randomBytes } from 'node:crypto';
import { get } from 'node:http';
import { keepAliveClients } from '../test/keep-alive-clients.ts';
import { runServerProcess, startServerProcess } from '../test/server-process.ts';
import { TEST_DB_PREFIX, onServer, serverUrl, withDatabaseName } from '../test/test-database.ts';

const onPostgres = serverUrl() ? describe : describe.skip;

/** The pids that logged "listening" so far, in order. */
function listeningPids(output: string): number[] {
  return output
    .split('\n')
    .filter((line) => line.includes('Pathagar is listening'))
    .map((line) => Number(/"pid":(\d+)/.exec(line)?.[1]));
}

async function until<T>(what: string, probe: () => T | undefined | false, timeoutMs = 120_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * The status of a GET on a new connection. fetch keeps connections alive, and one kept to the worker this
 * test kills is reset by the kernel: that says nothing about whether the shop answers, so every probe
 * here opens its own connection as a new visitor's browser would.
 */
function statusOnNewConnection(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { agent: false }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    }).on('error', reject);
  });
}

describe('WEB_CONCURRENCY on the embedded database', () => {
  it('stops start-up with a message saying to use PostgreSQL', async () => {
    const { code, output } = await runServerProcess({ WEB_CONCURRENCY: '2', PORT: '0' });
    expect(code).toBe(1);
    expect(output).toContain('WEB_CONCURRENCY: is 2, but the embedded database (PGlite) serves one process: set DATABASE_URL to a PostgreSQL server');
  }, 60_000);
});

onPostgres('WEB_CONCURRENCY=2 on PostgreSQL', () => {
  it('serves one port from two processes, replaces a killed one, and drains both on SIGTERM', async () => {
    const url = serverUrl()!;
    const name = `${TEST_DB_PREFIX}cluster_${randomBytes(4).toString('hex')}`;
    await onServer(url, (client) => client.query(`CREATE DATABASE "${name}"`));
    const server = await startServerProcess({ DATABASE_URL: withDatabaseName(url, name), WEB_CONCURRENCY: '2' }, 180_000);
    try {
      const [first, second] = await until('two workers listening', () => {
        const pids = listeningPids(server.output());
        return pids.length >= 2 && pids;
      });
      expect(new Set([first, second, server.child.pid]).size).toBe(3);
      expect(await statusOnNewConnection(`${server.url}/healthz`)).toBe(200);

      process.kill(first!, 'SIGKILL');
      // Once the primary has seen the death, the other worker answers meanwhile.
      await until('the primary noticing the death', () => server.output().includes('A server worker died: starting another'));
      for (let i = 0; i < 5; i += 1) expect(await statusOnNewConnection(`${server.url}/healthz`)).toBe(200);
      const third = await until('a replacement worker', () => listeningPids(server.output())[2]);
      expect([first, second]).not.toContain(third);
      expect(server.output()).toContain('A server worker died: starting another');
      expect(await statusOnNewConnection(`${server.url}/healthz`)).toBe(200);

      // Busy keep-alive clients across the drain are told Connection: close between answers, none cut (issue 29 §19).
      const clients = keepAliveClients(`${server.url}/healthz`);
      await until('answers on the keep-alive connections', () => clients.answers() >= 30);
      expect(await server.stop('SIGTERM')).toBe(0);
      expect((await clients.finished).failures).toEqual([]);
      for (const pid of [second!, third]) expect(() => process.kill(pid, 0)).toThrow();
    } finally {
      if (server.child.exitCode === null) await server.stop('SIGKILL');
      await onServer(url, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
    }
  }, 300_000);
});
