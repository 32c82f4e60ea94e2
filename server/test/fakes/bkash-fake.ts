import { randomBytes } from 'node:crypto';
import { FakeHttpServer, type FakeHandler, type ReceivedRequest } from './fake-http-server.ts';

type Answer = ReturnType<FakeHandler>;

export const BKASH_FAKE_VERSION = '/v1.2.0-beta';
const BASE = `${BKASH_FAKE_VERSION}/tokenized/checkout`;

interface Payment {
  paymentID: string;
  amount: string;
  merchantInvoiceNumber: string;
  payerReference: string;
  /** The shopper entered their wallet PIN on bKash's page. */
  authorised: boolean;
  /** bKash's documented transaction statuses the fake gives (query payment answers them as they are). */
  transactionStatus: 'Initiated' | 'Pending Authorized' | 'Authorized' | 'Completed' | 'Cancelled' | 'Declined' | 'Expired';
  trxID: string | null;
}

/** A refund bKash made of a completed payment (payment/refund). */
interface BkashRefund {
  refundTrxID: string;
  /** Taka with up to two decimals, as sent. */
  amount: string;
  sku: string;
  reason: string;
}

/**
 * bKash tokenized checkout (v1.2.0-beta) as documented: grant/refresh token with username/password headers,
 * create/execute/status with `authorization` and `x-app-key`, errors as HTTP 200 with a statusCode other than 0000.
 */
export class BkashFake {
  readonly http: FakeHttpServer = new FakeHttpServer((request) => this.answer(request));
  readonly payments = new Map<string, Payment>();
  /** Refunds by the original trxID. */
  readonly refunds = new Map<string, BkashRefund[]>();
  private readonly liveTokens = new Set<string>();
  private readonly refreshTokens = new Set<string>();
  private serial = 0;
  /** Refresh tokens stop working (e.g. revoked): only a new grant gives a token. */
  refuseRefresh = false;
  /** The next refund request is answered with this bKash error (HTTP 200, statusCode ≠ 0000), and no refund is made. */
  private refundError: { statusCode: string; statusMessage: string } | null = null;
  /** Every authorised call is answered 401, even with a token just granted (credentials revoked at bKash). */
  rejectAllTokens = false;

  constructor(readonly credentials = { appKey: 'app-key-1', appSecret: 'app-secret-1', username: 'merchant-user', password: 'merchant-pass' }) {}

  /** Where the adapter is pointed: the fake's address plus the API version prefix. */
  get apiUrl(): string {
    return `${this.http.url}${BKASH_FAKE_VERSION}`;
  }

  path(name: string) {
    return `${BASE}/${name}`;
  }

  async start() {
    await this.http.start();
    return this;
  }

  stop() {
    return this.http.stop();
  }

  /** The shopper approves the payment on bKash's page (money moves only when the merchant executes). */
  authorise(paymentID: string) {
    this.payments.get(paymentID)!.authorised = true;
  }

  /** bKash holds the payment in one of its in-between states (documented: Pending Authorized, Authorized) or ends it (Declined, Expired). */
  setStatus(paymentID: string, status: Payment['transactionStatus']) {
    this.payments.get(paymentID)!.transactionStatus = status;
  }

  /** bKash completes a payment it held (after "Pending Authorized"): the wallet is debited now. */
  complete(paymentID: string) {
    const payment = this.payments.get(paymentID)!;
    payment.transactionStatus = 'Completed';
    payment.trxID = `BK${randomBytes(4).toString('hex').toUpperCase()}`;
  }

  /** The shopper cancels on bKash's page. */
  cancel(paymentID: string) {
    this.payments.get(paymentID)!.transactionStatus = 'Cancelled';
  }

  /** bKash answers the next refund with an error code (e.g. 2020 "Exception Occurred", 503 maintenance) and refunds nothing. */
  failNextRefund(statusCode: string, statusMessage: string) {
    this.refundError = { statusCode, statusMessage };
  }

  /**
   * Every token handed out so far stops being accepted (as when they expire, or are revoked early: a grant
   * elsewhere, a credential rotation); bKash answers HTTP 401 to calls that carry one. Refresh tokens still work.
   */
  expireTokens() {
    this.liveTokens.clear();
  }

  private answer(request: ReceivedRequest): Answer {
    const body = request.body ? (JSON.parse(request.body) as Record<string, string>) : {};
    switch (request.path) {
      case this.path('token/grant'):
        return this.grant(request, body);
      case this.path('token/refresh'):
        return this.refresh(request, body);
      default:
        break;
    }
    if (this.rejectAllTokens || !this.liveTokens.has(String(request.headers.authorization)) || request.headers['x-app-key'] !== this.credentials.appKey) {
      return { status: 401, json: { message: 'Unauthorized' } };
    }
    switch (request.path) {
      case this.path('create'):
        return this.create(body);
      case this.path('execute'):
        return this.execute(body);
      case this.path('payment/status'):
        return this.status(body);
      case this.path('payment/refund'):
        // The same path refunds (with amount, sku and reason) or, with only paymentID and trxID, answers the refund's status.
        return body.amount === undefined ? this.refundStatus(body) : this.refund(body);
      default:
        return { status: 404, json: { message: 'Not Found' } };
    }
  }

  private merchantOk(request: ReceivedRequest, body: Record<string, string>) {
    const c = this.credentials;
    return (
      request.headers.username === c.username &&
      request.headers.password === c.password &&
      body.app_key === c.appKey &&
      body.app_secret === c.appSecret
    );
  }

  private issueToken(): Answer {
    this.serial += 1;
    const idToken = `id-token-${this.serial}`;
    const refreshToken = `refresh-token-${this.serial}`;
    this.liveTokens.add(idToken);
    this.refreshTokens.add(refreshToken);
    return { json: { statusCode: '0000', statusMessage: 'Successful', id_token: idToken, token_type: 'Bearer', expires_in: 3600, refresh_token: refreshToken } };
  }

  private grant(request: ReceivedRequest, body: Record<string, string>): Answer {
    if (!this.merchantOk(request, body)) return { json: { statusCode: '2001', statusMessage: 'Invalid App Key' } };
    return this.issueToken();
  }

  private refresh(request: ReceivedRequest, body: Record<string, string>): Answer {
    if (!this.merchantOk(request, body) || this.refuseRefresh || !this.refreshTokens.has(body.refresh_token ?? '')) {
      return { json: { statusCode: '2079', statusMessage: 'Invalid refresh token' } };
    }
    return this.issueToken();
  }

  private create(body: Record<string, string>): Answer {
    if (body.mode !== '0011' || body.currency !== 'BDT' || body.intent !== 'sale' || !body.callbackURL || !body.merchantInvoiceNumber || !body.payerReference) {
      return { json: { statusCode: '2065', statusMessage: 'Mandatory field missing' } };
    }
    if (!/^\d+(\.\d{1,2})?$/.test(body.amount ?? '')) return { json: { statusCode: '2007', statusMessage: 'Invalid Amount' } };
    const paymentID = `TR0011${randomBytes(8).toString('hex').toUpperCase()}`;
    this.payments.set(paymentID, {
      paymentID,
      amount: body.amount!,
      merchantInvoiceNumber: body.merchantInvoiceNumber,
      payerReference: body.payerReference,
      authorised: false,
      transactionStatus: 'Initiated',
      trxID: null,
    });
    return {
      json: {
        statusCode: '0000',
        statusMessage: 'Successful',
        paymentID,
        bkashURL: `${this.http.url}/checkout?paymentID=${paymentID}`,
        callbackURL: body.callbackURL,
        successCallbackURL: `${body.callbackURL}?paymentID=${paymentID}&status=success`,
        failureCallbackURL: `${body.callbackURL}?paymentID=${paymentID}&status=failure`,
        cancelledCallbackURL: `${body.callbackURL}?paymentID=${paymentID}&status=cancel`,
        amount: body.amount,
        intent: 'sale',
        currency: 'BDT',
        paymentCreateTime: '2026-11-23T20:15:01:000 GMT+0600',
        transactionStatus: 'Initiated',
        merchantInvoiceNumber: body.merchantInvoiceNumber,
      },
    };
  }

  private execute(body: Record<string, string>): Answer {
    const payment = this.payments.get(body.paymentID ?? '');
    if (!payment) return { json: { statusCode: '2056', statusMessage: 'Invalid Payment State' } };
    if (payment.transactionStatus !== 'Initiated') return { json: { statusCode: '2117', statusMessage: 'Payment execution already been called before' } };
    if (!payment.authorised) return { json: { statusCode: '2056', statusMessage: 'Invalid Payment State' } };
    payment.transactionStatus = 'Completed';
    payment.trxID = `BK${randomBytes(4).toString('hex').toUpperCase()}`;
    return { json: { statusCode: '0000', statusMessage: 'Successful', ...this.view(payment), customerMsisdn: '01770618575', paymentExecuteTime: '2026-11-23T20:16:01:000 GMT+0600' } };
  }

  private status(body: Record<string, string>): Answer {
    const payment = this.payments.get(body.paymentID ?? '');
    if (!payment) return { json: { statusCode: '2056', statusMessage: 'Invalid Payment State' } };
    return { json: { statusCode: '0000', statusMessage: 'Successful', mode: '0011', ...this.view(payment), verificationStatus: 'Complete' } };
  }

  /** Poisha of a Taka amount as bKash writes it ("100.50"). */
  private static poisha(amount: string): number {
    const [whole, fraction = ''] = amount.split('.');
    return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  }

  private refund(body: Record<string, string>): Answer {
    if (this.refundError) {
      const error = this.refundError;
      this.refundError = null;
      return { json: error };
    }
    const payment = this.payments.get(body.paymentID ?? '');
    if (!payment || payment.transactionStatus !== 'Completed' || payment.trxID !== body.trxID) {
      return { json: { statusCode: '2056', statusMessage: 'Invalid Payment State' } };
    }
    if (!body.sku || !body.reason) return { json: { statusCode: '2065', statusMessage: 'Mandatory field missing' } };
    if (!/^\d+(\.\d{1,2})?$/.test(body.amount ?? '') || BkashFake.poisha(body.amount!) <= 0) return { json: { statusCode: '2007', statusMessage: 'Invalid Amount' } };
    const done = this.refunds.get(payment.trxID!) ?? [];
    const refunded = done.reduce((sum, r) => sum + BkashFake.poisha(r.amount), 0);
    if (refunded + BkashFake.poisha(body.amount!) > BkashFake.poisha(payment.amount)) {
      return { json: { statusCode: '2071', statusMessage: 'Refund amount exceeds the transaction amount' } };
    }
    const made: BkashRefund = { refundTrxID: `RF${randomBytes(4).toString('hex').toUpperCase()}`, amount: body.amount!, sku: body.sku, reason: body.reason };
    this.refunds.set(payment.trxID!, [...done, made]);
    return {
      json: {
        statusCode: '0000',
        statusMessage: 'Successful',
        completedTime: '2026-11-24T11:00:00:000 GMT+0600',
        transactionStatus: 'Completed',
        originalTrxID: payment.trxID,
        refundTrxID: made.refundTrxID,
        amount: made.amount,
        currency: 'BDT',
        charge: '0.00',
      },
    };
  }

  private refundStatus(body: Record<string, string>): Answer {
    const payment = this.payments.get(body.paymentID ?? '');
    const last = payment?.trxID === body.trxID ? this.refunds.get(body.trxID ?? '')?.at(-1) : undefined;
    if (!last) return { json: { statusCode: '2056', statusMessage: 'Invalid Payment State' } };
    return {
      json: {
        statusCode: '0000',
        statusMessage: 'Successful',
        completedTime: '2026-11-24T11:00:00:000 GMT+0600',
        transactionStatus: 'Completed',
        originalTrxID: body.trxID,
        refundTrxID: last.refundTrxID,
        amount: last.amount,
        currency: 'BDT',
        charge: '0.00',
      },
    };
  }

  private view(payment: Payment) {
    return {
      paymentID: payment.paymentID,
      trxID: payment.trxID ?? undefined,
      transactionStatus: payment.transactionStatus,
      amount: payment.amount,
      currency: 'BDT',
      intent: 'sale',
      merchantInvoiceNumber: payment.merchantInvoiceNumber,
      payerReference: payment.payerReference,
    };
  }
}
