import { createHash, timingSafeEqual } from 'node:crypto';
import { field, PROVIDER_TIMEOUT_MS, providerError, requestJson, type ProviderHttp } from './provider-http.ts';
import { poishaFromTakaText, takaText } from './taka-amount.ts';
import {
  PaymentCallbackRejectedError,
  type ExpectedPayment,
  type PaymentAttemptRef,
  type PaymentProvider,
  type RefundAnswer,
  type RefundRequest,
  type StartedPayment,
  type StartPaymentInput,
  type VerifiedPayment,
} from './types.ts';

export const SSLCOMMERZ_SANDBOX_URL = 'https://sandbox.sslcommerz.com';

export interface SslCommerzOptions {
  storeId: string;
  storePassword: string;
  /** https://sandbox.sslcommerz.com or https://securepay.sslcommerz.com */
  apiUrl: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** Validation API answers that mean the payment went through (VALIDATED: it was validated before). */
const PAID_STATUSES = new Set(['VALID', 'VALIDATED']);

/**
 * SSLCommerz v4 hosted checkout: a session from `/gwprocess/v4/api.php`, and every redirect or IPN believed
 * only after its `verify_sign` (when present) and the order validation API agree with our own records.
 */
export class SslCommerzProvider implements PaymentProvider {
  readonly method = 'SSLCOMMERZ' as const;
  private readonly http: ProviderHttp;
  private readonly base: string;

  constructor(private readonly options: SslCommerzOptions) {
    this.base = options.apiUrl.replace(/\/+$/, '');
    this.http = {
      provider: this.method,
      label: 'SSLCommerz',
      fetch: options.fetch ?? fetch,
      timeoutMs: options.timeoutMs ?? PROVIDER_TIMEOUT_MS,
      secrets: [options.storePassword],
    };
  }

  async startPayment(input: StartPaymentInput): Promise<StartedPayment> {
    const answer = await requestJson(this.http, `${this.base}/gwprocess/v4/api.php`, {
      method: 'POST',
      body: this.sessionForm(input),
    });
    const gatewayUrl = field(answer, 'GatewayPageURL');
    const sessionKey = field(answer, 'sessionkey');
    if (field(answer, 'status') !== 'SUCCESS' || !gatewayUrl || !sessionKey) {
      const reason = field(answer, 'failedreason') || `status ${field(answer, 'status') || 'missing'}`;
      throw providerError(this.http, `the gateway refused the session: ${reason}`);
    }
    return { redirectUrl: gatewayUrl, providerSessionId: sessionKey };
  }

  async verify(tranId: string, callback: Record<string, string>, expected: ExpectedPayment): Promise<VerifiedPayment> {
    if (callback.tran_id !== undefined && callback.tran_id !== tranId) {
      throw this.rejected(`the callback is for tran_id ${callback.tran_id}, not ${tranId}`);
    }
    if ((callback.verify_sign !== undefined || callback.verify_key !== undefined) && !this.signatureMatches(callback)) {
      throw this.rejected('verify_sign does not match the signed fields');
    }
    const valId = callback.val_id;
    if (!valId) {
      // Fail and cancel redirects carry no val_id: nothing the gateway can confirm, so nothing changes.
      const claimed = callback.status ?? 'no status';
      return { status: 'PENDING', tranId, reason: `no val_id to validate (the callback says ${claimed})`, raw: { ...callback } };
    }
    const query = new URLSearchParams({
      val_id: valId,
      store_id: this.options.storeId,
      store_passwd: this.options.storePassword,
      v: '1',
      format: 'json',
    });
    const answer = await requestJson(this.http, `${this.base}/validator/api/validationserverAPI.php?${query}`, { method: 'GET' });
    return this.validated(tranId, answer, expected);
  }

  private validated(tranId: string, answer: Record<string, unknown>, expected: ExpectedPayment): VerifiedPayment {
    const status = field(answer, 'status');
    if (status === 'INVALID_TRANSACTION') throw this.rejected('the validation API does not know this val_id');
    if (!PAID_STATUSES.has(status)) {
      return { status: 'FAILED', tranId, reason: `the validation API says ${status || 'nothing'}`, raw: answer };
    }
    if (field(answer, 'tran_id') !== tranId) throw this.rejected(`val_id belongs to tran_id ${field(answer, 'tran_id')}, not ${tranId}`);
    // currency_type/currency_amount are what the session asked for (BDT here); amount is the settled BDT.
    const currency = field(answer, 'currency_type') || field(answer, 'currency');
    if (currency !== 'BDT') throw this.rejected(`the payment is in ${currency || 'no currency'}, not BDT`);
    const amount = poishaFromTakaText(field(answer, 'currency_amount') || field(answer, 'amount'));
    if (amount !== expected.amountPoisha) {
      throw this.rejected(`the validated amount ${field(answer, 'currency_amount') || field(answer, 'amount')} is not ${takaText(expected.amountPoisha)}`);
    }
    const providerReference = field(answer, 'bank_tran_id') || field(answer, 'val_id');
    if (field(answer, 'risk_level') !== '' && field(answer, 'risk_level') !== '0') {
      // Money taken but held as risky (the WooCommerce plugin puts such orders on hold): kept for staff to review.
      return {
        status: 'UNDER_REVIEW',
        tranId,
        amountPoisha: amount,
        providerReference,
        gatewayStatus: `${status} risk_level ${field(answer, 'risk_level')}`,
        reason: `held for review: ${field(answer, 'risk_title') || 'risky payment'}`,
        raw: answer,
      };
    }
    return {
      status: 'PAID',
      tranId,
      amountPoisha: amount,
      providerReference,
      raw: answer,
    };
  }

  /**
   * The transaction query by tran_id (merchantTransIDvalidationAPI.php?tran_id=…): APIConnect DONE, no_of_trans_found
   * and one `element` per try, each with status VALID / VALIDATED / PENDING / FAILED (/ CANCELLED …). A VALID or VALIDATED
   * element is checked as the validation API's answer is (tran_id, BDT, the exact amount, risk_level); else PENDING
   * elements say the gateway is still at it, and failed ones that it failed. No element: the shopper never paid (PENDING).
   */
  async queryPayment(attempt: PaymentAttemptRef): Promise<VerifiedPayment> {
    const query = new URLSearchParams({
      tran_id: attempt.tranId,
      store_id: this.options.storeId,
      store_passwd: this.options.storePassword,
      v: '1',
      format: 'json',
    });
    const answer = await requestJson(this.http, `${this.base}/validator/api/merchantTransIDvalidationAPI.php?${query}`, { method: 'GET' });
    if (field(answer, 'APIConnect') !== 'DONE') {
      throw providerError(this.http, `the transaction query answered APIConnect ${field(answer, 'APIConnect') || 'missing'}`);
    }
    const elements = (Array.isArray(answer.element) ? answer.element : []).filter(
      (element): element is Record<string, unknown> => typeof element === 'object' && element !== null && field(element as Record<string, unknown>, 'tran_id') === attempt.tranId,
    );
    const expected = { providerSessionId: attempt.providerSessionId, amountPoisha: attempt.amountPoisha };
    const paid = elements.find((element) => PAID_STATUSES.has(field(element, 'status')));
    if (paid) return this.validated(attempt.tranId, paid, expected);
    const statuses = elements.map((element) => field(element, 'status'));
    if (elements.length === 0) {
      return { status: 'PENDING', tranId: attempt.tranId, reason: 'SSLCommerz has no payment for this transaction yet', gatewayStatus: 'NOT_FOUND', raw: answer };
    }
    if (statuses.includes('PENDING')) {
      return { status: 'PENDING', tranId: attempt.tranId, reason: 'SSLCommerz says the payment is pending', gatewayStatus: 'PENDING', underWay: true, raw: answer };
    }
    const last = statuses.at(-1) || 'nothing';
    const reason = field(elements.at(-1)!, 'error') || `SSLCommerz says ${last}`;
    return { status: last === 'CANCELLED' ? 'CANCELLED' : 'FAILED', tranId: attempt.tranId, reason, gatewayStatus: last, raw: answer };
  }

  /**
   * The refund API (merchantTransIDvalidationAPI.php with bank_tran_id, refund_amount, refund_remarks,
   * refe_id): `status` success only means the gateway accepted the refund (the money follows, or not), so it
   * is PENDING with its refund_ref_id until the refund status query says refunded; failed is a refusal with
   * `errorReason`.
   */
  async refund(request: RefundRequest): Promise<RefundAnswer> {
    const query = new URLSearchParams({
      bank_tran_id: request.providerReference,
      refund_amount: takaText(request.amountPoisha),
      refund_remarks: request.reason.slice(0, 255) || 'Refund',
      refe_id: request.refundId,
      store_id: this.options.storeId,
      store_passwd: this.options.storePassword,
      v: '1',
      format: 'json',
    });
    const answer = await this.refundApi(query);
    const status = field(answer, 'status').toLowerCase();
    const refundRef = field(answer, 'refund_ref_id');
    if ((status === 'success' || status === 'processing') && refundRef) return { status: 'PENDING', providerRefundId: refundRef, raw: answer };
    return { status: 'REFUSED', reason: field(answer, 'errorReason') || `the gateway answered ${status || 'nothing'}`, raw: answer };
  }

  /**
   * The refund status query (refund_ref_id): refunded (the money is back: SUCCEEDED), processing (PENDING),
   * or cancelled (REFUSED with its reason: the money was not returned). Any other answer tells nothing:
   * PaymentProviderError, and the refund stays pending to be asked again.
   */
  async refundStatus(providerRefundId: string): Promise<RefundAnswer> {
    const query = new URLSearchParams({ refund_ref_id: providerRefundId, store_id: this.options.storeId, store_passwd: this.options.storePassword, format: 'json' });
    const answer = await this.refundApi(query);
    const status = field(answer, 'status').toLowerCase();
    const refundRef = field(answer, 'refund_ref_id') || providerRefundId;
    if (status === 'refunded') return { status: 'SUCCEEDED', providerRefundId: refundRef, raw: answer };
    if (status === 'processing' || status === 'success') return { status: 'PENDING', providerRefundId: refundRef, raw: answer };
    if (status === 'cancelled') return { status: 'REFUSED', reason: field(answer, 'errorReason') || 'the gateway cancelled the refund', raw: answer };
    throw providerError(this.http, `the refund status query answered ${status || 'nothing'}${field(answer, 'errorReason') ? ` (${field(answer, 'errorReason')})` : ''}`);
  }

  private async refundApi(query: URLSearchParams): Promise<Record<string, unknown>> {
    const answer = await requestJson(this.http, `${this.base}/validator/api/merchantTransIDvalidationAPI.php?${query}`, { method: 'GET' });
    if (field(answer, 'APIConnect') !== 'DONE') {
      throw providerError(this.http, `the refund API answered APIConnect ${field(answer, 'APIConnect') || 'missing'}`);
    }
    return answer;
  }

  /** SSLCommerz's documented hash: md5 over the `verify_key` fields plus md5(store password), sorted by name, as k=v&… */
  private signatureMatches(callback: Record<string, string>): boolean {
    const keys = (callback.verify_key ?? '').split(',').filter(Boolean);
    if (keys.length === 0 || !callback.verify_sign) return false;
    const signed: Record<string, string> = { store_passwd: md5(this.options.storePassword) };
    for (const key of keys) signed[key] = callback[key] ?? '';
    const text = Object.keys(signed)
      .sort()
      .map((key) => `${key}=${signed[key]}`)
      .join('&');
    const expected = Buffer.from(md5(text));
    const given = Buffer.from(callback.verify_sign.toLowerCase());
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  private sessionForm(input: StartPaymentInput): URLSearchParams {
    const { customer, urls } = input;
    return new URLSearchParams({
      store_id: this.options.storeId,
      store_passwd: this.options.storePassword,
      total_amount: takaText(input.amountPoisha),
      currency: 'BDT',
      tran_id: input.tranId,
      success_url: urls.success,
      fail_url: urls.fail,
      cancel_url: urls.cancel,
      ipn_url: urls.notify,
      // The gateway requires every cus_* field; the shop keeps only name, phone and (sometimes) email and address.
      cus_name: customer.name,
      cus_email: customer.email ?? 'not-given@example.invalid',
      cus_add1: customer.address ?? 'Not given',
      cus_city: 'Not given',
      cus_postcode: '0000',
      cus_country: 'Bangladesh',
      cus_phone: customer.phone,
      // We deliver ourselves: the gateway needs no shipping details.
      shipping_method: 'NO',
      // "integer (1) Mandatory - No of product will be shipped" (official library, setShipmentInfo).
      num_of_item: String(Math.max(1, input.itemCount)),
      product_name: input.description,
      product_category: 'Books and learning',
      product_profile: 'general',
      value_a: input.orderNumber,
    });
  }

  private rejected(reason: string): PaymentCallbackRejectedError {
    return new PaymentCallbackRejectedError(`SSLCommerz: ${reason}`, this.method);
  }
}

function md5(text: string): string {
  return createHash('md5').update(text, 'utf8').digest('hex');
}
