import { useState } from 'react';
import { graphql } from 'react-relay';
import { HSC_BATCH_OPTIONS, signUpSchema } from '#shared/account-forms.ts';
import type { SignUpFormSendCodeMutation } from '../../__generated__/SignUpFormSendCodeMutation.graphql.ts';
import { Button, FormError, SelectField, TextField } from '../../components/ui/index.ts';
import { captchaToken } from '../../lib/recaptcha.ts';
import { useZodForm } from '../../lib/use-zod-form.ts';
import { useMutationPromise } from '../../relay/use-mutation-promise.ts';
import { SignUpCodeForm, type SignUpDetails } from './SignUpCodeForm.tsx';
import { useMutationForm } from './use-mutation-form.ts';

const mutation = graphql`
  mutation SignUpFormSendCodeMutation($input: SendSignUpCodeInput!) {
    sendSignUpCode(input: $input) {
      __typename
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

const EMPTY = { name: '', phone: '', email: '', password: '', hscBatch: '' };

/**
 * Creates an account in two steps: the details (name, phone, optional email, password, optional HSC
 * batch), then the code texted to the phone, which creates the account and signs it in.
 */
export function SignUpForm() {
  const [details, setDetails] = useState<SignUpDetails | null>(null);
  const form = useZodForm(signUpSchema, EMPTY);
  const [sendCode] = useMutationPromise<SignUpFormSendCodeMutation>(mutation);
  const { submitting, failure, onSubmit } = useMutationForm(
    form,
    async (values) => (await sendCode({ input: { ...values, captchaToken: await captchaToken('register') } })).sendSignUpCode,
    'MutationSendSignUpCodeSuccess',
    setDetails,
  );

  if (details) return <SignUpCodeForm details={details} onStartOver={() => setDetails(null)} />;
  return (
    <form className="form" noValidate onSubmit={onSubmit} aria-label="Create an account">
      <FormError message={failure} />
      <TextField label="Name" autoComplete="name" {...form.field('name')} />
      <TextField label="Phone Number" inputMode="tel" autoComplete="tel" hint="We will text a code to this number." {...form.field('phone')} />
      <TextField label="Email" type="email" autoComplete="email" hint="Optional." {...form.field('email')} />
      <TextField label="Password" type="password" autoComplete="new-password" {...form.field('password')} />
      <SelectField label="HSC Batch" placeholder="Select your HSC batch" options={HSC_BATCH_OPTIONS} {...form.field('hscBatch')} />
      <Button type="submit" variant="primary" block disabled={submitting}>
        {submitting ? 'Sending code...' : 'Create account'}
      </Button>
    </form>
  );
}
