import { graphql } from 'react-relay';
import { z } from 'zod';
import { profileCompletionSchema } from '#shared/account-forms.ts';
import type { PasswordResetRequestMutation } from '../../__generated__/PasswordResetRequestMutation.graphql.ts';
import { Button, FormError, TextField } from '../../components/ui/index.ts';
import { useTranslatedFields } from '../../i18n/error-messages.ts';
import { useT } from '../../i18n/i18n.ts';
import { captchaToken } from '../../lib/recaptcha.ts';
import { useZodForm } from '../../lib/use-zod-form.ts';
import { useMutationPromise } from '../../relay/use-mutation-promise.ts';
import { useMutationForm } from './use-mutation-form.ts';

const mutation = graphql`
  mutation PasswordResetRequestMutation($input: SendPasswordResetCodeInput!) {
    sendPasswordResetCode(input: $input) {
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

// The phone rule of the profile dialog (seed §5).
const schema = z.object({ phone: profileCompletionSchema.shape.phone });

/** Step one of a password reset: the account's phone number, to which a code is sent. */
export function PasswordResetRequest({ onSent }: { onSent: (phone: string) => void }) {
  const t = useT();
  const form = useZodForm(schema, { phone: '' });
  const field = useTranslatedFields(form);
  const [sendCode] = useMutationPromise<PasswordResetRequestMutation>(mutation);
  const { submitting, failure, onSubmit } = useMutationForm(
    form,
    async (values) => (await sendCode({ input: { phone: values.phone, captchaToken: await captchaToken('otp') } })).sendPasswordResetCode,
    'MutationSendPasswordResetCodeSuccess',
    (values) => onSent(values.phone),
  );

  return (
    <form className="form" noValidate onSubmit={onSubmit} aria-label={t('account.resetRequest.form')}>
      <FormError message={failure} />
      <TextField label={t('account.field.phone')} inputMode="tel" autoComplete="tel" {...field('phone')} />
      <Button type="submit" variant="primary" block disabled={submitting}>
        {submitting ? t('account.resetRequest.busy') : t('account.resetRequest.submit')}
      </Button>
    </form>
  );
}
