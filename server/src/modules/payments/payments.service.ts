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
import { lockOrder, recordOrderEvent, transitionLockedOrder, type Actor } from '../orders/order-transitions.ts';
import { cacheEntity } from '../../graphql/response-cache.ts';
import { OrderTransitionError, PaymentUnavailableError } from '../orders/orders.errors.ts';
import { notifyCustomer, orderIdOf, orderNotFound } from '../orders/orders.service.ts';
import { translate } from '../../i18n/translate.ts';
import { smsMoney } from '../../i18n/sms-money.ts';
import { paymentCallbackUrls } from './callback-urls.ts';
import { isPaymentMethodEnabled, type PaymentProviders } from './providers/index.ts';
import { PaymentProviderError, type OnlinePaymentMethod, type VerifiedPayment } from './providers/types.ts';

type PaymentsCtx = Pick<Context, 'prisma' | 'viewer' | 'services' | 'log' | 'returnOrigin'>;
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
  // The shopper comes back to the address they used (outside production without PUBLIC_URL: http/return-origin.ts).
  const returnBase = ctx.returnOrigin ?? undefined;
  return openPayment(ctx, orderIdOf(input.orderId), { ownerId: userId, actor: { kind: 'CUSTOMER', id: userId }, returnBase }, now);
}

/**
 * Opens a payment attempt for an unpaid online order: the customer's own (`ownerId`), or any order
 * for staff who send the customer a fresh payment link (`ownerId` null, `actor` the staff member).
 */
export async function openPayment(
  ctx: PaymentsCtx,
  orderId: string,
  { ownerId, actor, returnBase }: { ownerId: string | null; actor: { kind: 'CUSTOMER' | 'STAFF'; id: string }; returnBase?: string },
  now = new Date(),
) {
  const { order, payment } = await ctx.prisma.$transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order || (ownerId !== null && order.customerId !== ownerId)) throw orderNotFound();
    if (order.paymentMethod === 'COD') {
      throw new ValidationError([{ field: 'orderId', message: 'This order is paid in cash on delivery.' }]);
    }
    // A payment the gateway took and holds for review: paying again could take the money twice.
    if (await tx.payment.findFirst({ where: { orderId: order.id, status: 'UNDER_REVIEW' }, select: { id: true } })) {
      throw new OrderTransitionError(order.status, 'PLACED', 'A payment for this order is under review by the shop: it cannot be paid again meanwhile.');
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
      urls: paymentCallbackUrls(ctx.services.config.orders.callbackBaseUrl, payment.tranId, returnBase),
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
  /** The gateway took the money but holds it as risky: recorded as UNDER_REVIEW for staff to accept or refuse. */
  | { outcome: 'UNDER_REVIEW'; order: Order; payment: Payment }
  /** The gateway says not paid (failed, cancelled) or not yet (pending, recorded on the attempt): the order stays payable until it expires. */
  | { outcome: 'NOT_PAID'; order: Order; payment: Payment }
  /** Unknown attempt, wrong amount, or a reference already used: nothing changed (log it). */
  | { outcome: 'REJECTED'; reason: string };

/** Attempt statuses that hold the customer's money (or held it): a later answer about them changes nothing. */
const MONEY_TAKEN = new Set<Payment['status']>(['PAID', 'PAID_NEEDS_REFUND', 'REFUNDED', 'UNDER_REVIEW']);
/** Attempts with no final answer yet: a gateway's answer may still settle them. */
export const OPEN_ATTEMPT = new Set<Payment['status']>(['STARTED', 'PENDING']);

/**
 * Records what a provider verified about one attempt; idempotent (a replay changes nothing, one
 * payment per tranId and per provider reference). A paid amount must equal the attempt's amount.
 * A success moves the order PENDING_PAYMENT → PLACED through the state machine (paid,
 * entitlements granted) and texts the customer. A payment the gateway holds as risky is recorded
 * UNDER_REVIEW (staff decide: payment-review.service.ts); one it has not finished, PENDING.
 */
export async function applyVerifiedPayment(ctx: Pick<Context, 'prisma' | 'services' | 'log'>, verified: VerifiedPayment, now = new Date()): Promise<AppliedPayment> {
  const result = await ctx.prisma.$transaction(async (tx): Promise<AppliedPayment> => {
    const attempt = await tx.payment.findUnique({ where: { tranId: verified.tranId } });
    if (!attempt) return { outcome: 'REJECTED', reason: `unknown tranId ${verified.tranId}` };
    const { order, payment } = await lockAttempt(tx, attempt);
    const raw = verified.raw as Prisma.InputJsonObject;

    if (verified.status === 'PENDING') {
      // Neither paid nor failed (bKash execute timed out and still Initiated, SSLCommerz says PENDING): the attempt
      // is PENDING with what the gateway said, and the reconciliation sweep asks again; said once, not per replay.
      if (!OPEN_ATTEMPT.has(payment.status)) return { outcome: 'NOT_PAID', order, payment };
      const gateway = { gatewayStatus: verified.gatewayStatus ?? 'PENDING', gatewayReason: verified.reason.slice(0, 500) };
      if (!verified.underWay) {
        // Only what the gateway's query said (an abandoned payment still Initiated): kept, nothing else changes.
        if (!verified.gatewayStatus || (payment.gatewayStatus === gateway.gatewayStatus && payment.gatewayReason === gateway.gatewayReason)) return { outcome: 'NOT_PAID', order, payment };
        return { outcome: 'NOT_PAID', order, payment: await tx.payment.update({ where: { id: payment.id }, data: gateway }) };
      }
      const note = `Not finished at the gateway: ${verified.reason}`.slice(0, 500);
      if (payment.status === 'PENDING' && payment.failureReason === note) return { outcome: 'NOT_PAID', order, payment };
      const updated = await tx.payment.update({ where: { id: payment.id }, data: { status: 'PENDING', failureReason: note, raw, ...gateway } });
      if (payment.status === 'STARTED') {
        await recordOrderEvent(tx, {
          orderId: order.id,
          type: 'PAYMENT_PENDING',
          actor: SYSTEM,
          message: 'The gateway has not finished the payment yet; it will be asked again',
          data: { tranId: payment.tranId, reason: verified.reason, gatewayStatus: gateway.gatewayStatus },
          visibleToCustomer: false,
          at: now,
        });
      }
      return { outcome: 'NOT_PAID', order, payment: updated };
    }
    if (verified.status !== 'PAID' && verified.status !== 'UNDER_REVIEW') {
      if (!OPEN_ATTEMPT.has(payment.status)) return { outcome: 'NOT_PAID', order, payment };
      const updated = await tx.payment.update({
        where: { id: payment.id },
        data: { status: verified.status, failureReason: verified.reason.slice(0, 500), raw, verifiedAt: now, gatewayStatus: verified.gatewayStatus ?? null, gatewayReason: verified.reason.slice(0, 500) },
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

    if (MONEY_TAKEN.has(payment.status)) {
      return payment.providerReference === verified.providerReference
        ? { outcome: 'ALREADY_APPLIED', order, payment }
        : { outcome: 'REJECTED', reason: `attempt ${payment.tranId} was already paid with another reference` };
    }
    if (verified.amountPoisha !== payment.amount) {
      return { outcome: 'REJECTED', reason: `amount ${verified.amountPoisha} is not the attempt's ${payment.amount}` };
    }
    const reused = await tx.payment.findUnique({ where: { providerReference: verified.providerReference } });
    if (reused) return { outcome: 'REJECTED', reason: `reference ${verified.providerReference} already paid ${reused.tranId}` };

    if (verified.status === 'UNDER_REVIEW') {
      // The money is taken but the gateway holds it as risky: recorded with its reference (a refusal refunds it)
      // and what the gateway said; the order waits (it does not expire meanwhile) until staff decide.
      const updated = await tx.payment.update({
        where: { id: payment.id },
        data: {
          status: 'UNDER_REVIEW',
          providerReference: verified.providerReference,
          raw,
          verifiedAt: now,
          failureReason: null,
          gatewayStatus: verified.gatewayStatus.slice(0, 200),
          gatewayReason: verified.reason.slice(0, 500),
        },
      });
      await recordOrderEvent(tx, {
        orderId: order.id,
        type: 'PAYMENT_UNDER_REVIEW',
        actor: SYSTEM,
        message: `${formatTaka(payment.amount)} taken by the gateway but held for review (${verified.reason}); accept or refuse it under Payments under review`,
        data: { tranId: payment.tranId, providerReference: verified.providerReference, gatewayStatus: verified.gatewayStatus, reason: verified.reason },
        visibleToCustomer: false,
        at: now,
      });
      return { outcome: 'UNDER_REVIEW', order, payment: updated };
    }
    return applyPaidLocked(tx, order, payment, { providerReference: verified.providerReference, raw }, now);
  });
  await afterApplied(ctx, result, verified.tranId);
  return result;
}

/** The attempt with the customer's purchase lock and its order's row lock taken (in that order), read again under them. */
export async function lockAttempt(tx: Prisma.TransactionClient, attempt: Pick<Payment, 'id' | 'orderId'>): Promise<{ order: Order; payment: Payment }> {
  // The customer's purchase lock first (as placements take it), then the order's: two payments of one
  // customer's orders holding the same ebook run one after another (digital-once.ts).
  const owner = await tx.order.findUniqueOrThrow({ where: { id: attempt.orderId }, select: { customerId: true } });
  if (owner.customerId) await lockCustomerPurchases(tx, owner.customerId);
  const order = (await lockOrder(tx, attempt.orderId))!;
  const payment = await tx.payment.findUniqueOrThrow({ where: { id: attempt.id } });
  return { order, payment };
}

/**
 * Money the gateway confirmed for `payment` (locked with its order): the order is paid and placed through the state
 * machine, or — when it can no longer take the money (expired, cancelled, paid, an ebook already the customer's) — the
 * attempt is a late payment to refund (PAID_NEEDS_REFUND).
 */
export async function applyPaidLocked(
  tx: Prisma.TransactionClient,
  order: Order,
  payment: Payment,
  paid: { providerReference: string; raw?: Prisma.InputJsonObject; actor?: Actor; note?: string },
  now: Date,
): Promise<AppliedPayment> {
  const actor = paid.actor ?? SYSTEM;
  const payable = order.status === 'PENDING_PAYMENT' && order.paymentStatus === 'UNPAID';
  // An ebook or course of the order became the customer's since it was placed (another order was paid
  // first), or another order of theirs still to be paid holds it: the money is not applied, so they
  // never pay twice for one copy.
  const held = payable ? await heldItemOfOrder(tx, order, now) : null;
  const updated = await tx.payment.update({
    where: { id: payment.id },
    data: {
      status: payable && !held ? 'PAID' : 'PAID_NEEDS_REFUND',
      providerReference: paid.providerReference,
      ...(paid.raw ? { raw: paid.raw } : {}),
      failureReason: null,
      // A payment accepted after review keeps when and what the gateway said (the risk); any other now has its answer.
      ...(payment.status === 'UNDER_REVIEW' ? {} : { verifiedAt: now, gatewayStatus: null, gatewayReason: null }),
    },
  });
  if (!payable || held) {
    const why = held && (held.inOrder ? `${held.item.title} is also in your order ${held.inOrder}` : `${held.item.title} is already yours`);
    await recordOrderEvent(tx, {
      orderId: order.id,
      type: 'LATE_PAYMENT',
      actor,
      message: why
        ? `${formatTaka(payment.amount)} arrived, but ${why}; it will be refunded and this order stays unpaid`
        : `${formatTaka(payment.amount)} arrived after the order was ${order.status.toLowerCase().replace(/_/g, ' ')}; it will be refunded`,
      data: { tranId: payment.tranId, providerReference: paid.providerReference, ...(held ? { heldProductId: held.item.productId, heldInOrder: held.inOrder } : {}) },
      at: now,
    });
    return { outcome: 'NEEDS_REFUND', order, payment: updated };
  }
  await recordOrderEvent(tx, {
    orderId: order.id,
    type: 'PAYMENT_RECEIVED',
    actor,
    message: `${formatTaka(payment.amount)} received${paid.note ? ` (${paid.note})` : ''}`,
    data: { tranId: payment.tranId, providerReference: paid.providerReference, method: payment.method },
    at: now,
  });
  // The order is placed by the shop on the gateway's word (the state machine's PENDING_PAYMENT → PLACED is the
  // system's), also when staff accepted a payment held for review: their name is on the payment's event.
  const placed = await transitionLockedOrder(tx, order, 'PLACED', SYSTEM, { now });
  return { outcome: 'PAID', order: placed, payment: updated };
}

/** What follows a recorded answer once its transaction committed: the customer's text for a payment, a log line for money not applied. */
export async function afterApplied(ctx: Pick<Context, 'prisma' | 'services' | 'log'>, result: AppliedPayment, tranId: string) {
  if (result.outcome === 'PAID') {
    // The order's ebooks and courses are the customer's now: their own cached "you own this" answers go.
    if (result.order.customerId) await ctx.services.responseCache.invalidate([cacheEntity.viewer(result.order.customerId)]);
    await notifyCustomer(ctx, result.order.phone, (locale) => translate(locale, 'sms.payment.received', { amount: smsMoney(result.payment.amount, locale), number: result.order.number }), { customerId: result.order.customerId });
  }
  if (result.outcome === 'REJECTED' || result.outcome === 'NEEDS_REFUND' || result.outcome === 'UNDER_REVIEW') {
    ctx.log.warn({ tranId, outcome: result.outcome, reason: result.outcome === 'REJECTED' ? result.reason : undefined }, 'Payment callback not applied');
  }
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
