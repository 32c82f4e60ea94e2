import { builder } from '../../builder.ts';
import { ORDER_READER_PERMISSIONS } from '../../shared/permissions.ts';
import { RefundKind, RefundStatus } from '../../generated/prisma/client.ts';
import { NotFoundError, ValidationError } from '../../shared/errors.ts';
import { ErrorInterface } from '../../shared/errors.schema.ts';
import { MoneyRef } from '../../shared/money.schema.ts';
import { IdempotencyKeyReusedError, OrderTransitionError } from '../orders/orders.errors.ts';
import { recordManualRefund, refundPayment, RefundRefusedError } from './refunds.service.ts';

const RefundKindEnum = builder.enumType(RefundKind, { name: 'RefundKind' });
const RefundStatusEnum = builder.enumType(RefundStatus, { name: 'RefundStatus' });

export const RefundRef = builder.prismaObject('Refund', {
  description: 'Money given back for an order (staff): through the gateway, or paid out by hand.',
  fields: (t) => ({
    id: t.exposeID('id'),
    kind: t.field({ type: RefundKindEnum, resolve: (r) => r.kind }),
    status: t.field({ type: RefundStatusEnum, resolve: (r) => r.status }),
    amount: t.field({ type: MoneyRef, resolve: (r) => r.amount }),
    reason: t.exposeString('reason'),
    failureReason: t.exposeString('failureReason', { nullable: true, description: "The gateway's reason when it refused." }),
    providerRefundId: t.exposeString('providerRefundId', { nullable: true }),
    paidOutBy: t.exposeString('paidOutBy', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    order: t.relation('order'),
  }),
});

builder.objectType(RefundRefusedError, {
  name: 'RefundRefusedError',
  description: 'The gateway refused the refund; nothing changed on the order.',
  interfaces: [ErrorInterface],
  isTypeOf: (value) => value instanceof RefundRefusedError,
  fields: (t) => ({ gatewayReason: t.exposeString('gatewayReason') }),
});

builder.prismaObjectField('Order', 'refunds', (t) =>
  t.relation('refunds', { description: 'Refunds (staff who read every order).', authScopes: { anyPermission: ORDER_READER_PERMISSIONS }, query: { orderBy: { createdAt: 'asc' } } }),
);

const RefundPaymentInput = builder.inputType('RefundPaymentInput', {
  fields: (t) => ({
    paymentId: t.id({ required: true }),
    idempotencyKey: t.string({ required: true, description: 'Made once per refund form; a repeat returns the same refund, the key with another request IdempotencyKeyReusedError.' }),
    amountPoisha: t.int({ description: 'Default: all that is left of the payment.' }),
    reason: t.string(),
  }),
});
const RecordManualRefundInput = builder.inputType('RecordManualRefundInput', {
  fields: (t) => ({
    orderId: t.id({ required: true }),
    idempotencyKey: t.string({ required: true }),
    paidOutBy: t.string({ required: true, description: 'Who handed the money back.' }),
    amountPoisha: t.int({ description: 'Default: all of the order.' }),
    reason: t.string(),
  }),
});

builder.queryField('refundQueue', (t) =>
  t.prismaField({
    type: ['Payment'],
    description: 'Late payments (money taken after the order expired or was cancelled) waiting for a refund, oldest first (orders.manage).',
    authScopes: { permission: 'orders.manage' },
    resolve: (query, _root, _args, ctx) => ctx.prisma.payment.findMany({ ...query, where: { status: 'PAID_NEEDS_REFUND' }, orderBy: { createdAt: 'asc' }, take: 100 }),
  }),
);

builder.mutationFields((t) => ({
  refundPayment: t.field({
    type: RefundRef,
    description: 'Refunds a paid online payment through its gateway, whole or part (orders.manage).',
    authScopes: { permission: 'orders.manage' },
    errors: { types: [NotFoundError, ValidationError, OrderTransitionError, RefundRefusedError, IdempotencyKeyReusedError], dataField: { name: 'refund' } },
    args: { input: t.arg({ type: RefundPaymentInput, required: true }) },
    resolve: (_root, { input }, ctx) => refundPayment(ctx, { ...input, paymentId: String(input.paymentId) }),
  }),
  recordManualRefund: t.field({
    type: RefundRef,
    description: 'Records money paid back by hand for a cash order, and who paid it out (orders.manage).',
    authScopes: { permission: 'orders.manage' },
    errors: { types: [NotFoundError, ValidationError, OrderTransitionError, IdempotencyKeyReusedError], dataField: { name: 'refund' } },
    args: { input: t.arg({ type: RecordManualRefundInput, required: true }) },
    resolve: (_root, { input }, ctx) => recordManualRefund(ctx, { ...input, orderId: String(input.orderId) }),
  }),
}));
