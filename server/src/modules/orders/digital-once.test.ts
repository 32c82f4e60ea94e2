/**
 * One ebook, one payment (digital-once.ts): a customer never pays twice for an ebook or course they
 * hold or are paying for in another order, alone or in a bundle, online or at the counter; two
 * payments or two placements at once let only one through (run on PostgreSQL too, where they really
 * run side by side).
 */
import { randomUUID } from 'node:crypto';
import { demoAccount, signInAs } from '../../../test/accounts.ts';
import { newCustomer } from '../../../test/cart-helpers.ts';
import { createBook, createBundle, createContent, createEbook, productGlobalId } from '../../../test/catalog-fixtures.ts';
import { buyOnline } from '../../../test/library-fixtures.ts';
import { cartNet, fillCart, placeCart, serviceCtx } from '../../../test/order-fixtures.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { taka } from '../../shared/money.ts';
import { applyVerifiedPayment, startPayment } from '../payments/payments.service.ts';
import { placeCounterOrder } from './counter.service.ts';
import { placeOrder } from './orders.service.ts';
import { grantEntitlementAsStaff } from '../library/staff-grants.service.ts';

let t: TestApp;
let admin: string;
let adminId: string;
let outletCode: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await signInAs(t, 'admin');
  adminId = (await t.db.prisma.user.findUniqueOrThrow({ where: { phone: demoAccount('admin').phone }, select: { id: true } })).id;
  outletCode = `once-${randomUUID().slice(0, 8)}`;
  await t.db.prisma.outlet.create({ data: { code: outletCode, name: 'Once counter' } });
});
afterAll(() => t.close());

const PLACE = `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { __typename
  ... on Error { message }
  ... on AlreadyOwnedError { productTitle bundleTitle }
  ... on AwaitingPaymentError { productTitle orderNumber }
  ... on ValidationError { fields { field message } }
  ... on MutationPlaceOrderSuccess { order { number status } } } }`;
const ADD = `mutation($input: AddToCartInput!) { addToCart(input: $input) { __typename ... on Error { message } ... on AlreadyOwnedError { productTitle bundleTitle } } }`;

/** Places the user's (digital) cart online through the service at `now`. */
async function placeAt(userId: string, now: Date) {
  const input = { idempotencyKey: randomUUID(), paymentMethod: 'SANDBOX' as const, name: 'Once', phone: '01712345678', expectedNetPoisha: await cartNet(t, userId) };
  return (await placeOrder(serviceCtx(t, userId), input, now)).order;
}

async function placeByGraphql(token: string, userId: string) {
  const input = { idempotencyKey: randomUUID(), paymentMethod: 'SANDBOX', name: 'Once', phone: '01712345678', expectedNetPoisha: await cartNet(t, userId) };
  return (await t.graphql(PLACE, { input }, { cookie: token })).data!.placeOrder;
}

/** A payment attempt of the order and the gateway's verified "paid" for it. */
async function paidAnswer(order: { id: string; number: string; netTotal: number }) {
  const payment = await t.db.prisma.payment.create({ data: { orderId: order.id, method: 'SANDBOX', tranId: `${order.number}-${randomUUID().slice(0, 4)}`, amount: order.netTotal } });
  return { status: 'PAID' as const, tranId: payment.tranId, amountPoisha: order.netTotal, providerReference: `ref-${payment.tranId}`, raw: {} };
}

const liveGrants = (userId: string, productId: string) => t.db.prisma.entitlementGrant.count({ where: { userId, productId, revokedAt: null } });

it('refuses an ebook waiting for payment in another unpaid order, naming it; once that order has run out of time it can be ordered again', async () => {
  const { token, userId } = await newCustomer(t, 'twice');
  const ebook = await createEbook(t.db.prisma, { title: 'Pay Once Ebook', price: taka(120) });
  await fillCart(t, userId, [{ productId: ebook.id }], { deliveryPlace: null });
  const first = await placeByGraphql(token, userId);
  expect(first).toMatchObject({ __typename: 'MutationPlaceOrderSuccess', order: { status: 'PENDING_PAYMENT' } });

  // Checkout abandoned at the gateway, bought again from the product page: refused, nothing written.
  await fillCart(t, userId, [{ productId: ebook.id }], { deliveryPlace: null });
  const orders = await t.db.prisma.order.count({ where: { customerId: userId } });
  const again = await placeByGraphql(token, userId);
  expect(again).toEqual({
    __typename: 'AwaitingPaymentError',
    productTitle: 'Pay Once Ebook',
    orderNumber: first.order.number,
    message: `Pay Once Ebook is already in your order ${first.order.number}, waiting for payment: pay that order from My orders, or cancel it to order Pay Once Ebook again.`,
  });
  expect(await t.db.prisma.order.count({ where: { customerId: userId } })).toBe(orders);
  expect(await t.db.prisma.cartLine.count({ where: { cart: { userId } } })).toBe(1);

  // A bundle holding it is refused the same way.
  const book = await createBook(t.db.prisma, { title: 'Once Paper', price: taka(200), stock: 5 });
  const bundle = await createBundle(t.db.prisma, { title: 'Once Bundle', price: taka(280), stock: 5, year: 2026, items: [{ productId: ebook.id }, { productId: book.id }] });
  await fillCart(t, userId, [{ productId: bundle.id }], { deliveryPlace: null });
  expect(await placeByGraphql(token, userId)).toMatchObject({ __typename: 'AwaitingPaymentError', productTitle: 'Pay Once Ebook', orderNumber: first.order.number });

  // After the first order's time to pay has run out, the ebook can be ordered again.
  await fillCart(t, userId, [{ productId: ebook.id }], { deliveryPlace: null });
  const later = new Date(Date.now() + (t.services.config.orders.paymentMinutes + 1) * 60_000);
  expect((await placeAt(userId, later)).status).toBe('PENDING_PAYMENT');
});

it('refuses a bundle holding an ebook or course the customer owns (cart and order, naming the item and the bundle), and an ebook twice in one order', async () => {
  const { token, userId } = await newCustomer(t, 'bundle-owner');
  const course = await createContent(t.db.prisma, { title: 'Owned Course', price: taka(300) });
  const ebook = await createEbook(t.db.prisma, { title: 'Owned Ebook', price: taka(90) });
  await buyOnline(t, userId, [course.id, ebook.id]);
  const book = await createBook(t.db.prisma, { title: 'Companion Paper', price: taka(200), stock: 5 });
  const bundle = await createBundle(t.db.prisma, { title: 'Course Pack', price: taka(450), stock: 5, year: 2026, items: [{ productId: book.id }, { productId: course.id }] });

  const added = (await t.graphql(ADD, { input: { productId: productGlobalId(bundle) } }, { cookie: token })).data!.addToCart;
  expect(added).toEqual({
    __typename: 'AlreadyOwnedError',
    productTitle: 'Owned Course',
    bundleTitle: 'Course Pack',
    message: 'Course Pack holds Owned Course, which you already own: remove the bundle from your cart (buy its other items on their own).',
  });
  expect(await t.db.prisma.cartLine.count({ where: { cart: { userId } } })).toBe(0);

  // Put in the cart before the course was bought: placing is refused, nothing written.
  await fillCart(t, userId, [{ productId: bundle.id }]);
  const orders = await t.db.prisma.order.count({ where: { customerId: userId } });
  const input = { idempotencyKey: randomUUID(), paymentMethod: 'COD', name: 'Owner', phone: '01712345678', address: 'House 1', district: 'Dhaka', expectedNetPoisha: await cartNet(t, userId) };
  const placed = (await t.graphql(PLACE, { input }, { cookie: token })).data!.placeOrder;
  expect(placed).toMatchObject({ __typename: 'AlreadyOwnedError', productTitle: 'Owned Course', bundleTitle: 'Course Pack' });
  expect(await t.db.prisma.order.count({ where: { customerId: userId } })).toBe(orders);
  expect((await t.db.prisma.product.findUniqueOrThrow({ where: { id: bundle.id } })).stock).toBe(5);

  // An ebook on its own and in a bundle of the same cart would be paid twice in one order.
  const fresh = await createEbook(t.db.prisma, { title: 'Twice In Cart', price: taka(70) });
  const pack = await createBundle(t.db.prisma, { title: 'Twice Pack', price: taka(100), stock: 5, year: 2026, items: [{ productId: fresh.id }] });
  await fillCart(t, userId, [{ productId: fresh.id }, { productId: pack.id }], { deliveryPlace: null });
  const twice = await placeByGraphql(token, userId);
  expect(twice).toMatchObject({
    __typename: 'ValidationError',
    fields: [{ field: 'cart', message: 'Twice In Cart is in your order twice (on its own and in Twice Pack): remove one of them, it is bought once.' }],
  });
});

it('applies one of two payments at once for two orders holding the same ebook; the other is queued for refund', async () => {
  const { userId } = await newCustomer(t, 'two-payments');
  const ebook = await createEbook(t.db.prisma, { title: 'Raced Ebook', price: taka(150) });
  // Two orders, the second placed after the first one's time to pay ran out, and now both out of time
  // but not yet swept: a payment the shopper started in time is still taken. The gateway confirms one
  // payment of each at the same moment.
  const minutes = t.services.config.orders.paymentMinutes;
  await fillCart(t, userId, [{ productId: ebook.id }], { deliveryPlace: null });
  const first = await placeAt(userId, new Date(Date.now() - (2 * minutes + 10) * 60_000));
  await fillCart(t, userId, [{ productId: ebook.id }], { deliveryPlace: null });
  const second = await placeAt(userId, new Date(Date.now() - (minutes + 5) * 60_000));
  const answers = [await paidAnswer(first), await paidAnswer(second)];

  const ctx = serviceCtx(t, userId);
  const results = await Promise.all(answers.map((answer) => applyVerifiedPayment(ctx, answer)));
  expect(results.map((r) => r.outcome).sort()).toEqual(['NEEDS_REFUND', 'PAID']);
  expect(await liveGrants(userId, ebook.id)).toBe(1);
  const payments = await t.db.prisma.payment.findMany({ where: { orderId: { in: [first.id, second.id] } }, select: { status: true } });
  expect(payments.map((p) => p.status).sort()).toEqual(['PAID', 'PAID_NEEDS_REFUND']);

  const refused = results.find((r) => r.outcome === 'NEEDS_REFUND') as Extract<(typeof results)[number], { outcome: 'NEEDS_REFUND' }>;
  expect(await t.db.prisma.order.findUniqueOrThrow({ where: { id: refused.order.id } })).toMatchObject({ status: 'PENDING_PAYMENT', paymentStatus: 'UNPAID' });
  const event = await t.db.prisma.orderEvent.findFirstOrThrow({ where: { orderId: refused.order.id, type: 'LATE_PAYMENT' } });
  expect(event.message).toBe('৳150 arrived, but Raced Ebook is already yours; it will be refunded and this order stays unpaid');
  // The refund queue staff work through lists it.
  const queue = await t.graphql('{ refundQueue { tranId } }', {}, { cookie: admin });
  expect(queue.errors).toBeUndefined();
  expect(queue.data!.refundQueue.map((p: { tranId: string }) => p.tranId)).toContain(refused.payment.tranId);
});

it('takes the payment of the order still payable, not of one whose time ran out while a new order holds its ebook', async () => {
  const { userId } = await newCustomer(t, 'late-and-new');
  const ebook = await createEbook(t.db.prisma, { title: 'Late Ebook', price: taka(150) });
  await fillCart(t, userId, [{ productId: ebook.id }], { deliveryPlace: null });
  const late = await placeAt(userId, new Date(Date.now() - (t.services.config.orders.paymentMinutes + 5) * 60_000));
  await fillCart(t, userId, [{ productId: ebook.id }], { deliveryPlace: null });
  const current = await placeAt(userId, new Date());
  const ctx = serviceCtx(t, userId);
  const lateResult = await applyVerifiedPayment(ctx, await paidAnswer(late));
  expect(lateResult.outcome).toBe('NEEDS_REFUND');
  const event = await t.db.prisma.orderEvent.findFirstOrThrow({ where: { orderId: late.id, type: 'LATE_PAYMENT' } });
  expect(event.message).toBe(`৳150 arrived, but Late Ebook is also in your order ${current.number}; it will be refunded and this order stays unpaid`);
  expect((await applyVerifiedPayment(ctx, await paidAnswer(current))).outcome).toBe('PAID');
  expect(await liveGrants(userId, ebook.id)).toBe(1);
});

it('refuses an ebook in a cash-on-delivery order on its way, and will not open a payment for an order whose ebook became the customer\'s', async () => {
  const { token, userId } = await newCustomer(t, 'cod-holder');
  const ebook = await createEbook(t.db.prisma, { title: 'Cash Ebook', price: taka(80) });
  const book = await createBook(t.db.prisma, { title: 'Cash Paper', price: taka(200), stock: 5 });
  await fillCart(t, userId, [{ productId: book.id }, { productId: ebook.id }]);
  const cod = await placeCart(t, userId, { paymentMethod: 'COD' });
  expect(cod).toMatchObject({ status: 'PLACED', paymentStatus: 'UNPAID' });
  // Paid in cash when the parcel arrives: buying it online meanwhile would pay for it twice.
  await fillCart(t, userId, [{ productId: ebook.id }], { deliveryPlace: null });
  expect(await placeByGraphql(token, userId)).toMatchObject({ __typename: 'AwaitingPaymentError', productTitle: 'Cash Ebook', orderNumber: cod.number });

  // An online order, then staff give the ebook (a support case): the order is not sent to the gateway.
  const { userId: other } = await newCustomer(t, 'granted-meanwhile');
  const course = await createContent(t.db.prisma, { title: 'Granted Course', price: taka(300) });
  await fillCart(t, other, [{ productId: course.id }], { deliveryPlace: null });
  const pending = await placeAt(other, new Date());
  await grantEntitlementAsStaff(serviceCtx(t, adminId, ['orders.manage']), { userId: other, productId: course.id, reason: 'Support case: given while unpaid' });
  await expect(startPayment(serviceCtx(t, other), { orderId: pending.id })).rejects.toMatchObject({
    code: 'ORDER_TRANSITION_REFUSED',
    message: 'Granted Course in this order is already owned (another order paid for it): the order cannot be paid. Cancel it and order the rest again.',
  });
  expect(await t.db.prisma.payment.count({ where: { orderId: pending.id } })).toBe(0);
});

it('lets one of an online placement and a counter sale of the same ebook to the same customer at once through', async () => {
  const { userId } = await newCustomer(t, 'counter-race');
  const phone = (await t.db.prisma.user.findUniqueOrThrow({ where: { id: userId }, select: { phone: true } })).phone!;
  const ebook = await createEbook(t.db.prisma, { title: 'Counter Raced Ebook', price: taka(110) });
  await fillCart(t, userId, [{ productId: ebook.id }], { deliveryPlace: null });
  const expected = await cartNet(t, userId);
  const staff = serviceCtx(t, adminId, ['orders.manage']);
  const outcomes = await Promise.allSettled([
    placeAt(userId, new Date()),
    placeCounterOrder(staff, { idempotencyKey: randomUUID(), outletCode, payment: 'CASH', phone, lines: [{ productId: ebook.id, quantity: 1 }], expectedNetPoisha: expected }),
  ]);
  expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
  const refused = outcomes.find((o) => o.status === 'rejected') as PromiseRejectedResult;
  expect(['ALREADY_OWNED', 'AWAITING_PAYMENT']).toContain(refused.reason.code);
  // Whichever won, the customer holds (or is paying for) the ebook once.
  const orders = await t.db.prisma.order.count({ where: { customerId: userId, lines: { some: { productId: ebook.id } } } });
  expect(orders).toBe(1);
});
