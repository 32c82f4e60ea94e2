/**
 * What a courier says about a parcel, applied to the shop: its timeline, its status, and through it the
 * order's (the one state machine, as SYSTEM transitions). Every path (webhook, periodic sync, sandbox)
 * first asks the courier itself, then comes here: the shipment row is locked, a notification already
 * recorded is ignored (its dedupe key is unique per shipment), and the order follows in the same
 * transaction. Text messages and cache invalidations go out after the commit.
 */
import type { Context } from '../../context.ts';
import type { Order, Prisma, Shipment, ShipmentStatus } from '../../generated/prisma/client.ts';
import { formatTaka } from '../../shared/money.ts';
import { stockChanged } from '../orders/order-stock.ts';
import { lockOrder, transitionLockedOrder } from '../orders/order-transitions.ts';
import { notifyCustomer } from '../orders/orders.service.ts';
import { COURIER_LABELS, type CourierCode, type ParcelStatus } from './couriers/types.ts';
import { trackingUrl } from './tracking-links.ts';

export type ShippingCtx = Pick<Context, 'prisma' | 'services' | 'log'>;

const TX_OPTIONS = { maxWait: 30_000, timeout: 30_000 };

/** The parcel's journey is over: the sync stops asking, and the courier's later words no longer move it. */
export const FINISHED: ReadonlySet<ShipmentStatus> = new Set(['DELIVERED', 'PARTIALLY_DELIVERED', 'RETURNED', 'CANCELLED']);
const DELIVERED: ReadonlySet<ShipmentStatus> = new Set(['DELIVERED', 'PARTIALLY_DELIVERED']);

export const SHIPMENT_STATUS_LABELS: Record<ShipmentStatus, string> = {
  CREATED: 'Handed to the courier',
  PICKED_UP: 'Picked up',
  IN_TRANSIT: 'In transit',
  HOLD: 'On hold',
  DELIVERED: 'Delivered',
  PARTIALLY_DELIVERED: 'Partly delivered',
  RETURNED: 'Returned to the shop',
  CANCELLED: 'Cancelled by the courier',
};

/** Locks the shipment row for the rest of the transaction. */
export async function lockShipment(tx: Prisma.TransactionClient, id: string): Promise<Shipment | null> {
  await tx.$queryRaw`SELECT "id" FROM "Shipment" WHERE "id" = ${id}::uuid FOR UPDATE`;
  return tx.shipment.findUnique({ where: { id } });
}

export interface CourierReport {
  /** What the courier answered when asked (never a webhook's own claim). */
  fetched: ParcelStatus;
  source: 'webhook' | 'sync' | 'sandbox';
  /** A webhook's hash: the same notification twice is one event. Others: one event per status change. */
  dedupeKey?: string;
  at?: Date;
  collectedPoisha?: number;
  deliveryChargePoisha?: number;
}

export type ReportOutcome = 'RECORDED' | 'DUPLICATE' | 'UNCHANGED';

/** Applies what the courier reported about one shipment; returns whether it was new. */
export async function applyCourierReport(ctx: ShippingCtx, shipmentId: string, report: CourierReport, now = new Date()): Promise<ReportOutcome> {
  const after: { sms: { phone: string; body: string }[]; stock: Set<string> } = { sms: [], stock: new Set() };
  const outcome = await ctx.prisma.$transaction(async (tx) => {
    const shipment = await lockShipment(tx, shipmentId);
    if (!shipment) return 'UNCHANGED' as const;
    if (report.dedupeKey && (await tx.shipmentEvent.findUnique({ where: { shipmentId_dedupeKey: { shipmentId, dedupeKey: report.dedupeKey } } }))) {
      return 'DUPLICATE' as const;
    }
    const courierChanged = report.fetched.courierStatus !== shipment.courierStatus;
    // Only a change of the courier's status, as the courier answered when asked, is news. A notification the
    // courier's answer does not bear out (a webhook saying "delivered" of a parcel still in review) leaves the
    // parcel, the order and the public timeline as they were: its own words are never published.
    if (!courierChanged) {
      if (!report.dedupeKey) await tx.shipment.update({ where: { id: shipment.id }, data: { nextSyncAt: nextSync(shipment, now, ctx) } });
      return 'UNCHANGED' as const;
    }
    const status = FINISHED.has(shipment.status) ? shipment.status : (report.fetched.status ?? shipment.status);
    // A notification's time is the courier's clock (Steadfast's has no zone): kept when it lies between the hand-over and now.
    const at = report.at && report.at >= shipment.createdAt && report.at <= now ? report.at : now;
    const dedupeKey = report.dedupeKey ?? `${report.source}:${await tx.shipmentEvent.count({ where: { shipmentId } })}:${report.fetched.courierStatus}`;
    await tx.shipmentEvent.create({
      data: {
        shipmentId,
        status,
        courierStatus: report.fetched.courierStatus,
        message: (report.fetched.message || SHIPMENT_STATUS_LABELS[status]).slice(0, 500),
        source: report.source,
        dedupeKey,
        at,
      },
    });
    const delivered = DELIVERED.has(status) && !DELIVERED.has(shipment.status);
    const collected = report.fetched.collectedPoisha ?? report.collectedPoisha;
    const charge = report.fetched.deliveryChargePoisha ?? report.deliveryChargePoisha;
    const updated = await tx.shipment.update({
      where: { id: shipment.id },
      data: {
        status,
        courierStatus: report.fetched.courierStatus,
        ...(delivered ? { deliveredAt: at, collectedAmount: collected ?? (status === 'DELIVERED' ? shipment.codAmount : 0) } : {}),
        ...(status === 'RETURNED' && shipment.status !== 'RETURNED' ? { returnedAt: at } : {}),
        ...(charge !== undefined && charge > 0 ? { deliveryCharge: charge } : {}),
        nextSyncAt: FINISHED.has(status) ? null : nextSync(shipment, now, ctx),
      },
    });
    const order = await lockOrder(tx, shipment.orderId);
    if (!order) return 'RECORDED' as const;
    if (delivered) after.sms.push({ phone: order.phone, body: deliveredText(order, updated, ctx.services.config.orders.callbackBaseUrl) });
    await followShipments(tx, order, now, after.stock);
    return 'RECORDED' as const;
  }, TX_OPTIONS);
  await stockChanged(ctx.services, after.stock);
  for (const message of after.sms) await notifyCustomer(ctx, message.phone, message.body);
  return outcome;
}

function nextSync(_shipment: Shipment, now: Date, ctx: ShippingCtx): Date {
  return new Date(now.getTime() + ctx.services.couriers.syncSeconds * 1000);
}

/**
 * Moves a shipped order on once all its parcels' journeys are over: DELIVERED when some parcel reached
 * the customer (cash collected, paid), RETURNED (stock back) when every one came back or was cancelled.
 */
async function followShipments(tx: Prisma.TransactionClient, order: Order, now: Date, changedStock: Set<string>) {
  if (order.status !== 'SHIPPED') return;
  const shipments = await tx.shipment.findMany({ where: { orderId: order.id }, select: { status: true, collectedAmount: true, cn: true } });
  if (shipments.length === 0 || shipments.some((s) => !FINISHED.has(s.status))) return;
  const system = { kind: 'SYSTEM' as const, id: null };
  const cns = shipments.map((s) => s.cn);
  if (shipments.some((s) => DELIVERED.has(s.status))) {
    const collected = shipments.reduce((sum, s) => sum + s.collectedAmount, 0);
    const cod = order.paymentMethod === 'COD' ? ` Cash collected by the courier: ${formatTaka(collected)}.` : '';
    await transitionLockedOrder(tx, order, 'DELIVERED', system, { now, message: `Delivered by the courier.${cod}`, data: { consignments: cns, codCollected: collected } });
  } else {
    await transitionLockedOrder(tx, order, 'RETURNED', system, { now, message: 'The courier brought the parcel back.', data: { consignments: cns }, stockChanged: changedStock });
  }
}

/** The text the customer gets when a parcel is handed over. */
export function handedOverText(order: Pick<Order, 'number' | 'netTotal'>, shipment: Pick<Shipment, 'cn' | 'courier' | 'codAmount'>, baseUrl: string): string {
  const courier = COURIER_LABELS[shipment.courier as CourierCode] ?? shipment.courier;
  const cod = shipment.codAmount > 0 ? ` Please keep ${formatTaka(shipment.codAmount)} ready.` : '';
  return `Your order ${order.number} is on its way with ${courier}.${cod} Track it: ${trackingUrl(baseUrl, shipment.cn)}`;
}

function deliveredText(order: Order, shipment: Shipment, baseUrl: string): string {
  return `Your order ${order.number} was delivered. Thank you for shopping with us! ${trackingUrl(baseUrl, shipment.cn)}`;
}
