/**
 * Issue 10 §8: on PostgreSQL, request connections carry DATABASE_STATEMENT_TIMEOUT_MS, so one heavy
 * statement cannot hold a connection for longer; start-up work opens the database without it.
 */
import { serverUrl } from '../../test/test-database.ts';
import { openDatabase } from './connect.ts';

const onPostgres = serverUrl() ? describe : describe.skip;

onPostgres('statement_timeout on PostgreSQL request connections', () => {
  it('cancels a statement that runs longer than statementTimeoutMs, and only with the option', async () => {
    const limited = await openDatabase({ kind: 'postgres', url: serverUrl()! }, { statementTimeoutMs: 200 });
    const unlimited = await openDatabase({ kind: 'postgres', url: serverUrl()! });
    try {
      expect(await limited.prisma.$queryRaw`SHOW statement_timeout`).toEqual([{ statement_timeout: '200ms' }]);
      await expect(limited.prisma.$queryRaw`SELECT pg_sleep(1)::text AS slept`).rejects.toThrow(/statement timeout/);
      // The pooled connection is usable afterwards.
      expect(await limited.prisma.$queryRaw`SELECT 1 AS one`).toEqual([{ one: 1 }]);
      expect(await unlimited.prisma.$queryRaw`SHOW statement_timeout`).toEqual([{ statement_timeout: '0' }]);
      expect(await unlimited.prisma.$queryRaw`SELECT pg_sleep(0.3)::text AS slept`).toEqual([{ slept: '' }]);
    } finally {
      await limited.close();
      await unlimited.close();
    }
  });
});
