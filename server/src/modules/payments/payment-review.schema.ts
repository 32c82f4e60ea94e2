import { builder } from '../../builder.ts';
import { NotFoundError, ValidationError } from '../../shared/errors.ts';
import { IdempotencyKeyReusedError, OrderTransitionError } from '../orders/orders.errors.ts';
import { acceptPaymentUnderReview, paymentsUnderReview, refusePaymentUnderReview } from './payment-review.service.ts';
import { RefundRef } from './refunds.schema.ts';
import { RefundRefusedError } from './refunds.service.ts';

builder.queryField('paymentsUnderReview', (t) =>
  t.prismaField({
    type: ['Payment'],
    description: 'Payments a gateway took but holds as risky (SSLCommerz risk_level ≠ 0), waiting for staff to accept or refuse, oldest first (orders.manage).',
    authScopes: { permission: 'orders.manage' },
    resolve: (query, _root, _args, ctx) => paymentsUnderReview(ctx, query),
  }),
);

const AcceptPaymentInput = builder.inputType('AcceptPaymentUnderReviewInput', { fields: (t) => ({ paymentId: t.id({ required: true }) }) });
const RefusePaymentInput = builder.inputType('RefusePaymentUnderReviewInput', {
  fields: (t) => ({
    paymentId: t.id({ required: true }),
    idempotencyKey: t.string({ required: true, description: 'Made once per refusal form; a repeat returns the same refund.' }),
    reason: t.string({ description: 'Why it was refused (kept with the refund).' }),
  }),
});

builder.mutationFields((t) => ({
  acceptPaymentUnderReview: t.prismaField({
    type: 'Payment',
    description: 'Accepts a payment under review: the order is paid (or, if it can no longer be, the money waits in the refund queue) (orders.manage).',
    authScopes: { permission: 'orders.manage' },
    errors: { types: [NotFoundError, ValidationError, OrderTransitionError], dataField: { name: 'payment' } },
    args: { input: t.arg({ type: AcceptPaymentInput, required: true }) },
    resolve: (query, _root, { input }, ctx) => acceptPaymentUnderReview(ctx, { paymentId: String(input.paymentId) }, new Date(), query),
  }),
  refusePaymentUnderReview: t.field({
    type: RefundRef,
    description: 'Refuses a payment under review: it is refunded in full through its gateway; the order stays unpaid (orders.manage).',
    authScopes: { permission: 'orders.manage' },
    errors: { types: [NotFoundError, ValidationError, OrderTransitionError, RefundRefusedError, IdempotencyKeyReusedError], dataField: { name: 'refund' } },
    args: { input: t.arg({ type: RefusePaymentInput, required: true }) },
    resolve: (_root, { input }, ctx) => refusePaymentUnderReview(ctx, { ...input, paymentId: String(input.paymentId) }),
  }),
}));
