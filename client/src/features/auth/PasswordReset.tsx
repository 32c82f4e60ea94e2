import { graphql } from 'react-relay';
import { z } from 'zod';
import { passwordSchema } from '#shared/account-forms.ts';
import type { PasswordResetMutation } from '../../__generated__/PasswordResetMutation.graphql.ts';
import { Button, FormError, TextField } from '../../components/ui/index.ts';
import { useTranslatedFields } from '../../i18n/error-messages.ts';
import { useT } from '../../i18n/i18n.ts';
import { useZodForm } from '../../lib/use-zod-form.ts';
import { useMutationPromise } from '../../relay/use-mutation-promise.ts';
import { oneTimeCodeSchema } from './one-time-code.ts';
import { useMutationForm } from './use-mutation-form.ts';

const mutation = graphql`
  mutation PasswordResetMutation($input: ResetPasswordInput!) {
    resetPassword(input: $input) {
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

const schema = z.object({ code: oneTimeCodeSchema, newPassword: passwordSchema });

interface PasswordResetProps {
  phone: string;
  onReset: () => void;
  onStartOver: () => void;
}

/** Step two of a password reset: the code sent to `phone` and the new password. */
export function PasswordReset({ phone, onReset, onStartOver }: PasswordResetProps) {
  const t = useT();
  const form = useZodForm(schema, { code: '', newPassword: '' });
  const field = useTranslatedFields(form);
  const [resetPassword] = useMutationPromise<PasswordResetMutation>(mutation);
  const { submitting, failure, onSubmit } = useMutationForm(
    form,
    async (values) => (await resetPassword({ input: { phone, ...values } })).resetPassword,
    'MutationResetPasswordSuccess',
    onReset,
  );

  return (
    <form className="form" noValidate onSubmit={onSubmit} aria-label={t('account.reset.form')}>
      <p className="form-notice" role="status">
        {t('account.reset.sent', { phone })}
      </p>
      <FormError message={failure} />
      <TextField label={t('account.field.code')} inputMode="numeric" autoComplete="one-time-code" {...field('code')} />
      <TextField label={t('account.field.newPassword')} type="password" autoComplete="new-password" {...field('newPassword')} />
      <Button type="submit" variant="primary" block disabled={submitting}>
        {submitting ? t('account.field.saving') : t('account.reset.submit')}
      </Button>
      <Button variant="link" onClick={onStartOver}>
        {t('account.reset.startOver')}
      </Button>
    </form>
  );
}
