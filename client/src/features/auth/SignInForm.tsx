import { graphql } from 'react-relay';
import { loginSchema } from '../../../../server/src/modules/accounts/validation.ts';
import type { SignInFormMutation } from '../../__generated__/SignInFormMutation.graphql.ts';
import { FormError, TextField } from '../../components/form/Field.tsx';
import { captchaToken } from '../../lib/recaptcha.ts';
import { useFormSubmit } from '../../lib/use-form-submit.ts';
import { useZodForm } from '../../lib/use-zod-form.ts';
import { formFailure } from '../../relay/mutation-result.ts';
import { useMutationPromise } from '../../relay/use-mutation-promise.ts';
import { useFinishSignIn } from '../session/use-finish-sign-in.ts';

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
  const finishSignIn = useFinishSignIn();
  const { submitting, failure, setFailure, onSubmit } = useFormSubmit(async () => {
    const values = form.validate();
    if (!values) return;
    const { signIn: result } = await signIn({ input: { ...values, captchaToken: await captchaToken('login') } });
    const failed = formFailure(result, 'MutationSignInSuccess');
    if (!failed) return finishSignIn();
    if (!form.setErrors(failed.fields)) setFailure(failed.message);
  });

  return (
    <form className="form" noValidate onSubmit={onSubmit} aria-label="Sign in">
      <FormError message={failure} />
      <TextField label="Phone or email" autoComplete="username" {...form.field('cred')} />
      <TextField label="Password" type="password" autoComplete="current-password" {...form.field('password')} />
      <button type="submit" className="button button--primary" disabled={submitting}>
        {submitting ? 'Signing in...' : 'Sign in'}
      </button>
    </form>
  );
}
