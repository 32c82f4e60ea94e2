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
import { translate } from '../../i18n/translate.ts';
import { smsMoney } from '../../i18n/sms-money.ts';
import type { CustomerText } from '../accounts/language.ts';
import { stockChanged } from '../orders/order-stock.ts';
import { lockOrder, recordOrderEvent, transitionLockedOrder } from '../orders/order-transitions.ts';
import { notifyCustomer } from '../orders/orders.service.ts';
import { inBetweenLabel } from './couriers/steadfast-status.ts';
import { COURIER_LABELS, type CourierCode, type ParcelStatus } from './couriers/types.ts';
import { trackingUrl } from './tracking-links.ts';

export type ShippingCtx = Pick<Context, 'prisma' | 'services' | 'log'>;

const TX_OPTIONS = { maxWait: 30_000, timeout: 30_000 };

/**
 * The parcel's journey is over: staff can no longer move it, and the courier's later words move it only
 * to another final status (a correction by a courier whose office reviews deliveries, below).
 */
export const FINISHED: ReadonlySet<ShipmentStatus> = new Set(['DELIVERED', 'PARTIALLY_DELIVERED', 'RETURNED', 'CANCELLED']);
const DELIVERED: ReadonlySet<ShipmentStatus> = new Set(['DELIVERED', 'PARTIALLY_DELIVERED']);

/**
 * Couriers whose office reviews what riders report and may change a final status afterwards (Steadfast:
 * delivered → partial_delivered or cancelled): for this long after the journey ended the sync still asks,
 * every CORRECTION_SYNC_MS, and a changed final status corrects the parcel, the COD books, the order and
 * the stock. Others (the sandbox) never change a final status: their parcels are not asked about again.
 */
export const CORRECTION_WINDOW_MS: Readonly<Partial<Record<CourierCode, number>>> = { steadfast: 14 * 86_400_000 };
export const CORRECTION_SYNC_MS = 6 * 3_600_000;

/** A parcel's status for people: the courier's in-between state in plain words when it is in one. */
export function shipmentStatusLabel(parcel: { status: ShipmentStatus; courierStatus: string }): string {
  return inBetweenLabel(parcel.courierStatus) ?? SHIPMENT_STATUS_LABELS[parcel.status];
}

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
  const after: { sms: { phone: string; body: CustomerText; customerId: string | null }[]; stock: Set<string> } = { sms: [], stock: new Set() };
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
      if (!report.dedupeKey) await tx.shipment.update({ where: { id: shipment.id }, data: { nextSyncAt: nextSync(shipment, shipment.status, now, ctx) } });
      return 'UNCHANGED' as const;
    }
    const fetched = report.fetched.status;
    // A final status changed by the courier's office (delivered → partial_delivered or cancelled) is a correction.
    const correction =
      FINISHED.has(shipment.status) && fetched !== null && FINISHED.has(fetched) && fetched !== shipment.status && CORRECTION_WINDOW_MS[shipment.courier as CourierCode] !== undefined;
    // An in-between status (null: awaiting the office's approval, unknown) moves nothing: the parcel stays where it was.
    const status = correction ? fetched : FINISHED.has(shipment.status) ? shipment.status : (fetched ?? shipment.status);
    // A notification's time is the courier's clock (Steadfast's has no zone): kept when it lies between the hand-over and now.
    const at = report.at && report.at >= shipment.createdAt && report.at <= now ? report.at : now;
    const label = SHIPMENT_STATUS_LABELS[status];
    const words = report.fetched.message || inBetweenLabel(report.fetched.courierStatus) || (correction ? `Corrected by the courier: ${label.toLowerCase()}` : label);
    const dedupeKey = report.dedupeKey ?? `${report.source}:${await tx.shipmentEvent.count({ where: { shipmentId } })}:${report.fetched.courierStatus}`;
    await tx.shipmentEvent.create({
      data: {
        shipmentId,
        status,
        courierStatus: report.fetched.courierStatus,
        message: words.slice(0, 500),
        source: report.source,
        dedupeKey,
        at,
      },
    });
    const wasDelivered = DELIVERED.has(shipment.status);
    const delivered = DELIVERED.has(status) && !wasDelivered;
    // What the courier collected: its word when it says, else the whole COD for a delivery and nothing for a partial one.
    // A correction away from delivered takes the collection back out of the COD books.
    const collected = report.fetched.collectedPoisha ?? report.collectedPoisha;
    const collection = DELIVERED.has(status) && status !== shipment.status
      ? { deliveredAt: wasDelivered ? shipment.deliveredAt : at, collectedAmount: collected ?? (status === 'DELIVERED' ? shipment.codAmount : 0) }
      : wasDelivered && !DELIVERED.has(status) ? { deliveredAt: null, collectedAmount: 0 } : {};
    const charge = report.fetched.deliveryChargePoisha ?? report.deliveryChargePoisha;
    const ended = (status === 'RETURNED' || status === 'CANCELLED') && shipment.status !== status;
    const updated = await tx.shipment.update({
      where: { id: shipment.id },
      data: {
        status,
        courierStatus: report.fetched.courierStatus,
        ...collection,
        ...(ended ? { returnedAt: at } : {}),
        ...(charge !== undefined && charge > 0 ? { deliveryCharge: charge } : {}),
      },
    });
    await tx.shipment.update({ where: { id: shipment.id }, data: { nextSyncAt: nextSync(updated, status, now, ctx) } });
    const order = await lockOrder(tx, shipment.orderId);
    if (!order) return 'RECORDED' as const;
    const baseUrl = ctx.services.config.orders.callbackBaseUrl;
    if (delivered && !correction) after.sms.push({ phone: order.phone, body: deliveredText(order, updated, baseUrl), customerId: order.customerId });
    if (correction) {
      const text = await correctDeliveredOrder(tx, order, { before: shipment, after: updated }, now, after.stock);
      if (text) after.sms.push({ phone: order.phone, body: text(baseUrl), customerId: order.customerId });
    }
    await followShipments(tx, order, now, after.stock);
    return 'RECORDED' as const;
  }, TX_OPTIONS);
  await stockChanged(ctx.services, after.stock);
  for (const message of after.sms) await notifyCustomer(ctx, message.phone, message.body, { customerId: message.customerId });
  return outcome;
}

/**
 * When the sync next asks about a parcel: one interval on while it travels; after its journey ended, every
 * CORRECTION_SYNC_MS for the courier's correction window (from when it was delivered or came back), then never.
 */
function nextSync(shipment: Shipment, status: ShipmentStatus, now: Date, ctx: ShippingCtx): Date | null {
  const interval = ctx.services.couriers.syncSeconds * 1000;
  if (!FINISHED.has(status)) return new Date(now.getTime() + interval);
  const window = CORRECTION_WINDOW_MS[shipment.courier as CourierCode];
  const ended = shipment.deliveredAt ?? shipment.returnedAt ?? now;
  if (window === undefined || now.getTime() >= ended.getTime() + window) return null;
  return new Date(now.getTime() + Math.max(interval, CORRECTION_SYNC_MS));
}

/**
 * A delivered order whose parcel the courier's office corrected. Every parcel of it now cancelled or back:
 * the delivery is undone through the state machine (DELIVERED → RETURNED by SYSTEM: stock back, cash on
 * delivery no longer collected, credit note) and the customer, who was told it was delivered, is told it was
 * not. Some parcel still delivered (a delivery made partial): only the COD books change, recorded on the
 * order's history for staff; the customer knows what they received. Returns the customer's text, if any.
 */
async function correctDeliveredOrder(
  tx: Prisma.TransactionClient,
  order: Order,
  parcel: { before: Shipment; after: Shipment },
  now: Date,
  changedStock: Set<string>,
): Promise<((baseUrl: string) => CustomerText) | null> {
  // Still travelling (another parcel on its way): the order follows once every parcel's journey is over.
  if (order.status === 'SHIPPED') return null;
  const system = { kind: 'SYSTEM' as const, id: null };
  const shipments = await tx.shipment.findMany({ where: { orderId: order.id }, select: { status: true, collectedAmount: true, cn: true } });
  const collected = shipments.reduce((sum, s) => sum + s.collectedAmount, 0);
  const change = `${SHIPMENT_STATUS_LABELS[parcel.before.status].toLowerCase()} → ${SHIPMENT_STATUS_LABELS[parcel.after.status].toLowerCase()}`;
  const data = { consignment: parcel.after.cn, from: parcel.before.courierStatus, to: parcel.after.courierStatus, codCollected: collected, codCollectedBefore: order.paymentMethod === 'COD' ? parcel.before.collectedAmount : 0 };
  if (order.status !== 'DELIVERED') {
    // Not an order the courier's correction can move (a parcel that came back reported delivered after all, an order
    // staff moved on): the parcel and the COD books follow the courier; staff settle the order by hand.
    await recordOrderEvent(tx, { orderId: order.id, type: 'COURIER_CORRECTION', actor: system, message: `The courier corrected parcel ${parcel.after.cn} after review (${change}): check the order by hand.`, data, visibleToCustomer: false, at: now });
    return null;
  }
  if (shipments.every((s) => FINISHED.has(s.status) && !DELIVERED.has(s.status))) {
    await transitionLockedOrder(tx, order, 'RETURNED', system, {
      now,
      message: `The courier corrected parcel ${parcel.after.cn} after review (${change}): nothing was delivered.`,
      data,
      stockChanged: changedStock,
    });
    return (baseUrl) => (locale) => translate(locale, 'sms.shipment.notDelivered', { number: order.number, url: trackingUrl(baseUrl, parcel.after.cn) });
  }
  const cod = order.paymentMethod === 'COD' ? ` Cash collected by the courier: ${formatTaka(collected)}.` : '';
  await recordOrderEvent(tx, {
    orderId: order.id,
    type: 'COURIER_CORRECTION',
    actor: system,
    message: `The courier corrected parcel ${parcel.after.cn} after review (${change}).${cod}`,
    data,
    visibleToCustomer: false,
    at: now,
  });
  return null;
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
export function handedOverText(order: Pick<Order, 'number' | 'netTotal'>, shipment: Pick<Shipment, 'cn' | 'courier' | 'codAmount'>, baseUrl: string): CustomerText {
  const courier = COURIER_LABELS[shipment.courier as CourierCode] ?? shipment.courier;
  const url = trackingUrl(baseUrl, shipment.cn);
  return (locale) =>
    shipment.codAmount > 0
      ? translate(locale, 'sms.shipment.handedOverCod', { number: order.number, courier, cod: smsMoney(shipment.codAmount, locale), url })
      : translate(locale, 'sms.shipment.handedOver', { number: order.number, courier, url });
}

function deliveredText(order: Order, shipment: Shipment, baseUrl: string): CustomerText {
  return (locale) => translate(locale, 'sms.shipment.delivered', { number: order.number, url: trackingUrl(baseUrl, shipment.cn) });
}
