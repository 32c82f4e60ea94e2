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
