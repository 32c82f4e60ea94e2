/**
 * The payment reconciliation sweep (issue 36 item 2): payment attempts with no final answer — STARTED (no callback
 * came, or none could be verified) or PENDING (the gateway said "not finished": a bKash execute that timed out, an
 * SSLCommerz PENDING) — are asked about at their gateway once they are a few minutes old: SSLCommerz's transaction
 * query by tran_id, bKash's query payment, the sandbox's own record. The answer is recorded by applyVerifiedPayment,
 * exactly once under the order's row lock: paid before the order expired → the order is paid; after → a late payment
 * to refund (PAID_NEEDS_REFUND), as for a late callback; failed → the attempt is failed; still open → asked again.
 *
 * Once across processes: every process may run it (the turn in `SweepTurn` keeps it to one per interval), and each
 * attempt is claimed before its gateway is asked by one conditional update of `lastCheckedAt` (a second sweep at the
 * same moment waits on the row lock, then finds the claim taken), so a gateway is asked once per attempt per round.
 */
import type { Context, Services } from '../../context.ts';
import type { PrismaClient } from '../../generated/prisma/client.ts';
import type { Logger } from '../../logger.ts';
import { startPeriodicSweep } from '../../shared/periodic-sweep.ts';
import { applyVerifiedPayment, type AppliedPayment } from './payments.service.ts';
import { PaymentCallbackRejectedError, PaymentProviderError, type OnlinePaymentMethod } from './providers/types.ts';

/** An attempt is first asked about this long after it was opened (the shopper is usually still paying before). */
export const RECONCILE_AFTER_MS = 3 * 60_000;
/** …and again this long after it was last asked, while it stays open. */
export const RECONCILE_AGAIN_MS = 3 * 60_000;
/** Attempts older than this are no longer asked about (the gateways close unpaid sessions long before). */
export const RECONCILE_MAX_AGE_MS = 48 * 60 * 60_000;

type ReconcileCtx = Pick<Context, 'prisma' | 'services' | 'log'>;

export interface ReconcileResult {
  /** Attempts whose gateway was asked. */
  asked: number;
  /** What the answers came to, by outcome (PAID, NEEDS_REFUND, UNDER_REVIEW, NOT_PAID, …), plus UNANSWERED and REJECTED. */
  outcomes: Record<string, number>;
}

/**
 * Asks the gateways about open attempts due by `now` (oldest claim first), at most `max`; records each answer once.
 * An unreachable gateway leaves the attempt for the next round; an answer that does not match our records (another
 * amount, another tran_id) is logged and changes nothing.
 */
export async function reconcilePayments(ctx: ReconcileCtx, now = new Date(), max = 100): Promise<ReconcileResult> {
  const openedBefore = new Date(now.getTime() - RECONCILE_AFTER_MS);
  const askedBefore = new Date(now.getTime() - RECONCILE_AGAIN_MS);
  const due = await ctx.prisma.payment.findMany({
    where: {
      status: { in: ['STARTED', 'PENDING'] },
      method: { not: 'COD' },
      createdAt: { lte: openedBefore, gte: new Date(now.getTime() - RECONCILE_MAX_AGE_MS) },
      OR: [{ lastCheckedAt: null }, { lastCheckedAt: { lte: askedBefore } }],
    },
    select: { id: true },
    orderBy: [{ lastCheckedAt: { sort: 'asc', nulls: 'first' } }, { createdAt: 'asc' }, { id: 'asc' }],
    take: max,
  });
  const result: ReconcileResult = { asked: 0, outcomes: {} };
  const count = (outcome: string) => (result.outcomes[outcome] = (result.outcomes[outcome] ?? 0) + 1);
  for (const { id } of due) {
    // The claim: one row-locked conditional update; whoever moves lastCheckedAt first asks the gateway this round.
    const claimed = await ctx.prisma.payment.updateMany({
      where: { id, status: { in: ['STARTED', 'PENDING'] }, OR: [{ lastCheckedAt: null }, { lastCheckedAt: { lte: askedBefore } }] },
      data: { lastCheckedAt: now },
    });
    if (claimed.count !== 1) continue;
    const attempt = await ctx.prisma.payment.findUniqueOrThrow({ where: { id } });
    result.asked += 1;
    let applied: AppliedPayment;
    try {
      const verified = await ctx.services.payments[attempt.method as OnlinePaymentMethod].queryPayment({
        tranId: attempt.tranId,
        providerSessionId: attempt.providerSessionId,
        amountPoisha: attempt.amount,
      });
      applied = await applyVerifiedPayment(ctx, verified, now);
    } catch (error) {
      if (error instanceof PaymentProviderError) {
        ctx.log.warn({ err: error, tranId: attempt.tranId }, 'Payment reconciliation: the gateway did not answer; next round');
        count('UNANSWERED');
        continue;
      }
      if (error instanceof PaymentCallbackRejectedError) {
        ctx.log.error({ err: error, tranId: attempt.tranId }, "Payment reconciliation: the gateway's answer does not match the attempt; check it by hand");
        count('REJECTED');
        continue;
      }
      throw error;
    }
    count(applied.outcome);
  }
  return result;
}

/** Reconciles open payment attempts every `intervalMs` (1 minute), once per interval across all server processes; `stop` waits for a running sweep. */
export function startPaymentReconciliation(options: { prisma: PrismaClient; log: Logger; services: Services; intervalMs?: number }): { stop: () => Promise<void> } {
  return startPeriodicSweep({
    name: 'payment-reconciliation',
    prisma: options.prisma,
    log: options.log,
    intervalMs: options.intervalMs ?? 60_000,
    sweep: async () => {
      const { asked, outcomes } = await reconcilePayments(options);
      if (asked) options.log.info({ asked, outcomes }, `Payment reconciliation: ${asked} open payment attempt(s) asked at their gateway`);
    },
  });
}
