import { AppError } from '../../shared/errors.ts';

export class InvalidCredentialsError extends AppError {
  readonly code = 'INVALID_CREDENTIALS';
  readonly status = 401;
  constructor(message = 'The phone number, email or password is not correct.') {
    super(message);
    this.name = 'InvalidCredentialsError';
  }
}

export class TooManyAttemptsError extends AppError {
  readonly code = 'TOO_MANY_ATTEMPTS';
  readonly status = 429;
  constructor(readonly retryAfterSeconds: number, message: string) {
    super(message);
    this.name = 'TooManyAttemptsError';
  }
}

export class CaptchaFailedError extends AppError {
  readonly code = 'CAPTCHA_FAILED';
  readonly status = 400;
  constructor(message = 'We could not verify that you are human. Please try again.') {
    super(message);
    this.name = 'CaptchaFailedError';
  }
}

export class CodeInvalidError extends AppError {
  readonly code = 'CODE_INVALID';
  readonly status = 400;
  constructor(message: string) {
    super(message);
    this.name = 'CodeInvalidError';
  }
}

/** An action that needs a signed-in user (REST answers 401; GraphQL fields use the signedIn scope). */
export class NotSignedInError extends AppError {
  readonly code = 'UNAUTHENTICATED';
  readonly status = 401;
  constructor(message = 'Please sign in to continue.') {
    super(message);
    this.name = 'NotSignedInError';
  }
}

export class GoogleSignInError extends AppError {
  readonly code = 'GOOGLE_SIGN_IN_FAILED';
  readonly status = 401;
  constructor(message = 'Google sign-in failed. Please try again.') {
    super(message);
    this.name = 'GoogleSignInError';
  }
}
