import { AppError } from '../../shared/errors.ts';
import { CAPTCHA_FAILURE_MESSAGE } from './integrations/captcha.ts';

export class InvalidCredentialsError extends AppError {
  readonly code = 'INVALID_CREDENTIALS';
  readonly status = 401;
  constructor() {
    super('The phone number, email or password is not correct.');
  }
}

/** Which limit a TooManyAttemptsError hit: the client words each one in the customer's language. */
export const TOO_MANY_ATTEMPTS_REASONS = ['SIGN_IN_NETWORK', 'SIGN_IN_BROWSER', 'ACCOUNT_NETWORK', 'ACCOUNT', 'CODES_SENT', 'TRACKING_LOOKUPS'] as const;
export type TooManyAttemptsReason = (typeof TOO_MANY_ATTEMPTS_REASONS)[number];

export class TooManyAttemptsError extends AppError {
  readonly code = 'TOO_MANY_ATTEMPTS';
  readonly status = 429;
  constructor(
    readonly retryAfterSeconds: number,
    message: string,
    readonly reason: TooManyAttemptsReason,
  ) {
    super(message);
  }
}

export class CaptchaFailedError extends AppError {
  readonly code = 'CAPTCHA_FAILED';
  readonly status = 400;
  constructor() {
    super(CAPTCHA_FAILURE_MESSAGE);
  }
}

/** Why a one-time code was refused: the client words each one in the customer's language. */
export const CODE_INVALID_REASONS = ['WRONG', 'EXPIRED', 'USED', 'TOO_MANY_WRONG'] as const;
export type CodeInvalidReason = (typeof CODE_INVALID_REASONS)[number];

const CODE_INVALID_MESSAGES: Record<CodeInvalidReason, string> = {
  WRONG: 'The code is not correct.',
  EXPIRED: 'This code has expired. Please ask for a new one.',
  USED: 'This code has already been used. Please ask for a new one.',
  TOO_MANY_WRONG: 'Too many wrong codes. Please ask for a new one.',
};

/** A one-time code that cannot be used (`reason`); the REST shim answers with the same English message. */
export class CodeInvalidError extends AppError {
  readonly code = 'CODE_INVALID';
  readonly status = 400;
  constructor(readonly reason: CodeInvalidReason) {
    super(CODE_INVALID_MESSAGES[reason]);
  }
}

/** An action that needs a signed-in user (REST answers 401; GraphQL fields use the signedIn scope). */
export class NotSignedInError extends AppError {
  readonly code = 'UNAUTHENTICATED';
  readonly status = 401;
  constructor() {
    super('Please sign in to continue.');
  }
}

export class GoogleSignInError extends AppError {
  readonly code = 'GOOGLE_SIGN_IN_FAILED';
  readonly status = 401;
  constructor() {
    super('Google sign-in failed. Please try again.');
  }
}

/**
 * Google signed the person in, but an existing account has verified the token's address and Google is
 * not authoritative for it (not Gmail, no matching `hd`): the account is not joined. The shop has no
 * email gateway to send the owner a code, so the owner signs in with the password instead.
 */
export class GoogleEmailNotProvenError extends AppError {
  readonly code = 'GOOGLE_EMAIL_NOT_PROVEN';
  readonly status = 409;
  constructor() {
    super(
      'An account already uses this email address, and Google cannot confirm that the address is yours. Sign in with your phone number or email and your password instead.',
    );
  }
}
