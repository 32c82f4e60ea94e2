import { renderHook } from '@testing-library/react';
import { inLanguage } from '../../test/languages.ts';
import { HttpError } from '../lib/http.ts';
import { useCaughtErrorMessage, useErrorMessage, useFieldMessage, useFormFailure } from './error-messages.ts';

const words = () => renderHook(() => ({ error: useErrorMessage(), field: useFieldMessage(), caught: useCaughtErrorMessage(), form: useFormFailure() })).result.current;

const relayError = (code: string, message = 'from the server') => Object.assign(new Error(message), { source: { errors: [{ message, extensions: { code } }] } });

describe('server errors in the interface language', () => {
  it('words a mapped error type in English from the catalogue', () => {
    const { error } = words();
    expect(error({ __typename: 'InvalidCredentialsError', code: 'INVALID_CREDENTIALS', message: 'x' })).toBe('The phone number, email or password is not correct.');
    expect(error({ __typename: 'CodeInvalidError', code: 'CODE_INVALID', reason: 'EXPIRED', message: 'x' })).toBe('This code has expired. Please ask for a new one.');
    expect(error({ __typename: 'TooManyAttemptsError', reason: 'ACCOUNT', retryAfterSeconds: 1, message: 'x' })).toBe('Too many attempts for this account. Try again in 1 second.');
    expect(error({ __typename: 'TooManyAttemptsError', reason: 'TRACKING_LOOKUPS', retryAfterSeconds: 590, message: 'x' })).toBe(
      'Too many tracking lookups. Try again in 10 minutes.',
    );
    expect(error({ __typename: 'CouponInvalidError', reason: 'EXPIRED', message: 'x' })).toBe('This coupon has expired.');
    expect(error({ __typename: 'OutOfStockError', productTitle: 'Physics 1st Paper', available: 2, message: 'x' })).toBe('Only 2 copies of Physics 1st Paper in stock.');
    expect(error({ __typename: 'PriceChangedError', newTotal: { amount: 125000 }, message: 'x' })).toBe(
      'The total of your order changed to ৳1,250. Please check it and place the order again.',
    );
  });

  it('words the same errors in Bangla, with Bangla digits', async () => {
    await inLanguage('bn', () => {
      const { error } = words();
      expect(error({ __typename: 'InvalidCredentialsError', message: 'x' })).toBe('ফোন নম্বর, ইমেইল বা পাসওয়ার্ড সঠিক নয়।');
      expect(error({ __typename: 'CodeInvalidError', reason: 'WRONG', message: 'x' })).toBe('কোডটি সঠিক নয়।');
      expect(error({ __typename: 'TooManyAttemptsError', reason: 'SIGN_IN_BROWSER', retryAfterSeconds: 90, message: 'x' })).toBe(
        'এই ব্রাউজার থেকে অনেকবার সাইন ইনের চেষ্টা হয়েছে। ২ মিনিট পরে আবার চেষ্টা করুন।',
      );
      expect(error({ __typename: 'ReferralCodeError', reason: 'OWN_CODE', message: 'x' })).toBe(
        'এটি আপনার নিজের জয়েনিং আইডি: প্রতিনিধিরা নিজের কোড ব্যবহার করতে পারেন না।',
      );
      expect(error({ __typename: 'PriceChangedError', newTotal: { amount: 12345000 }, message: 'x' })).toBe(
        'আপনার অর্ডারের মোট দাম বদলে ৳১,২৩,৪৫০ হয়েছে। দেখে নিয়ে আবার অর্ডার করুন।',
      );
      expect(error({ __typename: 'AddressLimitError', limit: 5, message: 'x' })).toContain('সর্বোচ্চ ৫টি ঠিকানা');
    });
  });

  it('shows the server message for an unmapped type, reason or missing value, in either language', async () => {
    const check = () => {
      const { error } = words();
      expect(error({ __typename: 'QueueItemTakenError', code: 'QUEUE_ITEM_TAKEN', message: 'Someone took it.' })).toBe('Someone took it.');
      expect(error({ __typename: 'CodeInvalidError', reason: 'SOMETHING_NEW', message: 'A new reason.' })).toBe('A new reason.');
      expect(error({ __typename: 'OutOfStockError', message: 'Selected without its title.' })).toBe('Selected without its title.');
      expect(error({ __typename: 'TooManyAttemptsError', retryAfterSeconds: 60, message: 'Reason not selected.' })).toBe('Reason not selected.');
      expect(error({ __typename: 'ValidationError', message: 'Unknown role: wizard' })).toBe('Unknown role: wizard');
    };
    check();
    await inLanguage('bn', check);
  });

  it('words validation messages of the shared account rules, and leaves other text alone', async () => {
    expect(words().field('Invalid phone number')).toBe('Invalid phone number');
    await inLanguage('bn', () => {
      const { field, error } = words();
      expect(field('Invalid phone number')).toBe('ফোন নম্বরটি সঠিক নয়');
      expect(field('Enter the 6-digit code from the SMS')).toBe('এসএমএসে পাওয়া ৬ সংখ্যার কোডটি দিন');
      expect(field('Please correct the highlighted fields.')).toBe('চিহ্নিত ঘরগুলো ঠিক করুন।');
      expect(field('Something else')).toBe('Something else');
      expect(field(undefined)).toBeUndefined();
      expect(error({ __typename: 'ValidationError', message: 'This phone number is already registered' })).toBe('এই ফোন নম্বর দিয়ে আগেই অ্যাকাউন্ট খোলা হয়েছে');
    });
  });

  it('turns a failed mutation into a form failure with translated form and field messages', async () => {
    expect(words().form({ __typename: 'MutationSignInSuccess' }, 'MutationSignInSuccess')).toBeNull();
    await inLanguage('bn', () => {
      const failure = words().form(
        { __typename: 'ValidationError', message: 'Invalid phone number', fields: [{ field: 'phone', message: 'Invalid phone number' }, { field: 'x', message: 'Odd' }] },
        'MutationSignUpSuccess',
      );
      expect(failure).toEqual({ message: 'ফোন নম্বরটি সঠিক নয়', fields: { phone: 'ফোন নম্বরটি সঠিক নয়', x: 'Odd' } });
    });
  });

  it('words thrown failures: signed out, refused, busy, network; other GraphQL errors and REST messages as sent', async () => {
    const { caught } = words();
    expect(caught(relayError('UNAUTHENTICATED'))).toBe('Please sign in to continue.');
    expect(caught(relayError('BAD_USER_INPUT', 'Bad input'))).toBe('Bad input');
    expect(caught(new TypeError('Failed to fetch'))).toBe('Could not reach the server. Please check your connection and try again.');
    await inLanguage('bn', () => {
      const { caught: inBangla } = words();
      expect(inBangla(relayError('UNAUTHENTICATED'))).toBe('চালিয়ে যেতে সাইন ইন করুন।');
      expect(inBangla(relayError('FORBIDDEN'))).toBe('এটি করার অনুমতি আপনার নেই।');
      expect(inBangla(relayError('SERVICE_UNAVAILABLE'))).toBe('এই মুহূর্তে শপে খুব ভিড়। একটু পরে আবার চেষ্টা করুন।');
      expect(inBangla(new TypeError('Failed to fetch'))).toBe('সার্ভারের সাথে যোগাযোগ করা যায়নি। ইন্টারনেট সংযোগ দেখে আবার চেষ্টা করুন।');
      expect(inBangla(new Error('boom'))).toBe('কিছু একটা সমস্যা হয়েছে। আবার চেষ্টা করুন।');
      expect(inBangla(new HttpError(400, 'Phone number is required', null))).toBe('ফোন নম্বর দিন');
      expect(inBangla(new HttpError(500, 'Database down', null))).toBe('Database down');
    });
  });
});
