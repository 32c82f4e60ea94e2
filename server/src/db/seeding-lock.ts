import type { Prisma, PrismaClient } from '../generated/prisma/client.ts';

/** Any number of processes may start at once on one database: their seeding runs one after another. */
const SEEDING_LOCK = 'pathagar.seeding';

/**
 * Runs start-up seeding in one transaction holding a transaction-scoped advisory lock (released at
 * commit or rollback, so a crashed process never leaves it held). The statement timeout for requests
 * does not apply: waiting for another process's seeding is expected.
 */
export function inSeedingLock<T>(prisma: PrismaClient, work: (tx: Prisma.TransactionClient) => Promise<T>): Promise<T> {
  return prisma.$transaction(
    async (tx) => {
      await tx.$executeRaw`SET LOCAL statement_timeout = 0`;
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${SEEDING_LOCK}))`;
      return work(tx);
    },
    { maxWait: 60_000, timeout: 120_000 },
  );
}
