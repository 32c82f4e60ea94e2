import path from 'node:path';
import { openDatabase } from './db/connect.ts';
import { keepAliveClients } from '../test/keep-alive-clients.ts';
import { runServerProcess, startServerProcess } from '../test/server-process.ts';
import { migratedDataDir } from '../test/test-database.ts';

const RECOVERY = /recover|not properly shut down/i;

async function sectionNames(url: string): Promise<string[]> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-graphql-csrf': '1' },
    body: JSON.stringify({ query: '{ sections(first: 50) { edges { node { name } } } }' }),
  });
  const { data } = (await response.json()) as { data: { sections: { edges: { node: { name: string } }[] } } };
  return data.sections.edges.map((edge) => edge.node.name);
}

describe('the server process', () => {
  it('exits non-zero naming PORT when PORT=abc', async () => {
    const { code, output } = await runServerProcess({ PORT: 'abc' });
    expect(code).not.toBe(0);
    expect(output).toMatch(/PORT: must be a whole number/);
  });

  it('in production, refuses to start without PUBLIC_URL and says so by name', async () => {
    const { code, output } = await runServerProcess({ NODE_ENV: 'production', PORT: '0', PUBLIC_URL: '' });
    expect(code).not.toBe(0);
    expect(output).toMatch(/PUBLIC_URL: is required in production/);
  });

  it('stops cleanly on SIGINT and keeps the embedded data across a restart', async () => {
    const dataDir = migratedDataDir('pathagar-data-');
    const first = await startServerProcess({ DATA_DIR: dataDir });
    expect(await sectionNames(first.url)).toEqual(['Academic', 'Engineering', 'Medical', 'Varsity']);
    expect(await first.stop('SIGINT')).toBe(0);
    expect(first.output()).not.toMatch(RECOVERY);

    // Between runs, write to the same data directory directly, as another tool would.
    const db = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
    await db.prisma.section.create({ data: { slug: 'ssc', name: 'SSC', position: 5 } });
    await db.close();

    const second = await startServerProcess({ DATA_DIR: dataDir });
    try {
      expect(await sectionNames(second.url)).toEqual(['Academic', 'Engineering', 'Medical', 'Varsity', 'SSC']);
      expect(second.output()).toMatch(/0 migration\(s\) applied/);
    } finally {
      expect(await second.stop('SIGTERM')).toBe(0);
    }
    expect(second.output()).not.toMatch(RECOVERY);
    // Two real starts (migrating a fresh embedded database first): bounded generously, not by a guess at the machine's speed.
  }, 180_000);

  it('on SIGTERM answers /readyz 503 "draining" for SHUTDOWN_READINESS_GRACE_MS while still serving, then exits 0', async () => {
    const server = await startServerProcess({ DATA_DIR: migratedDataDir('pathagar-data-'), SHUTDOWN_READINESS_GRACE_MS: '4000' });
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
    const exited = server.stop('SIGTERM');
    // Wait until the process has heard the signal, then: not ready, still alive and serving.
    for (let i = 0; i < 200 && !server.output().includes('Shutting down'); i += 1) await new Promise((resolve) => setTimeout(resolve, 20));
    const ready = await fetch(`${server.url}/readyz`);
    expect({ status: ready.status, body: await ready.json() }).toEqual({ status: 503, body: { status: 'draining' } });
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    expect(await sectionNames(server.url)).toContain('Academic');
    expect(await exited).toBe(0);
  }, 120_000);

  it('on SIGTERM ends busy keep-alive connections between answers: clients sending back to back are told Connection: close and none fails (issue 29 §19)', async () => {
    const server = await startServerProcess({ DATA_DIR: migratedDataDir('pathagar-data-'), SHUTDOWN_TIMEOUT_MS: '3000' });
    const clients = keepAliveClients(`${server.url}/healthz`);
    while (clients.answers() < 30) await new Promise((resolve) => setImmediate(resolve));
    const exited = server.stop('SIGTERM');
    const { failures, endedWithClose } = await clients.finished;
    expect(failures).toEqual([]);
    expect(endedWithClose).toEqual([true, true, true]);
    expect(await exited).toBe(0);
    expect(server.output()).not.toMatch(/still in flight at the shutdown deadline/);
  }, 120_000);
});
