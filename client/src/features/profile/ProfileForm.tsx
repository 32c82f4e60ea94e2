import { graphql, useFragment } from 'react-relay';
import { HSC_BATCH_OPTIONS, profileSchema, signUpSchema } from '#shared/account-forms.ts';
import type { ProfileForm_user$key } from '../../__generated__/ProfileForm_user.graphql.ts';
import type { ProfileFormMutation } from '../../__generated__/ProfileFormMutation.graphql.ts';
import { Button, FormError, SelectField, TextField } from '../../components/ui/index.ts';
import { toast } from '../../components/toast/toast-store.ts';
import { useFormSubmit } from '../../lib/use-form-submit.ts';
import { useZodForm } from '../../lib/use-zod-form.ts';
import { formFailure } from '../../relay/mutation-result.ts';
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
  const [updateProfile] = useMutationPromise<ProfileFormMutation>(mutation);
  const { submitting, failure, setFailure, onSubmit } = useFormSubmit(async () => {
    const values = form.validate();
    if (!values) return;
    const { updateProfile: result } = await updateProfile({ input: values });
    const failed = formFailure(result, 'MutationUpdateProfileSuccess');
    if (failed) {
      if (!form.setErrors(failed.fields)) setFailure(failed.message);
      return;
    }
    const waiting = result.__typename === 'MutationUpdateProfileSuccess' ? (result.data?.pendingPhone ?? null) : null;
    toast(
      waiting
        ? { title: 'Profile updated', description: `We texted a code to ${waiting}: enter it under Phone verification to switch to that number.` }
        : { title: 'Profile updated' },
    );
    await refreshSession();
  });

  return (
    <form className="form" noValidate onSubmit={onSubmit} aria-label="Your details">
      <FormError message={failure} />
      <TextField label="Name" autoComplete="name" {...form.field('name')} />
      <TextField label="Phone Number" inputMode="tel" autoComplete="tel" {...form.field('phone')} />
      <TextField label="Email" type="email" autoComplete="email" {...form.field('email')} />
      <SelectField label="HSC Batch" placeholder="Select your HSC batch" options={HSC_BATCH_OPTIONS} {...form.field('hscBatch')} />
      <Button type="submit" variant="primary" disabled={submitting}>
        {submitting ? 'Saving...' : 'Save changes'}
      </Button>
    </form>
  );
}
