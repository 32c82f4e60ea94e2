import { builder } from '../../builder.ts';
import { ErrorInterface } from '../../shared/errors.schema.ts';
import {
  CaptchaFailedError,
  CODE_INVALID_REASONS,
  CodeInvalidError,
  GoogleEmailNotProvenError,
  GoogleSignInError,
  InvalidCredentialsError,
  TOO_MANY_ATTEMPTS_REASONS,
  TooManyAttemptsError,
} from './errors.ts';

for (const [ErrorClass, name] of [
  [InvalidCredentialsError, 'InvalidCredentialsError'],
  [CaptchaFailedError, 'CaptchaFailedError'],
  [GoogleSignInError, 'GoogleSignInError'],
  [GoogleEmailNotProvenError, 'GoogleEmailNotProvenError'],
] as const) {
  builder.objectType(ErrorClass, { name, interfaces: [ErrorInterface], isTypeOf: (value) => value instanceof ErrorClass });
}

const TooManyAttemptsReasonEnum = builder.enumType('TooManyAttemptsReason', {
  description:
    'Which limit was hit: sign-ins from one network or browser, attempts on one account (from one network or from anywhere), codes sent, parcel tracking lookups.',
  values: TOO_MANY_ATTEMPTS_REASONS,
});

builder.objectType(TooManyAttemptsError, {
  name: 'TooManyAttemptsError',
  interfaces: [ErrorInterface],
  isTypeOf: (value) => value instanceof TooManyAttemptsError,
  fields: (t) => ({
    retryAfterSeconds: t.exposeInt('retryAfterSeconds'),
    reason: t.field({ type: TooManyAttemptsReasonEnum, resolve: (error) => error.reason }),
  }),
});

const CodeInvalidReasonEnum = builder.enumType('CodeInvalidReason', {
  description: 'Why a one-time code was refused: WRONG (not the code sent), EXPIRED (or none was sent), USED, TOO_MANY_WRONG (5 wrong tries used it up).',
  values: CODE_INVALID_REASONS,
});

builder.objectType(CodeInvalidError, {
  name: 'CodeInvalidError',
  interfaces: [ErrorInterface],
  isTypeOf: (value) => value instanceof CodeInvalidError,
  fields: (t) => ({ reason: t.field({ type: CodeInvalidReasonEnum, resolve: (error) => error.reason }) }),
});
