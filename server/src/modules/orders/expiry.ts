/**
 * Expiry of unpaid online orders: a sweep takes due orders one at a time with
 * `FOR UPDATE SKIP LOCKED`, so several server processes sharing one database never expire the same
 * order twice nor wait on each other, and a payment being recorded (which holds the order's lock)
 * is skipped rather than raced. The due orders are the queue: nothing is lost across restarts, the
 * sweep runs at start-up and then every `intervalMs`. A job-queue library (pg-boss, graphile-worker)
 * would need a PostgreSQL socket, which the embedded PGlite has not; this serves both databases.
 * An order whose payment the gateway took but holds for review (an UNDER_REVIEW attempt) does not expire: staff
 * accept it (paid) or refuse it (refunded, and the order then expires as usual).
 */
import type { Services } from '../../context.ts';
import type { PrismaClient } from '../../generated/prisma/client.ts';
import { noResponseCache } from '../../graphql/response-cache.ts';
import type { Logger } from '../../logger.ts';
import { startPeriodicSweep } from '../../shared/periodic-sweep.ts';
import { stockChanged } from './order-stock.ts';
import { transitionLockedOrder } from './order-transitions.ts';

/**
 * Expires every unpaid online order whose time ran out by `now`; returns the numbers of the orders it
 * expired. The stock they give back is told to the response cache after each commit.
 */
export async function expireDueOrders(
  prisma: PrismaClient,
  now = new Date(),
  max = 500,
  services: Pick<Services, 'responseCache'> = { responseCache: noResponseCache() },
): Promise<string[]> {
  const expired: string[] = [];
  while (expired.length < max) {
    const changedStock = new Set<string>();
    const number = await prisma.$transaction(async (tx) => {
      const [due] = await tx.$queryRaw<{ id: string }[]>`
        SELECT "id" FROM "Order" o WHERE "status" = 'PENDING_PAYMENT' AND "expiresAt" <= ${now}
          AND NOT EXISTS (SELECT 1 FROM "Payment" p WHERE p."orderId" = o."id" AND p."status" = 'UNDER_REVIEW')
        ORDER BY "expiresAt", "id" LIMIT 1 FOR UPDATE SKIP LOCKED`;
      if (!due) return null;
      const order = await tx.order.findUniqueOrThrow({ where: { id: due.id } });
      await transitionLockedOrder(tx, order, 'EXPIRED', { kind: 'SYSTEM', id: null }, { now, stockChanged: changedStock });
      return order.number;
    });
    if (!number) break;
    await stockChanged(services, changedStock);
    expired.push(number);
  }
  return expired;
}

/** Expires due orders every `intervalMs` (30 s), once per interval across all server processes; `stop` waits for a running sweep. */
export function startOrderExpiry(options: {
  prisma: PrismaClient;
  log: Logger;
  services: Pick<Services, 'responseCache'>;
  intervalMs?: number;
}): { stop: () => Promise<void> } {
  return startPeriodicSweep({
    name: 'order-expiry',
    prisma: options.prisma,
    log: options.log,
    intervalMs: options.intervalMs ?? 30_000,
    sweep: async () => {
      const numbers = await expireDueOrders(options.prisma, new Date(), undefined, options.services);
      if (numbers.length) options.log.info({ orders: numbers }, `${numbers.length} unpaid order(s) expired`);
    },
  });
}
