import { graphql } from 'react-relay';
import type { VerifyPageQuery } from '../../__generated__/VerifyPageQuery.graphql.ts';
import { PhoneVerification } from '../../features/profile/PhoneVerification.tsx';
import { SignInPrompt } from '../../features/session/SignInPrompt.tsx';
import { useT } from '../../i18n/i18n.ts';
import { usePageHead } from '../../lib/head.ts';
import { useRecaptcha } from '../../lib/recaptcha.ts';
import { queryLoader, useRouteQuery } from '../../relay/route-query.ts';
import '../../features/auth/auth-page.css';

const query = graphql`
  query VerifyPageQuery {
    viewer {
      ...PhoneVerification_user
    }
    shopConfig {
      recaptchaSiteKey
    }
  }
`;

export const loader = queryLoader<VerifyPageQuery>(query, undefined, 'network-only');

/** /auth/verify: verifies the signed-in user's phone number with a code sent by SMS. */
export function Component() {
  const { viewer, shopConfig } = useRouteQuery<VerifyPageQuery>(query);
  const t = useT();
  usePageHead({ title: t('account.verify.pageTitle') });
  useRecaptcha(shopConfig.recaptchaSiteKey);
  return (
    <div className="auth-page">
      <h1>{t('account.verify.heading')}</h1>
      {viewer ? <PhoneVerification user={viewer} /> : <SignInPrompt />}
    </div>
  );
}
