import { AppError } from '../../shared/errors.ts';
import { CAPTCHA_FAILURE_MESSAGE } from './integrations/captcha.ts';

export class InvalidCredentialsError extends AppError {
  readonly code = 'INVALID_CREDENTIALS';
  readonly status = 401;
  constructor() {
    super('The phone number, email or password is not correct.');
  }
}

export class TooManyAttemptsError extends AppError {
  readonly code = 'TOO_MANY_ATTEMPTS';
  readonly status = 429;
  constructor(readonly retryAfterSeconds: number, message: string) {
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

export class CodeInvalidError extends AppError {
  readonly code = 'CODE_INVALID';
  readonly status = 400;
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
