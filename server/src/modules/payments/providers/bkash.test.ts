import { AbortClock } from '../../../../test/abort-clock.ts';
import { BkashFake } from '../../../../test/fakes/bkash-fake.ts';
import { BkashProvider } from './bkash.ts';
import { startInput } from './payment-test-input.ts';
import { PaymentCallbackRejectedError, PaymentProviderError } from './types.ts';

let fake: BkashFake;
let clock: number;
const TIMEOUT_MS = 400;

beforeAll(async () => {
  fake = await new BkashFake().start();
});
afterAll(() => fake.stop());

function newProvider() {
  clock = Date.parse('2026-11-23T10:00:00Z');
  return new BkashProvider({ ...fake.credentials, apiUrl: fake.apiUrl, timeoutMs: TIMEOUT_MS, executeTimeoutMs: TIMEOUT_MS, now: () => clock });
}

const expected = (providerSessionId: string | null, amountPoisha: number) => ({ providerSessionId, amountPoisha });
const calls = (name: string) => fake.http.requestsTo(fake.path(name)).length;

describe('bKash create', () => {
  it('grants a token, then creates a URL checkout payment with the documented headers and body', async () => {
    const provider = newProvider();
    const started = await provider.startPayment(startInput('PG-2026-000123-A1B2C3', 50_050));

    const [grant] = fake.http.requestsTo(fake.path('token/grant')).slice(-1);
    expect(grant!.headers).toMatchObject({ username: 'merchant-user', password: 'merchant-pass', 'content-type': 'application/json' });
    expect(JSON.parse(grant!.body)).toEqual({ app_key: 'app-key-1', app_secret: 'app-secret-1' });
    const [create] = fake.http.requestsTo(fake.path('create')).slice(-1);
    expect(create!.headers).toMatchObject({ authorization: expect.stringMatching(/^id-token-\d+$/), 'x-app-key': 'app-key-1' });
    expect(JSON.parse(create!.body)).toEqual({
      mode: '0011',
      payerReference: '01712345678',
      callbackURL: 'https://shop.example/payments/return/PG-2026-000123-A1B2C3/success',
      amount: '500.50',
      currency: 'BDT',
      intent: 'sale',
      merchantInvoiceNumber: 'PG-2026-000123-A1B2C3',
    });
    expect(started.providerSessionId).toMatch(/^TR0011/);
    expect(started.redirectUrl).toBe(`${fake.http.url}/checkout?paymentID=${started.providerSessionId}`);
  });

  it('keeps the token until it nearly expires, then refreshes it, and grants anew when refresh is refused', async () => {
    const provider = newProvider();
    const grants = calls('token/grant');
    await provider.startPayment(startInput('T-TOKEN-1', 10_000));
    await Promise.all([provider.startPayment(startInput('T-TOKEN-2', 10_000)), provider.startPayment(startInput('T-TOKEN-3', 10_000))]);
    expect(calls('token/grant')).toBe(grants + 1);

    clock += 3600_000 - 30_000; // inside the last minute of the token's hour
    const refreshes = calls('token/refresh');
    await provider.startPayment(startInput('T-TOKEN-4', 10_000));
    expect(calls('token/refresh')).toBe(refreshes + 1);
    expect(JSON.parse(fake.http.requestsTo(fake.path('token/refresh')).at(-1)!.body)).toEqual({
      app_key: 'app-key-1',
      app_secret: 'app-secret-1',
      refresh_token: expect.stringMatching(/^refresh-token-\d+$/),
    });
    expect(calls('token/grant')).toBe(grants + 1);

    clock += 3600_000;
    fake.refuseRefresh = true;
    try {
      await provider.startPayment(startInput('T-TOKEN-5', 10_000));
    } finally {
      fake.refuseRefresh = false;
    }
    expect(calls('token/grant')).toBe(grants + 2);
  });

  it('reports a refused token grant with bKash message, without secrets', async () => {
    const wrongSecret = new BkashProvider({ ...fake.credentials, appSecret: 'not-the-secret', apiUrl: fake.apiUrl });
    const refused = await wrongSecret.startPayment(startInput('T-NO-TOKEN', 10_000)).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(PaymentProviderError);
    expect((refused as Error).message).toBe('bKash: token/grant failed: Invalid App Key');
    expect((refused as Error).message).not.toContain('not-the-secret');
  });

  it.each([
    ['http500', 'bKash: the gateway answered HTTP 500'],
    ['malformed', 'bKash: the gateway answered something other than JSON'],
    ['timeout', `bKash: no answer within ${TIMEOUT_MS / 1000} s`],
  ] as const)('turns %s on create into PaymentProviderError', async (how, message) => {
    const provider = newProvider();
    fake.http.misbehaveOnce(fake.path('create'), how);
    await expect(provider.startPayment(startInput('T-BROKEN', 10_000))).rejects.toThrow(new PaymentProviderError(message, 'BKASH'));
  });
});

describe('bKash token revoked before its expiry (bKash answers HTTP 401)', () => {
  /** A completed payment at the fake, made while the token was good. */
  async function paid(provider: BkashProvider, tranId: string) {
    const { providerSessionId } = await provider.startPayment(startInput(tranId, 10_000));
    fake.authorise(providerSessionId);
    return providerSessionId;
  }
  const renewals = () => calls('token/grant') + calls('token/refresh');

  it('create, execute and refund each fetch a new token once and are retried once', async () => {
    const provider = newProvider();
    await provider.startPayment(startInput('T-401-WARM', 10_000));
    const paymentID = await paid(provider, 'T-401-PAY');

    fake.expireTokens();
    let before = renewals();
    await expect(provider.startPayment(startInput('T-401-CREATE', 10_000))).resolves.toMatchObject({ providerSessionId: expect.stringMatching(/^TR0011/) });
    expect(renewals()).toBe(before + 1);

    fake.expireTokens();
    before = renewals();
    const verified = await provider.verify('T-401-PAY', { paymentID, status: 'success' }, expected(paymentID, 10_000));
    expect(verified).toMatchObject({ status: 'PAID' });
    expect(renewals()).toBe(before + 1);

    fake.expireTokens();
    fake.refuseRefresh = true; // the refresh token went with it: only a new grant helps
    const grants = calls('token/grant');
    try {
      const trxID = fake.payments.get(paymentID)!.trxID!;
      const refund = { refundId: 'R-401', tranId: 'T-401-PAY', providerSessionId: paymentID, providerReference: trxID, amountPoisha: 5_000, reason: 'Damaged' };
      await expect(provider.refund(refund)).resolves.toMatchObject({ status: 'SUCCEEDED' });
    } finally {
      fake.refuseRefresh = false;
    }
    expect(calls('token/grant')).toBe(grants + 1);
  });

  it('N concurrent calls that meet the revoked token share one new token', async () => {
    const provider = newProvider();
    await provider.startPayment(startInput('T-401-N-WARM', 10_000));
    fake.expireTokens();
    fake.refuseRefresh = true;
    const grants = calls('token/grant');
    const refreshes = calls('token/refresh');
    const creates = calls('create');
    try {
      const started = await Promise.all(Array.from({ length: 8 }, (_, i) => provider.startPayment(startInput(`T-401-N-${i}`, 10_000))));
      expect(started).toHaveLength(8);
    } finally {
      fake.refuseRefresh = false;
    }
    expect(calls('token/grant')).toBe(grants + 1);
    expect(calls('token/refresh')).toBe(refreshes + 1);
    // Each of the 8 creates went twice: with the revoked token, then all with the one new token.
    const sent = fake.http.requestsTo(fake.path('create')).slice(creates);
    expect(sent).toHaveLength(16);
    expect(new Set(sent.map((r) => r.headers.authorization)).size).toBe(2);
  });

  it('retries only once: a token refused again is reported, not looped on', async () => {
    const provider = newProvider();
    await provider.startPayment(startInput('T-401-TWICE-WARM', 10_000));
    fake.expireTokens();
    fake.rejectAllTokens = true;
    const creates = calls('create');
    try {
      await expect(provider.startPayment(startInput('T-401-TWICE', 10_000))).rejects.toThrow(new PaymentProviderError('bKash: the gateway answered HTTP 401', 'BKASH'));
    } finally {
      fake.rejectAllTokens = false;
    }
    expect(calls('create')).toBe(creates + 2);
  });
});

describe('bKash callback verification', () => {
  async function created(provider: BkashProvider, tranId: string, amountPoisha: number) {
    const { providerSessionId } = await provider.startPayment(startInput(tranId, amountPoisha));
    return providerSessionId;
  }

  it('executes a successful payment and reports it paid with its trxID', async () => {
    const provider = newProvider();
    const paymentID = await created(provider, 'T-EXEC', 50_050);
    fake.authorise(paymentID);
    const verified = await provider.verify('T-EXEC', { paymentID, status: 'success' }, expected(paymentID, 50_050));
    expect(verified).toMatchObject({ status: 'PAID', tranId: 'T-EXEC', amountPoisha: 50_050, providerReference: fake.payments.get(paymentID)!.trxID });
    expect(JSON.parse(fake.http.requestsTo(fake.path('execute')).at(-1)!.body)).toEqual({ paymentID });
  });

  it.each(['timeout', 'http500'] as const)('asks the status query when execute fails (%s)', async (how) => {
    const provider = newProvider();
    const paymentID = await created(provider, `T-EXEC-${how}`, 20_000);
    fake.authorise(paymentID);
    const queries = calls('payment/status');
    fake.http.misbehaveOnce(fake.path('execute'), how);
    const verified = await provider.verify(`T-EXEC-${how}`, { paymentID, status: 'success' }, expected(paymentID, 20_000));
    // The stalled/failed execute never completed at the fake, so the query finds it still Initiated.
    expect(verified).toMatchObject({ status: 'PENDING', reason: expect.stringMatching(/^bKash has not completed the payment yet; execute: bKash: /) });
    expect(calls('payment/status')).toBe(queries + 1);
  });

  it('reports a replayed success callback as the same payment (execute refused, status query Completed)', async () => {
    const provider = newProvider();
    const paymentID = await created(provider, 'T-REPLAY', 20_000);
    fake.authorise(paymentID);
    const first = await provider.verify('T-REPLAY', { paymentID, status: 'success' }, expected(paymentID, 20_000));
    const again = await provider.verify('T-REPLAY', { paymentID, status: 'success' }, expected(paymentID, 20_000));
    expect(again).toEqual({ ...first, raw: expect.objectContaining({ transactionStatus: 'Completed' }) });
    expect(again.status).toBe('PAID');
  });

  it('confirms a cancel through the status query and never executes', async () => {
    const provider = newProvider();
    const paymentID = await created(provider, 'T-CANCEL', 20_000);
    fake.cancel(paymentID);
    const executes = calls('execute');
    const verified = await provider.verify('T-CANCEL', { paymentID, status: 'cancel' }, expected(paymentID, 20_000));
    expect(verified).toMatchObject({ status: 'CANCELLED', reason: 'bKash says Cancelled' });
    expect(calls('execute')).toBe(executes);
  });

  it('does not believe a "success" callback bKash has not completed', async () => {
    const provider = newProvider();
    const paymentID = await created(provider, 'T-CLAIM', 20_000);
    const verified = await provider.verify('T-CLAIM', { paymentID, status: 'success' }, expected(paymentID, 20_000));
    expect(verified.status).toBe('PENDING');
    expect(fake.payments.get(paymentID)!.transactionStatus).toBe('Initiated');
  });

  it('rejects a paymentID other than the one created for the attempt, without calling bKash', async () => {
    const provider = newProvider();
    const paymentID = await created(provider, 'T-MINE', 20_000);
    const before = fake.http.requests.length;
    await expect(provider.verify('T-MINE', { paymentID: 'TR0011FORGED', status: 'success' }, expected(paymentID, 20_000))).rejects.toThrow(
      new PaymentCallbackRejectedError(`bKash: paymentID TR0011FORGED is not the one created for T-MINE`, 'BKASH'),
    );
    await expect(provider.verify('T-MINE', { status: 'success' }, expected(paymentID, 20_000))).rejects.toThrow('bKash: the callback carries no paymentID');
    expect(fake.http.requests.length).toBe(before);
  });

  it('rejects a completed payment whose amount or invoice number is not ours', async () => {
    const provider = newProvider();
    const paymentID = await created(provider, 'T-AMOUNT', 20_000);
    fake.authorise(paymentID);
    await expect(provider.verify('T-AMOUNT', { paymentID, status: 'success' }, expected(paymentID, 99_900))).rejects.toThrow(
      'bKash: the paid amount 200.00 BDT is not 999.00 BDT',
    );
    await expect(provider.verify('T-OTHER-INVOICE', { paymentID, status: 'success' }, expected(null, 20_000))).rejects.toThrow(
      'bKash: the payment is for invoice T-AMOUNT, not T-OTHER-INVOICE',
    );
  });

  it('turns an unreachable status query into PaymentProviderError', async () => {
    const provider = newProvider();
    const paymentID = await created(provider, 'T-DOWN', 20_000);
    fake.http.misbehaveOnce(fake.path('payment/status'), 'malformed');
    await expect(provider.verify('T-DOWN', { paymentID, status: 'failure' }, expected(paymentID, 20_000))).rejects.toThrow(
      new PaymentProviderError('bKash: the gateway answered something other than JSON', 'BKASH'),
    );
  });
});

describe('bKash execute that takes long (a controllable clock ends the calls, never real waiting)', () => {
  /** A provider with the production time limits, on a test clock. */
  function providerOnClock(timers: AbortClock) {
    return new BkashProvider({ ...fake.credentials, apiUrl: fake.apiUrl, timeoutSignal: timers.signal });
  }

  it('waits for an execute bKash answers after 25 s (its own plugin allows 29 s) and reports it paid', async () => {
    const timers = new AbortClock();
    const provider = providerOnClock(timers);
    const { providerSessionId: paymentID } = await provider.startPayment(startInput('T-SLOW-25', 20_000));
    fake.authorise(paymentID);
    const execute = fake.http.holdNext(fake.path('execute'));
    const queries = calls('payment/status');
    const verifying = provider.verify('T-SLOW-25', { paymentID, status: 'success' }, expected(paymentID, 20_000));
    await execute.received;
    timers.advance(25_000);
    execute.release();
    await expect(verifying).resolves.toMatchObject({ status: 'PAID', providerReference: expect.stringMatching(/^BK/) });
    // Execute's own answer, not the status query after giving up on it.
    expect(calls('payment/status')).toBe(queries);
  });

  it('an execute still unanswered after 30 s is pending, not failed, with what happened; queryPayment later finds it paid', async () => {
    const timers = new AbortClock();
    const provider = providerOnClock(timers);
    const { providerSessionId: paymentID } = await provider.startPayment(startInput('T-SLOW-31', 20_000));
    fake.authorise(paymentID);
    const execute = fake.http.holdNext(fake.path('execute'));
    const verifying = provider.verify('T-SLOW-31', { paymentID, status: 'success' }, expected(paymentID, 20_000));
    await execute.received;
    timers.advance(30_000);
    const verified = await verifying;
    expect(verified).toMatchObject({
      status: 'PENDING',
      tranId: 'T-SLOW-31',
      reason: 'bKash has not completed the payment yet; execute: bKash: no answer within 30 s',
      raw: expect.objectContaining({ transactionStatus: 'Initiated' }),
    });

    execute.release(); // bKash finishes the execute the shop stopped waiting for: the wallet is debited
    const queries = calls('payment/status');
    const later = await provider.queryPayment({ providerSessionId: paymentID, tranId: 'T-SLOW-31', amountPoisha: 20_000 });
    expect(JSON.parse(fake.http.requestsTo(fake.path('payment/status')).at(-1)!.body)).toEqual({ paymentID });
    expect(calls('payment/status')).toBe(queries + 1);
    expect(later).toMatchObject({ status: 'PAID', tranId: 'T-SLOW-31', amountPoisha: 20_000, providerReference: fake.payments.get(paymentID)!.trxID });
  });

  it('queryPayment reports a payment bKash has not completed as pending, and a cancelled one as cancelled', async () => {
    const provider = newProvider();
    const { providerSessionId: open } = await provider.startPayment(startInput('T-QUERY-OPEN', 20_000));
    await expect(provider.queryPayment({ providerSessionId: open, tranId: 'T-QUERY-OPEN', amountPoisha: 20_000 })).resolves.toMatchObject({ status: 'PENDING' });
    fake.cancel(open);
    await expect(provider.queryPayment({ providerSessionId: open, tranId: 'T-QUERY-OPEN', amountPoisha: 20_000 })).resolves.toMatchObject({ status: 'CANCELLED' });
  });

  it("keeps a payment bKash holds (Pending Authorized, Authorized) open, even after a failure callback, and finds it paid once bKash completes it", async () => {
    const provider = newProvider();
    const ref = (tranId: string, providerSessionId: string) => ({ providerSessionId, tranId, amountPoisha: 20_000 });
    const { providerSessionId: held } = await provider.startPayment(startInput('T-QUERY-HELD', 20_000));
    for (const status of ['Pending Authorized', 'Authorized'] as const) {
      fake.setStatus(held, status);
      await expect(provider.queryPayment(ref('T-QUERY-HELD', held))).resolves.toMatchObject({ status: 'PENDING', gatewayStatus: status });
      // A "failure" callback does not end a payment bKash still holds: money may yet move.
      await expect(provider.verify('T-QUERY-HELD', { paymentID: held, status: 'failure' }, expected(held, 20_000))).resolves.toMatchObject({ status: 'PENDING', gatewayStatus: status });
    }
    fake.complete(held);
    await expect(provider.queryPayment(ref('T-QUERY-HELD', held))).resolves.toMatchObject({ status: 'PAID', providerReference: fake.payments.get(held)!.trxID });

    const { providerSessionId: declined } = await provider.startPayment(startInput('T-QUERY-DECLINED', 20_000));
    for (const status of ['Declined', 'Expired'] as const) {
      fake.setStatus(declined, status);
      await expect(provider.queryPayment(ref('T-QUERY-DECLINED', declined))).resolves.toMatchObject({ status: 'FAILED', gatewayStatus: status });
    }
  });
});

describe('bKash refunds', () => {
  /** A completed (executed) payment at the fake: its paymentID and trxID. */
  async function paid(provider: BkashProvider, tranId: string, amountPoisha: number) {
    const { providerSessionId } = await provider.startPayment(startInput(tranId, amountPoisha));
    fake.authorise(providerSessionId!);
    await provider.verify(tranId, { paymentID: providerSessionId!, status: 'success' }, expected(providerSessionId, amountPoisha));
    return { paymentID: providerSessionId!, trxID: fake.payments.get(providerSessionId!)!.trxID! };
  }
  const refundOf = (tranId: string, payment: { paymentID: string; trxID: string }, amountPoisha: number, refundId = `R-${tranId}`) => ({
    refundId,
    tranId,
    providerSessionId: payment.paymentID,
    providerReference: payment.trxID,
    amountPoisha,
    reason: 'Out of stock',
  });

  it('sends the documented refund fields (Taka amount, trxID, our refund id as sku) and answers the refundTrxID; the status query finds it', async () => {
    const provider = newProvider();
    const payment = await paid(provider, 'T-REFUND', 50_050);
    const answer = await provider.refund(refundOf('T-REFUND', payment, 20_050, 'REFUND-1'));
    const [sent] = fake.http.requestsTo(fake.path('payment/refund')).slice(-1);
    expect(sent!.headers).toMatchObject({ authorization: expect.stringMatching(/^id-token-\d+$/), 'x-app-key': 'app-key-1' });
    expect(JSON.parse(sent!.body)).toEqual({ paymentID: payment.paymentID, amount: '200.50', trxID: payment.trxID, sku: 'REFUND-1', reason: 'Out of stock' });
    const made = fake.refunds.get(payment.trxID)!;
    expect(made).toHaveLength(1);
    expect(answer).toMatchObject({ status: 'SUCCEEDED', providerRefundId: made[0]!.refundTrxID });

    const status = await provider.refundStatus(made[0]!.refundTrxID, refundOf('T-REFUND', payment, 20_050, 'REFUND-1'));
    expect(JSON.parse(fake.http.requestsTo(fake.path('payment/refund')).at(-1)!.body)).toEqual({ paymentID: payment.paymentID, trxID: payment.trxID });
    expect(status).toMatchObject({ status: 'SUCCEEDED', providerRefundId: made[0]!.refundTrxID });
  });

  it("answers a refusal (more than was paid) with bKash's message instead of failing, and nothing is refunded", async () => {
    const provider = newProvider();
    const payment = await paid(provider, 'T-REFUND-MORE', 10_000);
    await expect(provider.refund(refundOf('T-REFUND-MORE', payment, 6_000, 'R-A'))).resolves.toMatchObject({ status: 'SUCCEEDED' });
    const refused = await provider.refund(refundOf('T-REFUND-MORE', payment, 6_000, 'R-B'));
    expect(refused).toEqual({ status: 'REFUSED', reason: 'Refund amount exceeds the transaction amount', raw: expect.objectContaining({ statusCode: '2071' }) });
    expect(fake.refunds.get(payment.trxID)).toHaveLength(1);
  });

  it.each([
    ['2020', 'Exception Occurred'],
    ['2024', 'Exception occurred'],
    ['503', 'System is undergoing maintenance. Please try again later'],
  ])('answers bKash error %s (%s) as "ask again", not as a refusal; nothing was refunded', async (code, message) => {
    const provider = newProvider();
    const payment = await paid(provider, `T-REFUND-RETRY-${code}`, 10_000);
    fake.failNextRefund(code, message);
    const answer = await provider.refund(refundOf(`T-REFUND-RETRY-${code}`, payment, 5_000));
    expect(answer).toEqual({ status: 'RETRY', reason: `${message} (bKash ${code})`, raw: expect.objectContaining({ statusCode: code }) });
    expect(fake.refunds.get(payment.trxID)).toBeUndefined();
    // Asked again (same sku), bKash refunds it.
    await expect(provider.refund(refundOf(`T-REFUND-RETRY-${code}`, payment, 5_000))).resolves.toMatchObject({ status: 'SUCCEEDED' });
  });

  it.each([
    ['2056', 'Invalid Payment State'],
    ['2065', 'Mandatory field missing'],
    ['2034', 'The transaction cannot be reversed because the original transaction has been reversed'],
  ])('answers bKash error %s (%s) as a final refusal', async (code, message) => {
    const provider = newProvider();
    const payment = await paid(provider, `T-REFUND-FINAL-${code}`, 10_000);
    fake.failNextRefund(code, message);
    await expect(provider.refund(refundOf(`T-REFUND-FINAL-${code}`, payment, 5_000))).resolves.toEqual({ status: 'REFUSED', reason: message, raw: expect.objectContaining({ statusCode: code }) });
  });

  it('throws a provider error, not a refusal, when bKash fails (HTTP 500): an outage is never shown as the gateway refusing', async () => {
    const provider = newProvider();
    const payment = await paid(provider, 'T-REFUND-DOWN', 10_000);
    fake.http.misbehaveOnce(fake.path('payment/refund'), 'http500');
    await expect(provider.refund(refundOf('T-REFUND-DOWN', payment, 5_000))).rejects.toBeInstanceOf(PaymentProviderError);
    expect(fake.refunds.get(payment.trxID)).toBeUndefined();
  });
});
