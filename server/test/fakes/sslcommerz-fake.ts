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
    return { status: 404, json: { status: 'FAILED', failedreason: 'Unknown endpoint' } };
  }

  private credentialsOk(params: URLSearchParams) {
    return params.get('store_id') === this.storeId && params.get('store_passwd') === this.storePassword;
  }

  private initSession(form: URLSearchParams): Answer {
    if (!this.credentialsOk(form)) {
      return { json: { status: 'FAILED', failedreason: 'Store Credential Error Or Store is De-active', sessionkey: '', GatewayPageURL: '' } };
    }
    const required = ['total_amount', 'currency', 'tran_id', 'success_url', 'fail_url', 'cancel_url', 'cus_name', 'cus_email', 'cus_add1', 'cus_city', 'cus_country', 'cus_phone', 'shipping_method', 'product_name', 'product_category', 'product_profile'];
    const missing = required.find((name) => !form.get(name));
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
