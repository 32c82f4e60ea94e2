import { graphql } from 'react-relay';
import { z } from 'zod';
import type { signUpSchema } from '#shared/account-forms.ts';
import type { SignUpCodeFormMutation } from '../../__generated__/SignUpCodeFormMutation.graphql.ts';
import { Button, FormError, TextField } from '../../components/ui/index.ts';
import { useTranslatedFields } from '../../i18n/error-messages.ts';
import { useT } from '../../i18n/i18n.ts';
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

/** What the first step of signing up collected; the code step sends it with the code. */
export type SignUpDetails = z.infer<typeof signUpSchema>;

interface SignUpCodeFormProps {
  details: SignUpDetails;
  onStartOver: () => void;
}

/** Step two of a sign-up: the code texted to the phone creates the account with `details` and signs it in. */
export function SignUpCodeForm({ details, onStartOver }: SignUpCodeFormProps) {
  const t = useT();
  const form = useZodForm(schema, { code: '' });
  const field = useTranslatedFields(form);
  const [signUp] = useMutationPromise<SignUpCodeFormMutation>(mutation);
  const { submitting, failure, onSubmit } = useMutationForm(
    form,
    async (values) => (await signUp({ input: { ...details, code: values.code } })).signUp,
    'MutationSignUpSuccess',
    useFinishSignIn(),
  );

  return (
    <form className="form" noValidate onSubmit={onSubmit} aria-label={t('account.signUpCode.form')}>
      <p className="form-notice" role="status">
        {t('account.signUpCode.sent', { phone: details.phone })}
      </p>
      <FormError message={failure} />
      <TextField label={t('account.field.code')} inputMode="numeric" autoComplete="one-time-code" {...field('code')} />
      <Button type="submit" variant="primary" block disabled={submitting}>
        {submitting ? t('account.signUpCode.busy') : t('account.signUpCode.submit')}
      </Button>
      <Button variant="link" onClick={onStartOver}>
        {t('account.signUpCode.startOver')}
      </Button>
    </form>
  );
}
