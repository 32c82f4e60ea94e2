/**
 * The courier sync: catches what webhooks missed. Each live shipment carries `nextSyncAt`; a sweep claims
 * due shipments with `FOR UPDATE SKIP LOCKED` and pushes their `nextSyncAt` one interval on in the same
 * statement (a lease), so several processes never ask about the same parcel at once, and a process that
 * dies mid-sweep only delays the parcel to its next turn. The courier is then asked outside the claim
 * and the answer applied like any other (shipment-updates.ts). Started by main.ts, stopped on shutdown.
 */
import type { Services } from '../../context.ts';
import type { PrismaClient } from '../../generated/prisma/client.ts';
import type { Logger } from '../../logger.ts';
import { startPeriodicSweep } from '../../shared/periodic-sweep.ts';
import { CourierError } from './couriers/types.ts';
import { syncShipment } from './shipments.service.ts';
import type { ShippingCtx } from './shipment-updates.ts';

/** Claims up to `max` due shipments (their next turn moves one interval on). */
export async function claimDueShipments(prisma: PrismaClient, now: Date, leaseUntil: Date, max: number) {
  return prisma.$queryRaw<{ id: string; cn: string; courier: string }[]>`
    UPDATE "Shipment" SET "nextSyncAt" = ${leaseUntil}
    WHERE "id" IN (
      SELECT "id" FROM "Shipment" WHERE "nextSyncAt" <= ${now}
      ORDER BY "nextSyncAt", "id" LIMIT ${max} FOR UPDATE SKIP LOCKED)
    RETURNING "id", "cn", "courier"`;
}

/** Asks the couriers about every due shipment; returns how many changed. A courier that fails is tried at the next turn. */
export async function syncDueShipments(
  ctx: ShippingCtx,
  now = new Date(),
  max = 200,
): Promise<{ asked: number; changed: number; failed: number }> {
  const leaseUntil = new Date(now.getTime() + ctx.services.couriers.syncSeconds * 1000);
  const due = await claimDueShipments(ctx.prisma, now, leaseUntil, max);
  let changed = 0;
  let failed = 0;
  for (const shipment of due) {
    try {
      if ((await syncShipment(ctx, shipment, 'sync', now)) === 'RECORDED') changed += 1;
    } catch (error) {
      failed += 1;
      if (!(error instanceof CourierError)) throw error;
      ctx.log.warn({ err: error, cn: shipment.cn }, 'Courier sync: the courier could not be asked; next turn');
    }
  }
  return { asked: due.length, changed, failed };
}

/** Asks about due parcels every `intervalMs` (30 s), once per interval across all server processes; `stop` waits for a running sweep. */
export function startCourierSync(options: { prisma: PrismaClient; log: Logger; services: Services; intervalMs?: number }): { stop: () => Promise<void> } {
  return startPeriodicSweep({
    name: 'courier-sync',
    prisma: options.prisma,
    log: options.log,
    intervalMs: options.intervalMs ?? 30_000,
    sweep: async () => {
      const { asked, changed } = await syncDueShipments(options);
      if (changed) options.log.info({ asked, changed }, `Courier sync: ${changed} parcel(s) moved`);
    },
  });
}
