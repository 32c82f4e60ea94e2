import { useState } from 'react';
import { graphql } from 'react-relay';
import { Link } from 'react-router';
import type { ForgetPasswordPageQuery } from '../../__generated__/ForgetPasswordPageQuery.graphql.ts';
import { PasswordReset } from '../../features/auth/PasswordReset.tsx';
import { PasswordResetRequest } from '../../features/auth/PasswordResetRequest.tsx';
import { useT } from '../../i18n/i18n.ts';
import { useRichT } from '../../i18n/rich-text.tsx';
import { usePageHead } from '../../lib/head.ts';
import { useRecaptcha } from '../../lib/recaptcha.ts';
import { queryLoader, useRouteQuery } from '../../relay/route-query.ts';
import '../../features/auth/auth-page.css';

const query = graphql`
  query ForgetPasswordPageQuery {
    shopConfig {
      recaptchaSiteKey
    }
  }
`;

export const loader = queryLoader<ForgetPasswordPageQuery>(query);

type Step = { name: 'phone' } | { name: 'code'; phone: string } | { name: 'done' };

/** /auth/forget (titled Forget Password): phone number → code by SMS → code and new password → sign in. */
export function Component() {
  const { shopConfig } = useRouteQuery<ForgetPasswordPageQuery>(query);
  const t = useT();
  const rich = useRichT();
  usePageHead({ title: t('account.forget.title') });
  useRecaptcha(shopConfig.recaptchaSiteKey);
  const [step, setStep] = useState<Step>({ name: 'phone' });
  return (
    <div className="auth-page">
      <h1>{t('account.forget.title')}</h1>
      {step.name === 'phone' && (
        <>
          <p>{t('account.forget.intro')}</p>
          <PasswordResetRequest onSent={(phone) => setStep({ name: 'code', phone })} />
        </>
      )}
      {step.name === 'code' && (
        <PasswordReset phone={step.phone} onReset={() => setStep({ name: 'done' })} onStartOver={() => setStep({ name: 'phone' })} />
      )}
      {step.name === 'done' && (
        <p role="status">
          {rich('account.forget.done', {}, { signIn: <Link to="/auth/login">{t('account.forget.signIn')}</Link> })}
        </p>
      )}
    </div>
  );
}
