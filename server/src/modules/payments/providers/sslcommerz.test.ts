import { SslCommerzFake } from '../../../../test/fakes/sslcommerz-fake.ts';
import { startInput } from './payment-test-input.ts';
import { SslCommerzProvider } from './sslcommerz.ts';
import { PaymentCallbackRejectedError, PaymentProviderError } from './types.ts';

let fake: SslCommerzFake;
let provider: SslCommerzProvider;
const TIMEOUT_MS = 400;

beforeAll(async () => {
  fake = await new SslCommerzFake().start();
  provider = new SslCommerzProvider({ storeId: fake.storeId, storePassword: fake.storePassword, apiUrl: fake.url, timeoutMs: TIMEOUT_MS });
});
afterAll(() => fake.stop());

const VALIDATION = '/validator/api/validationserverAPI.php';
const expected = (amountPoisha: number) => ({ providerSessionId: 'SESSION', amountPoisha });

describe('SSLCommerz session init', () => {
  it('posts the documented form fields and returns the gateway page and session key', async () => {
    const started = await provider.startPayment(startInput('PG-2026-000123-A1B2C3', 123_450));

    const [request] = fake.http.requestsTo('/gwprocess/v4/api.php').slice(-1);
    expect(request!.method).toBe('POST');
    expect(request!.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    const form = Object.fromEntries(new URLSearchParams(request!.body));
    expect(form).toMatchObject({
      store_id: 'testbox',
      store_passwd: 'qwerty@ssl',
      total_amount: '1234.50',
      currency: 'BDT',
      tran_id: 'PG-2026-000123-A1B2C3',
      success_url: 'https://shop.example/payments/return/PG-2026-000123-A1B2C3/success',
      fail_url: 'https://shop.example/payments/return/PG-2026-000123-A1B2C3/fail',
      cancel_url: 'https://shop.example/payments/return/PG-2026-000123-A1B2C3/cancel',
      ipn_url: 'https://shop.example/payments/notify/PG-2026-000123-A1B2C3',
      cus_name: 'Rahim Uddin',
      cus_email: 'rahim@example.com',
      cus_phone: '01712345678',
      cus_add1: 'House 1, Road 2, Dhanmondi',
      cus_country: 'Bangladesh',
      shipping_method: 'NO',
      num_of_item: '2',
      product_name: '2 item(s) from order PG-2026-000123',
      product_profile: 'general',
      value_a: 'PG-2026-000123',
    });
    expect(started.providerSessionId).toMatch(/^[0-9A-F]{32}$/);
    expect(started.redirectUrl).toBe(`${fake.url}/EasyCheckOut/testcde${started.providerSessionId}`);
  });

  it('is refused by the gateway without num_of_item (mandatory in the official library), which the adapter always sends', async () => {
    await provider.startPayment(startInput('PG-2026-000124-A1B2C3', 50_000));
    const [sent] = fake.http.requestsTo('/gwprocess/v4/api.php').slice(-1);
    const form = new URLSearchParams(sent!.body);
    expect(form.get('num_of_item')).toBe('2');
    form.delete('num_of_item');
    const refused = await fetch(`${fake.url}/gwprocess/v4/api.php`, { method: 'POST', body: form });
    expect(await refused.json()).toMatchObject({ status: 'FAILED', failedreason: 'Invalid Information: num_of_item is missing' });
    // An order of one item (or none counted) still sends 1.
    await provider.startPayment({ ...startInput('PG-2026-000125-A1B2C3', 50_000), itemCount: 0 });
    expect(new URLSearchParams(fake.http.requestsTo('/gwprocess/v4/api.php').slice(-1)[0]!.body).get('num_of_item')).toBe('1');
  });

  it('reports a refused session with the gateway reason and never the store password', async () => {
    const wrong = new SslCommerzProvider({ storeId: 'testbox', storePassword: 'not-the-password', apiUrl: fake.url });
    const failure = await wrong.startPayment(startInput('T-REFUSED', 50_000)).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(PaymentProviderError);
    expect((failure as Error).message).toBe('SSLCommerz: the gateway refused the session: Store Credential Error Or Store is De-active');
  });

  it.each([
    ['http500', 'SSLCommerz: the gateway answered HTTP 500'],
    ['malformed', 'SSLCommerz: the gateway answered something other than JSON'],
    ['timeout', `SSLCommerz: no answer within ${TIMEOUT_MS / 1000} s`],
  ] as const)('turns %s into PaymentProviderError', async (how, message) => {
    fake.http.misbehaveOnce('/gwprocess/v4/api.php', how);
    const failure = await provider.startPayment(startInput('T-BROKEN', 50_000)).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(PaymentProviderError);
    expect((failure as PaymentProviderError).message).toBe(message);
    expect((failure as PaymentProviderError).provider).toBe('SSLCOMMERZ');
  });

  it('says so when the gateway cannot be reached', async () => {
    const closed = await new SslCommerzFake().start();
    await closed.stop();
    const nowhere = new SslCommerzProvider({ storeId: 'x', storePassword: 'secret-pw', apiUrl: closed.url });
    const failure = await nowhere.startPayment(startInput('T-NOWHERE', 50_000)).catch((e: unknown) => e);
    expect((failure as Error).message).toMatch(/^SSLCommerz: could not reach the gateway \(fetch failed: .*ECONNREFUSED/);
    expect((failure as Error).message).not.toContain('secret-pw');
  });
});

describe('SSLCommerz verification', () => {
  it('believes a signed IPN once the validation API confirms tran_id and amount', async () => {
    const ipn = fake.pay('T-PAID', '1234.50');
    const verified = await provider.verify('T-PAID', ipn, expected(123_450));

    expect(verified).toMatchObject({ status: 'PAID', tranId: 'T-PAID', amountPoisha: 123_450, providerReference: ipn.bank_tran_id });
    const [request] = fake.http.requestsTo(VALIDATION).slice(-1);
    expect(Object.fromEntries(request!.query)).toEqual({ val_id: ipn.val_id, store_id: 'testbox', store_passwd: 'qwerty@ssl', v: '1', format: 'json' });
    // A replay is validated again (VALIDATED) and reports the same payment.
    await expect(provider.verify('T-PAID', ipn, expected(123_450))).resolves.toMatchObject({ status: 'PAID', providerReference: ipn.bank_tran_id });
  });

  it('rejects a bad verify_sign without asking the gateway', async () => {
    const ipn = { ...fake.pay('T-FORGED', '1234.50'), amount: '1.00' };
    const before = fake.http.requestsTo(VALIDATION).length;
    await expect(provider.verify('T-FORGED', ipn, expected(123_450))).rejects.toThrow(
      new PaymentCallbackRejectedError('SSLCommerz: verify_sign does not match the signed fields', 'SSLCOMMERZ'),
    );
    expect(fake.http.requestsTo(VALIDATION)).toHaveLength(before);
  });

  it('rejects an unknown val_id, even correctly signed', async () => {
    const ipn = fake.sign({ ...fake.pay('T-UNKNOWN', '500.00'), val_id: 'NOT-A-VAL-ID' });
    await expect(provider.verify('T-UNKNOWN', ipn, expected(50_000))).rejects.toThrow('SSLCommerz: the validation API does not know this val_id');
  });

  it('rejects a validated amount other than the attempt amount', async () => {
    const ipn = fake.pay('T-CHEAP', '10.00');
    await expect(provider.verify('T-CHEAP', ipn, expected(123_450))).rejects.toThrow(
      'SSLCommerz: the validated amount 10.00 is not 1234.50',
    );
  });

  it("rejects another attempt's val_id", async () => {
    const other = fake.pay('T-OTHER', '500.00');
    const ipn = fake.sign({ ...other, tran_id: 'T-MINE' });
    await expect(provider.verify('T-MINE', ipn, expected(50_000))).rejects.toThrow('SSLCommerz: val_id belongs to tran_id T-OTHER, not T-MINE');
    await expect(provider.verify('T-MINE', other, expected(50_000))).rejects.toThrow('SSLCommerz: the callback is for tran_id T-OTHER, not T-MINE');
  });

  it('holds a risky payment (VALID with risk_level 1) for review, with its reference and what the gateway said, instead of paid', async () => {
    const ipn = fake.pay('T-RISKY', '500.00', { riskLevel: '1' });
    await expect(provider.verify('T-RISKY', ipn, expected(50_000))).resolves.toEqual({
      status: 'UNDER_REVIEW',
      tranId: 'T-RISKY',
      amountPoisha: 50_000,
      providerReference: ipn.bank_tran_id,
      gatewayStatus: 'VALID risk_level 1',
      reason: 'held for review: Risky',
      raw: expect.objectContaining({ risk_level: '1', val_id: ipn.val_id }),
    });
  });

  it('changes nothing for a fail/cancel redirect that carries no val_id', async () => {
    const before = fake.http.requestsTo(VALIDATION).length;
    await expect(provider.verify('T-FAIL', { tran_id: 'T-FAIL', status: 'FAILED' }, expected(50_000))).resolves.toMatchObject({
      status: 'PENDING',
      reason: 'no val_id to validate (the callback says FAILED)',
    });
    expect(fake.http.requestsTo(VALIDATION)).toHaveLength(before);
  });

  it('turns a broken validation API into PaymentProviderError', async () => {
    const ipn = fake.pay('T-DOWN', '500.00');
    fake.http.misbehaveOnce(VALIDATION, 'timeout');
    await expect(provider.verify('T-DOWN', ipn, expected(50_000))).rejects.toThrow(new PaymentProviderError(`SSLCommerz: no answer within ${TIMEOUT_MS / 1000} s`, 'SSLCOMMERZ'));
    fake.http.misbehaveOnce(VALIDATION, 'malformed');
    await expect(provider.verify('T-DOWN', ipn, expected(50_000))).rejects.toThrow('SSLCommerz: the gateway answered something other than JSON');
  });
});

describe('SSLCommerz refunds', () => {
  const refundOf = (bankTranId: string, amountPoisha: number, refundId = `R-${Math.random()}`) => ({
    refundId,
    tranId: 'PG-2026-000200-R1',
    providerSessionId: null,
    providerReference: bankTranId,
    amountPoisha,
    reason: 'Damaged copy',
  });

  it('sends the documented refund fields; an accepted refund (success) is pending until the status query says refunded', async () => {
    const paid = fake.pay('PG-2026-000200-R1', '500.00');
    const answer = await provider.refund(refundOf(paid.bank_tran_id!, 20_000, 'REFUND-1'));
    expect(answer).toMatchObject({ status: 'PENDING', providerRefundId: expect.stringMatching(/^RF/), raw: { status: 'success' } });
    const [request] = fake.http.requestsTo('/validator/api/merchantTransIDvalidationAPI.php').slice(-1);
    expect(Object.fromEntries(request!.query)).toMatchObject({ bank_tran_id: paid.bank_tran_id, refund_amount: '200.00', refund_remarks: 'Damaged copy', refe_id: 'REFUND-1', store_id: 'testbox' });
    const refundRefId = answer.status === 'PENDING' ? answer.providerRefundId : '';
    expect(await provider.refundStatus(refundRefId)).toMatchObject({ status: 'PENDING', providerRefundId: refundRefId });
    fake.finishRefund(refundRefId, 'refunded');
    expect(await provider.refundStatus(refundRefId)).toMatchObject({ status: 'SUCCEEDED', providerRefundId: refundRefId });
    // The same refund again (same refe_id): the gateway's first refund, not a second one.
    const before = fake.refundCount;
    expect(await provider.refund(refundOf(paid.bank_tran_id!, 20_000, 'REFUND-1'))).toEqual(answer);
    expect(fake.refundCount).toBe(before);
  });

  it('reads a cancelled refund as refused with its reason, and an unknown refund_ref_id as no answer', async () => {
    const paid = fake.pay('PG-2026-000202-R3', '300.00');
    const answer = await provider.refund(refundOf(paid.bank_tran_id!, 10_000));
    const refundRefId = answer.status === 'PENDING' ? answer.providerRefundId : '';
    fake.finishRefund(refundRefId, 'cancelled', 'Customer account closed');
    expect(await provider.refundStatus(refundRefId)).toMatchObject({ status: 'REFUSED', reason: 'Customer account closed' });
    expect(await provider.refundStatus('RF-NOT-KNOWN').catch((e: unknown) => e)).toBeInstanceOf(PaymentProviderError);
  });

  it("answers a refused refund with the gateway's reason", async () => {
    const paid = fake.pay('PG-2026-000201-R2', '100.00');
    expect(await provider.refund(refundOf(paid.bank_tran_id!, 20_000))).toMatchObject({ status: 'REFUSED', reason: 'Refund amount exceeds the transaction amount' });
  });
});

describe('SSLCommerz transaction query by tran_id (the reconciliation sweep)', () => {
  const QUERY = '/validator/api/merchantTransIDvalidationAPI.php';
  const attempt = (tranId: string, amountPoisha = 50_000) => ({ tranId, providerSessionId: 'SESSION', amountPoisha });

  it('asks merchantTransIDvalidationAPI.php with tran_id and the store credentials, and reports a VALID payment paid', async () => {
    const ipn = fake.pay('T-Q-PAID', '500.00');
    const verified = await provider.queryPayment(attempt('T-Q-PAID'));
    const request = fake.http.requestsTo(QUERY).at(-1)!;
    expect(Object.fromEntries(request.query)).toEqual({ tran_id: 'T-Q-PAID', store_id: 'testbox', store_passwd: 'qwerty@ssl', v: '1', format: 'json' });
    expect(verified).toMatchObject({ status: 'PAID', tranId: 'T-Q-PAID', amountPoisha: 50_000, providerReference: ipn.bank_tran_id });
  });

  it('holds a risky one for review, finds a paid try among failed ones, and refuses a paid amount that is not ours', async () => {
    const risky = fake.pay('T-Q-RISKY', '500.00', { riskLevel: '1' });
    await expect(provider.queryPayment(attempt('T-Q-RISKY'))).resolves.toMatchObject({ status: 'UNDER_REVIEW', providerReference: risky.bank_tran_id, gatewayStatus: 'VALID risk_level 1' });
    fake.attempt('T-Q-RETRY', '500.00', 'FAILED');
    const paid = fake.pay('T-Q-RETRY', '500.00');
    await expect(provider.queryPayment(attempt('T-Q-RETRY'))).resolves.toMatchObject({ status: 'PAID', providerReference: paid.bank_tran_id });
    fake.pay('T-Q-WRONG', '5.00');
    await expect(provider.queryPayment(attempt('T-Q-WRONG'))).rejects.toBeInstanceOf(PaymentCallbackRejectedError);
  });

  it('says PENDING (under way) while the gateway says PENDING, PENDING (not found) when no try was made, FAILED when it failed', async () => {
    fake.attempt('T-Q-PENDING', '500.00', 'PENDING');
    await expect(provider.queryPayment(attempt('T-Q-PENDING'))).resolves.toMatchObject({ status: 'PENDING', underWay: true, gatewayStatus: 'PENDING' });
    const none = await provider.queryPayment(attempt('T-Q-NONE'));
    expect(none).toMatchObject({ status: 'PENDING', gatewayStatus: 'NOT_FOUND' });
    expect(none).not.toHaveProperty('underWay');
    fake.attempt('T-Q-FAILED', '500.00', 'FAILED');
    await expect(provider.queryPayment(attempt('T-Q-FAILED'))).resolves.toMatchObject({ status: 'FAILED', reason: 'Card declined', gatewayStatus: 'FAILED' });
  });

  it('turns a refused connection (wrong credentials: APIConnect INVALID_REQUEST) into PaymentProviderError', async () => {
    const wrong = new SslCommerzProvider({ storeId: fake.storeId, storePassword: 'wrong', apiUrl: fake.url, timeoutMs: TIMEOUT_MS });
    await expect(wrong.queryPayment(attempt('T-Q-PAID'))).rejects.toBeInstanceOf(PaymentProviderError);
  });
});
