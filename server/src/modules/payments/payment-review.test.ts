/**
 * Issue 36 item 1: a payment SSLCommerz took but holds as risky (validation VALID with risk_level 1) is never dropped.
 * The IPN is answered 200 once it is recorded UNDER_REVIEW with what the gateway said; the customer is told it is under
 * review; the order waits (no expiry, no second payment); staff accept it (the order is paid, once) or refuse it (it is
 * refunded through the refund path, once per key). Through the real app, against the local SSLCommerz fake.
 */
import { randomUUID } from 'node:crypto';
import { signInAs } from '../../../test/accounts.ts';
import { SslCommerzFake } from '../../../test/fakes/sslcommerz-fake.ts';
import { openOnlineAttempt, orderState, systemCtx } from '../../../test/payment-fixtures.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { expireDueOrders } from '../orders/expiry.ts';
import { startPayment } from './payments.service.ts';
import { SslCommerzProvider } from './providers/sslcommerz.ts';

let t: TestApp;
let ssl: SslCommerzFake;
let admin: string;

beforeAll(async () => {
  [t, ssl] = await Promise.all([startTestApp(), new SslCommerzFake().start()]);
  t.services.payments.SSLCOMMERZ = new SslCommerzProvider({ storeId: ssl.storeId, storePassword: ssl.storePassword, apiUrl: ssl.url });
  admin = await signInAs(t, 'admin');
});
afterAll(() => Promise.all([t.close(), ssl.stop()]));

const formPost = (path: string, fields: Record<string, string>) =>
  t.app.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://sandbox.sslcommerz.com', 'sec-fetch-site': 'cross-site' },
    body: new URLSearchParams(fields).toString(),
  });

const QUEUE = `{ paymentsUnderReview { id tranId status gatewayStatus gatewayReason providerReference amount { amount } order { number status } } }`;
const ACCEPT = `mutation($input: AcceptPaymentUnderReviewInput!) { acceptPaymentUnderReview(input: $input) { __typename
  ... on MutationAcceptPaymentUnderReviewSuccess { payment { status reviewedAt order { status paymentStatus } } } ... on Error { message } } }`;
const REFUSE = `mutation($input: RefusePaymentUnderReviewInput!) { refusePaymentUnderReview(input: $input) { __typename
  ... on MutationRefusePaymentUnderReviewSuccess { refund { id status amount { amount } } } ... on Error { message } } }`;
const CUSTOMER_VIEW = `query($tranId: String!) { viewerPayment(tranId: $tranId) { __typename
  ... on QueryViewerPaymentSuccess { data { paid underReview order { status paymentUnderReview } } } } }`;

/** An SSLCommerz attempt the shopper paid at the gateway, which held it as risky; its IPN posted `times` times. */
async function riskyPayment(times = 1) {
  const attempt = await openOnlineAttempt(t, 'SSLCOMMERZ');
  const ipn = ssl.pay(attempt.tranId, '500.00', { riskLevel: '1' });
  const answers: number[] = [];
  for (let i = 0; i < times; i += 1) answers.push((await formPost(`/payments/notify/${attempt.tranId}`, ipn)).status);
  return { ...attempt, ipn, answers };
}

describe('the sandbox gateway (the default run)', () => {
  it('offers "Hold for review": the payment is under review, the shopper lands on the outcome page, and staff can accept it', async () => {
    const { order, tranId, sessionId, paymentId } = await openOnlineAttempt(t, 'SANDBOX');
    const page = await (await t.app.request(`/payments/sandbox/pay/${sessionId}`)).text();
    expect(page).toContain('<button type="submit" name="outcome" value="REVIEW">Hold for review</button>');
    const held = await t.app.request(`/payments/sandbox/pay/${sessionId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://shop.test' },
      body: new URLSearchParams({ outcome: 'REVIEW' }).toString(),
    });
    const back = new URL(held.headers.get('location')!);
    expect(back.pathname).toBe(`/payments/return/${tranId}/success`);
    // The signed notification already recorded it; the browser's return changes nothing more.
    expect(await t.db.prisma.payment.findUniqueOrThrow({ where: { tranId } })).toMatchObject({ status: 'UNDER_REVIEW', gatewayStatus: 'REVIEW', providerReference: expect.stringMatching(/^SBX/) });
    const landing = await t.app.request(`${back.pathname}${back.search}`);
    expect(landing.headers.get('location')).toBe(`/payment/${tranId}/success`);
    expect((await orderState(t, order.id)).events).toMatchObject({ PAYMENT_UNDER_REVIEW: 1 });

    const accepted = await t.graphql(ACCEPT, { input: { paymentId } }, { cookie: admin });
    expect(accepted.data!.acceptPaymentUnderReview.payment).toMatchObject({ status: 'PAID', order: { status: 'PLACED', paymentStatus: 'PAID' } });
  });
});

describe('an SSLCommerz notification the validation API does not answer', () => {
  it('is answered 503 (send again) and leaves the attempt PENDING with the silence noted, for the reconciliation sweep', async () => {
    const { order, tranId } = await openOnlineAttempt(t, 'SSLCOMMERZ');
    const ipn = ssl.pay(tranId, '500.00');
    ssl.http.misbehaveOnce('/validator/api/validationserverAPI.php', 'http500');
    const answer = await formPost(`/payments/notify/${tranId}`, ipn);
    expect(answer.status).toBe(503);
    expect(await t.db.prisma.payment.findUniqueOrThrow({ where: { tranId } })).toMatchObject({
      status: 'PENDING',
      gatewayStatus: 'NO_ANSWER',
      gatewayReason: expect.stringMatching(/^SSLCommerz: .*500/),
    });
    // SSLCommerz sends it again: now it is verified and the order paid.
    expect((await formPost(`/payments/notify/${tranId}`, ipn)).status).toBe(200);
    expect(await orderState(t, order.id)).toMatchObject({ status: 'PLACED', paymentStatus: 'PAID', attempts: [{ status: 'PAID' }] });
  });
});

describe('a risky SSLCommerz payment (VALID with risk_level 1)', () => {
  it('is recorded UNDER_REVIEW with what the gateway said, the IPN answered 200, once however often it comes', async () => {
    const { order, tranId, ipn, answers, cookie } = await riskyPayment(5);
    expect(answers).toEqual([200, 200, 200, 200, 200]);
    const attempt = await t.db.prisma.payment.findUniqueOrThrow({ where: { tranId } });
    expect(attempt).toMatchObject({
      status: 'UNDER_REVIEW',
      gatewayStatus: 'VALID risk_level 1',
      gatewayReason: 'held for review: Risky',
      providerReference: ipn.bank_tran_id,
      verifiedAt: expect.any(Date),
      raw: expect.objectContaining({ risk_level: '1', val_id: ipn.val_id }),
    });
    const state = await orderState(t, order.id);
    expect(state).toMatchObject({ status: 'PENDING_PAYMENT', paymentStatus: 'UNPAID' });
    expect(state.events).toEqual({ PAYMENT_STARTED: 1, PAYMENT_UNDER_REVIEW: 1 });

    // The shopper's browser lands on the outcome page, which says "under review", not "failed".
    const back = await formPost(`/payments/return/${tranId}/success`, ipn);
    expect(back.headers.get('location')).toBe(`/payment/${tranId}/success`);
    const seen = await t.graphql(CUSTOMER_VIEW, { tranId }, { cookie });
    expect(seen.data!.viewerPayment).toEqual({
      __typename: 'QueryViewerPaymentSuccess',
      data: { paid: false, underReview: true, order: { status: 'PENDING_PAYMENT', paymentUnderReview: true } },
    });
  });

  it('keeps the order waiting: it does not expire and cannot be paid a second time meanwhile', async () => {
    const { order, userId } = await riskyPayment();
    expect(await expireDueOrders(t.db.prisma, new Date(Date.now() + 24 * 60 * 60_000))).not.toContain(order.number);
    const ctx = { ...systemCtx(t), viewer: { id: userId, roles: ['customer'], permissions: new Set<string>() } };
    await expect(startPayment(ctx, { orderId: order.id }, new Date(Date.now() + 60 * 60_000))).rejects.toThrow('under review');
    expect((await orderState(t, order.id)).status).toBe('PENDING_PAYMENT');
  });

  it('is listed for staff under review with the gateway word, and accepted once of ten at once: the order is paid through the state machine', async () => {
    const { order, paymentId, tranId } = await riskyPayment();
    const queue = await t.graphql(QUEUE, {}, { cookie: admin });
    expect(queue.data!.paymentsUnderReview).toContainEqual(
      expect.objectContaining({ tranId, status: 'UNDER_REVIEW', gatewayStatus: 'VALID risk_level 1', gatewayReason: 'held for review: Risky', amount: { amount: 50_000 }, order: { number: order.number, status: 'PENDING_PAYMENT' } }),
    );

    const answers = await Promise.all(Array.from({ length: 10 }, () => t.graphql(ACCEPT, { input: { paymentId } }, { cookie: admin })));
    const kinds = answers.map((a) => a.data?.acceptPaymentUnderReview.__typename ?? JSON.stringify(a.errors));
    expect(kinds.filter((k) => k === 'MutationAcceptPaymentUnderReviewSuccess')).toHaveLength(1);
    expect(kinds.filter((k) => k === 'ValidationError')).toHaveLength(9);
    const won = answers.find((a) => a.data!.acceptPaymentUnderReview.__typename === 'MutationAcceptPaymentUnderReviewSuccess')!;
    expect(won.data!.acceptPaymentUnderReview.payment).toMatchObject({ status: 'PAID', reviewedAt: expect.any(String), order: { status: 'PLACED', paymentStatus: 'PAID' } });
    const state = await orderState(t, order.id);
    expect(state).toMatchObject({ status: 'PLACED', paymentStatus: 'PAID', attempts: [{ status: 'PAID' }] });
    expect(state.events).toMatchObject({ PAYMENT_RECEIVED: 1, PAYMENT_UNDER_REVIEW: 1 });
    expect(await t.db.prisma.invoice.count({ where: { orderId: order.id } })).toBe(1);
    // The customer is texted once, as for any payment received.
    expect(await t.db.prisma.smsMessage.count({ where: { body: `Payment of Tk 500 received for order ${order.number}. Thank you!` } })).toBe(1);
    // The accepted payment keeps what the gateway said about it, and who accepted it.
    expect(await t.db.prisma.payment.findUniqueOrThrow({ where: { tranId } })).toMatchObject({ gatewayStatus: 'VALID risk_level 1', reviewedById: expect.any(String), reviewedAt: expect.any(Date) });
    // It leaves the queue; a replayed IPN changes nothing.
    const after = await t.graphql(QUEUE, {}, { cookie: admin });
    expect(after.data!.paymentsUnderReview.map((p: { tranId: string }) => p.tranId)).not.toContain(tranId);
  });

  it('is refused once per key: refunded in full through the gateway, the order stays unpaid and then expires as usual', async () => {
    const { order, paymentId, ipn } = await riskyPayment();
    const input = { paymentId, idempotencyKey: randomUUID(), reason: 'Card flagged by the bank' };
    const refundsBefore = ssl.refundCount;
    const [first, again] = await Promise.all([t.graphql(REFUSE, { input }, { cookie: admin }), t.graphql(REFUSE, { input }, { cookie: admin })]);
    expect(first.data!.refusePaymentUnderReview.__typename).toBe('MutationRefusePaymentUnderReviewSuccess');
    expect(again.data!.refusePaymentUnderReview).toEqual(first.data!.refusePaymentUnderReview);
    // SSLCommerz only accepts a refund: pending until its status query says refunded (the settlement sweep).
    expect(first.data!.refusePaymentUnderReview.refund).toMatchObject({ status: 'PENDING', amount: { amount: 50_000 } });
    expect(ssl.refundCount).toBe(refundsBefore + 1);
    const refund = await t.db.prisma.refund.findFirstOrThrow({ where: { paymentId } });
    expect(ssl.refundRefIdOf(refund.id)).toBeDefined();
    expect(ssl.http.requestsTo('/validator/api/merchantTransIDvalidationAPI.php').at(-1)!.query.get('bank_tran_id')).toBe(ipn.bank_tran_id);

    const state = await orderState(t, order.id);
    expect(state).toMatchObject({ status: 'PENDING_PAYMENT', paymentStatus: 'UNPAID', attempts: [{ status: 'PAID_NEEDS_REFUND' }] });
    expect(state.events).toMatchObject({ PAYMENT_REVIEW_REFUSED: 1, REFUND_REQUESTED: 1 });
    // Accepting it now is refused; the order expires when its time runs out.
    const late = await t.graphql(ACCEPT, { input: { paymentId } }, { cookie: admin });
    expect(late.data!.acceptPaymentUnderReview.__typename).toBe('ValidationError');
    expect(await expireDueOrders(t.db.prisma, new Date(Date.now() + 24 * 60 * 60_000))).toContain(order.number);
  });

  it('accepted after the order was cancelled meanwhile, is a late payment in the refund queue, not a revived order', async () => {
    const { order, paymentId } = await riskyPayment();
    await t.db.prisma.order.update({ where: { id: order.id }, data: { status: 'CANCELLED' } });
    const answer = await t.graphql(ACCEPT, { input: { paymentId } }, { cookie: admin });
    expect(answer.data!.acceptPaymentUnderReview.payment).toMatchObject({ status: 'PAID_NEEDS_REFUND', order: { status: 'CANCELLED', paymentStatus: 'UNPAID' } });
    expect((await orderState(t, order.id)).events).toMatchObject({ LATE_PAYMENT: 1 });
    const queue = await t.graphql(`{ refundQueue { id } }`, {}, { cookie: admin });
    expect(queue.data!.refundQueue).toContainEqual({ id: expect.any(String) });
  });

  it('answers NotFoundError for an unknown payment and ValidationError for one that is not under review', async () => {
    const unknown = await t.graphql(ACCEPT, { input: { paymentId: randomUUID() } }, { cookie: admin });
    expect(unknown.data!.acceptPaymentUnderReview.__typename).toBe('NotFoundError');
    const { paymentId } = await openOnlineAttempt(t, 'SSLCOMMERZ');
    const open = await t.graphql(REFUSE, { input: { paymentId, idempotencyKey: randomUUID() } }, { cookie: admin });
    expect(open.data!.refusePaymentUnderReview).toMatchObject({ __typename: 'ValidationError', message: expect.any(String) });
    expect((await t.db.prisma.payment.findUniqueOrThrow({ where: { id: paymentId } })).status).toBe('STARTED');
  });
});
