/** Unpaid online orders with a payment attempt opened at their gateway, for the payment tests. */
import { randomBytes } from 'node:crypto';
import pino from 'pino';
import type { PaymentMethod } from '../src/generated/prisma/client.ts';
import { startPayment } from '../src/modules/payments/payments.service.ts';
import { createBook, createEbook } from './catalog-fixtures.ts';
import { newCustomer } from './cart-helpers.ts';
import type { TestApp } from './test-app.ts';

export const quietLog = pino({ level: 'silent' });

/** The context the sweeps and callbacks run with (no viewer). */
export const systemCtx = (t: TestApp) => ({ prisma: t.db.prisma, services: t.services, log: quietLog });

/**
 * An unpaid online order by a new customer — one book (`pricePoisha`), or one product of each of `kinds` at that
 * price — and its first payment attempt as the orders service opens it (the gateway's session made).
 * `minutesToPay` sets the order's deadline from now.
 */
export async function openOnlineAttempt(
  t: TestApp,
  method: PaymentMethod,
  options: { pricePoisha?: number; minutesToPay?: number; kinds?: readonly ('BOOK' | 'EBOOK')[] } = {},
) {
  const price = options.pricePoisha ?? 50_000;
  const { userId, token } = await newCustomer(t);
  const products = await Promise.all(
    (options.kinds ?? ['BOOK']).map((kind) =>
      (kind === 'EBOOK' ? createEbook : createBook)(t.db.prisma, { title: `Payment fixture ${kind} ${randomBytes(3).toString('hex')}`, price, stock: 5 }),
    ),
  );
  const total = price * products.length;
  const order = await t.db.prisma.order.create({
    data: {
      number: `PG-TEST-${randomBytes(4).toString('hex')}`,
      customerId: userId,
      idempotencyKey: randomBytes(8).toString('hex'),
      requestHash: 'test',
      status: 'PENDING_PAYMENT',
      paymentMethod: method,
      name: 'Rahim Uddin',
      phone: '01712345678',
      goodsTotal: total,
      discountTotal: 0,
      deliveryCharge: 0,
      netTotal: total,
      expiresAt: new Date(Date.now() + (options.minutesToPay ?? 30) * 60_000),
      lines: {
        create: products.map((product, position) => ({
          productId: product.id,
          kind: product.kind,
          title: product.title,
          unitPrice: price,
          quantity: 1,
          lineTotal: price,
          position,
        })),
      },
    },
  });
  const ctx = { ...systemCtx(t), viewer: { id: userId, roles: ['customer'], permissions: new Set<string>() } };
  const started = await startPayment(ctx, { orderId: order.id });
  return {
    order,
    userId,
    cookie: `pathagar_session=${token}`,
    tranId: started.payment.tranId,
    paymentId: started.payment.id,
    sessionId: started.payment.providerSessionId!,
    redirectUrl: started.redirectUrl,
  };
}

/** What the shop holds about an order: its status, its attempts, and how many of each event. */
export async function orderState(t: TestApp, orderId: string) {
  const order = await t.db.prisma.order.findUniqueOrThrow({
    where: { id: orderId },
    select: { status: true, paymentStatus: true, payments: { select: { status: true, providerReference: true } }, events: { select: { type: true } } },
  });
  const events: Record<string, number> = {};
  for (const { type } of order.events) events[type] = (events[type] ?? 0) + 1;
  return { status: order.status, paymentStatus: order.paymentStatus, attempts: order.payments, events };
}
