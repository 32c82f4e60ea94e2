/** Library tests: digital orders paid through the sandbox path (the state machine grants), refunds by staff. */
import type { Order } from '../src/generated/prisma/client.ts';
import { transitionOrder } from '../src/modules/orders/orders.service.ts';
import { applyVerifiedPayment } from '../src/modules/payments/payments.service.ts';
import { fillCart, placeCart, serviceCtx } from './order-fixtures.ts';
import type { TestApp } from './test-app.ts';

/** Places the products as one online order of `userId` and applies a verified payment (PENDING_PAYMENT → PLACED, grants). */
export async function buyOnline(t: TestApp, userId: string, productIds: string[]): Promise<Order> {
  await fillCart(t, userId, productIds.map((productId) => ({ productId })), { deliveryPlace: 'DHAKA' });
  const order = await placeCart(t, userId, { paymentMethod: 'SANDBOX' });
  const payment = await t.db.prisma.payment.create({ data: { orderId: order.id, method: 'SANDBOX', tranId: `${order.number}-PAY`, amount: order.netTotal } });
  const applied = await applyVerifiedPayment(serviceCtx(t, userId), {
    status: 'PAID',
    tranId: payment.tranId,
    amountPoisha: order.netTotal,
    providerReference: `ref-${payment.tranId}`,
    raw: {},
  });
  if (applied.outcome !== 'PAID') throw new Error(`payment not applied: ${applied.outcome}`);
  return t.db.prisma.order.findUniqueOrThrow({ where: { id: order.id } });
}

/**
 * Staff refund a paid, placed order as the state machine has it: a digital-only order is fulfilled
 * and then refunded; one with goods to ship is cancelled and then refunded (REVOKE_ENTITLEMENTS).
 */
export async function refund(t: TestApp, staffId: string, orderId: string): Promise<Order> {
  const ctx = serviceCtx(t, staffId, ['orders.manage']);
  const physical = await t.db.prisma.orderLine.count({ where: { orderId, kind: { notIn: ['EBOOK', 'CONTENT'] } } });
  await transitionOrder(ctx, { orderId, to: physical ? 'CANCELLED' : 'DELIVERED' });
  return transitionOrder(ctx, { orderId, to: 'REFUNDED' });
}
