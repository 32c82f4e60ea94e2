import { graphql } from 'react-relay';
import { Link } from 'react-router';
import type { LoginPageQuery } from '../../__generated__/LoginPageQuery.graphql.ts';
import { GoogleSignIn } from '../../features/auth/GoogleSignIn.tsx';
import { SignInForm } from '../../features/auth/SignInForm.tsx';
import { WaitingCartItem } from '../../features/cart/WaitingCartItem.tsx';
import { useT } from '../../i18n/i18n.ts';
import { usePageHead } from '../../lib/head.ts';
import { useRecaptcha } from '../../lib/recaptcha.ts';
import { queryLoader, useRouteQuery } from '../../relay/route-query.ts';
import '../../features/auth/auth-page.css';

const query = graphql`
  query LoginPageQuery {
    shopConfig {
      recaptchaSiteKey
      ...GoogleSignIn_shopConfig
    }
  }
`;

export const loader = queryLoader<LoginPageQuery>(query);

/** /auth/login: sign in with a phone number or email and password, or with Google. */
export function Component() {
  const { shopConfig } = useRouteQuery<LoginPageQuery>(query);
  const t = useT();
  usePageHead({ title: t('account.login.pageTitle') });
  useRecaptcha(shopConfig.recaptchaSiteKey);
  return (
    <div className="auth-page">
      <h1>{t('account.login.heading')}</h1>
      <WaitingCartItem />
      <SignInForm />
      <p>
        <Link to="/auth/forget">{t('account.login.forgot')}</Link>
      </p>
      <GoogleSignIn shopConfig={shopConfig} />
      <p>
        {t('account.login.newHere')} <Link to="/auth/register">{t('account.login.createAccount')}</Link>
      </p>
    </div>
  );
}
