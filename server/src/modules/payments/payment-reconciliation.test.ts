/**
 * Issue 36 item 2: the payment reconciliation sweep asks the gateway about attempts with no final answer once they are
 * a few minutes old, and settles each exactly once: paid before the order expired → the order is paid; after → a late
 * payment to refund; risky → under review; failed → failed; unanswered → asked again next round. Against the local
 * SSLCommerz and bKash fakes (transaction query, query payment) and the sandbox; the clock is passed in, never waited for.
 */
import { AbortClock } from '../../../test/abort-clock.ts';
import { BkashFake } from '../../../test/fakes/bkash-fake.ts';
import { SslCommerzFake } from '../../../test/fakes/sslcommerz-fake.ts';
import { openOnlineAttempt, orderState, systemCtx } from '../../../test/payment-fixtures.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { expireDueOrders } from '../orders/expiry.ts';
import { RECONCILE_AFTER_MS, RECONCILE_AGAIN_MS, reconcilePayments } from './payment-reconciliation.ts';
import { BkashProvider } from './providers/bkash.ts';
import { SslCommerzProvider } from './providers/sslcommerz.ts';

let t: TestApp;
let ssl: SslCommerzFake;
let bkash: BkashFake;
const QUERY = '/validator/api/merchantTransIDvalidationAPI.php';

beforeAll(async () => {
  [t, ssl, bkash] = await Promise.all([startTestApp(), new SslCommerzFake().start(), new BkashFake().start()]);
  t.services.payments.SSLCOMMERZ = new SslCommerzProvider({ storeId: ssl.storeId, storePassword: ssl.storePassword, apiUrl: ssl.url });
  t.services.payments.BKASH = new BkashProvider({ ...bkash.credentials, apiUrl: bkash.apiUrl });
});
afterAll(() => Promise.all([t.close(), ssl.stop(), bkash.stop()]));

/** `minutes` from now: the sweep's clock. */
const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000);
const sweep = (at: Date) => reconcilePayments(systemCtx(t), at);
const attemptOf = (tranId: string) => t.db.prisma.payment.findUniqueOrThrow({ where: { tranId } });

describe('SSLCommerz attempts no callback told the shop about', () => {
  it('are not asked while young; once a few minutes old, a payment made at the gateway pays the order, once', async () => {
    const { order, tranId } = await openOnlineAttempt(t, 'SSLCOMMERZ');
    const ipn = ssl.pay(tranId, '500.00'); // paid at the gateway; the IPN and the redirect never arrive
    await sweep(new Date(Date.now() + RECONCILE_AFTER_MS - 30_000));
    expect(ssl.transactionQueries(tranId)).toBe(0);

    const later = inMinutes(4);
    await sweep(later);
    expect(ssl.transactionQueries(tranId)).toBe(1);
    const state = await orderState(t, order.id);
    expect(state).toMatchObject({ status: 'PLACED', paymentStatus: 'PAID', attempts: [{ status: 'PAID', providerReference: ipn.bank_tran_id }] });
    expect(state.events).toMatchObject({ PAYMENT_RECEIVED: 1 });
    expect(await attemptOf(tranId)).toMatchObject({ lastCheckedAt: later });

    // Settled: never asked again, and a late IPN changes nothing.
    await sweep(inMinutes(30));
    expect(ssl.transactionQueries(tranId)).toBe(1);
    expect((await orderState(t, order.id)).events).toMatchObject({ PAYMENT_RECEIVED: 1 });
  });

  it('a risky one found by the query waits under review; a failed one is failed and the order stays payable', async () => {
    const risky = await openOnlineAttempt(t, 'SSLCOMMERZ');
    ssl.pay(risky.tranId, '500.00', { riskLevel: '1' });
    const failed = await openOnlineAttempt(t, 'SSLCOMMERZ');
    ssl.attempt(failed.tranId, '500.00', 'FAILED');
    await sweep(inMinutes(4));
    expect(await attemptOf(risky.tranId)).toMatchObject({ status: 'UNDER_REVIEW', gatewayStatus: 'VALID risk_level 1', gatewayReason: 'held for review: Risky' });
    expect(await orderState(t, risky.order.id)).toMatchObject({ status: 'PENDING_PAYMENT', events: { PAYMENT_UNDER_REVIEW: 1 } });
    expect(await attemptOf(failed.tranId)).toMatchObject({ status: 'FAILED', gatewayStatus: 'FAILED', failureReason: 'Card declined' });
    expect(await orderState(t, failed.order.id)).toMatchObject({ status: 'PENDING_PAYMENT', paymentStatus: 'UNPAID' });
  });

  it('a payment SSLCommerz still calls PENDING is recorded PENDING with its word, asked again later, and paid when it completes', async () => {
    const { order, tranId } = await openOnlineAttempt(t, 'SSLCOMMERZ');
    ssl.attempt(tranId, '500.00', 'PENDING');
    await sweep(inMinutes(4));
    expect(await attemptOf(tranId)).toMatchObject({ status: 'PENDING', gatewayStatus: 'PENDING', gatewayReason: 'SSLCommerz says the payment is pending' });
    expect((await orderState(t, order.id)).events).toMatchObject({ PAYMENT_PENDING: 1 });
    // Asked again only RECONCILE_AGAIN_MS after the last time.
    await sweep(new Date(inMinutes(4).getTime() + RECONCILE_AGAIN_MS - 60_000));
    expect(ssl.transactionQueries(tranId)).toBe(1);
    ssl.pay(tranId, '500.00');
    await sweep(inMinutes(8));
    expect(ssl.transactionQueries(tranId)).toBe(2);
    expect(await orderState(t, order.id)).toMatchObject({ status: 'PLACED', paymentStatus: 'PAID', events: { PAYMENT_PENDING: 1, PAYMENT_RECEIVED: 1 } });
    // Paid: what the gateway said while it was unfinished no longer stands.
    expect(await attemptOf(tranId)).toMatchObject({ status: 'PAID', gatewayStatus: null, gatewayReason: null, failureReason: null });
  });

  it('a gateway that does not answer leaves the attempt open for the next round', async () => {
    const { order, tranId } = await openOnlineAttempt(t, 'SSLCOMMERZ');
    ssl.pay(tranId, '500.00');
    ssl.http.misbehaveOnce(QUERY, 'http500');
    // Only this attempt is due for its first question at this moment: the misbehaviour is its own.
    const first = await reconcilePayments(systemCtx(t), inMinutes(4), 1);
    expect(first).toMatchObject({ asked: 1 });
    expect(await attemptOf(tranId)).toMatchObject({ status: 'STARTED', lastCheckedAt: expect.any(Date) });
    await sweep(inMinutes(8));
    expect(await orderState(t, order.id)).toMatchObject({ status: 'PLACED', paymentStatus: 'PAID' });
  });

  it('money found after the order expired is a late payment to refund, not a revived order', async () => {
    const { order, tranId } = await openOnlineAttempt(t, 'SSLCOMMERZ', { minutesToPay: 2 });
    ssl.pay(tranId, '500.00');
    expect(await expireDueOrders(t.db.prisma, inMinutes(3))).toContain(order.number);
    await sweep(inMinutes(4));
    const state = await orderState(t, order.id);
    expect(state).toMatchObject({ status: 'EXPIRED', paymentStatus: 'UNPAID', attempts: [{ status: 'PAID_NEEDS_REFUND' }] });
    expect(state.events).toMatchObject({ LATE_PAYMENT: 1 });
    expect(state.events.PAYMENT_RECEIVED).toBeUndefined();
  });

  it('settles each attempt once when sweeps run at the same time: each gateway asked once, each payment recorded once', async () => {
    const attempts = await Promise.all(Array.from({ length: 6 }, () => openOnlineAttempt(t, 'SSLCOMMERZ')));
    for (const { tranId } of attempts) ssl.pay(tranId, '500.00');
    const at = inMinutes(20);
    const results = await Promise.all(Array.from({ length: 4 }, () => sweep(at)));
    expect(results.reduce((sum, r) => sum + (r.outcomes.PAID ?? 0), 0)).toBeGreaterThanOrEqual(attempts.length);
    for (const { tranId, order } of attempts) {
      expect(ssl.transactionQueries(tranId)).toBe(1);
      expect(await orderState(t, order.id)).toMatchObject({ status: 'PLACED', events: { PAYMENT_RECEIVED: 1 } });
    }
  });
});

describe('a bKash execute that timed out', () => {
  it('is PENDING with what bKash said (not failed), then the sweep asks query payment and records it paid, once', async () => {
    const { order, tranId, sessionId } = await openOnlineAttempt(t, 'BKASH');
    bkash.authorise(sessionId);
    const clock = new AbortClock();
    const usual = t.services.payments.BKASH;
    t.services.payments.BKASH = new BkashProvider({ ...bkash.credentials, apiUrl: bkash.apiUrl, timeoutSignal: clock.signal });
    try {
      const execute = bkash.http.holdNext(bkash.path('execute'));
      const returning = t.app.request(`/payments/return/${tranId}/success?paymentID=${sessionId}&status=success`);
      await execute.received;
      clock.advance(30_000);
      expect((await returning).headers.get('location')).toBe(`/payment/failed?order=${order.number}`);
      expect(await attemptOf(tranId)).toMatchObject({ status: 'PENDING', gatewayStatus: 'Initiated' });

      execute.release(); // bKash finishes the execute after the shop stopped waiting: the wallet is debited
      const queries = () => bkash.http.requestsTo(bkash.path('payment/status')).filter((r) => JSON.parse(r.body).paymentID === sessionId).length;
      const before = queries();
      await Promise.all([sweep(inMinutes(4)), sweep(inMinutes(4))]);
      expect(queries()).toBe(before + 1);
      const state = await orderState(t, order.id);
      expect(state).toMatchObject({ status: 'PLACED', paymentStatus: 'PAID', attempts: [{ status: 'PAID', providerReference: bkash.payments.get(sessionId)!.trxID }] });
      expect(state.events).toMatchObject({ PAYMENT_PENDING: 1, PAYMENT_RECEIVED: 1 });
    } finally {
      t.services.payments.BKASH = usual;
    }
  });

  it('an abandoned bKash payment (still Initiated) keeps what bKash said but stays open, with no event', async () => {
    const { order, tranId } = await openOnlineAttempt(t, 'BKASH');
    await sweep(inMinutes(4));
    expect(await attemptOf(tranId)).toMatchObject({ status: 'STARTED', gatewayStatus: 'Initiated', gatewayReason: 'bKash has not completed the payment yet' });
    expect((await orderState(t, order.id)).events).toEqual({ PAYMENT_STARTED: 1 });
  });
});

describe('the sandbox (the default run)', () => {
  it('answers the query from its own record: a payment chosen on its page with no notification pays the order', async () => {
    const { order, sessionId } = await openOnlineAttempt(t, 'SANDBOX');
    await t.services.paymentSandbox.decide(sessionId, 'PAID');
    await sweep(inMinutes(4));
    expect(await orderState(t, order.id)).toMatchObject({ status: 'PLACED', paymentStatus: 'PAID', attempts: [{ status: 'PAID', providerReference: expect.stringMatching(/^SBX/) }] });
  });
});
