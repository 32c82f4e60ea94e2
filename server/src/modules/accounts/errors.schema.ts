import { builder } from '../../builder.ts';
import { ErrorInterface } from '../../shared/errors.schema.ts';
import { CaptchaFailedError, CodeInvalidError, GoogleEmailNotProvenError, GoogleSignInError, InvalidCredentialsError, TooManyAttemptsError } from './errors.ts';

for (const [ErrorClass, name] of [
  [InvalidCredentialsError, 'InvalidCredentialsError'],
  [CaptchaFailedError, 'CaptchaFailedError'],
  [CodeInvalidError, 'CodeInvalidError'],
  [GoogleSignInError, 'GoogleSignInError'],
  [GoogleEmailNotProvenError, 'GoogleEmailNotProvenError'],
] as const) {
  builder.objectType(ErrorClass, { name, interfaces: [ErrorInterface], isTypeOf: (value) => value instanceof ErrorClass });
}

builder.objectType(TooManyAttemptsError, {
  name: 'TooManyAttemptsError',
  interfaces: [ErrorInterface],
  isTypeOf: (value) => value instanceof TooManyAttemptsError,
  fields: (t) => ({ retryAfterSeconds: t.exposeInt('retryAfterSeconds') }),
});
