import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import { z } from 'zod';
import type { PhoneVerification_user$key } from '../../__generated__/PhoneVerification_user.graphql.ts';
import type { PhoneVerificationSendCodeMutation } from '../../__generated__/PhoneVerificationSendCodeMutation.graphql.ts';
import type { PhoneVerificationVerifyMutation } from '../../__generated__/PhoneVerificationVerifyMutation.graphql.ts';
import { Button, FormError, TextField } from '../../components/ui/index.ts';
import { useCaughtErrorMessage, useFormFailure, useTranslatedFields } from '../../i18n/error-messages.ts';
import { useT } from '../../i18n/i18n.ts';
import { useRichT } from '../../i18n/rich-text.tsx';
import { captchaToken } from '../../lib/recaptcha.ts';
import { useFormSubmit } from '../../lib/use-form-submit.ts';
import { useZodForm } from '../../lib/use-zod-form.ts';
import { useMutationPromise } from '../../relay/use-mutation-promise.ts';
import { oneTimeCodeSchema } from '../auth/one-time-code.ts';
import { refreshSession } from '../session/session-store.ts';
import './profile.css';

const sendCodeMutation = graphql`
  mutation PhoneVerificationSendCodeMutation($input: SendVerificationCodeInput!) {
    sendVerificationCode(input: $input) {
      __typename
      ... on Error {
        message
      }
      ... on TooManyAttemptsError {
        reason
        retryAfterSeconds
      }
    }
  }
`;

const verifyMutation = graphql`
  mutation PhoneVerificationVerifyMutation($input: VerifyPhoneInput!) {
    verifyPhone(input: $input) {
      __typename
      ... on MutationVerifyPhoneSuccess {
        data {
          id
          phone
          pendingPhone
          phoneVerified
        }
      }
      ... on Error {
        message
      }
      ... on CodeInvalidError {
        reason
      }
      ... on ValidationError {
        fields {
          field
          message
        }
      }
    }
  }
`;

const schema = z.object({ code: oneTimeCodeSchema });

function SendCode({ phone, sent, onSent, resend = false }: { phone: string; sent: boolean; onSent: () => void; resend?: boolean }) {
  const t = useT();
  const formFailure = useFormFailure();
  const caughtMessage = useCaughtErrorMessage();
  const [sendCode] = useMutationPromise<PhoneVerificationSendCodeMutation>(sendCodeMutation);
  const { submitting, failure, setFailure, submit } = useFormSubmit(async () => {
    let result;
    try {
      ({ sendVerificationCode: result } = await sendCode({ input: { captchaToken: await captchaToken('otp') } }));
    } catch (error) {
      setFailure(caughtMessage(error));
      return;
    }
    const failed = formFailure(result, 'MutationSendVerificationCodeSuccess');
    if (failed) setFailure(failed.message);
    else onSent();
  });
  return (
    <div className="form">
      <FormError message={failure} />
      {sent && (
        <p className="form-notice" role="status">
          {t('account.phone.codeOnItsWay', { phone })}
        </p>
      )}
      <Button variant={sent ? 'link' : 'primary'} disabled={submitting} onClick={() => void submit()}>
        {submitting ? t('account.phone.sending') : sent || resend ? t('account.phone.sendNew') : t('account.phone.sendTo', { phone })}
      </Button>
    </div>
  );
}

function EnterCode() {
  const t = useT();
  const form = useZodForm(schema, { code: '' });
  const field = useTranslatedFields(form);
  const formFailure = useFormFailure();
  const caughtMessage = useCaughtErrorMessage();
  const [verifyPhone] = useMutationPromise<PhoneVerificationVerifyMutation>(verifyMutation);
  const { submitting, failure, setFailure, onSubmit } = useFormSubmit(async () => {
    const values = form.validate();
    if (!values) return;
    let result;
    try {
      ({ verifyPhone: result } = await verifyPhone({ input: values }));
    } catch (error) {
      setFailure(caughtMessage(error));
      return;
    }
    const failed = formFailure(result, 'MutationVerifyPhoneSuccess');
    if (!failed) await refreshSession();
    else if (!form.setErrors(failed.fields)) setFailure(failed.message);
  });
  return (
    <form className="form" noValidate onSubmit={onSubmit} aria-label={t('account.phone.form')}>
      <FormError message={failure} />
      <TextField label={t('account.field.code')} inputMode="numeric" autoComplete="one-time-code" {...field('code')} />
      <Button type="submit" variant="primary" disabled={submitting}>
        {submitting ? t('account.phone.verifying') : t('account.phone.verify')}
      </Button>
    </form>
  );
}

/**
 * Verifies the signed-in user's phone number with a code sent by SMS: a new number waiting on the
 * profile (its code was sent when it was saved), else the unverified one; says so when it is verified.
 */
export function PhoneVerification({ user }: { user: PhoneVerification_user$key }) {
  const { phone, pendingPhone, phoneVerified } = useFragment(
    graphql`
      fragment PhoneVerification_user on User {
        phone
        pendingPhone
        phoneVerified
      }
    `,
    user,
  );
  const [sent, setSent] = useState(false);
  const t = useT();
  const rich = useRichT();

  if (pendingPhone) {
    // updateProfile already texted the new number its code: it can be typed at once.
    return (
      <div className="phone-verification">
        <p>
          {phone
            ? t('account.phone.pendingWithPhone', { pending: pendingPhone, phone })
            : t('account.phone.pendingNoPhone', { pending: pendingPhone })}
        </p>
        <EnterCode />
        <SendCode phone={pendingPhone} sent={sent} onSent={() => setSent(true)} resend />
      </div>
    );
  }
  if (!phone) {
    return (
      <p>{rich('account.phone.addFirst', {}, { profile: <Link to="/profile">{t('account.phone.addFirstLink')}</Link> })}</p>
    );
  }
  if (phoneVerified) return <p role="status">{t('account.phone.verified', { phone })}</p>;
  return (
    <div className="phone-verification">
      <p>{t('account.phone.notVerified', { phone })}</p>
      {sent && <EnterCode />}
      <SendCode phone={phone} sent={sent} onSent={() => setSent(true)} />
    </div>
  );
}
