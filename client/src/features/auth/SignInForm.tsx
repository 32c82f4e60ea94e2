import { graphql } from 'react-relay';
import { loginSchema } from '#shared/account-forms.ts';
import type { SignInFormMutation } from '../../__generated__/SignInFormMutation.graphql.ts';
import { Button, FormError, TextField } from '../../components/ui/index.ts';
import { useTranslatedFields } from '../../i18n/error-messages.ts';
import { useT } from '../../i18n/i18n.ts';
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

/** Phone number or email plus password (seed §5 login rules); wrong credentials and rate limits show in the form. */
export function SignInForm() {
  const t = useT();
  const form = useZodForm(loginSchema, { cred: '', password: '' });
  const field = useTranslatedFields(form);
  const [signIn] = useMutationPromise<SignInFormMutation>(mutation);
  const { submitting, failure, onSubmit } = useMutationForm(
    form,
    async (values) => (await signIn({ input: { ...values, captchaToken: await captchaToken('login') } })).signIn,
    'MutationSignInSuccess',
    useFinishSignIn(),
  );

  return (
    <form className="form" noValidate onSubmit={onSubmit} aria-label={t('account.signIn.form')}>
      <FormError message={failure} />
      <TextField label={t('account.field.cred')} autoComplete="username" {...field('cred')} />
      <TextField label={t('account.field.password')} type="password" autoComplete="current-password" {...field('password')} />
      <Button type="submit" variant="primary" block disabled={submitting}>
        {submitting ? t('account.signIn.busy') : t('account.signIn.submit')}
      </Button>
    </form>
  );
}
