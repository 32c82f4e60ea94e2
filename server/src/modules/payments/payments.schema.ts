import { builder } from '../../builder.ts';
import type { Order, PaymentMethod } from '../../generated/prisma/client.ts';
import { NotFoundError, ValidationError } from '../../shared/errors.ts';
import { OrderTransitionError, PaymentUnavailableError } from '../orders/orders.errors.ts';
import { OrderNode, PaymentMethodEnum } from '../orders/orders.schema.ts';
import { MoneyRef } from '../../shared/money.schema.ts';
import { ErrorInterface } from '../../shared/errors.schema.ts';
import { cartViewOnce } from '../cart/cart.service.ts';
import { findViewerOrderByNumber, findViewerPayment, offeredOnlineMethods, startPayment } from './payments.service.ts';
import { amountUnavailableReason } from './providers/index.ts';

builder.objectType(PaymentUnavailableError, {
  name: 'PaymentUnavailableError',
  description: 'The payment gateway is not answering; the order stays payable: try again later.',
  interfaces: [ErrorInterface],
  isTypeOf: (value) => value instanceof PaymentUnavailableError,
  fields: (t) => ({ orderNumber: t.exposeString('orderNumber') }),
});

const StartedPaymentRef = builder.objectRef<{ order: Order; redirectUrl: string; tranId: string }>('StartedOrderPayment');

const StartOrderPaymentInput = builder.inputType('StartOrderPaymentInput', { fields: (t) => ({ orderId: t.id({ required: true }) }) });

builder.mutationField('startOrderPayment', (t) =>
  t.field({
    type: StartedPaymentRef,
    description: "Opens a payment at the order's gateway for the customer's own unpaid online order; send the browser to redirectUrl.",
    authScopes: { signedIn: true },
    errors: { types: [NotFoundError, ValidationError, OrderTransitionError, PaymentUnavailableError] },
    args: { input: t.arg({ type: StartOrderPaymentInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const started = await startPayment(ctx, { orderId: String(input.orderId) });
      return { order: started.order, redirectUrl: started.redirectUrl, tranId: started.payment.tranId };
    },
  }),
);

StartedPaymentRef.implement({
  fields: (t) => ({
    order: t.field({ type: OrderNode, resolve: (s) => s.order }),
    redirectUrl: t.exposeString('redirectUrl', { description: "The gateway's payment page." }),
    tranId: t.exposeString('tranId', { description: 'Our id of this payment attempt.' }),
  }),
});

// The customer's view of one of their payment attempts (the outcome pages): no provider details.
const ViewerPaymentRef = builder.prismaObject('Payment', {
  variant: 'ViewerPayment',
  description: "One of the viewer's own payment attempts, as the payment outcome pages show it.",
  fields: (t) => ({
    tranId: t.exposeString('tranId'),
    method: t.field({ type: PaymentMethodEnum, resolve: (p) => p.method }),
    amount: t.field({ type: MoneyRef, resolve: (p) => p.amount }),
    paid: t.boolean({ description: 'The gateway confirmed this attempt and the shop holds the money.', resolve: (p) => p.status === 'PAID' }),
    underReview: t.boolean({
      description: 'The gateway took the money but holds it for review: the shop checks it and then places the order or refunds the money.',
      resolve: (p) => p.status === 'UNDER_REVIEW',
    }),
    order: t.relation('order'),
  }),
});

builder.queryFields((t) => ({
  viewerPayment: t.prismaField({
    type: ViewerPaymentRef,
    description: "The viewer's own payment attempt by its tranId (the /payment/{tranId}/success pages); others' and unknown ids are not found.",
    authScopes: { signedIn: true },
    errors: { types: [NotFoundError] },
    args: { tranId: t.arg.string({ required: true }) },
    resolve: (query, _root, { tranId }, ctx) => findViewerPayment(ctx, tranId, query),
  }),
  viewerOrderByNumber: t.prismaField({
    type: 'Order',
    description: "The viewer's own order by its number (the /payment/failed?order= page); others' and unknown numbers are not found.",
    authScopes: { signedIn: true },
    errors: { types: [NotFoundError] },
    args: { number: t.arg.string({ required: true }) },
    resolve: (query, _root, { number }, ctx) => findViewerOrderByNumber(ctx, number, query),
  }),
  checkoutPaymentMethods: t.field({
    type: [PaymentMethodEnum],
    description: 'How the checkout may be paid: cash on delivery (not for digital-only carts) and each online gateway this shop offers.',
    resolve: (_root, _args, ctx) => ['COD' as const, ...offeredOnlineMethods(ctx.services.payments)],
  }),
}));

const PaymentMethodOptionRef = builder.objectRef<{ method: PaymentMethod; reason: string | null }>('PaymentMethodOption').implement({
  description: "A payment method the shop offers at checkout, and whether it can take this cart's total.",
  fields: (t) => ({
    method: t.field({ type: PaymentMethodEnum, resolve: (option) => option.method }),
    available: t.boolean({ resolve: (option) => option.reason === null }),
    unavailableReason: t.string({
      nullable: true,
      description: "Why the method cannot take this cart's total (e.g. under the gateway's minimum), shown next to it; null when it can.",
      resolve: (option) => option.reason,
    }),
  }),
});

builder.prismaObjectFields('Cart', (t) => ({
  paymentMethods: t.field({
    type: [PaymentMethodOptionRef],
    description:
      "The methods of checkoutPaymentMethods, each with whether it can take this cart's net price (SSLCommerz takes ৳10 to ৳5,00,000). " +
      'Cash on delivery for carts with nothing to deliver is the checkout\'s own rule.',
    resolve: async (cart, _args, ctx) => {
      const { netPrice } = await cartViewOnce(ctx, cart);
      const methods: PaymentMethod[] = ['COD', ...offeredOnlineMethods(ctx.services.payments)];
      return methods.map((method) => ({ method, reason: amountUnavailableReason(method, netPrice) }));
    },
  }),
}));

builder.prismaObjectFields('Order', (t) => ({
  paymentUnderReview: t.boolean({
    description: "One of the order's payments was taken by the gateway but is held for review (the order waits; it does not expire).",
    select: { payments: { where: { status: 'UNDER_REVIEW' }, select: { id: true }, take: 1 } },
    resolve: (order) => order.payments.length > 0,
  }),
}));
