import { useState } from 'react';
import { graphql } from 'react-relay';
import { signUpSchema } from '#shared/account-forms.ts';
import type { SignUpFormSendCodeMutation } from '../../__generated__/SignUpFormSendCodeMutation.graphql.ts';
import { Button, FormError, TextField } from '../../components/ui/index.ts';
import { useTranslatedFields } from '../../i18n/error-messages.ts';
import { useT } from '../../i18n/i18n.ts';
import { captchaToken } from '../../lib/recaptcha.ts';
import { useZodForm } from '../../lib/use-zod-form.ts';
import { useMutationPromise } from '../../relay/use-mutation-promise.ts';
import { HscBatchField } from './HscBatchField.tsx';
import { SignUpCodeForm, type SignUpDetails } from './SignUpCodeForm.tsx';
import { useMutationForm } from './use-mutation-form.ts';

const mutation = graphql`
  mutation SignUpFormSendCodeMutation($input: SendSignUpCodeInput!) {
    sendSignUpCode(input: $input) {
      __typename
      ... on Error {
        message
      }
      ... on TooManyAttemptsError {
        reason
        retryAfterSeconds
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

const EMPTY = { name: '', phone: '', email: '', password: '', hscBatch: '' };

/**
 * Creates an account in two steps: the details (name, phone, optional email, password, optional HSC
 * batch), then the code texted to the phone, which creates the account and signs it in.
 */
export function SignUpForm() {
  const [details, setDetails] = useState<SignUpDetails | null>(null);
  const t = useT();
  const form = useZodForm(signUpSchema, EMPTY);
  const field = useTranslatedFields(form);
  const [sendCode] = useMutationPromise<SignUpFormSendCodeMutation>(mutation);
  const { submitting, failure, onSubmit } = useMutationForm(
    form,
    async (values) => (await sendCode({ input: { ...values, captchaToken: await captchaToken('register') } })).sendSignUpCode,
    'MutationSendSignUpCodeSuccess',
    setDetails,
  );

  if (details) return <SignUpCodeForm details={details} onStartOver={() => setDetails(null)} />;
  return (
    <form className="form" noValidate onSubmit={onSubmit} aria-label={t('account.signUp.form')}>
      <FormError message={failure} />
      <TextField label={t('account.field.name')} autoComplete="name" {...field('name')} />
      <TextField label={t('account.field.phone')} inputMode="tel" autoComplete="tel" hint={t('account.signUp.phoneHint')} {...field('phone')} />
      <TextField label={t('account.field.email')} type="email" autoComplete="email" hint={t('account.signUp.emailHint')} {...field('email')} />
      <TextField label={t('account.field.password')} type="password" autoComplete="new-password" {...field('password')} />
      <HscBatchField {...field('hscBatch')} />
      <Button type="submit" variant="primary" block disabled={submitting}>
        {submitting ? t('account.signUp.busy') : t('account.signUp.submit')}
      </Button>
    </form>
  );
}
