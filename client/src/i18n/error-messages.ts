/**
 * The server's errors in the shopper's language (docs/languages.md, "Errors from the server"). The
 * API keeps answering in English: a typed error result (`__typename`, its stable `code`, a `reason`
 * where one type covers several cases, the values it carries), a ValidationError's `fields`, or a
 * GraphQL error's `extensions.code`. The client words each one it knows from the `errors` catalogue
 * area and shows the server's English `message` for anything it does not know, so a new error on the
 * server is never silent, only English until it is mapped here. The REST shim's messages are not
 * touched: they are the seed's words.
 */
import { formatMoney } from '#shared/i18n/format.ts';
import type { Locale } from '#shared/i18n/locale.ts';
import { CORRECT_FIELDS_MESSAGE, type FormFailure } from '../relay/mutation-result.ts';
import { NETWORK_ERROR_MESSAGE, SIGNED_OUT_MESSAGE, UNEXPECTED_ERROR_MESSAGE } from '../lib/error-message.ts';
import { HttpError } from '../lib/http.ts';
import type { FieldProps } from '../lib/use-zod-form.ts';
import { useLocale, useT, type MessageId, type MessageValues } from './i18n.ts';

/**
 * An error as a query or mutation selected it: `__typename` and `message` (`... on Error { message code }`),
 * plus whatever of its own fields the screen selected (`reason`, `retryAfterSeconds`, `productTitle` …);
 * `field` for one ValidationError field.
 */
export interface ServerError {
  readonly __typename: string;
  readonly message?: string | null;
  readonly code?: string | null;
  readonly reason?: string | null;
  readonly field?: string | null;
}

type Wording = readonly [MessageId, MessageValues?] | null;
/** An error's fields as selected, by name. */
type Selected = Readonly<Record<string, unknown>> & ServerError;
type Word = (error: Selected, locale: Locale) => Wording;

const text = (value: unknown) => (typeof value === 'string' ? value : null);
const count = (value: unknown) => (typeof value === 'number' ? value : null);
const amount = (money: unknown) => count((money as { amount?: unknown } | null)?.amount);

const TOO_MANY_ATTEMPTS: Record<string, MessageId> = {
  SIGN_IN_NETWORK: 'errors.tooManyAttempts.signInNetwork',
  SIGN_IN_BROWSER: 'errors.tooManyAttempts.signInBrowser',
  ACCOUNT_NETWORK: 'errors.tooManyAttempts.accountNetwork',
  ACCOUNT: 'errors.tooManyAttempts.account',
  CODES_SENT: 'errors.tooManyAttempts.codesSent',
  TRACKING_LOOKUPS: 'errors.tooManyAttempts.tracking',
};

/** TooManyAttemptsError by its `reason`, with how long to wait (retryAfterSeconds: "45 seconds", "3 minutes", rounded up). */
const tooManyAttempts =
  (wait: (seconds: number) => string): Word =>
  (error) => {
    const id = error.reason ? TOO_MANY_ATTEMPTS[error.reason] : undefined;
    const seconds = count(error.retryAfterSeconds);
    if (!id || seconds === null) return null;
    return [id, { wait: wait(seconds) }];
  };

const CODE_REASONS: Record<string, MessageId> = {
  WRONG: 'errors.code.wrong',
  EXPIRED: 'errors.code.expired',
  USED: 'errors.code.used',
  TOO_MANY_WRONG: 'errors.code.tooManyWrong',
};

const COUPON_REASONS: Record<string, MessageId> = {
  NOT_FOUND: 'errors.coupon.notFound',
  INACTIVE: 'errors.coupon.inactive',
  NOT_STARTED: 'errors.coupon.notStarted',
  EXPIRED: 'errors.coupon.expired',
  USAGE_LIMIT_REACHED: 'errors.coupon.usedUp',
  PER_USER_LIMIT_REACHED: 'errors.coupon.alreadyUsed',
  MIN_ORDER_NOT_MET: 'errors.coupon.minOrder',
  NOT_APPLICABLE: 'errors.coupon.notApplicable',
  ISSUED_TO_ANOTHER: 'errors.coupon.issuedToAnother',
};

const REFERRAL_REASONS: Record<string, MessageId> = {
  UNKNOWN: 'errors.referral.unknown',
  INACTIVE: 'errors.referral.inactive',
  OWN_CODE: 'errors.referral.ownCode',
};

const byReason = (ids: Record<string, MessageId>): Word => (error) => {
  const id = error.reason ? ids[error.reason] : undefined;
  return id ? [id] : null;
};

/** A value the message needs, or no wording at all (the server's message) when the screen did not select it. */
const withValues =
  (id: MessageId, pick: (error: Selected, locale: Locale) => MessageValues | null): Word =>
  (error, locale) => {
    const values = pick(error, locale);
    return values ? [id, values] : null;
  };

/** Each customer-facing error type (its __typename) and how it is worded. Staff-only errors stay English. */
const byType = (wait: (seconds: number) => string): Record<string, Word> => ({
  InvalidCredentialsError: () => ['errors.invalidCredentials'],
  TooManyAttemptsError: tooManyAttempts(wait),
  CaptchaFailedError: () => ['errors.captchaFailed'],
  CodeInvalidError: byReason(CODE_REASONS),
  GoogleSignInError: () => ['errors.google.failed'],
  GoogleEmailNotProvenError: () => ['errors.google.emailNotProven'],
  CouponInvalidError: byReason(COUPON_REASONS),
  ReferralCodeError: byReason(REFERRAL_REASONS),
  OutOfStockError: (error) => {
    const title = text(error.productTitle);
    const available = count(error.available);
    if (title === null || available === null) return null;
    return available <= 0 ? ['errors.outOfStock.none', { title }] : ['errors.outOfStock.some', { title, available }];
  },
  AlreadyOwnedError: (error) => {
    const title = text(error.productTitle);
    if (title === null) return null;
    const bundle = text(error.bundleTitle);
    return bundle ? ['errors.alreadyOwned.inBundle', { title, bundle }] : ['errors.alreadyOwned', { title }];
  },
  AwaitingPaymentError: withValues('errors.awaitingPayment', (error) => {
    const title = text(error.productTitle);
    const order = text(error.orderNumber);
    return title !== null && order !== null ? { title, order } : null;
  }),
  PriceChangedError: withValues('errors.priceChanged', (error, locale) => {
    const poisha = amount(error.newTotal);
    return poisha === null ? null : { total: formatMoney(poisha, locale) };
  }),
  IdempotencyKeyReusedError: withValues('errors.checkoutUsed', (error) => (text(error.orderNumber) === null ? null : { order: text(error.orderNumber)! })),
  PaymentUnavailableError: withValues('errors.paymentUnavailable', (error) => (text(error.orderNumber) === null ? null : { order: text(error.orderNumber)! })),
  PaymentMethodUnavailableError: () => ['errors.paymentMethodUnavailable'],
  AddressLimitError: withValues('errors.addressLimit', (error) => (count(error.limit) === null ? null : { limit: count(error.limit)! })),
  NotEntitledError: () => ['errors.notEntitled'],
  NotRepresentativeError: () => ['errors.notRepresentative'],
});

/**
 * The words of a ValidationError field (and of the same rules checked in the browser): the shared
 * account rules' messages (server/src/shared/account-forms.ts, the seed's words, which the REST shim
 * and the server's checks send as they are) and the accounts services' own.
 */
const FIELD_MESSAGES: Record<string, MessageId> = {
  'Phone or email is required': 'errors.field.credRequired',
  'Minimum 6 characters required': 'errors.field.minSix',
  'Phone number is required': 'errors.field.phoneRequired',
  'Invalid phone number': 'errors.field.phoneInvalid',
  'This phone number is already registered': 'errors.field.phoneTaken',
  'HSC Batch is required': 'errors.field.batchRequired',
  'HSC Batch is not valid.': 'errors.field.batchInvalid',
  'Name is required': 'errors.field.nameRequired',
  'Maximum 100 characters': 'errors.field.max100',
  'Maximum 128 characters': 'errors.field.max128',
  'Invalid email address': 'errors.field.emailInvalid',
  'This email is already registered': 'errors.field.emailTaken',
  'Enter the 6-digit code from the SMS': 'errors.field.code',
  'Current password is required': 'errors.field.currentPasswordRequired',
  'The current password is not correct': 'errors.field.currentPasswordWrong',
};

/** The client's own messages for failures that never reached a typed result (lib/error-message.ts). */
const CLIENT_MESSAGES: Record<string, MessageId> = {
  [NETWORK_ERROR_MESSAGE]: 'errors.network',
  [UNEXPECTED_ERROR_MESSAGE]: 'errors.unexpected',
  [SIGNED_OUT_MESSAGE]: 'errors.signedOut',
  [CORRECT_FIELDS_MESSAGE]: 'errors.correctFields',
};

/** GraphQL errors (`extensions.code`) a shopper can meet. */
const GRAPHQL_CODES: Record<string, MessageId> = {
  UNAUTHENTICATED: 'errors.signedOut',
  FORBIDDEN: 'errors.forbidden',
  SERVICE_UNAVAILABLE: 'errors.busy',
  SEARCH_RATE_LIMITED: 'errors.tooManyRequests',
};

/** The catalogue message for `error`, or null when it is not mapped (the caller falls back to `error.message`). */
export function errorWording(error: ServerError, locale: Locale, wait: (seconds: number) => string): Wording {
  // A ValidationError's own message is its first field's message.
  if (error.__typename === 'ValidationError' || error.__typename === 'FieldMessage' || error.field) {
    const id = error.message ? FIELD_MESSAGES[error.message] : undefined;
    return id ? [id] : null;
  }
  return byType(wait)[error.__typename]?.(error as Selected, locale) ?? null;
}

/**
 * `(error) => string`: a server error in the interface language; the server's English `message` for an
 * error this module does not map, and "Something went wrong" when there is not even that.
 */
export function useErrorMessage(): <E extends ServerError>(error: E) => string {
  const t = useT();
  const locale = useLocale();
  return (error: ServerError) => {
    const wait = (seconds: number) =>
      seconds < 60 ? t('errors.wait.seconds', { seconds: Math.max(1, seconds) }) : t('errors.wait.minutes', { minutes: Math.ceil(seconds / 60) });
    const wording = errorWording(error, locale, wait);
    if (wording) return t(wording[0], wording[1]);
    return error.message || t('errors.unexpected');
  };
}

/**
 * `(message) => string`: a field's message (the browser's check or the server's ValidationError field),
 * or a whole-form message the client made itself, in the interface language; any other text as it is.
 */
export function useFieldMessage(): <M extends string | null | undefined>(message: M) => M | string {
  const t = useT();
  return (message) => {
    if (!message) return message;
    const id = FIELD_MESSAGES[message] ?? CLIENT_MESSAGES[message];
    return id ? t(id) : message;
  };
}

interface GraphQLErrorLike {
  message?: string;
  extensions?: { code?: string };
}

/**
 * `(error) => string` for a failure that was thrown rather than returned: a GraphQL error (signed out,
 * refused, busy, rate limited), the network, or a REST call (its status message is the shim's own and
 * is shown as it is, translated only where it is one of the shared field messages).
 */
export function useCaughtErrorMessage(): (error: unknown) => string {
  const t = useT();
  const field = useFieldMessage();
  return (error) => {
    if (error instanceof HttpError) return field(error.statusMessage || error.message);
    const source = (error as { source?: { errors?: unknown } } | null)?.source;
    const [first] = (Array.isArray(source?.errors) ? source.errors : []) as GraphQLErrorLike[];
    const id = first?.extensions?.code ? GRAPHQL_CODES[first.extensions.code] : undefined;
    if (id) return t(id);
    if (first?.message) return first.message;
    if (error instanceof TypeError) return t('errors.network');
    return t('errors.unexpected');
  };
}

/** A mutation result as forms select it: `__typename`, `message`, and a ValidationError's `fields`. */
export interface FormResult extends ServerError {
  readonly fields?: ReadonlyArray<{ readonly field?: string; readonly message: string }>;
}

/**
 * `(result, successType)`: null on success; otherwise the form's message and its field messages, in the
 * interface language (the translated twin of relay/mutation-result.ts's `formFailure`).
 */
export function useFormFailure(): (result: FormResult, successType: string) => FormFailure | null {
  const message = useErrorMessage();
  const field = useFieldMessage();
  return (result, successType) => {
    if (result.__typename === successType) return null;
    return {
      message: message(result),
      fields: Object.fromEntries((result.fields ?? []).flatMap((issue) => (issue.field ? [[issue.field, field(issue.message)] as const] : []))),
    };
  };
}

/** A useZodForm form's `field(name)` with its message in the interface language. */
export function useTranslatedFields<K extends string>(form: { field: (name: K) => FieldProps }): (name: K) => FieldProps {
  const translate = useFieldMessage();
  return (name) => {
    const props = form.field(name);
    return props.error ? { ...props, error: translate(props.error) } : props;
  };
}
