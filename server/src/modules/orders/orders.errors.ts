import type { OrderStatus } from '../../generated/prisma/client.ts';
import { AppError } from '../../shared/errors.ts';
import { formatTaka } from '../../shared/money.ts';

/** The order cannot make this status change now; names the status it is in (REST: 409). */
export class OrderTransitionError extends AppError {
  readonly code = 'ORDER_TRANSITION_REFUSED';
  readonly status = 409;
  constructor(
    readonly currentState: OrderStatus,
    readonly requestedState: OrderStatus | null,
    message: string,
  ) {
    super(message);
  }
}

/** The cart's total is not what the customer was shown: show the new total and ask again. */
export class PriceChangedError extends AppError {
  readonly code = 'PRICE_CHANGED';
  readonly status = 409;
  constructor(
    readonly expectedNet: number,
    readonly newNet: number,
  ) {
    super(`The total of your order changed to ${formatTaka(newNet)}. Please check it and place the order again.`);
  }
}

/** The same idempotency key came with a different request (an order, a counter sale, a refund); `orderNumber` is the first one's order. */
export class IdempotencyKeyReusedError extends AppError {
  readonly code = 'IDEMPOTENCY_KEY_REUSED';
  readonly status = 422;
  constructor(
    readonly orderNumber: string,
    message = `This checkout was already used for order ${orderNumber}. Reload the page to place a new order.`,
  ) {
    super(message);
  }
}

/** The payment gateway could not be reached or refused to open a payment; the order stays payable. */
export class PaymentUnavailableError extends AppError {
  readonly code = 'PAYMENT_UNAVAILABLE';
  readonly status = 503;
  constructor(readonly orderNumber: string) {
    super(`The payment service is not answering right now. Your order ${orderNumber} is saved: try paying again in a few minutes.`);
  }
}

/**
 * The shop does not offer this payment method now (its gateway is not configured), or not for this order's
 * amount (`reason`, e.g. under the gateway's minimum): nothing was held.
 */
export class PaymentMethodUnavailableError extends AppError {
  readonly code = 'PAYMENT_METHOD_UNAVAILABLE';
  readonly status = 422;
  constructor(
    readonly method: string,
    reason?: string,
  ) {
    super(reason ? `${reason} Please choose another payment method.` : 'This payment method is not available right now. Please choose another one.');
  }
}

/**
 * An ebook or course of this order already waits for payment in another of the customer's orders:
 * paying both would charge twice for one copy, so the new order is refused (REST: 409).
 */
export class AwaitingPaymentError extends AppError {
  readonly code = 'AWAITING_PAYMENT';
  readonly status = 409;
  constructor(
    readonly productId: string,
    readonly productTitle: string,
    readonly orderNumber: string,
  ) {
    super(`${productTitle} is already in your order ${orderNumber}, waiting for payment: pay that order from My orders, or cancel it to order ${productTitle} again.`);
  }
}
