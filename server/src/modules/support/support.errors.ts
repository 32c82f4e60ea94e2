import { AppError } from '../../shared/errors.ts';

/** Another agent holds the queue item, or it was already dealt with. */
export class QueueItemTakenError extends AppError {
  readonly code = 'QUEUE_ITEM_TAKEN';
  readonly status = 409;
  constructor(
    message: string,
    readonly claimedBy: string | null,
  ) {
    super(message);
  }
}

/** The coupon is beyond what the agent may issue (their daily count, percent or amount). */
export class CouponLimitError extends AppError {
  readonly code = 'COUPON_LIMIT';
  readonly status = 403;
}

/** Support coupons are for customers: not for the agent issuing it, nor for any staff account. */
export class CouponRecipientError extends AppError {
  readonly code = 'COUPON_RECIPIENT';
  readonly status = 403;
}
