import { graphql } from 'react-relay';
import type { ProfilePageQuery } from '../../__generated__/ProfilePageQuery.graphql.ts';
import { AddressBook } from '../../features/addresses/AddressBook.tsx';
import { ChangePasswordForm } from '../../features/profile/ChangePasswordForm.tsx';
import { PhoneVerification } from '../../features/profile/PhoneVerification.tsx';
import { ProfileForm } from '../../features/profile/ProfileForm.tsx';
import { SignOutEverywhere } from '../../features/profile/SignOutEverywhere.tsx';
import { SignInPrompt } from '../../features/session/SignInPrompt.tsx';
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
  usePageHead({ title: 'Profile' });
  useRecaptcha(shopConfig.recaptchaSiteKey);
  if (!viewer) {
    return (
      <div className="profile-page">
        <h1>Profile</h1>
        <SignInPrompt />
      </div>
    );
  }
  return (
    <div className="profile-page">
      <h1>Profile</h1>
      <section aria-labelledby="profile-details">
        <h2 id="profile-details">Your details</h2>
        <ProfileForm key={viewer.id} user={viewer} />
      </section>
      <section aria-labelledby="profile-phone">
        <h2 id="profile-phone">Phone verification</h2>
        <PhoneVerification user={viewer} />
      </section>
      <section aria-labelledby="profile-addresses">
        <h2 id="profile-addresses">Saved addresses</h2>
        <AddressBook user={viewer} />
      </section>
      <section aria-labelledby="profile-password">
        <h2 id="profile-password">Password</h2>
        <ChangePasswordForm user={viewer} />
      </section>
      <section aria-labelledby="profile-sessions">
        <h2 id="profile-sessions">Sessions</h2>
        <p>Lost a phone or used a shared computer? End every session of your account.</p>
        <SignOutEverywhere />
      </section>
    </div>
  );
}
