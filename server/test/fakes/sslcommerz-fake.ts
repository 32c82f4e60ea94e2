import { createHash, randomBytes } from 'node:crypto';
import { FakeHttpServer, type FakeHandler, type ReceivedRequest } from './fake-http-server.ts';

type Answer = ReturnType<FakeHandler>;

const md5 = (text: string) => createHash('md5').update(text).digest('hex');

interface Transaction {
  tranId: string;
  valId: string;
  amount: string;
  bankTranId: string;
  validated: boolean;
  riskLevel: string;
}

/**
 * SSLCommerz v4 as its documentation describes it: session init at /gwprocess/v4/api.php (form POST,
 * checks the store credentials and required fields), the order validation API, and IPN fields signed
 * with verify_sign / verify_key.
 */
export class SslCommerzFake {
  readonly http: FakeHttpServer = new FakeHttpServer((request) => this.answer(request));
  private readonly transactions = new Map<string, Transaction>();
  /**
   * Refunds by refund_ref_id; `refe_id` (the merchant's reference) makes a repeat return the first one.
   * The refund API only accepts a refund (`success`); the refund status query then says `processing`
   * until the bank has returned the money (`refunded`) or the gateway gave up (`cancelled`): finishRefund.
   */
  private readonly refunds = new Map<
    string,
    { refundRefId: string; refeId: string; bankTranId: string; amount: number; status: 'processing' | 'refunded' | 'cancelled'; reason: string }
  >();

  constructor(
    readonly storeId = 'testbox',
    readonly storePassword = 'qwerty@ssl',
  ) {}

  get url(): string {
    return this.http.url;
  }

  async start() {
    await this.http.start();
    return this;
  }

  stop() {
    return this.http.stop();
  }

  /** The shopper paid `amount` (Taka text) for `tranId` at the gateway: the IPN form the gateway then posts. */
  pay(tranId: string, amount: string, options: { riskLevel?: string } = {}): Record<string, string> {
    const transaction: Transaction = {
      tranId,
      valId: `${Date.now()}${randomBytes(4).toString('hex')}`,
      amount,
      bankTranId: `BTR${randomBytes(5).toString('hex').toUpperCase()}`,
      validated: false,
      riskLevel: options.riskLevel ?? '0',
    };
    this.transactions.set(transaction.valId, transaction);
    const fields: Record<string, string> = {
      status: 'VALID',
      tran_date: '2026-11-23 20:15:01',
      tran_id: tranId,
      val_id: transaction.valId,
      amount,
      store_amount: amount,
      currency: 'BDT',
      bank_tran_id: transaction.bankTranId,
      card_type: 'BKASH-BKash',
      card_no: '',
      card_issuer: 'BKash Mobile Banking',
      card_brand: 'MOBILEBANKING',
      card_issuer_country: 'Bangladesh',
      card_issuer_country_code: 'BD',
      currency_type: 'BDT',
      currency_amount: amount,
      risk_level: transaction.riskLevel,
      risk_title: transaction.riskLevel === '0' ? 'Safe' : 'Risky',
    };
    return this.sign(fields);
  }

  /** Signs fields as the gateway does: md5 over the sorted verify_key fields plus md5(store password). */
  sign(fields: Record<string, string>): Record<string, string> {
    const keys = Object.keys(fields).filter((key) => key !== 'verify_sign' && key !== 'verify_key');
    const signed: Record<string, string> = { ...Object.fromEntries(keys.map((key) => [key, fields[key]!])), store_passwd: md5(this.storePassword) };
    const text = Object.keys(signed)
      .sort()
      .map((key) => `${key}=${signed[key]}`)
      .join('&');
    return { ...fields, verify_key: keys.join(','), verify_sign: md5(text) };
  }

  private answer(request: ReceivedRequest): Answer {
    if (request.method === 'POST' && request.path === '/gwprocess/v4/api.php') return this.initSession(new URLSearchParams(request.body));
    if (request.method === 'GET' && request.path === '/validator/api/validationserverAPI.php') return this.validate(request.query);
    if (request.method === 'GET' && request.path === '/validator/api/merchantTransIDvalidationAPI.php') return this.refundApi(request.query);
    return { status: 404, json: { status: 'FAILED', failedreason: 'Unknown endpoint' } };
  }

  private credentialsOk(params: URLSearchParams) {
    return params.get('store_id') === this.storeId && params.get('store_passwd') === this.storePassword;
  }

  private initSession(form: URLSearchParams): Answer {
    if (!this.credentialsOk(form)) {
      return { json: { status: 'FAILED', failedreason: 'Store Credential Error Or Store is De-active', sessionkey: '', GatewayPageURL: '' } };
    }
    const required = ['total_amount', 'currency', 'tran_id', 'success_url', 'fail_url', 'cancel_url', 'cus_name', 'cus_email', 'cus_add1', 'cus_city', 'cus_country', 'cus_phone', 'shipping_method', 'num_of_item', 'product_name', 'product_category', 'product_profile'];
    // num_of_item is "integer (1) Mandatory" in the official library (setShipmentInfo), whatever the shipping method.
    const missing = required.find((name) => !form.get(name));
    if (!missing && !/^[1-9][0-9]*$/.test(form.get('num_of_item')!)) {
      return { json: { status: 'FAILED', failedreason: 'Invalid Information: num_of_item must be a whole number', sessionkey: '', GatewayPageURL: '' } };
    }
    if (missing) return { json: { status: 'FAILED', failedreason: `Invalid Information: ${missing} is missing`, sessionkey: '', GatewayPageURL: '' } };
    const amount = Number(form.get('total_amount'));
    if (!(amount >= 10 && amount <= 500000)) return { json: { status: 'FAILED', failedreason: 'Invalid Amount', sessionkey: '', GatewayPageURL: '' } };
    const sessionkey = randomBytes(16).toString('hex').toUpperCase();
    return {
      json: {
        status: 'SUCCESS',
        failedreason: '',
        sessionkey,
        GatewayPageURL: `${this.url}/EasyCheckOut/testcde${sessionkey}`,
        storeBanner: '',
        storeLogo: '',
        desc: [],
        is_direct_pay_enable: '0',
      },
    };
  }

  /** The refund_ref_id the gateway gave the refund with this `refe_id` (the shop's refund id). */
  refundRefIdOf(refeId: string): string | undefined {
    return [...this.refunds.values()].find((r) => r.refeId === refeId)?.refundRefId;
  }

  /** The gateway finishes an accepted refund: the money reached the customer, or the refund was cancelled (with its reason). */
  finishRefund(refundRefId: string, status: 'refunded' | 'cancelled', reason = '') {
    const refund = this.refunds.get(refundRefId);
    if (!refund) throw new Error(`no refund ${refundRefId}`);
    refund.status = status;
    refund.reason = reason;
  }

  /** How many refunds the gateway has made (a repeat with the same refe_id is not a new one). */
  get refundCount(): number {
    return this.refunds.size;
  }

  /** The refund API and the refund status query, as documented: refund_amount + bank_tran_id + refe_id, or refund_ref_id. */
  private refundApi(query: URLSearchParams): Answer {
    if (!this.credentialsOk(query)) return { json: { APIConnect: 'INVALID_REQUEST', status: 'failed', errorReason: 'Store credential mismatch' } };
    if (query.get('tran_id') && !query.get('refund_amount') && !query.get('refund_ref_id')) return this.transactionQuery(query.get('tran_id')!);
    const refId = query.get('refund_ref_id');
    if (refId && !query.get('refund_amount')) {
      const refund = this.refunds.get(refId);
      return refund
        ? {
            json: {
              APIConnect: 'DONE',
              bank_tran_id: refund.bankTranId,
              tran_id: '',
              refund_ref_id: refId,
              initiated_on: '2026-11-25 10:00:00',
              refunded_on: refund.status === 'refunded' ? '2026-11-25 10:05:00' : '',
              status: refund.status,
              errorReason: refund.reason,
            },
          }
        : { json: { APIConnect: 'DONE', status: 'failed', errorReason: 'Invalid refund_ref_id' } };
    }
    const bankTranId = query.get('bank_tran_id') ?? '';
    const transaction = [...this.transactions.values()].find((t) => t.bankTranId === bankTranId);
    if (!transaction) return { json: { APIConnect: 'DONE', bank_tran_id: bankTranId, status: 'failed', errorReason: 'Invalid bank_tran_id' } };
    const amount = Math.round(Number(query.get('refund_amount')) * 100);
    const refunded = [...this.refunds.values()].filter((r) => r.bankTranId === bankTranId && r.status !== 'cancelled').reduce((sum, r) => sum + r.amount, 0);
    const repeat = [...this.refunds.values()].find((r) => r.refeId === query.get('refe_id'));
    if (repeat) return { json: { APIConnect: 'DONE', bank_tran_id: bankTranId, trans_id: transaction.tranId, refund_ref_id: repeat.refundRefId, status: 'success', errorReason: '' } };
    if (!(amount > 0) || refunded + amount > Math.round(Number(transaction.amount) * 100)) {
      return { json: { APIConnect: 'DONE', bank_tran_id: bankTranId, status: 'failed', errorReason: 'Refund amount exceeds the transaction amount' } };
    }
    const refundRefId = `RF${randomBytes(6).toString('hex').toUpperCase()}`;
    this.refunds.set(refundRefId, { refundRefId, refeId: query.get('refe_id') ?? '', bankTranId, amount, status: 'processing', reason: '' });
    return { json: { APIConnect: 'DONE', bank_tran_id: bankTranId, trans_id: transaction.tranId, refund_ref_id: refundRefId, status: 'success', errorReason: '' } };
  }

  /**
   * A try at the gateway that has not finished (the shopper is on the bank's page: status PENDING) or failed, as the
   * transaction query lists it; `pay` records the successful ones.
   */
  attempt(tranId: string, amount: string, status: 'PENDING' | 'FAILED' | 'CANCELLED') {
    this.tries.push({ tranId, amount, status });
  }

  private readonly tries: { tranId: string; amount: string; status: string }[] = [];

  /** How many times the transaction query was asked about `tranId`. */
  transactionQueries(tranId: string): number {
    return this.http.requests.filter((r) => r.path === '/validator/api/merchantTransIDvalidationAPI.php' && r.query.get('tran_id') === tranId && !r.query.get('refund_amount')).length;
  }

  /**
   * The transaction query by tran_id (documented returned parameters: APIConnect, no_of_trans_found, element[] with
   * status VALID / VALIDATED / PENDING / FAILED, val_id, amount, bank_tran_id, currency_type, currency_amount, risk_level…).
   */
  private transactionQuery(tranId: string): Answer {
    const paid = [...this.transactions.values()].filter((t) => t.tranId === tranId).map((t) => ({
      status: t.validated ? 'VALIDATED' : 'VALID',
      tran_date: '2026-11-23 20:15:01',
      tran_id: t.tranId,
      val_id: t.valId,
      amount: t.amount,
      store_amount: t.amount,
      bank_tran_id: t.bankTranId,
      card_type: 'BKASH-BKash',
      currency_type: 'BDT',
      currency_amount: t.amount,
      currency_rate: '1.0000',
      risk_level: t.riskLevel,
      risk_title: t.riskLevel === '0' ? 'Safe' : 'Risky',
      error: '',
    }));
    const others = this.tries.filter((t) => t.tranId === tranId).map((t) => ({
      status: t.status,
      tran_date: '2026-11-23 20:14:01',
      tran_id: t.tranId,
      val_id: '',
      amount: t.amount,
      bank_tran_id: '',
      currency_type: 'BDT',
      currency_amount: t.amount,
      error: t.status === 'FAILED' ? 'Card declined' : '',
    }));
    const element = [...others, ...paid];
    return { json: { APIConnect: 'DONE', no_of_trans_found: element.length, element } };
  }

  private validate(query: URLSearchParams): Answer {
    if (!this.credentialsOk(query)) return { json: { status: 'INVALID_TRANSACTION', error: 'Store credential mismatch' } };
    const transaction = this.transactions.get(query.get('val_id') ?? '');
    if (!transaction) return { json: { status: 'INVALID_TRANSACTION' } };
    const status = transaction.validated ? 'VALIDATED' : 'VALID';
    transaction.validated = true;
    return {
      json: {
        status,
        tran_date: '2026-11-23 20:15:01',
        tran_id: transaction.tranId,
        val_id: transaction.valId,
        amount: transaction.amount,
        store_amount: transaction.amount,
        currency: 'BDT',
        bank_tran_id: transaction.bankTranId,
        card_type: 'BKASH-BKash',
        currency_type: 'BDT',
        currency_amount: transaction.amount,
        currency_rate: '1.0000',
        risk_level: transaction.riskLevel,
        risk_title: transaction.riskLevel === '0' ? 'Safe' : 'Risky',
        APIConnect: 'DONE',
        validated_on: '2026-11-23 20:15:05',
      },
    };
  }
}
