import { field, PROVIDER_TIMEOUT_MS, providerError, requestJson, type ProviderHttp } from './provider-http.ts';
import { poishaFromTakaText, takaText } from './taka-amount.ts';
import {
  PaymentCallbackRejectedError,
  PaymentProviderError,
  type ExpectedPayment,
  type PaymentAttemptRef,
  type PaymentProvider,
  type RefundAnswer,
  type RefundRequest,
  type StartedPayment,
  type StartPaymentInput,
  type VerifiedPayment,
} from './types.ts';

export const BKASH_SANDBOX_URL = 'https://tokenized.sandbox.bka.sh/v1.2.0-beta';

export interface BkashOptions {
  appKey: string;
  appSecret: string;
  username: string;
  password: string;
  /** https://tokenized.sandbox.bka.sh/v1.2.0-beta or https://tokenized.pay.bka.sh/v1.2.0-beta */
  apiUrl: string;
  timeoutMs?: number;
  /** How long execute may take (default BKASH_EXECUTE_TIMEOUT_MS). */
  executeTimeoutMs?: number;
  /** Makes the signal that ends a call after `ms` (default AbortSignal.timeout; tests pass a controllable clock's). */
  timeoutSignal?: (ms: number) => AbortSignal;
  fetch?: typeof fetch;
  now?: () => number;
}

const OK = '0000';
/**
 * Execute moves the money and may take long at bKash: the shop waits as long as bKash's own plugin does
 * (29 s), and a little more, before it gives up and asks the status query instead.
 */
export const BKASH_EXECUTE_TIMEOUT_MS = 30_000;
/**
 * bKash error codes that say "not now" rather than "no" (bKash's error code list): 2020 and 2024 "Exception
 * occurred" (an error inside bKash) and 503 "System is undergoing maintenance. Please try again later". A refund
 * answered so was not made and is asked for again; every other code (2056 invalid payment state, 2065 a field
 * missing, 2034 already reversed, 2071 more than paid …) is final.
 */
const BKASH_RETRYABLE_CODES = new Set(['2020', '2024', '503']);
/**
 * bKash's documented transaction statuses that are not final: the payment may still be completed (and the
 * wallet debited), so the attempt stays open to be asked again, whatever the callback claimed. "Initiated"
 * is final only for a callback that already said the shopper cancelled or failed.
 */
const BKASH_UNDER_WAY = new Set(['Pending Authorized', 'Authorized']);
/** A token is renewed this long before bKash says it expires, so a call never carries a dying one. */
const TOKEN_MARGIN_MS = 60_000;

interface Token {
  idToken: string;
  refreshToken: string | null;
  expiresAt: number;
}

/**
 * bKash tokenized checkout (URL based, mode 0011): a grant token cached until it expires (refreshed when
 * bKash gave a refresh token), create → bkashURL, and on the callback execute — or, when execute fails or
 * times out, the status query — believed only when Completed with our amount and invoice number.
 */
export class BkashProvider implements PaymentProvider {
  readonly method = 'BKASH' as const;
  private readonly http: ProviderHttp;
  private readonly base: string;
  private token: Token | null = null;
  private tokenRequest: Promise<Token> | null = null;

  constructor(private readonly options: BkashOptions) {
    this.base = `${options.apiUrl.replace(/\/+$/, '')}/tokenized/checkout`;
    this.http = {
      provider: this.method,
      label: 'bKash',
      fetch: options.fetch ?? fetch,
      timeoutMs: options.timeoutMs ?? PROVIDER_TIMEOUT_MS,
      secrets: [options.appSecret, options.password],
      ...(options.timeoutSignal ? { timeoutSignal: options.timeoutSignal } : {}),
    };
  }

  async startPayment(input: StartPaymentInput): Promise<StartedPayment> {
    const answer = await this.call('create', {
      mode: '0011',
      payerReference: input.customer.phone,
      callbackURL: input.urls.success,
      amount: takaText(input.amountPoisha),
      currency: 'BDT',
      intent: 'sale',
      merchantInvoiceNumber: input.tranId,
    });
    const paymentId = field(answer, 'paymentID');
    const bkashUrl = field(answer, 'bkashURL');
    if (!paymentId || !bkashUrl) throw providerError(this.http, 'create answered without paymentID or bkashURL');
    return { redirectUrl: bkashUrl, providerSessionId: paymentId };
  }

  async verify(tranId: string, callback: Record<string, string>, expected: ExpectedPayment): Promise<VerifiedPayment> {
    const paymentId = callback.paymentID;
    if (!paymentId) throw this.rejected('the callback carries no paymentID');
    if (expected.providerSessionId !== null && paymentId !== expected.providerSessionId) {
      throw this.rejected(`paymentID ${paymentId} is not the one created for ${tranId}`);
    }
    if (callback.status !== 'success') return this.outcome(tranId, callback.status ?? '', await this.call('payment/status', { paymentID: paymentId }), expected);
    // Money moves only at execute; when execute fails (already executed, timeout, outage) the status query tells.
    let executeFailure: string;
    try {
      return this.outcome(tranId, 'success', await this.call('execute', { paymentID: paymentId }, false, this.executeTimeoutMs), expected);
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      executeFailure = error.message;
    }
    const verified = this.outcome(tranId, 'success', await this.call('payment/status', { paymentID: paymentId }), expected);
    // An execute that timed out may still complete at bKash: not failed, pending, with what happened.
    return verified.status === 'PENDING' ? { ...verified, reason: `${verified.reason}; execute: ${executeFailure}`, underWay: true } : verified;
  }

  /**
   * bKash's query payment API (POST payment/status) for an attempt whose answer is not known yet (an execute
   * that timed out, a callback never received): Completed with our amount and invoice is PAID, Initiated,
   * Pending Authorized and Authorized are PENDING (bKash may still complete it), Cancelled/Declined/Expired
   * as such. For the reconciliation sweep.
   */
  async queryPayment(attempt: PaymentAttemptRef): Promise<VerifiedPayment> {
    if (!attempt.providerSessionId) throw providerError(this.http, `no paymentID was created for ${attempt.tranId}`);
    const answer = await this.call('payment/status', { paymentID: attempt.providerSessionId });
    return this.outcome(attempt.tranId, 'success', answer, { providerSessionId: attempt.providerSessionId, amountPoisha: attempt.amountPoisha });
  }

  private get executeTimeoutMs(): number {
    return this.options.executeTimeoutMs ?? BKASH_EXECUTE_TIMEOUT_MS;
  }

  private outcome(tranId: string, claimed: string, answer: Record<string, unknown>, expected: ExpectedPayment): VerifiedPayment {
    const status = field(answer, 'transactionStatus');
    if (status !== 'Completed') {
      if (BKASH_UNDER_WAY.has(status) || (status === 'Initiated' && claimed === 'success')) {
        return { status: 'PENDING', tranId, reason: 'bKash has not completed the payment yet', gatewayStatus: status, raw: answer };
      }
      const cancelled = claimed === 'cancel' || status === 'Cancelled';
      return {
        status: cancelled ? 'CANCELLED' : 'FAILED',
        tranId,
        reason: `bKash says ${status || field(answer, 'statusMessage') || 'nothing'}`,
        gatewayStatus: status || field(answer, 'statusCode'),
        raw: answer,
      };
    }
    if (field(answer, 'merchantInvoiceNumber') !== tranId) {
      throw this.rejected(`the payment is for invoice ${field(answer, 'merchantInvoiceNumber')}, not ${tranId}`);
    }
    const amount = poishaFromTakaText(field(answer, 'amount'));
    if (amount !== expected.amountPoisha || (field(answer, 'currency') || 'BDT') !== 'BDT') {
      throw this.rejected(`the paid amount ${field(answer, 'amount')} ${field(answer, 'currency')} is not ${takaText(expected.amountPoisha)} BDT`);
    }
    const trxId = field(answer, 'trxID');
    if (!trxId) throw providerError(this.http, 'a completed payment came without trxID');
    return { status: 'PAID', tranId, amountPoisha: amount, providerReference: trxId, raw: answer };
  }

  /** The refund API (POST payment/refund with paymentID, amount, trxID, sku, reason): Completed with refundTrxID, or refused. */
  async refund(request: RefundRequest): Promise<RefundAnswer> {
    const answer = await this.call('payment/refund', {
      paymentID: request.providerSessionId ?? '',
      amount: takaText(request.amountPoisha),
      trxID: request.providerReference,
      sku: request.refundId,
      reason: request.reason.slice(0, 255) || 'Refund',
    }, true);
    return this.refundAnswer(answer);
  }

  /** The refund status: the same path with only paymentID and trxID. */
  async refundStatus(_providerRefundId: string, request: RefundRequest): Promise<RefundAnswer> {
    const answer = await this.call('payment/refund', { paymentID: request.providerSessionId ?? '', trxID: request.providerReference }, true);
    return this.refundAnswer(answer);
  }

  private refundAnswer(answer: Record<string, unknown>): RefundAnswer {
    const refundTrxId = field(answer, 'refundTrxID');
    const code = field(answer, 'statusCode') || field(answer, 'errorCode');
    if (refundTrxId && field(answer, 'transactionStatus') === 'Completed') return { status: 'SUCCEEDED', providerRefundId: refundTrxId, raw: answer };
    if (refundTrxId) return { status: 'PENDING', providerRefundId: refundTrxId, raw: answer };
    const message = field(answer, 'statusMessage') || field(answer, 'errorMessage');
    if (BKASH_RETRYABLE_CODES.has(code)) return { status: 'RETRY', reason: `${message || 'bKash could not process it now'} (bKash ${code})`, raw: answer };
    return { status: 'REFUSED', reason: message || `bKash answered ${code || 'nothing'}`, raw: answer };
  }

  /**
   * One authorised call; bKash answers errors with HTTP 200 and a statusCode other than 0000 (or errorCode).
   * A token bKash no longer accepts (HTTP 401: revoked, replaced by a grant elsewhere, credentials rotated)
   * is dropped and the call is made once more with a new one, as bKash's own plugin does; calls that meet the
   * same dead token at once share one renewal.
   */
  private async call(path: string, body: Record<string, string>, refusalIsAnAnswer = false, timeoutMs = this.http.timeoutMs): Promise<Record<string, unknown>> {
    let answer: Record<string, unknown> | null = null;
    for (let attempt = 1; answer === null; attempt += 1) {
      const token = await this.currentToken();
      let status = 0;
      // The HTTP status of this call only, to tell a refused token from any other failure.
      const http: ProviderHttp = {
        ...this.http,
        timeoutMs,
        fetch: async (...args: Parameters<typeof fetch>) => {
          const response = await this.http.fetch(...args);
          status = response.status;
          return response;
        },
      };
      try {
        answer = await requestJson(http, `${this.base}/${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: token.idToken, 'x-app-key': this.options.appKey },
          body: JSON.stringify(body),
        });
      } catch (error) {
        if (!(error instanceof PaymentProviderError) || status !== 401 || attempt > 1) throw error;
        this.dropToken(token);
      }
    }
    const code = field(answer, 'statusCode') || field(answer, 'errorCode');
    // A refund bKash refuses (too old, more than paid …) is its answer, shown to staff with its reason; not an outage.
    if (code !== OK && !(refusalIsAnAnswer && code)) {
      const message = field(answer, 'statusMessage') || field(answer, 'errorMessage') || 'no message';
      throw providerError(this.http, `${path} answered ${code || 'no status code'}: ${message}`);
    }
    return answer;
  }

  /** Forgets a token bKash refused (unless another call has already replaced it); its refresh token may still serve. */
  private dropToken(refused: Token) {
    if (this.token?.idToken === refused.idToken) this.token = { ...refused, expiresAt: 0 };
  }

  private now(): number {
    return (this.options.now ?? Date.now)();
  }

  /** The cached token while it lives; one grant or refresh at a time however many calls wait for it. */
  private async currentToken(): Promise<Token> {
    if (this.token && this.now() < this.token.expiresAt - TOKEN_MARGIN_MS) return this.token;
    this.tokenRequest ??= this.renewToken().finally(() => {
      this.tokenRequest = null;
    });
    this.token = await this.tokenRequest;
    return this.token;
  }

  private async renewToken(): Promise<Token> {
    const refreshToken = this.token?.refreshToken;
    if (refreshToken) {
      try {
        return await this.tokenCall('token/refresh', { refresh_token: refreshToken });
      } catch (error) {
        if (!(error instanceof PaymentProviderError)) throw error;
        // A refused refresh token (expired, revoked) is not an outage: ask for a new grant.
      }
    }
    return this.tokenCall('token/grant', {});
  }

  private async tokenCall(path: string, extra: Record<string, string>): Promise<Token> {
    const answer = await requestJson(this.http, `${this.base}/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', username: this.options.username, password: this.options.password },
      body: JSON.stringify({ app_key: this.options.appKey, app_secret: this.options.appSecret, ...extra }),
    });
    const idToken = field(answer, 'id_token');
    const expiresIn = Number(answer.expires_in);
    if (!idToken || !(expiresIn > 0)) {
      const message = field(answer, 'statusMessage') || field(answer, 'errorMessage') || 'no id_token';
      throw providerError(this.http, `${path} failed: ${message}`);
    }
    return { idToken, refreshToken: field(answer, 'refresh_token') || null, expiresAt: this.now() + expiresIn * 1000 };
  }

  private rejected(reason: string): PaymentCallbackRejectedError {
    return new PaymentCallbackRejectedError(`bKash: ${reason}`, this.method);
  }
}
