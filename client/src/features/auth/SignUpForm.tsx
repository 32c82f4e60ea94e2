import { graphql } from 'react-relay';
import { HSC_BATCH_OPTIONS, signUpSchema } from '../../../../server/src/modules/accounts/validation.ts';
import type { SignUpFormMutation } from '../../__generated__/SignUpFormMutation.graphql.ts';
import { FormError, SelectField, TextField } from '../../components/form/Field.tsx';
import { captchaToken } from '../../lib/recaptcha.ts';
import { useZodForm } from '../../lib/use-zod-form.ts';
import { useMutationPromise } from '../../relay/use-mutation-promise.ts';
import { useFinishSignIn } from '../session/use-finish-sign-in.ts';
import { useMutationForm } from './use-mutation-form.ts';

const mutation = graphql`
  mutation SignUpFormMutation($input: SignUpInput!) {
    signUp(input: $input) {
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

/** Creates an account (name, phone and/or email, password, optional HSC batch) and signs it in. */
export function SignUpForm() {
  const form = useZodForm(signUpSchema, EMPTY);
  const [signUp] = useMutationPromise<SignUpFormMutation>(mutation);
  const { submitting, failure, onSubmit } = useMutationForm(
    form,
    async (values) => (await signUp({ input: { ...values, captchaToken: await captchaToken('register') } })).signUp,
    'MutationSignUpSuccess',
    useFinishSignIn(),
  );

  return (
    <form className="form" noValidate onSubmit={onSubmit} aria-label="Create an account">
      <FormError message={failure} />
      <TextField label="Name" autoComplete="name" {...form.field('name')} />
      <TextField label="Phone Number" inputMode="tel" autoComplete="tel" hint="A phone number, an email, or both." {...form.field('phone')} />
      <TextField label="Email" type="email" autoComplete="email" {...form.field('email')} />
      <TextField label="Password" type="password" autoComplete="new-password" {...form.field('password')} />
      <SelectField label="HSC Batch" placeholder="Select your HSC batch" options={HSC_BATCH_OPTIONS} {...form.field('hscBatch')} />
      <button type="submit" className="button button--primary" disabled={submitting}>
        {submitting ? 'Creating account...' : 'Create account'}
      </button>
    </form>
  );
}
