/**
 * Gap-free numbers: one counter row per series and fiscal year, taken with UPDATE … RETURNING in
 * the caller's transaction. The row stays locked until that transaction ends, so two transactions
 * (in any number of processes) never take the same number, and a rollback gives the number back —
 * which a database sequence would not (nextval is never rolled back).
 */
import type { DocumentSeries, Prisma } from '../../generated/prisma/client.ts';

/** The next number of `series` in `fiscalYear` (1, 2, 3 …), locked until the caller's transaction ends. */
export async function takeNumber(tx: Prisma.TransactionClient, series: DocumentSeries, fiscalYear: number): Promise<number> {
  const next = () => tx.$queryRaw<{ last: number }[]>`
    UPDATE "DocumentCounter" SET "last" = "last" + 1
    WHERE "series" = ${series}::"DocumentSeries" AND "fiscalYear" = ${fiscalYear}
    RETURNING "last"`;
  let [row] = await next();
  if (!row) {
    // The year's first document: make its row (a concurrent maker wins, ours does nothing), then take as usual.
    await tx.$executeRaw`INSERT INTO "DocumentCounter" ("series", "fiscalYear", "last") VALUES (${series}::"DocumentSeries", ${fiscalYear}, 0)
      ON CONFLICT ("series", "fiscalYear") DO NOTHING`;
    [row] = await next();
  }
  return Number(row!.last);
}
