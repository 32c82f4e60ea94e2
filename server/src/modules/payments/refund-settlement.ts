/**
 * The refund settlement sweep: every few minutes (once per interval across all server processes), the
 * gateways are asked how their pending refunds went (refunds.service.ts settlePendingRefunds).
 */
import type { Services } from '../../context.ts';
import type { PrismaClient } from '../../generated/prisma/client.ts';
import type { Logger } from '../../logger.ts';
import { startPeriodicSweep } from '../../shared/periodic-sweep.ts';
import { settlePendingRefunds } from './refunds.service.ts';

export function startRefundSettlement(options: { prisma: PrismaClient; log: Logger; services: Services; intervalMs?: number }): { stop: () => Promise<void> } {
  return startPeriodicSweep({
    name: 'refund-settlement',
    prisma: options.prisma,
    log: options.log,
    intervalMs: options.intervalMs ?? 5 * 60_000,
    sweep: async () => {
      const { asked, settled } = await settlePendingRefunds(options);
      if (settled) options.log.info({ asked, settled }, `Refund settlement: ${settled} pending refund(s) settled`);
    },
  });
}
