import { graphql } from 'react-relay';
import { z } from 'zod';
import { normalizePhone } from '#shared/phone.ts';
import type { RepresentativeProfilePageMutation } from '../../__generated__/RepresentativeProfilePageMutation.graphql.ts';
import type { RepresentativeProfilePageQuery } from '../../__generated__/RepresentativeProfilePageQuery.graphql.ts';
import { toast } from '../../components/toast/toast-store.ts';
import { Button, FormError, LinkTabs, TextField } from '../../components/ui/index.ts';
import { NotRepresentative, useRepresentativeLinks } from '../../features/referrals/NotRepresentative.tsx';
import { RepresentativePage } from '../../features/referrals/RepresentativePage.tsx';
import { useCaughtErrorMessage, useFieldMessage, useFormFailure } from '../../i18n/error-messages.ts';
import { useT, type MessageId } from '../../i18n/i18n.ts';
import { useRichT } from '../../i18n/rich-text.tsx';
import { useFormSubmit } from '../../lib/use-form-submit.ts';
import { useZodForm } from '../../lib/use-zod-form.ts';
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

// The messages are catalogue ids, worded in the interface language where they are shown.
const text = (short: MessageId, long: MessageId, max: number) => z.string().trim().min(2, short).max(max, long);
const schema = z.object({
  displayName: text('referrals.profile.displayNameShort', 'referrals.profile.displayNameLong', 80),
  institution: text('referrals.profile.institutionShort', 'referrals.profile.institutionLong', 120),
  payoutPhone: z
    .string()
    .trim()
    .refine((v) => v === '' || normalizePhone(v) !== null, 'referrals.profile.payoutPhoneInvalid' satisfies MessageId),
});

/** /edit (sign-in only): a campus representative's profile; anyone else reads what the programme is. */
export function Component() {
  const t = useT();
  return (
    <RepresentativePage title={t('referrals.profile.title')} loading={t('referrals.profile.loading')}>
      <Profile />
    </RepresentativePage>
  );
}

function Profile() {
  const { myRepresentative: rep } = useRouteQuery<RepresentativeProfilePageQuery>(query);
  const t = useT();
  const rich = useRichT();
  const links = useRepresentativeLinks();
  if (!rep) return <NotRepresentative />;
  return (
    <>
      <LinkTabs label={t('referrals.tabs')} links={links} />
      <p className="referral-code">
        {rich('referrals.profile.joiningId', {}, { id: <strong>{rep.joiningId}</strong> })}
        <span className="referral-note">{t('referrals.profile.share')}</span>
      </p>
      {!rep.active && (
        <p className="referral-note" role="note">
          {t('referrals.profile.paused')}
        </p>
      )}
      <ProfileForm rep={rep} />
    </>
  );
}

function ProfileForm({ rep }: { rep: { displayName: string; institution: string; payoutPhone: string | null | undefined } }) {
  const form = useZodForm(schema, { displayName: rep.displayName, institution: rep.institution, payoutPhone: rep.payoutPhone ?? '' });
  const t = useT();
  const serverWords = useFieldMessage();
  const formFailure = useFormFailure();
  const caughtMessage = useCaughtErrorMessage();
  // The browser's checks give catalogue ids (above); the server's checks give its own words.
  const field = (name: 'displayName' | 'institution' | 'payoutPhone') => {
    const props = form.field(name);
    if (!props.error) return props;
    return { ...props, error: props.error.startsWith('referrals.') ? t(props.error as MessageId) : serverWords(props.error) };
  };
  const [update] = useMutationPromise<RepresentativeProfilePageMutation>(mutation);
  const { submitting, failure, setFailure, onSubmit } = useFormSubmit(async () => {
    const values = form.validate();
    if (!values) return;
    let result;
    try {
      ({ updateMyRepresentativeProfile: result } = await update({ input: { ...values, payoutPhone: values.payoutPhone || null } }));
    } catch (error) {
      setFailure(caughtMessage(error));
      return;
    }
    const failed = formFailure(result, 'MutationUpdateMyRepresentativeProfileSuccess');
    if (failed) {
      if (!form.setErrors(failed.fields)) setFailure(failed.message);
      return;
    }
    toast({ title: t('referrals.profile.saved') });
  });
  return (
    <form className="form" noValidate onSubmit={onSubmit} aria-label={t('referrals.profile.title')}>
      <FormError message={failure} />
      <TextField label={t('referrals.profile.displayName')} autoComplete="name" {...field('displayName')} />
      <TextField label={t('referrals.profile.institution')} {...field('institution')} />
      <TextField
        label={t('referrals.profile.payoutPhone')}
        type="tel"
        autoComplete="tel"
        hint={t('referrals.profile.payoutHint')}
        {...field('payoutPhone')}
      />
      <Button type="submit" variant="primary" disabled={submitting}>
        {submitting ? t('referrals.profile.saving') : t('referrals.profile.save')}
      </Button>
    </form>
  );
}
