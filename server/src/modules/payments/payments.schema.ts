import { builder } from '../../builder.ts';
import type { Order } from '../../generated/prisma/client.ts';
import { NotFoundError, ValidationError } from '../../shared/errors.ts';
import { OrderTransitionError, PaymentUnavailableError } from '../orders/orders.errors.ts';
import { OrderNode } from '../orders/orders.schema.ts';
import { ErrorInterface } from '../../shared/errors.schema.ts';
import { startPayment } from './payments.service.ts';

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
