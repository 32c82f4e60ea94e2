import { useMemo } from 'react';
import { graphql, useFragment } from 'react-relay';
import { z } from 'zod';
import { passwordSchema } from '#shared/account-forms.ts';
import type { ChangePasswordForm_user$key } from '../../__generated__/ChangePasswordForm_user.graphql.ts';
import type { ChangePasswordFormMutation } from '../../__generated__/ChangePasswordFormMutation.graphql.ts';
import { Button, FormError, TextField } from '../../components/ui/index.ts';
import { toast } from '../../components/toast/toast-store.ts';
import { useCaughtErrorMessage, useFormFailure, useTranslatedFields } from '../../i18n/error-messages.ts';
import { useT } from '../../i18n/i18n.ts';
import { useFormSubmit } from '../../lib/use-form-submit.ts';
import { useZodForm } from '../../lib/use-zod-form.ts';
import { useMutationPromise } from '../../relay/use-mutation-promise.ts';

const mutation = graphql`
  mutation ChangePasswordFormMutation($input: ChangePasswordInput!) {
    changePassword(input: $input) {
      __typename
      ... on MutationChangePasswordSuccess {
        data {
          id
          ...ChangePasswordForm_user
        }
      }
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

const CURRENT_REQUIRED = 'Current password is required';

function passwordFormSchema(hasPassword: boolean) {
  return z.object({
    // An account made with Google has no password yet: it sets one without a current password.
    currentPassword: hasPassword ? z.string({ error: CURRENT_REQUIRED }).min(1, CURRENT_REQUIRED) : z.string().optional(),
    newPassword: passwordSchema,
  });
}

const EMPTY = { currentPassword: '', newPassword: '' };

/** Changes the signed-in user's password (or sets a first one for a Google account); other sessions end. */
export function ChangePasswordForm({ user }: { user: ChangePasswordForm_user$key }) {
  const { hasPassword } = useFragment(
    graphql`
      fragment ChangePasswordForm_user on User {
        hasPassword
      }
    `,
    user,
  );
  const schema = useMemo(() => passwordFormSchema(hasPassword), [hasPassword]);
  const form = useZodForm(schema, EMPTY);
  const t = useT();
  const field = useTranslatedFields(form);
  const formFailure = useFormFailure();
  const caughtMessage = useCaughtErrorMessage();
  const [changePassword] = useMutationPromise<ChangePasswordFormMutation>(mutation);
  const { submitting, failure, setFailure, onSubmit } = useFormSubmit(async () => {
    const values = form.validate();
    if (!values) return;
    let result;
    try {
      ({ changePassword: result } = await changePassword({ input: values }));
    } catch (error) {
      setFailure(caughtMessage(error));
      return;
    }
    const failed = formFailure(result, 'MutationChangePasswordSuccess');
    if (failed) {
      if (!form.setErrors(failed.fields)) setFailure(failed.message);
      return;
    }
    form.reset(EMPTY);
    toast({ title: t('account.password.changed'), description: t('account.password.changedNote') });
  });

  return (
    <form className="form" noValidate onSubmit={onSubmit} aria-label={hasPassword ? t('account.password.change') : t('account.password.setForm')}>
      <FormError message={failure} />
      {hasPassword && (
        <TextField label={t('account.field.currentPassword')} type="password" autoComplete="current-password" {...field('currentPassword')} />
      )}
      <TextField label={t('account.field.newPassword')} type="password" autoComplete="new-password" {...field('newPassword')} />
      <Button type="submit" variant="primary" disabled={submitting}>
        {submitting ? t('account.field.saving') : hasPassword ? t('account.password.change') : t('account.password.set')}
      </Button>
    </form>
  );
}
