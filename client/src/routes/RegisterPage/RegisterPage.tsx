import { graphql } from 'react-relay';
import { Link } from 'react-router';
import type { RegisterPageQuery } from '../../__generated__/RegisterPageQuery.graphql.ts';
import { GoogleSignIn } from '../../features/auth/GoogleSignIn.tsx';
import { SignUpForm } from '../../features/auth/SignUpForm.tsx';
import { WaitingCartItem } from '../../features/cart/WaitingCartItem.tsx';
import { useT } from '../../i18n/i18n.ts';
import { usePageHead } from '../../lib/head.ts';
import { useRecaptcha } from '../../lib/recaptcha.ts';
import { queryLoader, useRouteQuery } from '../../relay/route-query.ts';
import '../../features/auth/auth-page.css';

const query = graphql`
  query RegisterPageQuery {
    shopConfig {
      recaptchaSiteKey
      ...GoogleSignIn_shopConfig
    }
  }
`;

export const loader = queryLoader<RegisterPageQuery>(query);

/** /auth/register: create an account, or sign up with Google. */
export function Component() {
  const { shopConfig } = useRouteQuery<RegisterPageQuery>(query);
  const t = useT();
  usePageHead({ title: t('account.register.pageTitle') });
  useRecaptcha(shopConfig.recaptchaSiteKey);
  return (
    <div className="auth-page">
      <h1>{t('account.register.heading')}</h1>
      <WaitingCartItem />
      <SignUpForm />
      <GoogleSignIn shopConfig={shopConfig} text="signup_with" />
      <p>
        {t('account.register.haveAccount')} <Link to="/auth/login">{t('account.register.signIn')}</Link>
      </p>
    </div>
  );
}
