import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import { z } from 'zod';
import type { PhoneVerification_user$key } from '../../__generated__/PhoneVerification_user.graphql.ts';
import type { PhoneVerificationSendCodeMutation } from '../../__generated__/PhoneVerificationSendCodeMutation.graphql.ts';
import type { PhoneVerificationVerifyMutation } from '../../__generated__/PhoneVerificationVerifyMutation.graphql.ts';
import { Button, FormError, TextField } from '../../components/ui/index.ts';
import { captchaToken } from '../../lib/recaptcha.ts';
import { useFormSubmit } from '../../lib/use-form-submit.ts';
import { useZodForm } from '../../lib/use-zod-form.ts';
import { formFailure } from '../../relay/mutation-result.ts';
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
  const [sendCode] = useMutationPromise<PhoneVerificationSendCodeMutation>(sendCodeMutation);
  const { submitting, failure, setFailure, submit } = useFormSubmit(async () => {
    const { sendVerificationCode: result } = await sendCode({ input: { captchaToken: await captchaToken('otp') } });
    const failed = formFailure(result, 'MutationSendVerificationCodeSuccess');
    if (failed) setFailure(failed.message);
    else onSent();
  });
  return (
    <div className="form">
      <FormError message={failure} />
      {sent && (
        <p className="form-notice" role="status">
          A code is on its way to {phone}. It works for 10 minutes.
        </p>
      )}
      <Button variant={sent ? 'link' : 'primary'} disabled={submitting} onClick={() => void submit()}>
        {submitting ? 'Sending...' : sent || resend ? 'Send a new code' : `Send a code to ${phone}`}
      </Button>
    </div>
  );
}

function EnterCode() {
  const form = useZodForm(schema, { code: '' });
  const [verifyPhone] = useMutationPromise<PhoneVerificationVerifyMutation>(verifyMutation);
  const { submitting, failure, setFailure, onSubmit } = useFormSubmit(async () => {
    const values = form.validate();
    if (!values) return;
    const { verifyPhone: result } = await verifyPhone({ input: values });
    const failed = formFailure(result, 'MutationVerifyPhoneSuccess');
    if (!failed) await refreshSession();
    else if (!form.setErrors(failed.fields)) setFailure(failed.message);
  });
  return (
    <form className="form" noValidate onSubmit={onSubmit} aria-label="Verify your phone number">
      <FormError message={failure} />
      <TextField label="Code" inputMode="numeric" autoComplete="one-time-code" {...form.field('code')} />
      <Button type="submit" variant="primary" disabled={submitting}>
        {submitting ? 'Verifying...' : 'Verify'}
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

  if (pendingPhone) {
    // updateProfile already texted the new number its code: it can be typed at once.
    return (
      <div className="phone-verification">
        <p>
          We texted a code to your new number {pendingPhone}. Enter it to make that number yours;
          {phone ? ` until then you sign in with ${phone}.` : ' until then it does not sign you in.'}
        </p>
        <EnterCode />
        <SendCode phone={pendingPhone} sent={sent} onSent={() => setSent(true)} resend />
      </div>
    );
  }
  if (!phone) {
    return (
      <p>
        Add your phone number in <Link to="/profile">your profile</Link> first; then it can be verified.
      </p>
    );
  }
  if (phoneVerified) return <p role="status">Your phone number {phone} is verified.</p>;
  return (
    <div className="phone-verification">
      <p>Your phone number {phone} is not verified yet.</p>
      {sent && <EnterCode />}
      <SendCode phone={phone} sent={sent} onSent={() => setSent(true)} />
    </div>
  );
}
