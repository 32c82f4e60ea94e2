/**
 * Handing orders to the courier (one bulk request, one outcome per order), a courier's webhook, the
 * sandbox courier's staff controls. The courier is called outside any transaction (a slow courier never
 * holds a row lock); the shop records what it accepted in one transaction per order, which re-checks the
 * order under its lock.
 */
import type { Context } from '../../context.ts';
import type { Order, Prisma, Shipment } from '../../generated/prisma/client.ts';
import { ValidationError } from '../../shared/errors.ts';
import { normalizePhone } from '../accounts/identifiers.ts';
import { localId } from '../../graphql/global-ids.ts';
import { recordAudit } from '../accounts/audit.ts';
import { lockOrder, transitionLockedOrder } from '../orders/order-transitions.ts';
import { notifyCustomer } from '../orders/orders.service.ts';
import type { SandboxCourier } from './couriers/sandbox.ts';
import { SANDBOX_STEPS, type SandboxStep } from './couriers/steadfast-status.ts';
import { CourierError, type Courier, type CourierCode, type CourierNotification, type ParcelRequest } from './couriers/types.ts';
import { applyCourierReport, FINISHED, handedOverText, type ReportOutcome, type ShippingCtx } from './shipment-updates.ts';

type StaffCtx = Pick<Context, 'prisma' | 'services' | 'log' | 'viewer' | 'remote'>;

const TX_OPTIONS = { maxWait: 30_000, timeout: 30_000 };
/** One request hands over at most this many orders (Steadfast takes 500; the admin screen sends a page). */
export const SHIP_BATCH_LIMIT = 100;
const SHIPPABLE = new Set(['PLACED', 'PROCESSING']);

export type ShipOutcome =
  | { orderId: string; number: string; ok: true; shipment: Shipment }
  | { orderId: string; number: string | null; ok: false; reason: string };

/** The courier new parcels go to. */
export function activeCourier(ctx: Pick<Context, 'prisma' | 'services'>): Courier {
  return ctx.services.couriers.get(ctx.services.couriers.active, ctx.prisma)!;
}

/** Why this order cannot be handed over now (null: it can). */
async function refusal(prisma: Prisma.TransactionClient | Context['prisma'], order: Order): Promise<string | null> {
  if (!SHIPPABLE.has(order.status)) return `Order ${order.number} is ${order.status.toLowerCase().replace('_', ' ')}: only placed or processing orders are handed over.`;
  const physical = await prisma.orderLine.count({ where: { orderId: order.id, kind: { notIn: ['EBOOK', 'CONTENT'] } } });
  if (physical === 0) return `Order ${order.number} has nothing to ship.`;
  if (!normalizePhone(order.phone)) return `Order ${order.number}: the phone number is not a Bangladeshi mobile number.`;
  if (!order.address.trim()) return `Order ${order.number} has no delivery address.`;
  return null;
}

/** What the courier collects: the unpaid rest of a cash-on-delivery order (0 for paid orders). */
async function codToCollect(prisma: Context['prisma'], order: Order): Promise<number> {
  if (order.paymentMethod !== 'COD' || order.paymentStatus !== 'UNPAID') return 0;
  const live = await prisma.shipment.aggregate({ where: { orderId: order.id, status: { notIn: ['RETURNED', 'CANCELLED'] } }, _sum: { codAmount: true } });
  return Math.max(0, order.netTotal - (live._sum.codAmount ?? 0));
}

async function parcelFor(prisma: Context['prisma'], order: Order): Promise<ParcelRequest> {
  const [count, lines] = await Promise.all([
    prisma.shipment.count({ where: { orderId: order.id } }),
    prisma.orderLine.findMany({ where: { orderId: order.id, kind: { notIn: ['EBOOK', 'CONTENT'] } }, orderBy: { position: 'asc' }, select: { title: true, quantity: true } }),
  ]);
  return {
    reference: `${order.number}-P${count + 1}`,
    recipientName: order.name,
    recipientPhone: normalizePhone(order.phone)!,
    address: order.address,
    codAmountPoisha: await codToCollect(prisma, order),
    description: lines.map((l) => `${l.quantity} × ${l.title}`).join(', '),
  };
}

/**
 * Hands the orders to the active courier in one bulk request. Each order gets its own outcome: handed
 * over (a shipment, the order SHIPPED, the customer texted) or refused with the reason, unchanged.
 */
export async function shipOrders(ctx: StaffCtx, input: { orderIds: readonly unknown[] }): Promise<ShipOutcome[]> {
  const ids = [...new Set(input.orderIds.map((id) => localId(id, ['Order'])?.id ?? ''))];
  if (ids.length === 0) throw new ValidationError([{ field: 'orderIds', message: 'Choose at least one order' }]);
  if (ids.length > SHIP_BATCH_LIMIT) throw new ValidationError([{ field: 'orderIds', message: `Hand over at most ${SHIP_BATCH_LIMIT} orders at once` }]);
  const orders = await ctx.prisma.order.findMany({ where: { id: { in: ids.filter(Boolean) } } });
  const byId = new Map(orders.map((o) => [o.id, o]));
  const outcomes = new Map<string, ShipOutcome>();
  const parcels: { order: Order; parcel: ParcelRequest }[] = [];
  for (const id of ids) {
    const order = byId.get(id);
    if (!order) {
      outcomes.set(id, { orderId: id, number: null, ok: false, reason: 'There is no such order.' });
      continue;
    }
    const reason = await refusal(ctx.prisma, order);
    if (reason) outcomes.set(id, { orderId: id, number: order.number, ok: false, reason });
    else parcels.push({ order, parcel: await parcelFor(ctx.prisma, order) });
  }
  const courier = activeCourier(ctx);
  // A parcel whose earlier hand-over got no answer may be at the courier already (its reference is the same):
  // the courier is asked by reference first, and a parcel it holds is adopted, never created twice.
  const found = await parcelsAlreadyHandedOver(ctx, courier, parcels);
  const toCreate = parcels.filter((p) => !found.has(p.parcel.reference));
  let results: Awaited<ReturnType<Courier['createParcels']>> = [...found.values()];
  try {
    results = [...results, ...(await courier.createParcels(toCreate.map((p) => p.parcel)))];
  } catch (error) {
    if (!(error instanceof CourierError)) throw error;
    ctx.log.warn({ err: error }, 'The courier did not take the parcels');
    // Without an answer nobody knows whether the courier created them: the next try asks it first.
    await ctx.prisma.orderEvent.createMany({
      data: toCreate.map(({ order, parcel }) => ({
        orderId: order.id,
        type: HANDOVER_UNANSWERED,
        actorKind: 'SYSTEM' as const,
        message: `${error.message}: the courier may hold parcel ${parcel.reference}; the next hand-over asks it first.`,
        data: { reference: parcel.reference, courier: courier.code },
        visibleToCustomer: false,
      })),
    });
    for (const { order } of toCreate) {
      outcomes.set(order.id, { orderId: order.id, number: order.number, ok: false, reason: `${error.message}. The order is still ready to ship: try again in a few minutes.` });
    }
  }
  const byReference = new Map(results.map((r) => [r.reference, r]));
  for (const { order, parcel } of parcels) {
    const result = byReference.get(parcel.reference);
    if (!result) continue;
    if (!result.ok) {
      outcomes.set(order.id, { orderId: order.id, number: order.number, ok: false, reason: `${result.reason}. The order is still ready to ship.` });
      continue;
    }
    outcomes.set(order.id, await recordHandOver(ctx, courier.code, order, parcel, result.consignment));
  }
  return ids.map((id) => outcomes.get(id)!);
}

/** The order event recording a hand-over the courier did not answer (its data names the parcel's reference). */
const HANDOVER_UNANSWERED = 'COURIER_HANDOVER_UNANSWERED';

/**
 * For parcels whose earlier hand-over got no answer: what the courier holds under their reference. Adopted
 * (its consignment) when it holds one; left out (created as usual) when it holds none; refused, not created,
 * when it cannot tell or does not say which consignment.
 */
async function parcelsAlreadyHandedOver(
  ctx: StaffCtx,
  courier: Courier,
  parcels: { order: Order; parcel: ParcelRequest }[],
): Promise<Map<string, Awaited<ReturnType<Courier['createParcels']>>[number]>> {
  const found = new Map<string, Awaited<ReturnType<Courier['createParcels']>>[number]>();
  if (parcels.length === 0 || !courier.findParcel) return found;
  const unanswered = await ctx.prisma.orderEvent.findMany({
    where: { orderId: { in: parcels.map((p) => p.order.id) }, type: HANDOVER_UNANSWERED },
    select: { data: true },
  });
  const references = new Set(unanswered.map((e) => (e.data as { reference?: string; courier?: string } | null)).filter((d) => d?.courier === courier.code).map((d) => d!.reference));
  for (const { parcel } of parcels) {
    if (!references.has(parcel.reference)) continue;
    try {
      const consignment = await courier.findParcel(parcel.reference);
      if (consignment) found.set(parcel.reference, { reference: parcel.reference, ok: true, consignment });
    } catch (error) {
      if (!(error instanceof CourierError)) throw error;
      found.set(parcel.reference, {
        reference: parcel.reference,
        ok: false,
        reason: `${error.message}. It was not handed over again, so that the courier does not get it twice: check parcel ${parcel.reference} with ${courier.label}`,
      });
    }
  }
  return found;
}

async function recordHandOver(
  ctx: StaffCtx,
  courier: CourierCode,
  order: Order,
  parcel: ParcelRequest,
  consignment: { cn: string; trackingCode: string; courierStatus: string; status: Shipment['status']; deliveryChargePoisha: number },
): Promise<ShipOutcome> {
  const staff = { kind: 'STAFF' as const, id: ctx.viewer?.id ?? null };
  const system = { kind: 'SYSTEM' as const, id: null };
  const now = new Date();
  const recorded = await ctx.prisma.$transaction(async (tx) => {
    const locked = await lockOrder(tx, order.id);
    // Changed while the courier was asked (cancelled, shipped by someone else): keep the courier's word on record, move nothing.
    const reason = locked ? await refusal(tx, locked) : 'The order no longer exists.';
    if (!locked || reason) return { reason: `${reason} The courier took consignment ${consignment.cn}: cancel it with ${courier}.` };
    const shipment = await tx.shipment.create({
      data: {
        orderId: locked.id,
        courier,
        cn: consignment.cn,
        trackingCode: consignment.trackingCode,
        reference: parcel.reference,
        codAmount: parcel.codAmountPoisha,
        deliveryCharge: consignment.deliveryChargePoisha,
        status: consignment.status,
        courierStatus: consignment.courierStatus,
        expectedDeliveryAt: new Date(now.getTime() + activeCourier(ctx).deliveryDays * 86_400_000),
        nextSyncAt: new Date(now.getTime() + ctx.services.couriers.syncSeconds * 1000),
        createdById: staff.id,
        events: {
          create: { status: consignment.status, courierStatus: consignment.courierStatus, message: 'Handed to the courier', source: 'created', dedupeKey: 'created', at: now },
        },
      },
    });
    let current = locked;
    if (current.status === 'PLACED') current = await transitionLockedOrder(tx, current, 'PROCESSING', staff, { now, message: 'Packed for the courier' });
    current = await transitionLockedOrder(tx, current, 'SHIPPED', system, {
      now,
      message: `Handed to the courier: consignment ${shipment.cn}`,
      data: { consignment: shipment.cn, courier, codAmount: shipment.codAmount },
    });
    return { shipment, order: current };
  }, TX_OPTIONS);
  if ('reason' in recorded) {
    ctx.log.error({ order: order.number, cn: consignment.cn }, 'A consignment was created for an order that can no longer ship');
    return { orderId: order.id, number: order.number, ok: false, reason: recorded.reason ?? '' };
  }
  await recordAudit(ctx, { action: 'shipping.handed_over', targetType: 'Order', targetId: order.id, details: { number: order.number, cn: recorded.shipment.cn, courier } });
  await notifyCustomer(ctx, order.phone, handedOverText(order, recorded.shipment, ctx.services.config.orders.callbackBaseUrl), { customerId: order.customerId });
  return { orderId: order.id, number: order.number, ok: true, shipment: recorded.shipment };
}

export type NotificationOutcome = ReportOutcome | 'UNKNOWN' | 'UNAVAILABLE';

/**
 * A courier's webhook, once its token was checked: looked up by consignment id (an unknown one is logged
 * and left alone), then the courier is asked where the parcel is before anything changes.
 */
export async function receiveCourierNotification(ctx: ShippingCtx, courier: CourierCode, notification: CourierNotification): Promise<NotificationOutcome> {
  const shipment = await ctx.prisma.shipment.findFirst({ where: { cn: notification.cn, courier } });
  if (!shipment) {
    ctx.log.warn({ courier, cn: notification.cn }, 'A courier notification for a consignment the shop does not know: ignored');
    return 'UNKNOWN';
  }
  const client = ctx.services.couriers.get(courier, ctx.prisma);
  if (!client) return 'UNAVAILABLE';
  try {
    const fetched = await client.status({ by: 'cn', value: shipment.cn });
    // The same notification is one event for as long as the courier says the same; once the courier's own status moved, a retry of it is news.
    // Its text (tracking_message) is not passed on: the timeline says what the courier's answer says.
    const { at, collectedPoisha, deliveryChargePoisha } = notification;
    const outcome = await applyCourierReport(ctx, shipment.id, {
      fetched,
      source: 'webhook',
      dedupeKey: `${notification.dedupeKey}:${fetched.courierStatus}`,
      at,
      collectedPoisha,
      deliveryChargePoisha,
    });
    if (outcome === 'UNCHANGED') {
      ctx.log.info({ courier, cn: shipment.cn, courierStatus: fetched.courierStatus, said: notification.message }, "A courier notification the courier's status does not bear out: nothing changed or published");
    }
    return outcome;
  } catch (error) {
    if (!(error instanceof CourierError)) throw error;
    ctx.log.warn({ err: error, cn: shipment.cn }, 'The courier could not be asked about a notified parcel: it will be asked again');
    return 'UNAVAILABLE';
  }
}

/** Asks the courier about one shipment and applies the answer (the sync sweep, the sandbox). */
export async function syncShipment(
  ctx: ShippingCtx,
  shipment: Pick<Shipment, 'id' | 'cn' | 'courier'>,
  source: 'sync' | 'sandbox' = 'sync',
  now = new Date(),
): Promise<ReportOutcome> {
  const client = ctx.services.couriers.get(shipment.courier, ctx.prisma);
  if (!client) throw new CourierError(`The courier ${shipment.courier} is not configured`, shipment.courier as CourierCode);
  const fetched = await client.status({ by: 'cn', value: shipment.cn });
  return applyCourierReport(ctx, shipment.id, { fetched, source }, now);
}

/** Staff move a sandbox parcel along; the shop then learns it as from a courier (status asked, then applied). */
export async function advanceSandboxParcel(
  ctx: StaffCtx,
  input: { cn: string; step: string; collectedPoisha?: number | null },
): Promise<Pick<Shipment, 'id'>> {
  if (!(SANDBOX_STEPS as readonly string[]).includes(input.step)) {
    throw new ValidationError([{ field: 'step', message: `Choose one of: ${SANDBOX_STEPS.join(', ')}` }]);
  }
  const shipment = await ctx.prisma.shipment.findFirst({ where: { cn: input.cn, courier: 'sandbox' } });
  if (!shipment) throw new ValidationError([{ field: 'cn', message: 'There is no sandbox parcel with this consignment id.' }]);
  if (FINISHED.has(shipment.status)) throw new ValidationError([{ field: 'step', message: 'The parcel\'s journey is over.' }]);
  if (input.collectedPoisha != null && (!Number.isInteger(input.collectedPoisha) || input.collectedPoisha < 0)) {
    throw new ValidationError([{ field: 'collectedPoisha', message: 'The amount collected is whole poisha, 0 or more' }]);
  }
  const sandbox = ctx.services.couriers.get('sandbox', ctx.prisma) as SandboxCourier;
  const moved = await sandbox.advance(shipment.cn, input.step as SandboxStep, { collectedPoisha: input.collectedPoisha ?? undefined });
  if (!moved.changed) throw new ValidationError([{ field: 'step', message: moved.reason ?? 'The parcel did not move.' }]);
  await recordAudit(ctx, { action: 'shipping.sandbox_advanced', targetType: 'Shipment', targetId: shipment.id, details: { cn: shipment.cn, step: input.step } });
  await syncShipment(ctx, shipment, 'sandbox');
  return shipment;
}
