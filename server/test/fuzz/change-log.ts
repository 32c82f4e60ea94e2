/**
 * A test-only record of every row a request changes: row-level AFTER INSERT/UPDATE/DELETE triggers
 * on every table of the test database append (table, operation) to `fuzz_change_log`. The log is
 * transactional, so writes a request rolled back leave nothing; the harness drains it after each
 * request and a rejected request must leave it empty.
 */
import type { PrismaClient } from '../../src/generated/prisma/client.ts';

/**
 * Tables a rejected request legitimately writes, left without a trigger:
 * - AuditEvent: refused sign-ins and other security events are recorded precisely when they fail.
 * - RateLimitHit: a failed sign-in or code request counts against its limits; that is the point of it.
 * - SmsMessage: asking for a code (or signing up with a registered phone) texts the owner even when
 *   the answer to the requester is a refusal or the same as for an unknown number.
 */
export const TABLES_REJECTED_REQUESTS_MAY_WRITE = ['AuditEvent', 'RateLimitHit', 'SmsMessage', '_prisma_migrations'] as const;

/**
 * Columns whose change alone is not counted, per table:
 * - Session.lastSeenAt: resuming a session touches it (once a minute) whatever the request does.
 * - OneTimeCode.attempts: every wrong code counts as a check, so guessing stops after a few.
 */
export const COLUMNS_REJECTED_REQUESTS_MAY_CHANGE: Record<string, string[]> = {
  Session: ['lastSeenAt'],
  OneTimeCode: ['attempts'],
};

export interface RowChange {
  table: string;
  operation: string;
}

const LOG_TABLE = 'fuzz_change_log';

/** Creates the log and a trigger on every other table of the public schema (run once, on a private test database). */
export async function installChangeLog(prisma: PrismaClient): Promise<string[]> {
  await prisma.$executeRawUnsafe(`CREATE TABLE ${LOG_TABLE} (id bigserial PRIMARY KEY, table_name text NOT NULL, operation text NOT NULL)`);
  await prisma.$executeRawUnsafe(`
    CREATE FUNCTION fuzz_log_change() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'UPDATE' AND (to_jsonb(NEW) - TG_ARGV::text[]) IS NOT DISTINCT FROM (to_jsonb(OLD) - TG_ARGV::text[]) THEN
        RETURN NULL;
      END IF;
      INSERT INTO ${LOG_TABLE} (table_name, operation) VALUES (TG_TABLE_NAME, TG_OP);
      RETURN NULL;
    END $$`);
  const rows = await prisma.$queryRawUnsafe<{ name: string }[]>(
    `SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' AND tablename <> '${LOG_TABLE}' ORDER BY tablename`,
  );
  const watched = rows.map((r) => r.name).filter((name) => !(TABLES_REJECTED_REQUESTS_MAY_WRITE as readonly string[]).includes(name));
  for (const table of watched) {
    const ignored = (COLUMNS_REJECTED_REQUESTS_MAY_CHANGE[table] ?? []).map((c) => `'${c}'`).join(', ');
    await prisma.$executeRawUnsafe(
      `CREATE TRIGGER fuzz_change AFTER INSERT OR UPDATE OR DELETE ON "${table}" FOR EACH ROW EXECUTE FUNCTION fuzz_log_change(${ignored})`,
    );
  }
  return watched;
}

/** The changes recorded since the last call, which it clears. */
export async function drainChangeLog(prisma: PrismaClient): Promise<RowChange[]> {
  return prisma.$queryRawUnsafe<RowChange[]>(`DELETE FROM ${LOG_TABLE} RETURNING table_name AS "table", operation`);
}
