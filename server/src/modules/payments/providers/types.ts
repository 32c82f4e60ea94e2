/**
 * What the shop needs from an online payment gateway (SSLCommerz, bKash, the local sandbox). One file
 * per provider speaks its documented API with `fetch`; orders never see provider details.
 *
 * A payment attempt is identified by our `tranId` (unique per attempt; an order may have several
 * attempts when the shopper pays again). Nothing changes in the shop on the word of a browser
 * redirect or a notification alone: the provider is always asked server-to-server (`verify`).
 */
export type OnlinePaymentMethod = 'SSLCOMMERZ' | 'BKASH' | 'SANDBOX';

export interface StartPaymentInput {
  tranId: string;
  /** Integer poisha; providers that want Taka get `amountPoisha / 100` formatted with two decimals. */
  amountPoisha: number;
  orderNumber: string;
  /** What the order is for, as the gateway's product description (e.g. "3 items"). */
  description: string;
  /** How many items the order ships (at least 1): SSLCommerz's mandatory `num_of_item`. */
  itemCount: number;
  customer: { name: string; phone: string; email: string | null; address: string | null };
  /** Absolute URLs of our own server the provider sends the shopper (and, for IPN, its server) back to. */
  urls: { success: string; fail: string; cancel: string; notify: string };
}

export interface StartedPayment {
  /** Where the shopper's browser goes to pay. */
  redirectUrl: string;
  /** The provider's id for the session/payment (SSLCommerz sessionkey, bKash paymentID), kept with the attempt. */
  providerSessionId: string;
}

/** What the provider confirmed, server-to-server, about one attempt. */
export type VerifiedPayment =
  | {
      status: 'PAID';
      tranId: string;
      amountPoisha: number;
      /** The provider's own transaction reference (SSLCommerz bank_tran_id / val_id, bKash trxID). */
      providerReference: string;
      raw: Record<string, unknown>;
    }
  | {
      /**
       * The gateway took the money but holds it for review (SSLCommerz VALID with risk_level ≠ 0): recorded on the
       * attempt (UNDER_REVIEW) for staff to accept or refuse; the order is not paid yet.
       */
      status: 'UNDER_REVIEW';
      tranId: string;
      amountPoisha: number;
      providerReference: string;
      /** What the gateway said, as it said it (e.g. "VALID risk_level 1") and its reason (risk_title). */
      gatewayStatus: string;
      reason: string;
      raw: Record<string, unknown>;
    }
  | {
      status: 'FAILED' | 'CANCELLED' | 'PENDING';
      tranId: string;
      reason: string;
      raw: Record<string, unknown>;
      /** The gateway's own status word (bKash transactionStatus, SSLCommerz status), kept on the attempt. */
      gatewayStatus?: string;
      /**
       * PENDING only: the gateway itself says the payment is under way (bKash: an execute that timed out or
       * failed, the query still Initiated), so it is noted on the attempt, which stays open to be asked again.
       * Without it (a redirect with nothing to validate), nothing is recorded.
       */
      underWay?: true;
    };

/** The gateway cannot be reached or answered something we cannot use: the order stays payable. */
export class PaymentProviderError extends Error {
  constructor(
    message: string,
    readonly provider: OnlinePaymentMethod,
  ) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}

/**
 * A callback that must not be believed: bad signature, unknown or mismatched transaction, wrong amount.
 * Nothing changes; the route logs it and answers the sender with a refusal.
 */
export class PaymentCallbackRejectedError extends Error {
  constructor(
    message: string,
    readonly provider: OnlinePaymentMethod,
  ) {
    super(message);
    this.name = 'PaymentCallbackRejectedError';
  }
}

/** What our own records say the attempt must look like; the provider's answer has to match it. */
export interface ExpectedPayment {
  providerSessionId: string | null;
  amountPoisha: number;
}

export interface PaymentProvider extends RefundingProvider {
  readonly method: OnlinePaymentMethod;
  /** Opens a hosted payment for one attempt and says where to send the shopper. */
  startPayment(input: StartPaymentInput): Promise<StartedPayment>;
  /**
   * Asks the provider what happened to an attempt, from what its redirect or notification carried
   * (SSLCommerz: `val_id` + `verify_sign`; bKash: `paymentID` → execute, or status query). Throws
   * PaymentProviderError when it cannot tell and PaymentCallbackRejectedError when the callback is forged or
   * does not match `expected`; never trusts the callback's own claims.
   */
  verify(tranId: string, callback: Record<string, string>, expected: ExpectedPayment): Promise<VerifiedPayment>;
  /**
   * Asks the gateway, server-to-server, what became of an attempt whose answer the shop does not have (no callback
   * came, a callback could not be verified, an execute timed out): SSLCommerz's transaction query by tran_id, bKash's
   * query payment, the sandbox's own record. For the payment reconciliation sweep. Same errors as `verify`.
   */
  queryPayment(attempt: PaymentAttemptRef): Promise<VerifiedPayment>;
}

/** One attempt as the shop recorded it, for asking its gateway about it. */
export interface PaymentAttemptRef {
  tranId: string;
  providerSessionId: string | null;
  amountPoisha: number;
}

/** One refund asked of the gateway that took the payment (whole or part). */
export interface RefundRequest {
  /** Our refund id: sent as the gateway's reference (SSLCommerz refe_id, bKash sku) so the gateway can tell repeats. */
  refundId: string;
  tranId: string;
  /** The gateway's session id (bKash paymentID). */
  providerSessionId: string | null;
  /** The paid transaction's reference (SSLCommerz bank_tran_id, bKash trxID). */
  providerReference: string;
  amountPoisha: number;
  reason: string;
}

/**
 * What the gateway said about a refund: done, still being processed (ask again with refundStatus), refused with
 * its reason, or not made for now (RETRY: a system error or maintenance the gateway says may pass; the same
 * refund is asked for again later).
 */
export type RefundAnswer =
  | { status: 'SUCCEEDED' | 'PENDING'; providerRefundId: string; raw: Record<string, unknown> }
  | { status: 'REFUSED'; reason: string; raw: Record<string, unknown> }
  | { status: 'RETRY'; reason: string; raw: Record<string, unknown> };

/** Refunds through the gateway that took the money. */
export interface RefundingProvider {
  /** Asks the gateway to send `amountPoisha` back. Throws PaymentProviderError when the gateway cannot be reached. */
  refund(request: RefundRequest): Promise<RefundAnswer>;
  /** Asks what became of a refund the gateway answered PENDING (or whose answer was lost). */
  refundStatus(providerRefundId: string, request: RefundRequest): Promise<RefundAnswer>;
}
