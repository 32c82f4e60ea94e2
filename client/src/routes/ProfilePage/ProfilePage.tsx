import { graphql } from 'react-relay';
import type { ProfilePageQuery } from '../../__generated__/ProfilePageQuery.graphql.ts';
import { AddressBook } from '../../features/addresses/AddressBook.tsx';
import { ChangePasswordForm } from '../../features/profile/ChangePasswordForm.tsx';
import { PhoneVerification } from '../../features/profile/PhoneVerification.tsx';
import { ProfileForm } from '../../features/profile/ProfileForm.tsx';
import { SignOutEverywhere } from '../../features/profile/SignOutEverywhere.tsx';
import { SignInPrompt } from '../../features/session/SignInPrompt.tsx';
import { useT } from '../../i18n/i18n.ts';
import { usePageHead } from '../../lib/head.ts';
import { useRecaptcha } from '../../lib/recaptcha.ts';
import { queryLoader, useRouteQuery } from '../../relay/route-query.ts';
import '../../features/profile/profile.css';

const query = graphql`
  query ProfilePageQuery {
    viewer {
      id
      ...ProfileForm_user
      ...PhoneVerification_user
      ...ChangePasswordForm_user
      ...AddressBook_user
    }
    shopConfig {
      recaptchaSiteKey
    }
  }
`;

// Always from the server: the store may hold the user of an earlier session.
export const loader = queryLoader<ProfilePageQuery>(query, undefined, 'network-only');

/** /profile: the signed-in user's details, phone verification, saved addresses, password and sessions. */
export function Component() {
  const { viewer, shopConfig } = useRouteQuery<ProfilePageQuery>(query);
  const t = useT();
  usePageHead({ title: t('account.profile.title') });
  useRecaptcha(shopConfig.recaptchaSiteKey);
  if (!viewer) {
    return (
      <div className="profile-page">
        <h1>{t('account.profile.title')}</h1>
        <SignInPrompt />
      </div>
    );
  }
  return (
    <div className="profile-page">
      <h1>{t('account.profile.title')}</h1>
      <section aria-labelledby="profile-details">
        <h2 id="profile-details">{t('account.profile.details')}</h2>
        <ProfileForm key={viewer.id} user={viewer} />
      </section>
      <section aria-labelledby="profile-phone">
        <h2 id="profile-phone">{t('account.profile.phone')}</h2>
        <PhoneVerification user={viewer} />
      </section>
      <section aria-labelledby="profile-addresses">
        <h2 id="profile-addresses">{t('account.profile.addresses')}</h2>
        <AddressBook user={viewer} />
      </section>
      <section aria-labelledby="profile-password">
        <h2 id="profile-password">{t('account.profile.password')}</h2>
        <ChangePasswordForm user={viewer} />
      </section>
      <section aria-labelledby="profile-sessions">
        <h2 id="profile-sessions">{t('account.profile.sessions')}</h2>
        <p>{t('account.profile.sessionsIntro')}</p>
        <SignOutEverywhere />
      </section>
    </div>
  );
}
