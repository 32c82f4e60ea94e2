import { graphql } from 'react-relay';
import { z } from 'zod';
import { normalizePhone } from '#shared/phone.ts';
import type { RepresentativeProfilePageMutation } from '../../__generated__/RepresentativeProfilePageMutation.graphql.ts';
import type { RepresentativeProfilePageQuery } from '../../__generated__/RepresentativeProfilePageQuery.graphql.ts';
import { toast } from '../../components/toast/toast-store.ts';
import { Button, FormError, LinkTabs, TextField } from '../../components/ui/index.ts';
import { NotRepresentative, REPRESENTATIVE_LINKS } from '../../features/referrals/NotRepresentative.tsx';
import { RepresentativePage } from '../../features/referrals/RepresentativePage.tsx';
import { useFormSubmit } from '../../lib/use-form-submit.ts';
import { useZodForm } from '../../lib/use-zod-form.ts';
import { formFailure } from '../../relay/mutation-result.ts';
import { queryLoader, useRouteQuery } from '../../relay/route-query.ts';
import { useMutationPromise } from '../../relay/use-mutation-promise.ts';

const query = graphql`
  query RepresentativeProfilePageQuery {
    myRepresentative {
      id
      joiningId
      displayName
      institution
      payoutPhone
      active
    }
  }
`;

const mutation = graphql`
  mutation RepresentativeProfilePageMutation($input: RepresentativeProfileInput!) {
    updateMyRepresentativeProfile(input: $input) {
      __typename
      ... on MutationUpdateMyRepresentativeProfileSuccess {
        representative {
          id
          displayName
          institution
          payoutPhone
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

export const loader = queryLoader<RepresentativeProfilePageQuery>(query, undefined, 'network-only');

const text = (label: string, max: number) => z.string().trim().min(2, `${label} needs at least 2 characters`).max(max, `${label} is at most ${max} characters`);
const schema = z.object({
  displayName: text('Display name', 80),
  institution: text('Institution', 120),
  payoutPhone: z
    .string()
    .trim()
    .refine((v) => v === '' || normalizePhone(v) !== null, 'Give a Bangladeshi mobile number (01XXXXXXXXX) for bKash'),
});

/** /edit (sign-in only): a campus representative's profile; anyone else reads what the programme is. */
export function Component() {
  return (
    <RepresentativePage title="Representative profile" loading="Loading your profile…">
      <Profile />
    </RepresentativePage>
  );
}

function Profile() {
  const { myRepresentative: rep } = useRouteQuery<RepresentativeProfilePageQuery>(query);
  if (!rep) return <NotRepresentative />;
  return (
    <>
      <LinkTabs label="Representative" links={REPRESENTATIVE_LINKS} />
      <p className="referral-code">
        Your joining id <strong>{rep.joiningId}</strong>
        <span className="referral-note">Share it with students: they enter it in their cart. It never changes.</span>
      </p>
      {!rep.active && (
        <p className="referral-note" role="note">
          Your representative account is paused: shoppers cannot use your code until the shop re-activates it. Your reports stay here.
        </p>
      )}
      <ProfileForm rep={rep} />
    </>
  );
}

function ProfileForm({ rep }: { rep: { displayName: string; institution: string; payoutPhone: string | null | undefined } }) {
  const form = useZodForm(schema, { displayName: rep.displayName, institution: rep.institution, payoutPhone: rep.payoutPhone ?? '' });
  const [update] = useMutationPromise<RepresentativeProfilePageMutation>(mutation);
  const { submitting, failure, setFailure, onSubmit } = useFormSubmit(async () => {
    const values = form.validate();
    if (!values) return;
    const { updateMyRepresentativeProfile: result } = await update({ input: { ...values, payoutPhone: values.payoutPhone || null } });
    const failed = formFailure(result, 'MutationUpdateMyRepresentativeProfileSuccess');
    if (failed) {
      if (!form.setErrors(failed.fields)) setFailure(failed.message);
      return;
    }
    toast({ title: 'Profile saved' });
  });
  return (
    <form className="form" noValidate onSubmit={onSubmit} aria-label="Representative profile">
      <FormError message={failure} />
      <TextField label="Display name" autoComplete="name" {...form.field('displayName')} />
      <TextField label="College or university" {...form.field('institution')} />
      <TextField label="bKash number (for payouts)" type="tel" autoComplete="tel" hint="Optional until your first payout." {...form.field('payoutPhone')} />
      <Button type="submit" variant="primary" disabled={submitting}>
        {submitting ? 'Saving...' : 'Save profile'}
      </Button>
    </form>
  );
}
