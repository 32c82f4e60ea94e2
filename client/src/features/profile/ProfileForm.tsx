import { graphql, useFragment } from 'react-relay';
import { profileSchema, signUpSchema } from '#shared/account-forms.ts';
import type { ProfileForm_user$key } from '../../__generated__/ProfileForm_user.graphql.ts';
import type { ProfileFormMutation } from '../../__generated__/ProfileFormMutation.graphql.ts';
import { Button, FormError, TextField } from '../../components/ui/index.ts';
import { toast } from '../../components/toast/toast-store.ts';
import { useCaughtErrorMessage, useFormFailure, useTranslatedFields } from '../../i18n/error-messages.ts';
import { useT } from '../../i18n/i18n.ts';
import { useFormSubmit } from '../../lib/use-form-submit.ts';
import { useZodForm } from '../../lib/use-zod-form.ts';
import { HscBatchField } from '../auth/HscBatchField.tsx';
import { useMutationPromise } from '../../relay/use-mutation-promise.ts';
import { refreshSession } from '../session/session-store.ts';

const mutation = graphql`
  mutation ProfileFormMutation($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      __typename
      ... on MutationUpdateProfileSuccess {
        data {
          id
          ...ProfileForm_user
          ...PhoneVerification_user
          phoneVerified
          pendingPhone
          emailVerified
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

// The profile rules, except that the name cannot be emptied (the sign-up rule for it).
const schema = profileSchema.extend({ name: signUpSchema.shape.name });

/** Edits the signed-in user's name, phone number, email and HSC batch; a changed phone waits for the code texted to it. */
export function ProfileForm({ user }: { user: ProfileForm_user$key }) {
  const data = useFragment(
    graphql`
      fragment ProfileForm_user on User {
        name
        phone
        email
        hscBatch
      }
    `,
    user,
  );
  const form = useZodForm(schema, {
    name: data.name,
    phone: data.phone ?? '',
    email: data.email ?? '',
    hscBatch: data.hscBatch ?? '',
  });
  const t = useT();
  const field = useTranslatedFields(form);
  const formFailure = useFormFailure();
  const caughtMessage = useCaughtErrorMessage();
  const [updateProfile] = useMutationPromise<ProfileFormMutation>(mutation);
  const { submitting, failure, setFailure, onSubmit } = useFormSubmit(async () => {
    const values = form.validate();
    if (!values) return;
    let result;
    try {
      ({ updateProfile: result } = await updateProfile({ input: values }));
    } catch (error) {
      setFailure(caughtMessage(error));
      return;
    }
    const failed = formFailure(result, 'MutationUpdateProfileSuccess');
    if (failed) {
      if (!form.setErrors(failed.fields)) setFailure(failed.message);
      return;
    }
    const waiting = result.__typename === 'MutationUpdateProfileSuccess' ? (result.data?.pendingPhone ?? null) : null;
    toast(
      waiting
        ? { title: t('account.profile.updated'), description: t('account.profile.codeSent', { phone: waiting }) }
        : { title: t('account.profile.updated') },
    );
    await refreshSession();
  });

  return (
    <form className="form" noValidate onSubmit={onSubmit} aria-label={t('account.profile.details')}>
      <FormError message={failure} />
      <TextField label={t('account.field.name')} autoComplete="name" {...field('name')} />
      <TextField label={t('account.field.phone')} inputMode="tel" autoComplete="tel" {...field('phone')} />
      <TextField label={t('account.field.email')} type="email" autoComplete="email" {...field('email')} />
      <HscBatchField {...field('hscBatch')} />
      <Button type="submit" variant="primary" disabled={submitting}>
        {submitting ? t('account.field.saving') : t('account.profile.save')}
      </Button>
    </form>
  );
}
