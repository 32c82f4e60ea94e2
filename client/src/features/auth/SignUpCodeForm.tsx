import { graphql } from 'react-relay';
import { z } from 'zod';
import type { signUpSchema } from '#shared/account-forms.ts';
import type { SignUpCodeFormMutation } from '../../__generated__/SignUpCodeFormMutation.graphql.ts';
import { Button, FormError, TextField } from '../../components/ui/index.ts';
import { useZodForm } from '../../lib/use-zod-form.ts';
import { useMutationPromise } from '../../relay/use-mutation-promise.ts';
import { useFinishSignIn } from '../session/use-finish-sign-in.ts';
import { oneTimeCodeSchema } from './one-time-code.ts';
import { useMutationForm } from './use-mutation-form.ts';

const mutation = graphql`
  mutation SignUpCodeFormMutation($input: SignUpInput!) {
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

const schema = z.object({ code: oneTimeCodeSchema });

/** What the first step of signing up collected; the code step sends it with the code. */
export type SignUpDetails = z.infer<typeof signUpSchema>;

interface SignUpCodeFormProps {
  details: SignUpDetails;
  onStartOver: () => void;
}

/** Step two of a sign-up: the code texted to the phone creates the account with `details` and signs it in. */
export function SignUpCodeForm({ details, onStartOver }: SignUpCodeFormProps) {
  const form = useZodForm(schema, { code: '' });
  const [signUp] = useMutationPromise<SignUpCodeFormMutation>(mutation);
  const { submitting, failure, onSubmit } = useMutationForm(
    form,
    async (values) => (await signUp({ input: { ...details, code: values.code } })).signUp,
    'MutationSignUpSuccess',
    useFinishSignIn(),
  );

  return (
    <form className="form" noValidate onSubmit={onSubmit} aria-label="Enter the code">
      <p className="form-notice" role="status">
        We sent a code by SMS to {details.phone}. It works for 10 minutes. (If this number already has an account, the SMS
        says so instead: sign in, or reset your password.)
      </p>
      <FormError message={failure} />
      <TextField label="Code" inputMode="numeric" autoComplete="one-time-code" {...form.field('code')} />
      <Button type="submit" variant="primary" block disabled={submitting}>
        {submitting ? 'Creating account...' : 'Create account'}
      </Button>
      <Button variant="link" onClick={onStartOver}>
        Change the details or send a new code
      </Button>
    </form>
  );
}
