import type { Context } from '../../context.ts';
import { applyVerifiedPayment, paymentAttemptByTranId, type AppliedPayment } from './payments.service.ts';
import { paymentFailedPath, paymentSuccessPath } from './payment-outcome-path.ts';
import {
  PaymentCallbackRejectedError,
  PaymentProviderError,
  type OnlinePaymentMethod,
  type VerifiedPayment,
} from './providers/types.ts';

type CallbackCtx = Pick<Context, 'prisma' | 'services' | 'log'>;

/** What one gateway callback (browser return or server notification) came to. */
export type CallbackResult =
  /** No attempt has this tranId. */
  | { kind: 'UNKNOWN' }
  /** Forged or mismatched (signature, val_id, amount, session): nothing changed. */
  | { kind: 'REJECTED'; orderNumber: string; reason: string }
  /** The gateway could not be asked: nothing changed, the order stays payable, the gateway may retry. */
  | { kind: 'UNVERIFIED'; orderNumber: string; reason: string }
  /** The provider confirmed an answer and it was recorded (or it said "not yet": PENDING is noted on the attempt, which stays open). */
  | { kind: 'VERIFIED'; orderNumber: string; verified: VerifiedPayment; applied: AppliedPayment | null; successPath: string };

/**
 * Handles a gateway callback for one attempt: the attempt's provider verifies it server-to-server before
 * anything changes, then applyVerifiedPayment records it (idempotent: a replay changes nothing). Forged and
 * mismatched callbacks are logged and change nothing.
 */
export async function receivePaymentCallback(ctx: CallbackCtx, tranId: string, callback: Record<string, string>): Promise<CallbackResult> {
  const attempt = await paymentAttemptByTranId(ctx.prisma, tranId);
  if (!attempt || attempt.method === 'COD') {
    ctx.log.warn({ tranId }, 'Payment callback for an unknown attempt');
    return { kind: 'UNKNOWN' };
  }
  const order = await ctx.prisma.order.findUniqueOrThrow({
    where: { id: attempt.orderId },
    select: { number: true, lines: { select: { kind: true } } },
  });
  const provider = ctx.services.payments[attempt.method as OnlinePaymentMethod];
  let verified: VerifiedPayment;
  try {
    verified = await provider.verify(tranId, callback, { providerSessionId: attempt.providerSessionId, amountPoisha: attempt.amount });
  } catch (error) {
    if (error instanceof PaymentCallbackRejectedError) {
      ctx.log.warn({ tranId, reason: error.message, fields: Object.keys(callback) }, 'Payment callback rejected');
      return { kind: 'REJECTED', orderNumber: order.number, reason: error.message };
    }
    if (error instanceof PaymentProviderError) {
      ctx.log.warn({ tranId, reason: error.message }, 'Payment callback could not be verified');
      // Money may have moved: the attempt is not finished (PENDING, the gateway's silence noted) and the
      // reconciliation sweep asks the gateway about it; an attempt already settled is left as it is.
      await ctx.prisma.payment.updateMany({
        where: { id: attempt.id, status: { in: ['STARTED', 'PENDING'] } },
        data: { status: 'PENDING', gatewayStatus: 'NO_ANSWER', gatewayReason: error.message.slice(0, 500) },
      });
      return { kind: 'UNVERIFIED', orderNumber: order.number, reason: error.message };
    }
    throw error;
  }
  const applied = await applyVerifiedPayment(ctx, verified);
  if (applied?.outcome === 'REJECTED') return { kind: 'REJECTED', orderNumber: order.number, reason: applied.reason };
  return { kind: 'VERIFIED', orderNumber: order.number, verified, applied, successPath: paymentSuccessPath({ tranId, lines: order.lines }) };
}

/** Where the shopper's browser goes after a callback: the success page only for a payment the shop holds (or holds for review). */
export function browserDestination(result: CallbackResult): string {
  if (result.kind === 'UNKNOWN') return paymentFailedPath(null);
  if (result.kind !== 'VERIFIED') return paymentFailedPath(result.orderNumber);
  const applied = result.applied;
  // Money taken but held for review: the outcome page says so (not a failure; the shop decides and the customer is told).
  if (applied && applied.outcome !== 'REJECTED' && applied.payment.status === 'UNDER_REVIEW') return result.successPath;
  if (applied?.outcome === 'PAID' || applied?.outcome === 'ALREADY_APPLIED' || applied?.outcome === 'NEEDS_REFUND') {
    // Money the shop must give back (late payment on an expired order) is not a success for the shopper.
    return applied.payment.status === 'PAID' ? result.successPath : paymentFailedPath(result.orderNumber, { refund: 'pending' });
  }
  return paymentFailedPath(result.orderNumber);
}
