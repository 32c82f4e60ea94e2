import { graphql } from 'react-relay';
import { Link } from 'react-router';
import type { OneTapGooglePageQuery } from '../../__generated__/OneTapGooglePageQuery.graphql.ts';
import { GoogleSignIn } from '../../features/auth/GoogleSignIn.tsx';
import { usePageHead } from '../../lib/head.ts';
import { queryLoader, useRouteQuery } from '../../relay/route-query.ts';

const query = graphql`
  query OneTapGooglePageQuery {
    shopConfig {
      googleClientId
      ...GoogleSignIn_shopConfig
    }
  }
`;

export const loader = queryLoader<OneTapGooglePageQuery>(query);

/** /ontapgoogle: Google One Tap (and the button) when Google sign-in is configured; otherwise says it is not. */
export function Component() {
  const { shopConfig } = useRouteQuery<OneTapGooglePageQuery>(query);
  usePageHead({ title: 'Google Sign-in' });
  return (
    <div className="auth-page">
      <h1>Sign in with Google</h1>
      {shopConfig.googleClientId ? (
        <>
          <p>Choose your Google account to continue.</p>
          <GoogleSignIn shopConfig={shopConfig} oneTap />
        </>
      ) : (
        <p>Google sign-in isn't configured for this shop.</p>
      )}
      <p>
        <Link to="/auth/login">Sign in with your phone number or email</Link>
      </p>
    </div>
  );
}
