import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { takaText } from './taka-amount.ts';
import {
  PaymentCallbackRejectedError,
  PaymentProviderError,
  type ExpectedPayment,
  type PaymentAttemptRef,
  type OnlinePaymentMethod,
  type PaymentProvider,
  type RefundAnswer,
  type RefundRequest,
  type StartedPayment,
  type StartPaymentInput,
  type VerifiedPayment,
} from './types.ts';

/** What the shopper chose on the sandbox page; REVIEW: paid, but held as risky (as SSLCommerz does with risk_level 1). */
export type SandboxOutcome = 'PAID' | 'REVIEW' | 'FAILED' | 'CANCELLED';

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

/** A session with the secret it signs with (never shown on the page nor sent anywhere). */
export interface StoredSandboxSession extends SandboxSession {
  secret: string;
}

/** Where the sandbox keeps its sessions: this process's memory, or the database all processes share. */
export interface SandboxSessionStore {
  insert(session: StoredSandboxSession): Promise<void>;
  find(id: string): Promise<StoredSandboxSession | null>;
  /** Records the outcome unless one is recorded already (the first choice stands); returns the session as it now is. */
  decide(id: string, outcome: SandboxOutcome, reference: string | null): Promise<StoredSandboxSession | null>;
}

/** Sessions kept at most in memory (oldest dropped first), so an idle development server does not grow without end. */
const MAX_MEMORY_SESSIONS = 10_000;

/** One process's memory: for tests and tools without a database. */
export class MemorySandboxSessions implements SandboxSessionStore {
  readonly #sessions = new Map<string, StoredSandboxSession>();

  async insert(session: StoredSandboxSession) {
    if (this.#sessions.size >= MAX_MEMORY_SESSIONS) this.#sessions.delete(this.#sessions.keys().next().value!);
    this.#sessions.set(session.id, { ...session });
  }

  async find(id: string) {
    const session = this.#sessions.get(id);
    return session ? { ...session } : null;
  }

  async decide(id: string, outcome: SandboxOutcome, reference: string | null) {
    const session = this.#sessions.get(id);
    if (session && session.outcome === null) Object.assign(session, { outcome, reference });
    return session ? { ...session } : null;
  }
}

/**
 * The gateway side of the local sandbox: it keeps the sessions it opened and what the shopper chose on its
 * page, signs the fields it sends back (HMAC-SHA256 with the session's own secret) on the redirect and on
 * the server-to-server notification, and answers lookups. The server keeps its sessions in the database
 * (database-sandbox-sessions.ts), so a redirect or notification may land on any server process; it is a
 * sandbox for development and tests, never for real money.
 */
export class SandboxGateway {
  #store: SandboxSessionStore;
  private readonly deliver: typeof fetch;

  constructor(options: { deliver?: typeof fetch; store?: SandboxSessionStore } = {}) {
    this.#store = options.store ?? new MemorySandboxSessions();
    this.deliver = options.deliver ?? fetch;
  }

  /** Keeps sessions in `store` from now on (the server does this once its database is open). */
  keepSessionsIn(store: SandboxSessionStore) {
    this.#store = store;
  }

  async open(method: OnlinePaymentMethod, input: StartPaymentInput): Promise<SandboxSession> {
    const session: StoredSandboxSession = {
      id: `sbx_${randomUUID()}`,
      method,
      tranId: input.tranId,
      amountPoisha: input.amountPoisha,
      orderNumber: input.orderNumber,
      description: input.description,
      urls: input.urls,
      outcome: null,
      reference: null,
      secret: randomBytes(32).toString('hex'),
    };
    await this.#store.insert(session);
    return withoutSecret(session);
  }

  /** The gateway's own record of a session (the server-to-server lookup). */
  async session(id: string): Promise<SandboxSession | null> {
    const session = await this.#store.find(id);
    return session && withoutSecret(session);
  }

  /** Records the shopper's choice; the first one stands, as with a real gateway. */
  async decide(id: string, outcome: SandboxOutcome): Promise<SandboxSession | null> {
    const reference = outcome === 'PAID' || outcome === 'REVIEW' ? `SBX${randomBytes(6).toString('hex').toUpperCase()}` : null;
    const session = await this.#store.decide(id, outcome, reference);
    return session && withoutSecret(session);
  }

  /** The fields the gateway sends back about a decided session, signed with the session's secret. */
  async signedFields(session: SandboxSession): Promise<Record<string, string>> {
    const stored = await this.#store.find(session.id);
    if (!stored) throw new Error(`The sandbox has no session ${session.id}`);
    const fields = {
      tran_id: stored.tranId,
      session_id: stored.id,
      status: stored.outcome ?? 'PENDING',
      amount: takaText(stored.amountPoisha),
    };
    return { ...fields, signature: sign(stored.secret, fields) };
  }

  /** True when the fields carry the signature of the session they name. */
  async signatureValid(fields: Record<string, string>): Promise<boolean> {
    if (!fields.signature || !fields.session_id) return false;
    const stored = await this.#store.find(fields.session_id);
    if (!stored) return false;
    const expected = Buffer.from(sign(stored.secret, fields));
    const given = Buffer.from(fields.signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  /** Where the shopper's browser goes after choosing: the shop's success, fail or cancel URL with the signed fields. */
  async returnUrl(session: SandboxSession): Promise<string> {
    const target = session.outcome === 'PAID' || session.outcome === 'REVIEW' ? session.urls.success : session.outcome === 'CANCELLED' ? session.urls.cancel : session.urls.fail;
    const url = new URL(target);
    for (const [key, value] of Object.entries(await this.signedFields(session))) url.searchParams.set(key, value);
    return url.toString();
  }

  /** POSTs the signed notification to the shop's notify URL; resolves to the HTTP status, or throws when unreachable. */
  async notify(session: SandboxSession): Promise<number> {
    const response = await this.deliver(session.urls.notify, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(await this.signedFields(session)).toString(),
      signal: AbortSignal.timeout(NOTIFY_TIMEOUT_MS),
    });
    await response.body?.cancel();
    return response.status;
  }
}

/** What a decided session says: paid, paid but held for review (as SSLCommerz's risk_level 1), failed or cancelled. */
function answerOf(session: SandboxSession, raw: Record<string, unknown>): VerifiedPayment {
  const { tranId, amountPoisha } = session;
  if (session.outcome === 'PAID') return { status: 'PAID', tranId, amountPoisha, providerReference: session.reference!, raw };
  if (session.outcome === 'REVIEW') {
    return { status: 'UNDER_REVIEW', tranId, amountPoisha, providerReference: session.reference!, gatewayStatus: 'REVIEW', reason: 'held for review on the sandbox page', raw };
  }
  const outcome = session.outcome === 'CANCELLED' ? 'CANCELLED' : 'FAILED';
  return { status: outcome, tranId, reason: `the shopper chose ${outcome.toLowerCase()} on the sandbox page`, gatewayStatus: outcome, raw };
}

function withoutSecret({ secret: _secret, ...session }: StoredSandboxSession): SandboxSession {
  return session;
}

function sign(secret: string, fields: Record<string, string>): string {
  const text = SIGNED_FIELDS.map((name) => `${name}=${fields[name] ?? ''}`).join('&');
  return createHmac('sha256', secret).update(text).digest('hex');
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
    const session = await this.gateway.open(this.method, input);
    // The sandbox page is served by this same server, at the address the shopper comes back to (as a
    // real gateway's page is reachable from the shopper's browser).
    return { redirectUrl: `${new URL(input.urls.success).origin}${sandboxPagePath(session.id)}`, providerSessionId: session.id };
  }

  async verify(tranId: string, callback: Record<string, string>, expected: ExpectedPayment): Promise<VerifiedPayment> {
    if (!(await this.gateway.signatureValid(callback))) throw this.rejected('the signature does not match');
    const sessionId = expected.providerSessionId ?? callback.session_id ?? '';
    if (callback.session_id !== sessionId) throw this.rejected(`session ${callback.session_id} is not the one opened for ${tranId}`);
    const session = await this.gateway.session(sessionId);
    if (!session) throw this.rejected(`the sandbox has no session ${sessionId}`);
    if (session.tranId !== tranId) throw this.rejected(`session ${sessionId} belongs to ${session.tranId}, not ${tranId}`);
    if (session.amountPoisha !== expected.amountPoisha) {
      throw this.rejected(`the session is for ${takaText(session.amountPoisha)}, not ${takaText(expected.amountPoisha)}`);
    }
    const raw = { sessionId, outcome: session.outcome, reference: session.reference };
    if (session.outcome === null) return { status: 'PENDING', tranId, reason: 'the shopper has not chosen yet', raw };
    return answerOf(session, raw);
  }

  /** The sandbox's own record of the session (the server-to-server query a real gateway offers). */
  async queryPayment(attempt: PaymentAttemptRef): Promise<VerifiedPayment> {
    const session = attempt.providerSessionId ? await this.gateway.session(attempt.providerSessionId) : null;
    if (!session) throw new PaymentProviderError(`Sandbox: no session was opened for ${attempt.tranId}`, this.method);
    if (session.tranId !== attempt.tranId) throw this.rejected(`session ${session.id} belongs to ${session.tranId}, not ${attempt.tranId}`);
    if (session.amountPoisha !== attempt.amountPoisha) {
      throw this.rejected(`the session is for ${takaText(session.amountPoisha)}, not ${takaText(attempt.amountPoisha)}`);
    }
    const raw = { sessionId: session.id, outcome: session.outcome, reference: session.reference };
    if (session.outcome === null) return { status: 'PENDING', tranId: attempt.tranId, reason: 'the shopper has not chosen yet', gatewayStatus: 'OPEN', raw };
    return answerOf(session, raw);
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
