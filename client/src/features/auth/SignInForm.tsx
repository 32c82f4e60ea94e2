import { graphql } from 'react-relay';
import { loginSchema } from '#shared/account-forms.ts';
import type { SignInFormMutation } from '../../__generated__/SignInFormMutation.graphql.ts';
import { Button, FormError, TextField } from '../../components/ui/index.ts';
import { captchaToken } from '../../lib/recaptcha.ts';
import { useZodForm } from '../../lib/use-zod-form.ts';
import { useMutationPromise } from '../../relay/use-mutation-promise.ts';
import { useFinishSignIn } from '../session/use-finish-sign-in.ts';
import { useMutationForm } from './use-mutation-form.ts';

const mutation = graphql`
  mutation SignInFormMutation($input: SignInInput!) {
    signIn(input: $input) {
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

/** Phone number or email plus password (seed §5 login rules); wrong credentials and rate limits show in the form. */
export function SignInForm() {
  const form = useZodForm(loginSchema, { cred: '', password: '' });
  const [signIn] = useMutationPromise<SignInFormMutation>(mutation);
  const { submitting, failure, onSubmit } = useMutationForm(
    form,
    async (values) => (await signIn({ input: { ...values, captchaToken: await captchaToken('login') } })).signIn,
    'MutationSignInSuccess',
    useFinishSignIn(),
  );

  return (
    <form className="form" noValidate onSubmit={onSubmit} aria-label="Sign in">
      <FormError message={failure} />
      <TextField label="Phone or email" autoComplete="username" {...form.field('cred')} />
      <TextField label="Password" type="password" autoComplete="current-password" {...form.field('password')} />
      <Button type="submit" variant="primary" block disabled={submitting}>
        {submitting ? 'Signing in...' : 'Sign in'}
      </Button>
    </form>
  );
}
