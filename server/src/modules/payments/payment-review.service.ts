/**
 * Payments under review: money a gateway took but holds as risky (SSLCommerz VALID with risk_level ≠ 0), recorded
 * UNDER_REVIEW by applyVerifiedPayment. Staff (orders.manage) accept one — the order is paid through the state
 * machine, once, under the order's row lock, as if the gateway had said paid — or refuse it: the attempt becomes a
 * late payment (PAID_NEEDS_REFUND) and is refunded through the usual refund path (refundPayment, idempotent by key).
 */
import type { Context } from '../../context.ts';
import type { Payment, Refund } from '../../generated/prisma/client.ts';
import { localId } from '../../graphql/global-ids.ts';
import { ValidationError } from '../../shared/errors.ts';
import { formatTaka } from '../../shared/money.ts';
import { recordAudit } from '../accounts/audit.ts';
import { requireViewerId } from '../accounts/auth.service.ts';
import { nonEmptyQuery } from '../catalog/catalog.service.ts';
import { recordOrderEvent, type Actor } from '../orders/order-transitions.ts';
import { afterApplied, applyPaidLocked, lockAttempt, paymentNotFound } from './payments.service.ts';
import { refundPayment } from './refunds.service.ts';

type ReviewCtx = Pick<Context, 'prisma' | 'viewer' | 'services' | 'log' | 'remote'>;
const TX_OPTIONS = { maxWait: 30_000, timeout: 30_000 };

/** The payments waiting for staff, oldest first. */
export function paymentsUnderReview(ctx: Pick<Context, 'prisma'>, query: object = {}) {
  return ctx.prisma.payment.findMany({ ...nonEmptyQuery(query), where: { status: 'UNDER_REVIEW' }, orderBy: [{ verifiedAt: 'asc' }, { id: 'asc' }], take: 100 });
}

function paymentIdOf(raw: unknown): string {
  const id = localId(raw, ['Payment'])?.id;
  if (!id) throw paymentNotFound();
  return id;
}

function notUnderReview(payment: Payment): ValidationError {
  const state = payment.status.toLowerCase().replace(/_/g, ' ');
  return new ValidationError([{ field: 'paymentId', message: `This payment is ${state}: it is not under review any more.` }]);
}

/**
 * Staff accept a payment under review: the money is the order's — paid and placed (invoice, ebooks, the customer's
 * text) — or, when the order can no longer take it (cancelled meanwhile), a late payment to refund. Once: a second
 * accept (a double click, another member of staff) finds it no longer under review (ValidationError).
 */
export async function acceptPaymentUnderReview(ctx: ReviewCtx, input: { paymentId: unknown }, now = new Date(), query: object = {}): Promise<Payment> {
  const actor: Actor = { kind: 'STAFF', id: requireViewerId(ctx) };
  const paymentId = paymentIdOf(input.paymentId);
  const result = await ctx.prisma.$transaction(async (tx) => {
    const attempt = await tx.payment.findUnique({ where: { id: paymentId }, select: { id: true, orderId: true } });
    if (!attempt) throw paymentNotFound();
    const { order, payment } = await lockAttempt(tx, attempt);
    if (payment.status !== 'UNDER_REVIEW') throw notUnderReview(payment);
    const reviewed = await tx.payment.update({ where: { id: payment.id }, data: { reviewedById: actor.id, reviewedAt: now } });
    return applyPaidLocked(tx, order, reviewed, { providerReference: payment.providerReference!, actor, note: 'accepted after review' }, now);
  }, TX_OPTIONS);
  await recordAudit(ctx, { action: 'payments.review_accepted', targetType: 'Order', targetId: result.outcome === 'REJECTED' ? undefined : result.order.id, details: { paymentId, outcome: result.outcome } });
  await afterApplied(ctx, result, paymentId);
  // Read again with what the caller selects (the GraphQL answer's nested fields).
  return ctx.prisma.payment.findUniqueOrThrow({ ...nonEmptyQuery(query), where: { id: paymentId } }) as Promise<Payment>;
}

/**
 * Staff refuse a payment under review: it is marked as money to give back (PAID_NEEDS_REFUND; the order is not paid
 * and expires as usual) and refunded in full through its gateway (refundPayment, with the form's key: a repeat returns
 * the first refund). A gateway that refuses the refund leaves the payment in the refund queue, with its reason.
 */
export async function refusePaymentUnderReview(
  ctx: ReviewCtx,
  input: { paymentId: unknown; idempotencyKey: unknown; reason?: unknown },
  now = new Date(),
): Promise<Refund> {
  const actor: Actor = { kind: 'STAFF', id: requireViewerId(ctx) };
  const paymentId = paymentIdOf(input.paymentId);
  const reason = typeof input.reason === 'string' && input.reason.trim() ? input.reason : 'Refused after review';
  const refused = await ctx.prisma.$transaction(async (tx) => {
    const attempt = await tx.payment.findUnique({ where: { id: paymentId }, select: { id: true, orderId: true } });
    if (!attempt) throw paymentNotFound();
    const { order, payment } = await lockAttempt(tx, attempt);
    // Refused before (a repeat of the same request): the refund below finds the first one by its key.
    if (payment.reviewedAt && (payment.status === 'PAID_NEEDS_REFUND' || payment.status === 'REFUNDED')) return false;
    if (payment.status !== 'UNDER_REVIEW') throw notUnderReview(payment);
    await tx.payment.update({ where: { id: payment.id }, data: { status: 'PAID_NEEDS_REFUND', reviewedById: actor.id, reviewedAt: now } });
    await recordOrderEvent(tx, {
      orderId: order.id,
      type: 'PAYMENT_REVIEW_REFUSED',
      actor,
      message: `The payment of ${formatTaka(payment.amount)} held for review was refused; it is refunded`,
      data: { tranId: payment.tranId, reason },
      visibleToCustomer: false,
      at: now,
    });
    return true;
  }, TX_OPTIONS);
  if (refused) await recordAudit(ctx, { action: 'payments.review_refused', targetType: 'Payment', targetId: paymentId, details: { reason } });
  return refundPayment(ctx, { paymentId, idempotencyKey: input.idempotencyKey, reason }, now);
}
