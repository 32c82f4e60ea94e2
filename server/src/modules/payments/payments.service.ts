/**
 * Payment attempts of online orders. `startPayment` opens one attempt (our `tranId`) at the gateway
 * the order chose; the gateway callback routes verify what happened server-to-server through the
 * provider and hand the verified answer to `applyVerifiedPayment`, which changes the shop exactly
 * once per attempt, under the order's row lock.
 */
import { randomBytes } from 'node:crypto';
import type { Context } from '../../context.ts';
import type { Order, Payment, Prisma } from '../../generated/prisma/client.ts';
import { NotFoundError, ValidationError } from '../../shared/errors.ts';
import { formatTaka } from '../../shared/money.ts';
import { requireViewerId } from '../accounts/auth.service.ts';
import { nonEmptyQuery } from '../catalog/catalog.service.ts';
import { heldItemOfOrder, lockCustomerPurchases } from '../orders/digital-once.ts';
import { lockOrder, recordOrderEvent, transitionLockedOrder } from '../orders/order-transitions.ts';
import { OrderTransitionError, PaymentUnavailableError } from '../orders/orders.errors.ts';
import { notifyCustomer, orderIdOf, orderNotFound } from '../orders/orders.service.ts';
import { paymentCallbackUrls } from './callback-urls.ts';
import { isPaymentMethodEnabled, type PaymentProviders } from './providers/index.ts';
import { PaymentProviderError, type OnlinePaymentMethod, type VerifiedPayment } from './providers/types.ts';

type PaymentsCtx = Pick<Context, 'prisma' | 'viewer' | 'services' | 'log'>;
const SYSTEM = { kind: 'SYSTEM', id: null } as const;

/** A new attempt id: the order number and 6 random characters (≤ 30 characters, as SSLCommerz allows). */
function newTranId(order: Order): string {
  return `${order.number}-${randomBytes(3).toString('hex').toUpperCase()}`;
}

/**
 * Opens a payment at the order's gateway for the viewer's own unpaid online order and returns where
 * to send the shopper. OrderTransitionError when the order is no longer payable (paid, expired,
 * cancelled, or an ebook or course of it is already the customer's because another order paid for
 * it); PaymentUnavailableError when the gateway cannot be reached (the order stays payable).
 */
export async function startPayment(ctx: PaymentsCtx, input: { orderId: unknown }, now = new Date()) {
  const userId = requireViewerId(ctx);
  return openPayment(ctx, orderIdOf(input.orderId), { ownerId: userId, actor: { kind: 'CUSTOMER', id: userId } }, now);
}

/**
 * Opens a payment attempt for an unpaid online order: the customer's own (`ownerId`), or any order
 * for staff who send the customer a fresh payment link (`ownerId` null, `actor` the staff member).
 */
export async function openPayment(
  ctx: PaymentsCtx,
  orderId: string,
  { ownerId, actor }: { ownerId: string | null; actor: { kind: 'CUSTOMER' | 'STAFF'; id: string } },
  now = new Date(),
) {
  const { order, payment } = await ctx.prisma.$transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order || (ownerId !== null && order.customerId !== ownerId)) throw orderNotFound();
    if (order.paymentMethod === 'COD') {
      throw new ValidationError([{ field: 'orderId', message: 'This order is paid in cash on delivery.' }]);
    }
    if (order.status !== 'PENDING_PAYMENT' || (order.expiresAt && order.expiresAt <= now)) {
      const state = order.status === 'PENDING_PAYMENT' ? 'EXPIRED' : order.status;
      throw new OrderTransitionError(order.status, 'PLACED', `The order is ${state.toLowerCase().replace(/_/g, ' ')}: it cannot be paid any more.`);
    }
    // Not asked to pay for what is already theirs (the payment's own check is applyVerifiedPayment's, under the lock).
    const held = await heldItemOfOrder(tx, order, now);
    if (held) {
      const why = held.inOrder ? `is also in order ${held.inOrder}` : 'is already owned (another order paid for it)';
      throw new OrderTransitionError(order.status, 'PLACED', `${held.item.title} in this order ${why}: the order cannot be paid. Cancel it and order the rest again.`);
    }
    const payment = await tx.payment.create({
      data: { orderId: order.id, method: order.paymentMethod, tranId: newTranId(order), amount: order.netTotal },
    });
    await recordOrderEvent(tx, {
      orderId: order.id,
      type: 'PAYMENT_STARTED',
      actor,
      message: actor.kind === 'STAFF' ? `Payment link of ${formatTaka(payment.amount)} sent` : `Payment of ${formatTaka(payment.amount)} started`,
      data: { tranId: payment.tranId, method: payment.method },
      visibleToCustomer: false,
      at: now,
    });
    return { order, payment };
  });
  const method = order.paymentMethod as OnlinePaymentMethod;
  // Online orders always have their customer's account (only counter sales may have none, and they are paid at the counter).
  const customer = order.customerId ? await ctx.prisma.user.findUnique({ where: { id: order.customerId }, select: { email: true } }) : null;
  const lines = await ctx.prisma.orderLine.aggregate({ where: { orderId: order.id }, _sum: { quantity: true } });
  try {
    const started = await ctx.services.payments[method].startPayment({
      tranId: payment.tranId,
      amountPoisha: payment.amount,
      orderNumber: order.number,
      description: `${lines._sum.quantity ?? 0} item(s) from order ${order.number}`,
      itemCount: Math.max(1, lines._sum.quantity ?? 0),
      customer: { name: order.name, phone: order.phone, email: customer?.email ?? null, address: order.address || null },
      urls: paymentCallbackUrls(ctx.services.config.orders.callbackBaseUrl, payment.tranId),
    });
    const updated = await ctx.prisma.payment.update({ where: { id: payment.id }, data: { providerSessionId: started.providerSessionId } });
    return { order, payment: updated, redirectUrl: started.redirectUrl };
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    ctx.log.warn({ err: error, tranId: payment.tranId }, 'The payment gateway did not open a payment');
    await ctx.prisma.payment.update({ where: { id: payment.id }, data: { status: 'FAILED', failureReason: error.message.slice(0, 500) } });
    throw new PaymentUnavailableError(order.number);
  }
}

/** The attempt a gateway callback names, with what `verify` must match (null when there is none). */
export function paymentAttemptByTranId(prisma: Context['prisma'], tranId: string): Promise<Payment | null> {
  return prisma.payment.findUnique({ where: { tranId } });
}

export type AppliedPayment =
  /** The order is now paid and placed (entitlements granted, customer texted). */
  | { outcome: 'PAID'; order: Order; payment: Payment }
  /** The same verified answer came before: nothing changed. */
  | { outcome: 'ALREADY_APPLIED'; order: Order; payment: Payment }
  /** Money arrived for an order that expired, was cancelled or was already paid, or whose ebook or course the customer already owns: recorded as PAID_NEEDS_REFUND. */
  | { outcome: 'NEEDS_REFUND'; order: Order; payment: Payment }
  /** The gateway says not paid (failed, cancelled) or not yet (pending, recorded on the attempt): the order stays payable until it expires. */
  | { outcome: 'NOT_PAID'; order: Order; payment: Payment }
  /** Unknown attempt, wrong amount, or a reference already used: nothing changed (log it). */
  | { outcome: 'REJECTED'; reason: string };

/**
 * Records what a provider verified about one attempt; idempotent (a replay changes nothing, one
 * payment per tranId and per provider reference). A paid amount must equal the attempt's amount.
 * A success moves the order PENDING_PAYMENT → PLACED through the state machine (paid,
 * entitlements granted) and texts the customer.
 */
export async function applyVerifiedPayment(ctx: Pick<Context, 'prisma' | 'services' | 'log'>, verified: VerifiedPayment, now = new Date()): Promise<AppliedPayment> {
  const result = await ctx.prisma.$transaction(async (tx): Promise<AppliedPayment> => {
    const attempt = await tx.payment.findUnique({ where: { tranId: verified.tranId } });
    if (!attempt) return { outcome: 'REJECTED', reason: `unknown tranId ${verified.tranId}` };
    // The customer's purchase lock first (as placements take it), then the order's: two payments of one
    // customer's orders holding the same ebook run one after another (digital-once.ts).
    const owner = await tx.order.findUniqueOrThrow({ where: { id: attempt.orderId }, select: { customerId: true } });
    if (owner.customerId) await lockCustomerPurchases(tx, owner.customerId);
    const order = (await lockOrder(tx, attempt.orderId))!;
    const payment = await tx.payment.findUniqueOrThrow({ where: { id: attempt.id } });
    const raw = verified.raw as Prisma.InputJsonObject;

    if (verified.status === 'PENDING') {
      // Neither paid nor failed (bKash execute timed out, still Initiated): the attempt stays open, and what the
      // gateway said is kept for staff and for a later query (bKash queryPayment); said once, not per replay.
      const note = `Not finished at the gateway: ${verified.reason}`.slice(0, 500);
      if (!verified.underWay || payment.status !== 'STARTED' || payment.failureReason === note) return { outcome: 'NOT_PAID', order, payment };
      const updated = await tx.payment.update({ where: { id: payment.id }, data: { failureReason: note, raw } });
      await recordOrderEvent(tx, {
        orderId: order.id,
        type: 'PAYMENT_PENDING',
        actor: SYSTEM,
        message: 'The gateway has not finished the payment yet; it will be asked again',
        data: { tranId: payment.tranId, reason: verified.reason },
        visibleToCustomer: false,
        at: now,
      });
      return { outcome: 'NOT_PAID', order, payment: updated };
    }
    if (verified.status !== 'PAID') {
      if (payment.status !== 'STARTED') return { outcome: 'NOT_PAID', order, payment };
      const updated = await tx.payment.update({
        where: { id: payment.id },
        data: { status: verified.status, failureReason: verified.reason.slice(0, 500), raw, verifiedAt: now },
      });
      await recordOrderEvent(tx, {
        orderId: order.id,
        type: 'PAYMENT_FAILED',
        actor: SYSTEM,
        message: verified.status === 'CANCELLED' ? 'Payment cancelled; the order can still be paid' : 'Payment failed; the order can still be paid',
        data: { tranId: payment.tranId, reason: verified.reason },
        at: now,
      });
      return { outcome: 'NOT_PAID', order, payment: updated };
    }

    if (payment.status === 'PAID' || payment.status === 'PAID_NEEDS_REFUND' || payment.status === 'REFUNDED') {
      return payment.providerReference === verified.providerReference
        ? { outcome: 'ALREADY_APPLIED', order, payment }
        : { outcome: 'REJECTED', reason: `attempt ${payment.tranId} was already paid with another reference` };
    }
    if (verified.amountPoisha !== payment.amount) {
      return { outcome: 'REJECTED', reason: `amount ${verified.amountPoisha} is not the attempt's ${payment.amount}` };
    }
    const reused = await tx.payment.findUnique({ where: { providerReference: verified.providerReference } });
    if (reused) return { outcome: 'REJECTED', reason: `reference ${verified.providerReference} already paid ${reused.tranId}` };

    const payable = order.status === 'PENDING_PAYMENT' && order.paymentStatus === 'UNPAID';
    // An ebook or course of the order became the customer's since it was placed (another order was paid
    // first), or another order of theirs still to be paid holds it: the money is not applied, so they
    // never pay twice for one copy.
    const held = payable ? await heldItemOfOrder(tx, order, now) : null;
    const updated = await tx.payment.update({
      where: { id: payment.id },
      data: { status: payable && !held ? 'PAID' : 'PAID_NEEDS_REFUND', providerReference: verified.providerReference, raw, verifiedAt: now, failureReason: null },
    });
    if (!payable || held) {
      const why = held && (held.inOrder ? `${held.item.title} is also in your order ${held.inOrder}` : `${held.item.title} is already yours`);
      await recordOrderEvent(tx, {
        orderId: order.id,
        type: 'LATE_PAYMENT',
        actor: SYSTEM,
        message: why
          ? `${formatTaka(payment.amount)} arrived, but ${why}; it will be refunded and this order stays unpaid`
          : `${formatTaka(payment.amount)} arrived after the order was ${order.status.toLowerCase().replace(/_/g, ' ')}; it will be refunded`,
        data: { tranId: payment.tranId, providerReference: verified.providerReference, ...(held ? { heldProductId: held.item.productId, heldInOrder: held.inOrder } : {}) },
        at: now,
      });
      return { outcome: 'NEEDS_REFUND', order, payment: updated };
    }
    await recordOrderEvent(tx, {
      orderId: order.id,
      type: 'PAYMENT_RECEIVED',
      actor: SYSTEM,
      message: `${formatTaka(payment.amount)} received`,
      data: { tranId: payment.tranId, providerReference: verified.providerReference, method: payment.method },
      at: now,
    });
    const placed = await transitionLockedOrder(tx, order, 'PLACED', SYSTEM, { now });
    return { outcome: 'PAID', order: placed, payment: updated };
  });
  if (result.outcome === 'PAID') {
    await notifyCustomer(ctx, result.order.phone, `Payment of ${formatTaka(result.payment.amount)} received for order ${result.order.number}. Thank you!`);
  }
  if (result.outcome === 'REJECTED' || result.outcome === 'NEEDS_REFUND') {
    ctx.log.warn({ tranId: verified.tranId, outcome: result.outcome, reason: result.outcome === 'REJECTED' ? result.reason : undefined }, 'Payment callback not applied');
  }
  return result;
}

/** What Pothos hands a resolver to select the nested fields a query asked for (one SQL query). */
type Selection<Include, Select> = { include?: Include; select?: Select };

/**
 * The viewer's own payment attempt `tranId` (the payment outcome pages read its order). NotFoundError
 * for an unknown attempt and for another customer's alike, so an id tells nothing about others.
 */
export async function findViewerPayment(ctx: Pick<Context, 'prisma' | 'viewer'>, tranId: unknown, query: Selection<Prisma.PaymentInclude, Prisma.PaymentSelect> = {}): Promise<Payment> {
  const userId = requireViewerId(ctx);
  if (typeof tranId !== 'string' || tranId.length === 0 || tranId.length > 100) throw paymentNotFound();
  const payment = await ctx.prisma.payment.findFirst({ ...nonEmptyQuery(query as object), where: { tranId, order: { customerId: userId } } });
  if (!payment) throw paymentNotFound();
  return payment as Payment;
}

/** The viewer's own order by its number (the payment-failed page knows only the number); NotFoundError otherwise. */
export async function findViewerOrderByNumber(ctx: Pick<Context, 'prisma' | 'viewer'>, number: unknown, query: Selection<Prisma.OrderInclude, Prisma.OrderSelect> = {}): Promise<Order> {
  const userId = requireViewerId(ctx);
  if (typeof number !== 'string' || number.length === 0 || number.length > 40) throw orderNotFound();
  const order = await ctx.prisma.order.findFirst({ ...nonEmptyQuery(query as object), where: { number, customerId: userId } });
  if (!order) throw orderNotFound();
  return order as Order;
}

export function paymentNotFound() {
  return new NotFoundError('Payment', 'No such payment.');
}

/** The online methods the checkout offers: each gateway the shop has (configured, or the sandbox standing in for it). */
export function offeredOnlineMethods(providers: PaymentProviders): OnlinePaymentMethod[] {
  return (['SSLCOMMERZ', 'BKASH'] as const).filter((method) => isPaymentMethodEnabled(providers, method));
}
