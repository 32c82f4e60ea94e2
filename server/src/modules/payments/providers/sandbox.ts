import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { takaText } from './taka-amount.ts';
import {
  PaymentCallbackRejectedError,
  type ExpectedPayment,
  type OnlinePaymentMethod,
  type PaymentProvider,
  type RefundAnswer,
  type RefundRequest,
  type StartedPayment,
  type StartPaymentInput,
  type VerifiedPayment,
} from './types.ts';

export type SandboxOutcome = 'PAID' | 'FAILED' | 'CANCELLED';

/** One hosted payment the sandbox gateway has open, as a real gateway would keep it on its side. */
export interface SandboxSession {
  id: string;
  /** Which gateway the sandbox stands in for (SANDBOX itself, or SSLCommerz/bKash when they are not configured). */
  method: OnlinePaymentMethod;
  tranId: string;
  amountPoisha: number;
  orderNumber: string;
  description: string;
  urls: StartPaymentInput['urls'];
  outcome: SandboxOutcome | null;
  reference: string | null;
}

/** Where our server shows the sandbox's payment page for a session. */
export function sandboxPagePath(sessionId: string): string {
  return `/payments/sandbox/pay/${encodeURIComponent(sessionId)}`;
}

const SIGNED_FIELDS = ['tran_id', 'session_id', 'status', 'amount'] as const;
const NOTIFY_TIMEOUT_MS = 10_000;
/** Sessions kept at most (oldest dropped first), so an idle development server does not grow without end. */
const MAX_SESSIONS = 10_000;

/**
 * The gateway side of the local sandbox: it keeps the sessions it opened and what the shopper chose on its
 * page, signs the fields it sends back (HMAC-SHA256 with a per-process secret) on the redirect and on the
 * server-to-server notification, and answers lookups. It lives in this process's memory: a sandbox for
 * development and tests, never for several processes or real money.
 */
export class SandboxGateway {
  private readonly sessions = new Map<string, SandboxSession>();
  private readonly secret: Buffer;
  private readonly deliver: typeof fetch;

  constructor(options: { secret?: string; deliver?: typeof fetch } = {}) {
    this.secret = options.secret ? Buffer.from(options.secret) : randomBytes(32);
    this.deliver = options.deliver ?? fetch;
  }

  open(method: OnlinePaymentMethod, input: StartPaymentInput): SandboxSession {
    const session: SandboxSession = {
      id: `sbx_${randomUUID()}`,
      method,
      tranId: input.tranId,
      amountPoisha: input.amountPoisha,
      orderNumber: input.orderNumber,
      description: input.description,
      urls: input.urls,
      outcome: null,
      reference: null,
    };
    if (this.sessions.size >= MAX_SESSIONS) this.sessions.delete(this.sessions.keys().next().value!);
    this.sessions.set(session.id, session);
    return session;
  }

  /** The gateway's own record of a session (the server-to-server lookup). */
  session(id: string): SandboxSession | undefined {
    return this.sessions.get(id);
  }

  /** Records the shopper's choice; the first one stands, as with a real gateway. */
  decide(id: string, outcome: SandboxOutcome): SandboxSession | undefined {
    const session = this.sessions.get(id);
    if (session && session.outcome === null) {
      session.outcome = outcome;
      session.reference = outcome === 'PAID' ? `SBX${randomBytes(6).toString('hex').toUpperCase()}` : null;
    }
    return session;
  }

  /** The fields the gateway sends back about a decided session, signed. */
  signedFields(session: SandboxSession): Record<string, string> {
    const fields = {
      tran_id: session.tranId,
      session_id: session.id,
      status: session.outcome ?? 'PENDING',
      amount: takaText(session.amountPoisha),
    };
    return { ...fields, signature: this.sign(fields) };
  }

  signatureValid(fields: Record<string, string>): boolean {
    if (!fields.signature) return false;
    const expected = Buffer.from(this.sign(fields));
    const given = Buffer.from(fields.signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  /** Where the shopper's browser goes after choosing: the shop's success, fail or cancel URL with the signed fields. */
  returnUrl(session: SandboxSession): string {
    const target = session.outcome === 'PAID' ? session.urls.success : session.outcome === 'CANCELLED' ? session.urls.cancel : session.urls.fail;
    const url = new URL(target);
    for (const [key, value] of Object.entries(this.signedFields(session))) url.searchParams.set(key, value);
    return url.toString();
  }

  /** POSTs the signed notification to the shop's notify URL; resolves to the HTTP status, or throws when unreachable. */
  async notify(session: SandboxSession): Promise<number> {
    const response = await this.deliver(session.urls.notify, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(this.signedFields(session)).toString(),
      signal: AbortSignal.timeout(NOTIFY_TIMEOUT_MS),
    });
    await response.body?.cancel();
    return response.status;
  }

  private sign(fields: Record<string, string>): string {
    const text = SIGNED_FIELDS.map((name) => `${name}=${fields[name] ?? ''}`).join('&');
    return createHmac('sha256', this.secret).update(text).digest('hex');
  }
}

/**
 * The offline stand-in for a gateway: payments open on our own sandbox page, and verify() believes only
 * the sandbox's own record of the session, after checking the signature of what the callback carried.
 */
export class SandboxProvider implements PaymentProvider {
  constructor(
    readonly method: OnlinePaymentMethod,
    private readonly gateway: SandboxGateway,
  ) {}

  async startPayment(input: StartPaymentInput): Promise<StartedPayment> {
    const session = this.gateway.open(this.method, input);
    // The sandbox page is served by the same server the notify URL points to.
    return { redirectUrl: `${new URL(input.urls.notify).origin}${sandboxPagePath(session.id)}`, providerSessionId: session.id };
  }

  async verify(tranId: string, callback: Record<string, string>, expected: ExpectedPayment): Promise<VerifiedPayment> {
    if (!this.gateway.signatureValid(callback)) throw this.rejected('the signature does not match');
    const sessionId = expected.providerSessionId ?? callback.session_id ?? '';
    if (callback.session_id !== sessionId) throw this.rejected(`session ${callback.session_id} is not the one opened for ${tranId}`);
    const session = this.gateway.session(sessionId);
    if (!session) throw this.rejected(`the sandbox has no session ${sessionId} (sessions live only in the process that opened them)`);
    if (session.tranId !== tranId) throw this.rejected(`session ${sessionId} belongs to ${session.tranId}, not ${tranId}`);
    if (session.amountPoisha !== expected.amountPoisha) {
      throw this.rejected(`the session is for ${takaText(session.amountPoisha)}, not ${takaText(expected.amountPoisha)}`);
    }
    const raw = { sessionId, outcome: session.outcome, reference: session.reference };
    if (session.outcome === 'PAID') {
      return { status: 'PAID', tranId, amountPoisha: session.amountPoisha, providerReference: session.reference!, raw };
    }
    if (session.outcome === null) return { status: 'PENDING', tranId, reason: 'the shopper has not chosen yet', raw };
    return { status: session.outcome, tranId, reason: `the shopper chose ${session.outcome.toLowerCase()} on the sandbox page`, raw };
  }

  /**
   * Refunds at once, as a gateway that accepts them would. Like a real gateway, it refuses to refund a
   * payment it never took: a reference it did not issue (its references start with SBX).
   */
  async refund(request: RefundRequest): Promise<RefundAnswer> {
    const raw = { refundId: request.refundId, reference: request.providerReference, amount: request.amountPoisha };
    if (!request.providerReference.startsWith('SBX')) return { status: 'REFUSED', reason: `The sandbox took no payment with reference ${request.providerReference}.`, raw };
    return { status: 'SUCCEEDED', providerRefundId: `SBX-R-${request.refundId}`, raw };
  }

  async refundStatus(providerRefundId: string, request: RefundRequest): Promise<RefundAnswer> {
    return { status: 'SUCCEEDED', providerRefundId, raw: { refundId: request.refundId } };
  }

  private rejected(reason: string): PaymentCallbackRejectedError {
    return new PaymentCallbackRejectedError(`Sandbox: ${reason}`, this.method);
  }
}
