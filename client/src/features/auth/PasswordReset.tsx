import { graphql } from 'react-relay';
import { z } from 'zod';
import { passwordSchema } from '#shared/account-forms.ts';
import type { PasswordResetMutation } from '../../__generated__/PasswordResetMutation.graphql.ts';
import { Button, FormError, TextField } from '../../components/ui/index.ts';
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
  const form = useZodForm(schema, { code: '', newPassword: '' });
  const [resetPassword] = useMutationPromise<PasswordResetMutation>(mutation);
  const { submitting, failure, onSubmit } = useMutationForm(
    form,
    async (values) => (await resetPassword({ input: { phone, ...values } })).resetPassword,
    'MutationResetPasswordSuccess',
    onReset,
  );

  return (
    <form className="form" noValidate onSubmit={onSubmit} aria-label="Reset with the code">
      <p className="form-notice" role="status">
        If {phone} belongs to an account, a code is on its way by SMS. It works for 10 minutes.
      </p>
      <FormError message={failure} />
      <TextField label="Code" inputMode="numeric" autoComplete="one-time-code" {...form.field('code')} />
      <TextField label="New password" type="password" autoComplete="new-password" {...form.field('newPassword')} />
      <Button type="submit" variant="primary" block disabled={submitting}>
        {submitting ? 'Saving...' : 'Set new password'}
      </Button>
      <Button variant="link" onClick={onStartOver}>
        Use another number or send a new code
      </Button>
    </form>
  );
}
