import { graphql } from 'react-relay';
import { Link } from 'react-router';
import type { OneTapGooglePageQuery } from '../../__generated__/OneTapGooglePageQuery.graphql.ts';
import { GoogleSignIn } from '../../features/auth/GoogleSignIn.tsx';
import { useT } from '../../i18n/i18n.ts';
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
  const t = useT();
  usePageHead({ title: t('account.google.pageTitle') });
  return (
    <div className="auth-page">
      <h1>{t('account.google.heading')}</h1>
      {shopConfig.googleClientId ? (
        <>
          <p>{t('account.google.choose')}</p>
          <GoogleSignIn shopConfig={shopConfig} oneTap />
        </>
      ) : (
        <p>{t('account.google.notConfigured')}</p>
      )}
      <p>
        <Link to="/auth/login">{t('account.google.otherWay')}</Link>
      </p>
    </div>
  );
}
