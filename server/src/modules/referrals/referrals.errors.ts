import { AppError } from '../../shared/errors.ts';

/** Why a joining id cannot go on a cart. */
export type ReferralCodeReason = 'UNKNOWN' | 'INACTIVE' | 'OWN_CODE';

const MESSAGES: Record<ReferralCodeReason, string> = {
  UNKNOWN: 'No campus representative has this joining id. Check the code with the person who gave it to you.',
  INACTIVE: 'This joining id is no longer in use.',
  OWN_CODE: 'This is your own joining id: representatives cannot use their own code.',
};

/** A joining id (referral code) that cannot go on the cart. */
export class ReferralCodeError extends AppError {
  readonly code = 'REFERRAL_CODE_INVALID';
  readonly status = 400;
  constructor(
    readonly reason: ReferralCodeReason,
    readonly joiningId: string,
  ) {
    super(MESSAGES[reason]);
  }
}

/** The viewer is not a campus representative (the profile and reports are theirs only). */
export class NotRepresentativeError extends AppError {
  readonly code = 'NOT_REPRESENTATIVE';
  readonly status = 403;
  constructor() {
    super('You are not a campus representative.');
  }
}
