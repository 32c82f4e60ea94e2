/**
 * Expiry of unpaid online orders: a sweep takes due orders one at a time with
 * `FOR UPDATE SKIP LOCKED`, so several server processes sharing one database never expire the same
 * order twice nor wait on each other, and a payment being recorded (which holds the order's lock)
 * is skipped rather than raced. The due orders are the queue: nothing is lost across restarts, the
 * sweep runs at start-up and then every `intervalMs`. A job-queue library (pg-boss, graphile-worker)
 * would need a PostgreSQL socket, which the embedded PGlite has not; this serves both databases.
 */
import type { Services } from '../../context.ts';
import type { PrismaClient } from '../../generated/prisma/client.ts';
import { noResponseCache } from '../../graphql/response-cache.ts';
import type { Logger } from '../../logger.ts';
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
        SELECT "id" FROM "Order" WHERE "status" = 'PENDING_PAYMENT' AND "expiresAt" <= ${now}
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

/** Runs the sweep now and every `intervalMs` (timers do not keep the process alive); `stop` waits for a running sweep. */
export function startOrderExpiry(options: {
  prisma: PrismaClient;
  log: Logger;
  services: Pick<Services, 'responseCache'>;
  intervalMs?: number;
}): { stop: () => Promise<void> } {
  let running: Promise<void> | null = null;
  let stopped = false;
  const sweep = () => {
    if (running || stopped) return;
    running = expireDueOrders(options.prisma, new Date(), undefined, options.services)
      .then((numbers) => {
        if (numbers.length) options.log.info({ orders: numbers }, `${numbers.length} unpaid order(s) expired`);
      })
      .catch((error: unknown) => options.log.error({ err: error }, 'Order expiry sweep failed'))
      .finally(() => {
        running = null;
      });
  };
  sweep();
  const timer = setInterval(sweep, options.intervalMs ?? 30_000);
  timer.unref();
  return {
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
