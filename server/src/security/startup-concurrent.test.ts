/**
 * Issue 10 §7 acceptance: two server processes starting at the same moment on an empty PostgreSQL
 * database both come up, 5 times out of 5 (before: one crashed on Section_slug_key every time).
 * PostgreSQL only: the CI runs the server tests again with DATABASE_URL set.
 */
import { randomBytes } from 'node:crypto';
import { DEMO_ACCOUNTS } from '../db/seed.ts';
import { DEFAULT_ROLES } from '../shared/permissions.ts';
import { startServerProcess, type ServerProcess } from '../../test/server-process.ts';
import { TEST_DB_PREFIX, onServer, serverUrl, withDatabaseName } from '../../test/test-database.ts';

const ROUNDS = 5;
const onPostgres = serverUrl() ? describe : describe.skip;

onPostgres('two processes starting at once on an empty PostgreSQL database', () => {
  it(`both come up, ${ROUNDS} times out of ${ROUNDS}, with every row seeded once`, async () => {
    const url = serverUrl()!;
    for (let round = 1; round <= ROUNDS; round++) {
      const name = `${TEST_DB_PREFIX}startup_${randomBytes(4).toString('hex')}`;
      await onServer(url, (client) => client.query(`CREATE DATABASE "${name}"`));
      const env = { DATABASE_URL: withDatabaseName(url, name), DEMO_ACCOUNTS: 'true' };
      const started = await Promise.allSettled([startServerProcess(env), startServerProcess(env)]);
      const up = started.filter((s): s is PromiseFulfilledResult<ServerProcess> => s.status === 'fulfilled').map((s) => s.value);
      try {
        expect({ round, failures: started.filter((s) => s.status === 'rejected').map((s) => String((s as PromiseRejectedResult).reason)) }).toEqual({
          round,
          failures: [],
        });
        for (const server of up) {
          expect(await (await fetch(`${server.url}/readyz`)).json()).toEqual({ status: 'ok', database: 'up', storage: 'up' });
        }
        const counts = await onServer(withDatabaseName(url, name), async (client) => {
          const count = async (table: string) => Number((await client.query(`SELECT count(*) AS n FROM "${table}"`)).rows[0].n);
          return { users: await count('User'), roles: await count('Role') };
        });
        expect(counts).toEqual({ users: DEMO_ACCOUNTS.length, roles: DEFAULT_ROLES.length });
      } finally {
        await Promise.all(up.map((server) => server.stop('SIGTERM')));
        await onServer(url, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
      }
    }
  }, 300_000);
});
