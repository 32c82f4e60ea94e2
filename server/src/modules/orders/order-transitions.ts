/**
 * Applies the state machine (order-state-machine.ts) to stored orders: takes the order row's lock,
 * checks the transition for the actor, runs its effects, changes the status and appends the event,
 * all in the caller's transaction.
 */
import type { ActorKind, Order, OrderStatus, Prisma } from '../../generated/prisma/client.ts';
import { issueCreditNote, issueInvoice } from '../invoices/invoices.service.ts';
import { grantOrderEntitlements, revokeOrderEntitlements } from '../library/entitlements.ts';
import { checkTransition, type OrderFacts, type TransitionEffect } from './order-state-machine.ts';
import { returnStock, type StockUnits } from './order-stock.ts';
import { OrderTransitionError } from './orders.errors.ts';

export interface Actor {
  kind: ActorKind;
  id: string | null;
}

/** The order row, locked for the rest of the transaction (null when there is none). */
export async function lockOrder(tx: Prisma.TransactionClient, orderId: string): Promise<Order | null> {
  await tx.$queryRaw`SELECT "id" FROM "Order" WHERE "id" = ${orderId}::uuid FOR UPDATE`;
  return tx.order.findUnique({ where: { id: orderId } });
}

/** What the guards look at, read from the stored order. */
export async function orderFacts(db: Pick<Prisma.TransactionClient, 'orderLine'>, order: Order): Promise<OrderFacts> {
  // A bundle of only ebooks and courses has nothing to ship (as its cart had no delivery charge).
  const physical = await db.orderLine.count({
    where: {
      orderId: order.id,
      OR: [{ kind: { in: ['BOOK', 'STATIONERY'] } }, { kind: 'BUNDLE', product: { bundleItems: { some: { product: { kind: { notIn: ['EBOOK', 'CONTENT'] } } } } } }],
    },
  });
  return { ...order, hasPhysicalGoods: physical > 0 };
}

/** Appends one event to an order's history. */
export function recordOrderEvent(
  tx: Prisma.TransactionClient,
  event: {
    orderId: string;
    type: string;
    actor: Actor;
    from?: OrderStatus | null;
    to?: OrderStatus | null;
    message?: string;
    data?: Prisma.InputJsonObject;
    visibleToCustomer?: boolean;
    at?: Date;
  },
) {
  return tx.orderEvent.create({
    data: {
      orderId: event.orderId,
      type: event.type,
      fromStatus: event.from ?? null,
      toStatus: event.to ?? null,
      actorKind: event.actor.kind,
      actorId: event.actor.id,
      message: event.message ?? '',
      data: event.data ?? {},
      visibleToCustomer: event.visibleToCustomer ?? true,
      ...(event.at ? { at: event.at } : {}),
    },
  });
}

/** The units the order took at placement (recorded with its PLACED event). */
async function takenUnits(tx: Prisma.TransactionClient, orderId: string): Promise<StockUnits | null> {
  const placed = await tx.orderEvent.findFirst({ where: { orderId, type: 'PLACED' }, select: { data: true } });
  const stock = (placed?.data as { stock?: StockUnits } | null)?.stock;
  return stock ?? null;
}

/** Why a credit note is issued (the transition's label) and the refund it records, if one. */
interface EffectOptions {
  stockChanged?: Set<string>;
  reason?: string;
  refundId?: string | null;
}

/** Runs effects of the state machine on a locked order in the caller's transaction, in order. */
export async function runEffects(tx: Prisma.TransactionClient, order: Order, effects: readonly TransitionEffect[], now: Date, options: EffectOptions = {}) {
  for (const effect of effects) await runEffect(tx, order, effect, now, options);
}

async function runEffect(tx: Prisma.TransactionClient, order: Order, effect: TransitionEffect, now: Date, { stockChanged, reason, refundId }: EffectOptions) {
  switch (effect) {
    case 'RELEASE_STOCK': {
      const units = await takenUnits(tx, order.id);
      if (units) await returnStock(tx, units, stockChanged);
      return;
    }
    case 'RELEASE_COUPON': {
      const redemption = await tx.couponRedemption.findUnique({ where: { orderId: order.id } });
      if (!redemption) return;
      await tx.couponRedemption.delete({ where: { id: redemption.id } });
      await tx.$executeRaw`UPDATE "Coupon" SET "usedCount" = GREATEST(0, "usedCount" - 1) WHERE "id" = ${redemption.couponId}::uuid`;
      return;
    }
    case 'MARK_PAID':
      if (order.paymentStatus === 'UNPAID') await tx.order.update({ where: { id: order.id }, data: { paymentStatus: 'PAID', paidAt: now } });
      return;
    case 'UNDO_COD_COLLECTION':
      if (order.paymentMethod === 'COD' && order.paymentStatus === 'PAID') {
        await tx.order.update({ where: { id: order.id }, data: { paymentStatus: 'UNPAID', paidAt: null } });
        await revokeOrderEntitlements(tx, order.id, now);
      }
      return;
    case 'MARK_REFUNDED':
      await tx.order.update({ where: { id: order.id }, data: { paymentStatus: 'REFUNDED' } });
      return;
    case 'GRANT_ENTITLEMENTS':
      await grantOrderEntitlements(tx, order, now);
      return;
    case 'REVOKE_ENTITLEMENTS':
      await revokeOrderEntitlements(tx, order.id, now);
      return;
    case 'ISSUE_INVOICE':
      await issueInvoice(tx, order.id, now);
      return;
    case 'ISSUE_CREDIT_NOTE':
      await issueCreditNote(tx, order.id, { reason: reason ?? 'Order undone', refundId }, now);
      return;
  }
}

/**
 * Moves a locked order to `to` as `actor`, or throws OrderTransitionError naming its current
 * status. `eventData` and `message` go into the history.
 */
export async function transitionLockedOrder(
  tx: Prisma.TransactionClient,
  order: Order,
  to: OrderStatus,
  actor: Actor,
  options: {
    now?: Date;
    message?: string;
    data?: Prisma.InputJsonObject;
    /** Products whose stock the transition gives back are added here (the caller tells the response cache after commit). */
    stockChanged?: Set<string>;
    /** The refund a REFUNDED transition records (its credit note names it). */
    refundId?: string | null;
  } = {},
): Promise<Order> {
  const now = options.now ?? new Date();
  const check = checkTransition(await orderFacts(tx, order), to, actor.kind, now);
  if (!check.allowed) throw new OrderTransitionError(order.status, to, check.reason);
  await runEffects(tx, order, check.transition.effects, now, { stockChanged: options.stockChanged, reason: check.transition.label, refundId: options.refundId });
  const updated = await tx.order.update({
    where: { id: order.id },
    data: { status: to, ...(to === 'PENDING_PAYMENT' ? {} : { expiresAt: null }) },
  });
  await recordOrderEvent(tx, {
    orderId: order.id,
    type: 'STATUS_CHANGED',
    actor,
    from: order.status,
    to,
    message: options.message ?? check.transition.label,
    data: { effects: [...check.transition.effects], ...options.data },
    at: now,
  });
  return updated;
}
