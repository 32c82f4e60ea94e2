/**
 * Issue 36 §5: an SSLCommerz refund is done when the gateway says it is done. The refund API's `success` only
 * accepts the refund: it stays PENDING (order, credit note and text unchanged) until the refund status query
 * (by refund_ref_id, asked by the settlement sweep) says `refunded`; `cancelled` fails it and changes nothing else.
 */
import { randomUUID } from 'node:crypto';
import { signInAs } from '../../../test/accounts.ts';
import { newCustomer } from '../../../test/cart-helpers.ts';
import { createEbook } from '../../../test/catalog-fixtures.ts';
import { SslCommerzFake } from '../../../test/fakes/sslcommerz-fake.ts';
import { fillCart, placeCart, serviceCtx } from '../../../test/order-fixtures.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { taka } from '../../shared/money.ts';
import { latestSmsTo } from '../accounts/integrations/sms.ts';
import { startPayment } from './payments.service.ts';
import { SslCommerzProvider } from './providers/sslcommerz.ts';
import { REFUND_SETTLEMENT_DELAY_MS, settlePendingRefunds } from './refunds.service.ts';

const quietLog = { warn: () => {}, info: () => {}, error: () => {} } as never;

let t: TestApp;
let ssl: SslCommerzFake;
let admin: string;
beforeAll(async () => {
  [t, ssl] = await Promise.all([startTestApp(), new SslCommerzFake().start()]);
  t.services.payments.SSLCOMMERZ = new SslCommerzProvider({ storeId: ssl.storeId, storePassword: ssl.storePassword, apiUrl: ssl.url });
  admin = await signInAs(t, 'admin');
}, 120_000);
afterAll(() => Promise.all([t.close(), ssl.stop()]));

const REFUND = `mutation($input: RefundPaymentInput!) { refundPayment(input: $input) { __typename
  ... on MutationRefundPaymentSuccess { refund { status amount { amount } providerRefundId } }
  ... on RefundRefusedError { gatewayReason message } } }`;

const later = () => new Date(Date.now() + REFUND_SETTLEMENT_DELAY_MS + 1_000);
const settle = () => settlePendingRefunds({ prisma: t.db.prisma, services: t.services, log: quietLog }, later());

/** An ebook order paid through SSLCommerz: the gateway's signed IPN, confirmed by its validation API. */
async function paidOrder(price: number) {
  const { userId } = await newCustomer(t, 'sslrefund');
  const ebook = await createEbook(t.db.prisma, { title: `SSL Refund Ebook ${randomUUID()}`, price });
  await fillCart(t, userId, [{ productId: ebook.id }], { deliveryPlace: null });
  const order = await placeCart(t, userId, { paymentMethod: 'SSLCOMMERZ' });
  const { payment } = await startPayment(serviceCtx(t, userId), { orderId: order.id });
  const ipn = ssl.pay(payment.tranId, (price / 100).toFixed(2));
  const answer = await t.app.request(`/payments/notify/${payment.tranId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://sandbox.sslcommerz.com', 'sec-fetch-site': 'cross-site' },
    body: new URLSearchParams(ipn).toString(),
  });
  expect(answer.status).toBe(200);
  expect((await t.db.prisma.payment.findUniqueOrThrow({ where: { id: payment.id } })).status).toBe('PAID');
  return { order, payment };
}

async function orderState(orderId: string) {
  const order = await t.db.prisma.order.findUniqueOrThrow({ where: { id: orderId }, select: { status: true, paymentStatus: true } });
  return {
    ...order,
    creditNotes: await t.db.prisma.creditNote.count({ where: { orderId } }),
    refundedEvents: await t.db.prisma.orderEvent.count({ where: { orderId, type: 'REFUNDED' } }),
  };
}

async function refundTexts(phone: string, number: string) {
  return t.db.prisma.smsMessage.count({ where: { to: phone, body: { contains: `of order ${number} has been refunded` } } });
}

it('keeps an accepted refund pending until the status query says refunded; then the credit note and the text follow, once', async () => {
  const { order, payment } = await paidOrder(taka(400));
  const before = await orderState(order.id);
  const { data } = await t.graphql(REFUND, { input: { paymentId: payment.id, idempotencyKey: randomUUID(), amountPoisha: taka(150), reason: 'Wrong edition' } }, { cookie: admin });
  expect(data!.refundPayment).toEqual({ __typename: 'MutationRefundPaymentSuccess', refund: { status: 'PENDING', amount: { amount: taka(150) }, providerRefundId: expect.stringMatching(/^RF/) } });
  const refund = await t.db.prisma.refund.findFirstOrThrow({ where: { orderId: order.id } });
  expect(refund.providerRefundId).toBe(ssl.refundRefIdOf(refund.id));
  // Accepted is not done: the order, its credit notes and the customer's texts are as they were.
  expect(await orderState(order.id)).toEqual(before);
  expect(await refundTexts(order.phone, order.number)).toBe(0);

  // The gateway is still processing it: the sweep asks and leaves it pending.
  expect(await settle()).toMatchObject({ settled: 0 });
  expect((await t.db.prisma.refund.findUniqueOrThrow({ where: { id: refund.id } })).status).toBe('PENDING');
  const asked = ssl.http.requestsTo('/validator/api/merchantTransIDvalidationAPI.php').filter((r) => r.query.get('refund_ref_id') === refund.providerRefundId);
  expect(asked.length).toBeGreaterThanOrEqual(1);

  ssl.finishRefund(refund.providerRefundId!, 'refunded');
  // Two sweeps at once (two server processes): the refund is settled once.
  await Promise.all([settle(), settle()]);
  expect((await t.db.prisma.refund.findUniqueOrThrow({ where: { id: refund.id } })).status).toBe('SUCCEEDED');
  expect(await orderState(order.id)).toEqual({ ...before, creditNotes: before.creditNotes + 1, refundedEvents: 1 });
  expect((await t.db.prisma.creditNote.findFirstOrThrow({ where: { orderId: order.id, refundId: refund.id } })).amount).toBe(taka(150));
  expect((await latestSmsTo(t.db.prisma, order.phone))?.body).toContain(`Tk 150 of order ${order.number} has been refunded to you`);
  await settle();
  expect(await refundTexts(order.phone, order.number)).toBe(1);
  expect(await orderState(order.id)).toEqual({ ...before, creditNotes: before.creditNotes + 1, refundedEvents: 1 });
});

it('fails a refund the gateway cancelled: the money was not returned, the order stays as it was, staff see why', async () => {
  const { order, payment } = await paidOrder(taka(200));
  const before = await orderState(order.id);
  const { data } = await t.graphql(REFUND, { input: { paymentId: payment.id, idempotencyKey: randomUUID(), amountPoisha: taka(50) } }, { cookie: admin });
  expect(data!.refundPayment.refund.status).toBe('PENDING');
  const refund = await t.db.prisma.refund.findFirstOrThrow({ where: { orderId: order.id } });

  ssl.finishRefund(refund.providerRefundId!, 'cancelled', 'Card account closed');
  await settle();
  expect(await t.db.prisma.refund.findUniqueOrThrow({ where: { id: refund.id } })).toMatchObject({ status: 'FAILED', failureReason: 'Card account closed' });
  expect(await orderState(order.id)).toEqual(before);
  expect(await refundTexts(order.phone, order.number)).toBe(0);
  const event = await t.db.prisma.orderEvent.findFirstOrThrow({ where: { orderId: order.id, type: 'REFUND_REFUSED' } });
  expect(event.message).toBe('The gateway refused the refund: Card account closed');
  // The cancelled amount no longer counts as refunded: all of the payment can be refunded again.
  const again = await t.graphql(REFUND, { input: { paymentId: payment.id, idempotencyKey: randomUUID(), amountPoisha: taka(199) } }, { cookie: admin });
  expect(again.data!.refundPayment).toMatchObject({ __typename: 'MutationRefundPaymentSuccess', refund: { status: 'PENDING' } });
});
