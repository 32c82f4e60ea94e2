import pino from 'pino';
import { AbortClock } from '../../../test/abort-clock.ts';
import { BkashFake } from '../../../test/fakes/bkash-fake.ts';
import { SslCommerzFake } from '../../../test/fakes/sslcommerz-fake.ts';
import { openOnlineAttempt } from '../../../test/payment-fixtures.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import type { PaymentMethod } from '../../generated/prisma/client.ts';
import { applyVerifiedPayment } from './payments.service.ts';
import { BkashProvider } from './providers/bkash.ts';
import { SslCommerzProvider } from './providers/sslcommerz.ts';

let t: TestApp;
let ssl: SslCommerzFake;
let bkash: BkashFake;

beforeAll(async () => {
  [t, ssl, bkash] = await Promise.all([startTestApp(), new SslCommerzFake().start(), new BkashFake().start()]);
  // The real adapters against the local fakes; SANDBOX stays the in-process sandbox gateway.
  t.services.payments.SSLCOMMERZ = new SslCommerzProvider({ storeId: ssl.storeId, storePassword: ssl.storePassword, apiUrl: ssl.url });
  t.services.payments.BKASH = new BkashProvider({ ...bkash.credentials, apiUrl: bkash.apiUrl });
});
afterAll(() => Promise.all([t.close(), ssl.stop(), bkash.stop()]));

const PRICE = 50_000; // ৳500

/** An unpaid online order of the given products (one of each, ৳500 apiece) and its first payment attempt. */
async function openAttempt(method: PaymentMethod, kinds: ('EBOOK' | 'BOOK')[]) {
  const { order, tranId, redirectUrl, sessionId } = await openOnlineAttempt(t, method, { pricePoisha: PRICE, kinds });
  return { order, tranId, redirectUrl, paymentSessionId: sessionId };
}

/** What the shop holds about an order: its status, its attempts, its payment events. */
async function state(orderId: string) {
  const order = await t.db.prisma.order.findUniqueOrThrow({
    where: { id: orderId },
    select: { status: true, paymentStatus: true, payments: { select: { status: true, providerReference: true } }, events: { select: { type: true } } },
  });
  return { status: order.status, paymentStatus: order.paymentStatus, attempts: order.payments, events: order.events.map((e) => e.type).sort() };
}

const pathOf = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};

const formPost = (path: string, fields: Record<string, string>, origin = 'https://sandbox.sslcommerz.com') =>
  t.app.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin, 'sec-fetch-site': 'cross-site' },
    body: new URLSearchParams(fields).toString(),
  });

describe('sandbox gateway, end to end through the app', () => {
  it('shows the payment page, and Pay notifies the shop and sends the shopper to the ebook success page', async () => {
    const { order, tranId, redirectUrl } = await openAttempt('SANDBOX', ['EBOOK']);
    expect(redirectUrl).toMatch(/^http:\/\/shop\.test\/payments\/sandbox\/pay\/sbx_[0-9a-f-]{36}$/);

    const page = await t.app.request(pathOf(redirectUrl));
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await page.text();
    expect(html).toContain(`<dd>${order.number}</dd>`);
    expect(html).toContain('<button type="submit" name="outcome" value="PAID">Pay ৳500</button>');
    expect(html).not.toMatch(/<script|style=/);
    // It says it is a test gateway, in the shop's stylesheet and Bangla font (served by the shop: ৳ renders everywhere).
    expect(html).toContain('This is a test payment gateway. No real money moves');
    expect(page.headers.get('content-security-policy')).toContain("style-src 'self'; font-src 'self'");
    const css = await t.app.request('/payments/sandbox/page.css');
    expect(css.headers.get('content-type')).toContain('text/css');
    const stylesheet = await css.text();
    expect(stylesheet).toContain('--color-primary');
    expect(stylesheet).toContain("url('/payments/sandbox/noto-sans-bengali.woff2')");
    const font = await t.app.request('/payments/sandbox/noto-sans-bengali.woff2');
    expect(font.headers.get('content-type')).toBe('font/woff2');
    expect(Buffer.from(await font.arrayBuffer()).subarray(0, 4).toString('latin1')).toBe('wOF2');

    const pay = await formPost(pathOf(redirectUrl), { outcome: 'PAID' }, 'http://shop.test');
    expect(pay.status).toBe(303);
    const back = pay.headers.get('location')!;
    expect(back).toMatch(new RegExp(`^http://shop\\.test/payments/return/${tranId}/success\\?tran_id=${tranId}&session_id=sbx_.+&status=PAID&amount=500\\.00&signature=[0-9a-f]{64}$`));
    // The signed server-to-server notification arrived before the browser comes back.
    const paid = await state(order.id);
    expect(paid).toMatchObject({ status: 'PLACED', paymentStatus: 'PAID', attempts: [{ status: 'PAID', providerReference: expect.stringMatching(/^SBX/) }] });

    for (let i = 0; i < 3; i += 1) {
      const landing = await t.app.request(pathOf(back));
      expect(landing.status).toBe(303);
      expect(landing.headers.get('location')).toBe(`/ebook/payment/${tranId}/success`);
    }
    expect(await state(order.id)).toEqual(paid);
  });

  it('Fail lands on /payment/failed and the order stays payable', async () => {
    const { order, tranId, redirectUrl } = await openAttempt('SANDBOX', ['EBOOK', 'BOOK']);
    const fail = await formPost(pathOf(redirectUrl), { outcome: 'FAILED' }, 'http://shop.test');
    const back = fail.headers.get('location')!;
    expect(back).toContain(`/payments/return/${tranId}/fail?`);
    const landing = await t.app.request(pathOf(back));
    expect(landing.headers.get('location')).toBe(`/payment/failed?order=${order.number}`);
    expect(await state(order.id)).toMatchObject({ status: 'PENDING_PAYMENT', paymentStatus: 'UNPAID', attempts: [{ status: 'FAILED' }] });
    // The first choice stands: a later Pay on the same session does not turn it into money.
    await formPost(pathOf(redirectUrl), { outcome: 'PAID' }, 'http://shop.test');
    expect(await state(order.id)).toMatchObject({ status: 'PENDING_PAYMENT', attempts: [{ status: 'FAILED' }] });
  });

  it('rejects a return whose signed fields were altered, with nothing changed', async () => {
    const { order, tranId, paymentSessionId } = await openAttempt('SANDBOX', ['EBOOK']);
    const before = await state(order.id);
    const forged = new URLSearchParams({ tran_id: tranId, session_id: paymentSessionId, status: 'PAID', amount: '500.00', signature: 'f'.repeat(64) });
    const landing = await t.app.request(`/payments/return/${tranId}/success?${forged}`);
    expect(landing.headers.get('location')).toBe(`/payment/failed?order=${order.number}`);
    const notify = await formPost(`/payments/notify/${tranId}`, Object.fromEntries(forged), 'http://evil.example');
    expect(notify.status).toBe(400);
    expect(await state(order.id)).toEqual(before);
  });
});

describe('SSLCommerz IPN and redirects', () => {
  it('counts the same valid IPN ten times as one payment, then sends the browser to the success page', async () => {
    const { order, tranId, redirectUrl } = await openAttempt('SSLCOMMERZ', ['EBOOK', 'BOOK']);
    expect(redirectUrl).toMatch(new RegExp(`^${ssl.url}/EasyCheckOut/`));
    const ipn = ssl.pay(tranId, '1000.00');

    const answers = [];
    for (let i = 0; i < 10; i += 1) answers.push((await formPost(`/payments/notify/${tranId}`, ipn)).status);
    expect(answers).toEqual(Array(10).fill(200));
    const paid = await state(order.id);
    expect(paid).toMatchObject({ status: 'PLACED', paymentStatus: 'PAID', attempts: [{ status: 'PAID', providerReference: ipn.bank_tran_id }] });
    expect(paid.events.filter((type) => type === 'PAYMENT_RECEIVED')).toHaveLength(1);

    const success = await formPost(`/payments/return/${tranId}/success`, ipn);
    expect(success.status).toBe(303);
    expect(success.headers.get('location')).toBe(`/payment/${tranId}/success`);
    expect(await state(order.id)).toEqual(paid);
  });

  it('counts ten simultaneous copies of one IPN (gateway retries racing the browser) as one payment', async () => {
    const { order, tranId } = await openAttempt('SSLCOMMERZ', ['BOOK']);
    const ipn = ssl.pay(tranId, '500.00');
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => (i % 2 ? formPost(`/payments/notify/${tranId}`, ipn) : formPost(`/payments/return/${tranId}/success`, ipn))),
    );
    expect(answers.map((response) => response.status).sort()).toEqual([...Array(5).fill(200), ...Array(5).fill(303)]);
    const paid = await state(order.id);
    expect(paid).toMatchObject({ status: 'PLACED', paymentStatus: 'PAID', attempts: [{ status: 'PAID' }] });
    expect(paid.events.filter((type) => type === 'PAYMENT_RECEIVED')).toHaveLength(1);
  });

  it('rejects forged IPNs (bad verify_sign, unknown val_id, wrong amount) with nothing changed', async () => {
    const { order, tranId } = await openAttempt('SSLCOMMERZ', ['EBOOK']);
    const before = await state(order.id);
    const genuine = ssl.pay(tranId, '500.00');
    const forgeries = [
      { ...genuine, status: 'VALID', amount: '5.00' }, // fields changed after signing
      ssl.sign({ ...genuine, val_id: 'NO-SUCH-VAL-ID' }),
      ssl.pay(tranId, '5.00'), // a real payment, of the wrong amount
    ];
    for (const forged of forgeries) {
      const response = await formPost(`/payments/notify/${tranId}`, forged);
      expect(response.status).toBe(400);
      expect(await response.text()).toBe('Rejected');
    }
    expect(await state(order.id)).toEqual(before);
    expect(before).toMatchObject({ status: 'PENDING_PAYMENT', attempts: [{ status: 'STARTED', providerReference: null }] });
  });

  it('answers 404 to a notification for a transaction the shop never opened', async () => {
    const response = await formPost('/payments/notify/PG-NOPE-000', ssl.pay('PG-NOPE-000', '500.00'));
    expect(response.status).toBe(404);
  });

  it('sends a fail redirect without val_id to /payment/failed and changes nothing', async () => {
    const { order, tranId } = await openAttempt('SSLCOMMERZ', ['BOOK']);
    const before = await state(order.id);
    const response = await formPost(`/payments/return/${tranId}/fail`, { tran_id: tranId, status: 'FAILED' });
    expect(response.headers.get('location')).toBe(`/payment/failed?order=${order.number}`);
    expect(await state(order.id)).toEqual(before);
  });
});

describe('bKash callback', () => {
  it('executes the payment on the success callback and lands on the success page; a replay changes nothing', async () => {
    const { order, tranId, paymentSessionId } = await openAttempt('BKASH', ['BOOK']);
    bkash.authorise(paymentSessionId);
    const callback = `/payments/return/${tranId}/success?paymentID=${paymentSessionId}&status=success`;
    const first = await t.app.request(callback);
    expect(first.headers.get('location')).toBe(`/payment/${tranId}/success`);
    const paid = await state(order.id);
    expect(paid).toMatchObject({ status: 'PLACED', attempts: [{ status: 'PAID', providerReference: bkash.payments.get(paymentSessionId)!.trxID }] });
    const replay = await t.app.request(callback);
    expect(replay.headers.get('location')).toBe(`/payment/${tranId}/success`);
    expect(await state(order.id)).toEqual(paid);
  });

  it('records an execute that got no answer within 30 s on the attempt as PENDING with what bKash said; bKash query payment later settles it paid once', async () => {
    const { order, tranId, paymentSessionId } = await openAttempt('BKASH', ['BOOK']);
    bkash.authorise(paymentSessionId);
    const clock = new AbortClock();
    const usual = t.services.payments.BKASH;
    const onClock = new BkashProvider({ ...bkash.credentials, apiUrl: bkash.apiUrl, timeoutSignal: clock.signal });
    t.services.payments.BKASH = onClock;
    try {
      const execute = bkash.http.holdNext(bkash.path('execute'));
      const returning = t.app.request(`/payments/return/${tranId}/success?paymentID=${paymentSessionId}&status=success`);
      await execute.received;
      clock.advance(30_000);
      await returning;
      const attempt = await t.db.prisma.payment.findUniqueOrThrow({ where: { tranId } });
      expect(attempt).toMatchObject({
        status: 'PENDING',
        gatewayStatus: 'Initiated',
        gatewayReason: 'bKash has not completed the payment yet; execute: bKash: no answer within 30 s',
        verifiedAt: null,
        failureReason: 'Not finished at the gateway: bKash has not completed the payment yet; execute: bKash: no answer within 30 s',
        raw: expect.objectContaining({ paymentID: paymentSessionId, transactionStatus: 'Initiated' }),
      });
      expect(await state(order.id)).toMatchObject({ status: 'PENDING_PAYMENT', paymentStatus: 'UNPAID', events: ['PAYMENT_PENDING', 'PAYMENT_STARTED'] });

      execute.release(); // bKash completes the execute the shop stopped waiting for
      const ctx = { prisma: t.db.prisma, services: t.services, log: pino({ level: 'silent' }) };
      const asked = await onClock.queryPayment({ providerSessionId: paymentSessionId, tranId, amountPoisha: attempt.amount });
      expect(await applyVerifiedPayment(ctx, asked)).toMatchObject({ outcome: 'PAID' });
      expect(await applyVerifiedPayment(ctx, await onClock.queryPayment({ providerSessionId: paymentSessionId, tranId, amountPoisha: attempt.amount }))).toMatchObject({ outcome: 'ALREADY_APPLIED' });
      expect(await state(order.id)).toMatchObject({
        status: 'PLACED',
        attempts: [{ status: 'PAID', providerReference: bkash.payments.get(paymentSessionId)!.trxID }],
        events: expect.arrayContaining(['PAYMENT_PENDING', 'PAYMENT_RECEIVED']),
      });
    } finally {
      t.services.payments.BKASH = usual;
    }
  });

  it('records a cancel confirmed by the status query; the order stays payable', async () => {
    const { order, tranId, paymentSessionId } = await openAttempt('BKASH', ['BOOK']);
    bkash.cancel(paymentSessionId);
    const response = await t.app.request(`/payments/return/${tranId}/success?paymentID=${paymentSessionId}&status=cancel`);
    expect(response.headers.get('location')).toBe(`/payment/failed?order=${order.number}`);
    expect(await state(order.id)).toMatchObject({ status: 'PENDING_PAYMENT', attempts: [{ status: 'CANCELLED' }] });
  });
});
