/**
 * Refunds: money given back through the gateway that took it (whole or part), or paid out by hand for
 * cash orders. Idempotent by the staff client's key: the same request repeated — also 10 times at once —
 * finds the refund the first one made (the key is unique, and the first holds the order's row lock while
 * it writes the row) and never asks the gateway twice. What a refund changes on the order follows the
 * state machine: a whole refund is its → REFUNDED transition (paid → refunded, entitlements revoked,
 * the credit note); a part refund issues a credit note for its amount. A refused refund changes nothing
 * but its own row, which keeps the gateway's reason.
 */
import { z } from 'zod';
import type { Context } from '../../context.ts';
import type { Order, Payment, Prisma, Refund } from '../../generated/prisma/client.ts';
import { AppError, NotFoundError, ValidationError } from '../../shared/errors.ts';
import { formatTaka } from '../../shared/money.ts';
import { parseInput } from '../../shared/validation.ts';
import { recordAudit } from '../accounts/audit.ts';
import { requireViewerId } from '../accounts/auth.service.ts';
import { localId } from '../../graphql/global-ids.ts';
import { issueCreditNote } from '../invoices/invoices.service.ts';
import { checkTransition } from '../orders/order-state-machine.ts';
import { lockOrder, orderFacts, recordOrderEvent, transitionLockedOrder, type Actor } from '../orders/order-transitions.ts';
import { IdempotencyKeyReusedError, OrderTransitionError } from '../orders/orders.errors.ts';
import { hashRequest, notifyCustomer, orderIdOf } from '../orders/orders.service.ts';
import { translate } from '../../i18n/translate.ts';
import { smsMoney } from '../../i18n/sms-money.ts';
import { PaymentProviderError, type OnlinePaymentMethod, type RefundAnswer, type RefundRequest } from './providers/types.ts';

type RefundsCtx = Pick<Context, 'prisma' | 'viewer' | 'services' | 'log' | 'remote'>;
const TX_OPTIONS = { maxWait: 30_000, timeout: 30_000 };

/** The gateway refused the refund; `gatewayReason` is what it said. Nothing changed on the order. */
export class RefundRefusedError extends AppError {
  readonly code = 'REFUND_REFUSED';
  readonly status = 422;
  constructor(
    readonly gatewayReason: string,
    readonly refund: Refund,
  ) {
    super(`The gateway refused the refund: ${gatewayReason}`);
  }
}

const keySchema = z.string({ error: 'The refund key is missing' }).trim().min(8, 'The refund key is too short').max(100, 'The refund key is too long');
const amountSchema = z.number().int('Enter the amount in whole poisha').positive('The amount must be more than zero').nullish();
const reasonSchema = z.string().trim().max(500, 'Keep the reason under 500 characters').nullish().transform((v) => v ?? '');

const gatewayRefundSchema = z.object({ idempotencyKey: keySchema, amountPoisha: amountSchema, reason: reasonSchema });
const manualRefundSchema = z.object({
  idempotencyKey: keySchema,
  amountPoisha: amountSchema,
  reason: reasonSchema,
  paidOutBy: z.string({ error: 'Say who paid the money out' }).trim().min(1, 'Say who paid the money out').max(100, 'Keep the name under 100 characters'),
});

function refundNotFound() {
  return new NotFoundError('Payment', 'No such payment.');
}

/**
 * The refund an earlier request with this key made, or null when there is none. The same key with another
 * request — another payment or order, another amount (or "all that is left" against an amount), another
 * reason or payer — is IdempotencyKeyReusedError naming the first refund, never the first refund as success.
 * Repeats of one key run one after another (an advisory lock on the key, whatever order or payment they name).
 */
async function repeatedRefund(
  tx: Prisma.TransactionClient,
  request: { idempotencyKey: string; kind: Refund['kind']; paymentId: string | null; orderId: string | null; amountPoisha: number | null },
  requestHash: string,
): Promise<Refund | null> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`refund:${request.idempotencyKey}`}))`;
  const existing = await tx.refund.findUnique({ where: { idempotencyKey: request.idempotencyKey } });
  if (!existing) return null;
  const sameTarget = existing.kind === request.kind && (request.kind === 'GATEWAY' ? existing.paymentId === request.paymentId : existing.orderId === request.orderId);
  // Refunds made before requests were hashed: the target and an amount given must match.
  const same = existing.requestHash !== null ? sameTarget && existing.requestHash === requestHash : sameTarget && (request.amountPoisha ?? existing.amount) === existing.amount;
  if (same) return existing;
  const { number } = await tx.order.findUniqueOrThrow({ where: { id: existing.orderId }, select: { number: true } });
  throw new IdempotencyKeyReusedError(
    number,
    `This refund key was already used for a refund of ${formatTaka(existing.amount)} on order ${number}. Check the order's refunds, then open a new refund form to refund more.`,
  );
}

/** Refunds so far of a payment (or of a cash order) that count against what was paid: done or under way. */
async function refundedSoFar(tx: Prisma.TransactionClient, where: Prisma.RefundWhereInput): Promise<number> {
  const sum = await tx.refund.aggregate({ where: { ...where, status: { in: ['SUCCEEDED', 'PENDING'] } }, _sum: { amount: true } });
  return sum._sum.amount ?? 0;
}

/**
 * What a finished refund changes, in the caller's transaction with the order locked: a payment event,
 * and either the order's → REFUNDED transition (all of the order's money back) or a credit note for the part.
 * Late payments (PAID_NEEDS_REFUND) were never the order's money: only the attempt is marked refunded.
 */
async function applySucceededRefund(tx: Prisma.TransactionClient, order: Order, refund: Refund, payment: Payment | null, actor: Actor, now: Date) {
  const how = refund.kind === 'MANUAL' ? `paid out by ${refund.paidOutBy}` : 'through the payment gateway';
  await recordOrderEvent(tx, {
    orderId: order.id,
    type: 'REFUNDED',
    actor,
    message: `${formatTaka(refund.amount)} refunded ${how}`,
    data: { refundId: refund.id, amount: refund.amount, providerRefundId: refund.providerRefundId, kind: refund.kind },
    at: now,
  });
  if (payment?.status === 'PAID_NEEDS_REFUND') {
    if ((await refundedSoFar(tx, { paymentId: payment.id })) >= payment.amount) await tx.payment.update({ where: { id: payment.id }, data: { status: 'REFUNDED' } });
    return;
  }
  const paid = payment ? payment.amount : order.netTotal;
  const total = await refundedSoFar(tx, payment ? { paymentId: payment.id } : { orderId: order.id, kind: 'MANUAL' });
  if (total >= paid) {
    if (payment) await tx.payment.update({ where: { id: payment.id }, data: { status: 'REFUNDED' } });
    await transitionLockedOrder(tx, order, 'REFUNDED', actor, { now, refundId: refund.id, data: { refundId: refund.id } });
  } else {
    await issueCreditNote(tx, order.id, { reason: `Part refund${refund.reason ? `: ${refund.reason}` : ''}`, amount: refund.amount, refundId: refund.id }, now);
  }
}

/** Refuses up front what the state machine would refuse once the money is back (e.g. a paid order not cancelled yet). */
async function requireRefundableOrder(tx: Prisma.TransactionClient, order: Order, whole: boolean, now: Date) {
  if (!whole) {
    if (order.paymentStatus !== 'PAID') throw new OrderTransitionError(order.status, 'REFUNDED', 'Only a paid order can be refunded.');
    return;
  }
  const check = checkTransition(await orderFacts(tx, order), 'REFUNDED', 'STAFF', now);
  if (!check.allowed) {
    throw new OrderTransitionError(order.status, 'REFUNDED', `${check.reason} Cancel the order (or record its return) first, then refund all of it.`);
  }
}

/**
 * Staff (orders.manage) refund a paid online payment — all that is left of it, or `amountPoisha` —
 * through its gateway. The same `idempotencyKey` again returns the first request's refund unchanged;
 * the key with another request is IdempotencyKeyReusedError.
 * RefundRefusedError with the gateway's reason when it says no (nothing changes on the order).
 */
export async function refundPayment(ctx: RefundsCtx, raw: { paymentId: unknown; idempotencyKey: unknown; amountPoisha?: unknown; reason?: unknown }, now = new Date()): Promise<Refund> {
  const actor: Actor = { kind: 'STAFF', id: requireViewerId(ctx) };
  const input = parseInput(gatewayRefundSchema, { idempotencyKey: raw.idempotencyKey, amountPoisha: raw.amountPoisha, reason: raw.reason });
  const paymentId = localId(raw.paymentId, ['Payment'])?.id;
  if (!paymentId) throw refundNotFound();

  const request = { ...input, kind: 'GATEWAY' as const, paymentId, orderId: null, amountPoisha: input.amountPoisha ?? null };
  const requestHash = hashRequest(request);
  const started = await ctx.prisma.$transaction(async (tx) => {
    const attempt = await tx.payment.findUnique({ where: { id: paymentId } });
    if (!attempt) throw refundNotFound();
    const existing = await repeatedRefund(tx, request, requestHash);
    if (existing) return { refund: existing, created: false as const };
    const order = (await lockOrder(tx, attempt.orderId))!;
    const payment = await tx.payment.findUniqueOrThrow({ where: { id: paymentId } });
    if (payment.status !== 'PAID' && payment.status !== 'PAID_NEEDS_REFUND') {
      throw new ValidationError([{ field: 'paymentId', message: `This payment is ${payment.status.toLowerCase().replace(/_/g, ' ')}: there is no money to give back.` }]);
    }
    const left = payment.amount - (await refundedSoFar(tx, { paymentId }));
    const amount = input.amountPoisha ?? left;
    if (amount > left || left <= 0) {
      throw new ValidationError([{ field: 'amountPoisha', message: `At most ${formatTaka(Math.max(0, left))} of this payment can still be refunded.` }]);
    }
    if (payment.status === 'PAID') await requireRefundableOrder(tx, order, amount === left, now);
    const refund = await tx.refund.create({
      data: { orderId: order.id, paymentId, kind: 'GATEWAY', amount, idempotencyKey: input.idempotencyKey, requestHash, reason: input.reason, staffId: actor.id },
    });
    await recordOrderEvent(tx, {
      orderId: order.id,
      type: 'REFUND_REQUESTED',
      actor,
      message: `Refund of ${formatTaka(amount)} asked of the gateway`,
      data: { refundId: refund.id, tranId: payment.tranId },
      visibleToCustomer: false,
      at: now,
    });
    return { refund, created: true as const, payment };
  }, TX_OPTIONS);
  if (!started.created) return started.refund;

  const { refund, payment } = started;
  let answer: RefundAnswer;
  try {
    answer = await ctx.services.payments[payment.method as OnlinePaymentMethod].refund(refundRequestOf(refund, payment));
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    // Not refused, not known to be done: the refund stays PENDING (the gateway knows it by our refund id).
    ctx.log.warn({ err: error, refundId: refund.id }, 'The gateway did not answer a refund');
    return ctx.prisma.refund.update({ where: { id: refund.id }, data: { failureReason: `The gateway did not answer: ${error.message}`.slice(0, 500) } });
  }
  const finished = await settleRefund(ctx, refund.id, answer, actor, now);
  await recordAudit(ctx, { action: 'payments.refunded', targetType: 'Order', targetId: refund.orderId, details: { refundId: refund.id, amount: refund.amount, status: finished.status } });
  if (finished.status === 'FAILED') throw new RefundRefusedError(finished.failureReason ?? 'no reason given', finished);
  return finished;
}

/** What the gateway is told about a refund of `payment` (the same for the request and for asking how it went). */
function refundRequestOf(refund: Refund, payment: Pick<Payment, 'tranId' | 'providerSessionId' | 'providerReference'>): RefundRequest {
  return {
    refundId: refund.id,
    tranId: payment.tranId,
    providerSessionId: payment.providerSessionId,
    providerReference: payment.providerReference ?? '',
    amountPoisha: refund.amount,
    reason: refund.reason,
  };
}

/** A gateway refund is asked about again once it has been pending this long. */
export const REFUND_SETTLEMENT_DELAY_MS = 60_000;
/** Marks (in `raw`) a refund the gateway answered "not now" before making it: the sweep asks for it again, once per mark. */
const RETRY_REQUEST = 'retryRequest';

/**
 * Asks the gateways how their pending refunds went (refunds they accepted but had not finished), oldest
 * first, and records each answer as the refund request would have: a success gives the money back on the
 * order (credit note, status, the customer's text), a refusal is kept with its reason. A refund whose
 * gateway never answered at all has no gateway id to ask by: it stays for staff. Run by the refund
 * settlement sweep (main.ts) every few minutes; safe to run twice at once (each answer is recorded once).
 */
export async function settlePendingRefunds(
  ctx: Pick<Context, 'prisma' | 'services' | 'log'>,
  now = new Date(),
  max = 50,
): Promise<{ asked: number; settled: number }> {
  const pending = await ctx.prisma.refund.findMany({
    where: { status: 'PENDING', kind: 'GATEWAY', providerRefundId: { not: null }, paymentId: { not: null }, createdAt: { lte: new Date(now.getTime() - REFUND_SETTLEMENT_DELAY_MS) } },
    include: { payment: true },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    take: max,
  });
  let settled = await retryRefundRequests(ctx, now, max);
  for (const refund of pending) {
    const payment = refund.payment!;
    let answer: RefundAnswer;
    try {
      answer = await ctx.services.payments[payment.method as OnlinePaymentMethod].refundStatus(refund.providerRefundId!, refundRequestOf(refund, payment));
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      ctx.log.warn({ err: error, refundId: refund.id }, 'Refund settlement: the gateway did not answer; next turn');
      continue;
    }
    const finished = await settleRefund(ctx, refund.id, answer, { kind: 'SYSTEM', id: null }, now);
    if (finished.status !== 'PENDING') settled += 1;
  }
  return { asked: pending.length, settled };
}

/**
 * Asks the gateway again for refunds it answered "not now" (RefundAnswer RETRY) without making them. Each mark is
 * taken under the order's lock before the gateway is asked, so two sweeps at once ask once; a request that gets no
 * answer again stays PENDING for staff, as a first one would.
 */
async function retryRefundRequests(ctx: Pick<Context, 'prisma' | 'services' | 'log'>, now: Date, max: number): Promise<number> {
  const due = await ctx.prisma.refund.findMany({
    where: {
      status: 'PENDING',
      kind: 'GATEWAY',
      providerRefundId: null,
      paymentId: { not: null },
      raw: { path: [RETRY_REQUEST], equals: true },
      updatedAt: { lte: new Date(now.getTime() - REFUND_SETTLEMENT_DELAY_MS) },
    },
    select: { id: true },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    take: max,
  });
  let settled = 0;
  for (const { id } of due) {
    const claimed = await ctx.prisma.$transaction(async (tx) => {
      const { orderId } = await tx.refund.findUniqueOrThrow({ where: { id }, select: { orderId: true } });
      await lockOrder(tx, orderId);
      const refund = await tx.refund.findUniqueOrThrow({ where: { id }, include: { payment: true } });
      const raw = refund.raw as Record<string, unknown>;
      if (refund.status !== 'PENDING' || refund.providerRefundId !== null || raw[RETRY_REQUEST] !== true) return null;
      await tx.refund.update({ where: { id }, data: { raw: { ...(raw as Prisma.InputJsonObject), [RETRY_REQUEST]: false } } });
      return refund;
    }, TX_OPTIONS);
    if (!claimed) continue;
    const payment = claimed.payment!;
    let answer: RefundAnswer;
    try {
      answer = await ctx.services.payments[payment.method as OnlinePaymentMethod].refund(refundRequestOf(claimed, payment));
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      ctx.log.warn({ err: error, refundId: id }, 'Refund settlement: the gateway did not answer a refund asked again');
      await ctx.prisma.refund.update({ where: { id }, data: { failureReason: `The gateway did not answer: ${error.message}`.slice(0, 500) } });
      continue;
    }
    const finished = await settleRefund(ctx, id, answer, { kind: 'SYSTEM', id: null }, now);
    if (finished.status !== 'PENDING') settled += 1;
  }
  return settled;
}

/** Records the gateway's answer to a PENDING refund (once) and applies a success. */
async function settleRefund(ctx: Pick<Context, 'prisma' | 'services' | 'log'>, refundId: string, answer: RefundAnswer, actor: Actor, now: Date): Promise<Refund> {
  const result = await ctx.prisma.$transaction(async (tx) => {
    const pending = await tx.refund.findUniqueOrThrow({ where: { id: refundId } });
    const order = (await lockOrder(tx, pending.orderId))!;
    const refund = await tx.refund.findUniqueOrThrow({ where: { id: refundId } });
    if (refund.status !== 'PENDING') return { refund, order, succeeded: false };
    const raw = answer.raw as Prisma.InputJsonObject;
    if (answer.status === 'RETRY') {
      // Not made for now (a system error, maintenance): stays PENDING, its amount reserved. A refund the gateway
      // has no id for is asked for again by the settlement sweep; one it has (a status query said "not now") is asked about again.
      const retry = refund.providerRefundId === null;
      const kept = await tx.refund.update({
        where: { id: refundId },
        data: { failureReason: `Asked again later: ${answer.reason}`.slice(0, 500), raw: { ...raw, [RETRY_REQUEST]: retry } },
      });
      return { refund: kept, order, succeeded: false };
    }
    if (answer.status === 'REFUSED') {
      const failed = await tx.refund.update({ where: { id: refundId }, data: { status: 'FAILED', failureReason: answer.reason.slice(0, 500), raw } });
      await recordOrderEvent(tx, { orderId: order.id, type: 'REFUND_REFUSED', actor, message: `The gateway refused the refund: ${answer.reason}`, visibleToCustomer: false, at: now });
      return { refund: failed, order, succeeded: false };
    }
    const updated = await tx.refund.update({ where: { id: refundId }, data: { status: answer.status, providerRefundId: answer.providerRefundId, raw } });
    if (answer.status !== 'SUCCEEDED') return { refund: updated, order, succeeded: false };
    const payment = refund.paymentId ? await tx.payment.findUniqueOrThrow({ where: { id: refund.paymentId } }) : null;
    await applySucceededRefund(tx, order, updated, payment, actor, now);
    return { refund: updated, order, succeeded: true };
  }, TX_OPTIONS);
  if (result.succeeded) {
    await notifyCustomer(ctx, result.order.phone, (locale) => translate(locale, 'sms.refund.gateway', { amount: smsMoney(result.refund.amount, locale), number: result.order.number }), { customerId: result.order.customerId });
  }
  return result.refund;
}

/**
 * Staff record money paid back by hand for a cash order (cash on delivery after delivery, or a counter
 * sale): who paid it out, how much (default all), why. Same key again → the same refund; with another request, IdempotencyKeyReusedError.
 */
export async function recordManualRefund(
  ctx: RefundsCtx,
  raw: { orderId: unknown; idempotencyKey: unknown; paidOutBy: unknown; amountPoisha?: unknown; reason?: unknown },
  now = new Date(),
): Promise<Refund> {
  const actor: Actor = { kind: 'STAFF', id: requireViewerId(ctx) };
  const input = parseInput(manualRefundSchema, { idempotencyKey: raw.idempotencyKey, amountPoisha: raw.amountPoisha, reason: raw.reason, paidOutBy: raw.paidOutBy });
  const orderId = orderIdOf(raw.orderId);
  const request = { ...input, kind: 'MANUAL' as const, paymentId: null, orderId, amountPoisha: input.amountPoisha ?? null };
  const requestHash = hashRequest(request);
  const result = await ctx.prisma.$transaction(async (tx) => {
    const existing = await repeatedRefund(tx, request, requestHash);
    const order = await lockOrder(tx, orderId);
    if (!order) throw new NotFoundError('Order', 'No such order.');
    if (existing) return { refund: existing, order, created: false };
    if (order.paymentMethod !== 'COD' && order.channel !== 'COUNTER') {
      throw new ValidationError([{ field: 'orderId', message: 'This order was paid online: refund it through its payment.' }]);
    }
    const left = order.netTotal - (await refundedSoFar(tx, { orderId, kind: 'MANUAL' }));
    const amount = input.amountPoisha ?? left;
    if (amount > left || left <= 0) throw new ValidationError([{ field: 'amountPoisha', message: `At most ${formatTaka(Math.max(0, left))} can still be refunded.` }]);
    await requireRefundableOrder(tx, order, amount === left, now);
    const refund = await tx.refund.create({
      data: { orderId, kind: 'MANUAL', amount, status: 'SUCCEEDED', idempotencyKey: input.idempotencyKey, requestHash, reason: input.reason, paidOutBy: input.paidOutBy, staffId: actor.id },
    });
    await applySucceededRefund(tx, order, refund, null, actor, now);
    return { refund, order, created: true };
  }, TX_OPTIONS);
  if (result.created) {
    await recordAudit(ctx, { action: 'payments.manual_refund', targetType: 'Order', targetId: orderId, details: { refundId: result.refund.id, amount: result.refund.amount, paidOutBy: result.refund.paidOutBy } });
    await notifyCustomer(ctx, result.order.phone, (locale) => translate(locale, 'sms.refund.cash', { amount: smsMoney(result.refund.amount, locale), number: result.order.number }), { customerId: result.order.customerId });
  }
  return result.refund;
}
