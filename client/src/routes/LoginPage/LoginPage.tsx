import { graphql } from 'react-relay';
import { Link } from 'react-router';
import type { LoginPageQuery } from '../../__generated__/LoginPageQuery.graphql.ts';
import { GoogleSignIn } from '../../features/auth/GoogleSignIn.tsx';
import { SignInForm } from '../../features/auth/SignInForm.tsx';
import { WaitingCartItem } from '../../features/cart/WaitingCartItem.tsx';
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
  usePageHead({ title: 'Sign In' });
  useRecaptcha(shopConfig.recaptchaSiteKey);
  return (
    <div className="auth-page">
      <h1>Sign in</h1>
      <WaitingCartItem />
      <SignInForm />
      <p>
        <Link to="/auth/forget">Forgot your password?</Link>
      </p>
      <GoogleSignIn shopConfig={shopConfig} />
      <p>
        New here? <Link to="/auth/register">Create an account</Link>
      </p>
    </div>
  );
}
