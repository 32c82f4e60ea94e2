/** Placing orders: errors as data with nothing written, concurrency (stock, coupon, idempotency), expiry, payments, sales. */
import { randomUUID } from 'node:crypto';
import { signInAs } from '../../../test/accounts.ts';
import { newCustomer } from '../../../test/cart-helpers.ts';
import { createBook, createBundle, createEbook } from '../../../test/catalog-fixtures.ts';
import { cartNet, fillCart, placeCart, serviceCtx } from '../../../test/order-fixtures.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { taka } from '../../shared/money.ts';
import { applyVerifiedPayment } from '../payments/payments.service.ts';
import { expireDueOrders } from './expiry.ts';
import { placeOrder } from './orders.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const PLACE = `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { __typename
  ... on MutationPlaceOrderSuccess { order { number status paymentStatus netTotal { amount } lines { title quantity } } }
  ... on PriceChangedError { newTotal { amount } }
  ... on OutOfStockError { productTitle available requested }
  ... on CouponInvalidError { reason } } }`;

async function customers(n: number) {
  return Promise.all(Array.from({ length: n }, async (_, i) => (await t.db.prisma.user.create({ data: { name: `Buyer ${i}`, phone: null } })).id));
}

it('places a COD order through GraphQL, snapshots it, empties the cart and texts the customer', async () => {
  const { token, userId } = await newCustomer(t, 'cod');
  const book = await createBook(t.db.prisma, { title: 'COD Book', price: taka(300), stock: 5 });
  await fillCart(t, userId, [{ productId: book.id, quantity: 2, source: 'home' }]);
  const net = await cartNet(t, userId);
  const input = { idempotencyKey: randomUUID(), paymentMethod: 'COD', deliveryPlace: 'DHAKA', name: 'Rahim', phone: '01712345678', address: 'Road 1', district: 'Dhaka', expectedNetPoisha: net };
  const { data } = await t.graphql(PLACE, { input }, { cookie: token });
  expect(data!.placeOrder).toEqual({
    __typename: 'MutationPlaceOrderSuccess',
    order: { number: expect.stringMatching(/^PG-\d{4}-\d{6}$/), status: 'PLACED', paymentStatus: 'UNPAID', netTotal: { amount: net }, lines: [{ title: 'COD Book', quantity: 2 }] },
  });
  expect((await t.db.prisma.product.findUniqueOrThrow({ where: { id: book.id } })).stock).toBe(3);
  expect(await t.db.prisma.cartLine.count({ where: { cart: { userId } } })).toBe(0);
  const sms = await t.db.prisma.smsMessage.findFirstOrThrow({ where: { to: '01712345678' }, orderBy: { createdAt: 'desc' } });
  expect(sms.body).toContain(data!.placeOrder.order.number);
  // The same key again: the same order, nothing new.
  const again = await t.graphql(PLACE, { input }, { cookie: token });
  expect(again.data!.placeOrder.order.number).toBe(data!.placeOrder.order.number);
  expect(await t.db.prisma.order.count({ where: { customerId: userId } })).toBe(1);
  // The same key with another request is refused.
  const other = await t.graphql(PLACE, { input: { ...input, address: 'Road 2' } }, { cookie: token });
  expect(other.data!.placeOrder.__typename).toBe('IdempotencyKeyReusedError');
});

it('answers price changed, out of stock (which line, how many left) and invalid coupon as data, writing nothing', async () => {
  const [userId] = await customers(1);
  const book = await createBook(t.db.prisma, { title: 'Scarce Book', price: taka(200), stock: 3 });
  const bundleBook = await createBook(t.db.prisma, { title: 'Bundled Book', price: taka(100), stock: 1 });
  const bundle = await createBundle(t.db.prisma, { title: 'Exam Bundle', price: taka(250), stock: 10, year: 2026, items: [{ productId: bundleBook.id, quantity: 1 }] });
  const ctx = serviceCtx(t, userId!);
  const base = { idempotencyKey: randomUUID(), paymentMethod: 'COD' as const, deliveryPlace: 'DHAKA' as const, name: 'K', phone: '01712345679', address: 'Road', district: 'Dhaka' };

  await fillCart(t, userId!, [{ productId: book.id, quantity: 2 }]);
  const net = await cartNet(t, userId!);
  await expect(placeOrder(ctx, { ...base, expectedNetPoisha: net - 100 })).rejects.toMatchObject({ code: 'PRICE_CHANGED', newNet: net });

  // Two bundles need two units of their book, which has one left: the shortage names the bundle line and its item.
  await fillCart(t, userId!, [{ productId: book.id, quantity: 1 }, { productId: bundle.id, quantity: 2 }]);
  await expect(placeOrder(ctx, { ...base, expectedNetPoisha: await cartNet(t, userId!) })).rejects.toMatchObject({
    code: 'OUT_OF_STOCK',
    productTitle: 'Exam Bundle (Bundled Book)',
    available: 1,
    requested: 2,
  });

  const coupon = await t.db.prisma.coupon.create({ data: { code: `GONE${Date.now()}`, discountType: 'PERCENT', value: 10, createdByRole: 'admin' } });
  await fillCart(t, userId!, [{ productId: book.id }], { couponId: coupon.id });
  const withCoupon = await cartNet(t, userId!);
  await t.db.prisma.coupon.update({ where: { id: coupon.id }, data: { active: false } });
  await expect(placeOrder(ctx, { ...base, expectedNetPoisha: withCoupon })).rejects.toMatchObject({ code: 'COUPON_INVALID', reason: 'INACTIVE' });

  expect(await t.db.prisma.order.count({ where: { customerId: userId! } })).toBe(0);
  expect((await t.db.prisma.product.findUniqueOrThrow({ where: { id: book.id } })).stock).toBe(3);
  expect((await t.db.prisma.product.findUniqueOrThrow({ where: { id: bundleBook.id } })).stock).toBe(1);
});

it('sells the last unit once to 200 simultaneous customers', async () => {
  const book = await createBook(t.db.prisma, { title: 'Last Unit', price: taka(100), stock: 1 });
  const users = await customers(200);
  for (const userId of users) await fillCart(t, userId, [{ productId: book.id }]);
  const net = await cartNet(t, users[0]!);
  const results = await Promise.allSettled(
    users.map((userId) =>
      placeOrder(serviceCtx(t, userId), { idempotencyKey: randomUUID(), paymentMethod: 'COD', deliveryPlace: 'DHAKA', name: 'N', phone: '01712345670', address: 'R', district: 'Dhaka', expectedNetPoisha: net }),
    ),
  );
  expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
  expect(results.filter((r) => r.status === 'rejected' && (r.reason as { code?: string }).code === 'OUT_OF_STOCK')).toHaveLength(199);
  expect((await t.db.prisma.product.findUniqueOrThrow({ where: { id: book.id } })).stock).toBe(0);
  expect(await t.db.prisma.orderLine.count({ where: { productId: book.id } })).toBe(1);
}, 60_000);

it('redeems a coupon with a total limit of 1 once among 100 simultaneous orders', async () => {
  const book = await createBook(t.db.prisma, { title: 'Coupon Race', price: taka(100), stock: 1000 });
  const coupon = await t.db.prisma.coupon.create({ data: { code: `ONCE${Date.now()}`, discountType: 'FIXED', value: taka(10), usageLimit: 1, createdByRole: 'admin' } });
  const users = await customers(100);
  for (const userId of users) await fillCart(t, userId, [{ productId: book.id }], { couponId: coupon.id });
  const net = await cartNet(t, users[0]!);
  const results = await Promise.allSettled(
    users.map((userId) =>
      placeOrder(serviceCtx(t, userId), { idempotencyKey: randomUUID(), paymentMethod: 'COD', deliveryPlace: 'DHAKA', name: 'N', phone: '01712345670', address: 'R', district: 'Dhaka', expectedNetPoisha: net }),
    ),
  );
  expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
  expect(await t.db.prisma.couponRedemption.count({ where: { couponId: coupon.id } })).toBe(1);
  expect((await t.db.prisma.coupon.findUniqueOrThrow({ where: { id: coupon.id } })).usedCount).toBe(1);
  expect((await t.db.prisma.product.findUniqueOrThrow({ where: { id: book.id } })).stock).toBe(999);
}, 60_000);

it('makes one order from 50 simultaneous placements with one idempotency key', async () => {
  const [userId] = await customers(1);
  const book = await createBook(t.db.prisma, { title: 'Idempotent', price: taka(100), stock: 10 });
  await fillCart(t, userId!, [{ productId: book.id }]);
  const input = { idempotencyKey: randomUUID(), paymentMethod: 'COD' as const, deliveryPlace: 'DHAKA' as const, name: 'N', phone: '01712345670', address: 'R', district: 'Dhaka', expectedNetPoisha: await cartNet(t, userId!) };
  const results = await Promise.all(Array.from({ length: 50 }, () => placeOrder(serviceCtx(t, userId!), input)));
  expect(new Set(results.map((r) => r.order.id)).size).toBe(1);
  expect(results.filter((r) => r.created)).toHaveLength(1);
  expect((await t.db.prisma.product.findUniqueOrThrow({ where: { id: book.id } })).stock).toBe(9);
});

it('expires an unpaid online order, giving back stock and coupon use; a late payment is recorded for refund', async () => {
  const [userId] = await customers(1);
  const book = await createBook(t.db.prisma, { title: 'Held Book', price: taka(500), stock: 2 });
  const coupon = await t.db.prisma.coupon.create({ data: { code: `HOLD${Date.now()}`, discountType: 'FIXED', value: taka(50), usageLimit: 5, createdByRole: 'admin' } });
  await fillCart(t, userId!, [{ productId: book.id }], { couponId: coupon.id });
  const order = await placeCart(t, userId!, { paymentMethod: 'SANDBOX' });
  expect(order.status).toBe('PENDING_PAYMENT');
  expect((await t.db.prisma.product.findUniqueOrThrow({ where: { id: book.id } })).stock).toBe(1);
  expect(await expireDueOrders(t.db.prisma, new Date())).not.toContain(order.number);
  const payment = await t.db.prisma.payment.create({ data: { orderId: order.id, method: 'SANDBOX', tranId: `${order.number}-LATE`, amount: order.netTotal } });

  expect(await expireDueOrders(t.db.prisma, new Date(order.expiresAt!.getTime() + 1))).toContain(order.number);
  expect((await t.db.prisma.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe('EXPIRED');
  expect((await t.db.prisma.product.findUniqueOrThrow({ where: { id: book.id } })).stock).toBe(2);
  expect((await t.db.prisma.coupon.findUniqueOrThrow({ where: { id: coupon.id } })).usedCount).toBe(0);
  expect(await t.db.prisma.couponRedemption.count({ where: { couponId: coupon.id } })).toBe(0);

  const late = await applyVerifiedPayment(serviceCtx(t, userId!), { status: 'PAID', tranId: payment.tranId, amountPoisha: order.netTotal, providerReference: `ref-${randomUUID()}`, raw: {} });
  expect(late.outcome).toBe('NEEDS_REFUND');
  expect((await t.db.prisma.payment.findUniqueOrThrow({ where: { id: payment.id } })).status).toBe('PAID_NEEDS_REFUND');
  expect((await t.db.prisma.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe('EXPIRED');
});

it('applies a verified payment once (10 replays), refuses a wrong amount, grants the ebook, and counts sales', async () => {
  const [userId] = await customers(1);
  const ebook = await createEbook(t.db.prisma, { title: 'Paid Ebook', price: taka(150) });
  await fillCart(t, userId!, [{ productId: ebook.id, source: 'campaign-x' }], { deliveryPlace: null });
  const order = await placeCart(t, userId!, { paymentMethod: 'SANDBOX' });
  const payment = await t.db.prisma.payment.create({ data: { orderId: order.id, method: 'SANDBOX', tranId: `${order.number}-PAY`, amount: order.netTotal } });
  const ctx = serviceCtx(t, userId!);

  const wrong = await applyVerifiedPayment(ctx, { status: 'PAID', tranId: payment.tranId, amountPoisha: order.netTotal - 1, providerReference: 'ref-wrong', raw: {} });
  expect(wrong.outcome).toBe('REJECTED');
  expect((await t.db.prisma.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe('PENDING_PAYMENT');
  expect((await t.db.prisma.payment.findUniqueOrThrow({ where: { id: payment.id } })).status).toBe('STARTED');

  const verified = { status: 'PAID' as const, tranId: payment.tranId, amountPoisha: order.netTotal, providerReference: `ref-${randomUUID()}`, raw: { ok: true } };
  const outcomes = await Promise.all(Array.from({ length: 10 }, () => applyVerifiedPayment(ctx, verified)));
  expect(outcomes.map((o) => o.outcome).sort()).toEqual(['PAID', ...Array(9).fill('ALREADY_APPLIED')].sort());
  const paid = await t.db.prisma.order.findUniqueOrThrow({ where: { id: order.id } });
  expect([paid.status, paid.paymentStatus]).toEqual(['PLACED', 'PAID']);
  expect(await t.db.prisma.payment.count({ where: { orderId: order.id, status: 'PAID' } })).toBe(1);
  expect(await t.db.prisma.orderEvent.count({ where: { orderId: order.id, type: 'PAYMENT_RECEIVED' } })).toBe(1);
  expect(await t.db.prisma.entitlementGrant.findFirst({ where: { userId: userId!, productId: ebook.id, revokedAt: null } })).not.toBeNull();

  const { data } = await t.graphql(
    `{ orderSalesBySource { source orders units revenue { amount } } }`,
    {},
    { cookie: await signInAs(t, 'admin') },
  );
  expect(data!.orderSalesBySource).toContainEqual({ source: 'campaign-x', orders: 1, units: 1, revenue: { amount: order.netTotal } });
});
