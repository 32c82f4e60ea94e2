import { AppError } from '../../shared/errors.ts';
import { couponMessage, type CouponInvalidReason, type CouponTerms } from './coupon-rules.ts';

/** A coupon that cannot be applied, with the reason (REST: 404 for an unknown code, 400 otherwise). */
export class CouponInvalidError extends AppError {
  readonly code = 'COUPON_INVALID';
  readonly status: number;
  constructor(
    readonly reason: CouponInvalidReason,
    readonly couponCode: string,
    message = couponMessage(reason),
  ) {
    super(message);
    this.status = reason === 'NOT_FOUND' ? 404 : 400;
  }

  static of(reason: CouponInvalidReason, code: string, terms?: Pick<CouponTerms, 'minOrder' | 'perUserLimit'>) {
    return new CouponInvalidError(reason, code, couponMessage(reason, terms));
  }
}

/** A signed-in user without the permission a REST call needs (403). */
export class PermissionDeniedError extends AppError {
  readonly code = 'FORBIDDEN';
  readonly status = 403;
  constructor() {
    super('You do not have permission to do this.');
  }
}
