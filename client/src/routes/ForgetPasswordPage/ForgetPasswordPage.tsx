import { useState } from 'react';
import { graphql } from 'react-relay';
import { Link } from 'react-router';
import type { ForgetPasswordPageQuery } from '../../__generated__/ForgetPasswordPageQuery.graphql.ts';
import { PasswordReset } from '../../features/auth/PasswordReset.tsx';
import { PasswordResetRequest } from '../../features/auth/PasswordResetRequest.tsx';
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
  usePageHead({ title: 'Forget Password' });
  useRecaptcha(shopConfig.recaptchaSiteKey);
  const [step, setStep] = useState<Step>({ name: 'phone' });
  return (
    <div className="auth-page">
      <h1>Forget Password</h1>
      {step.name === 'phone' && (
        <>
          <p>Enter the phone number of your account; we will send you a code to set a new password.</p>
          <PasswordResetRequest onSent={(phone) => setStep({ name: 'code', phone })} />
        </>
      )}
      {step.name === 'code' && (
        <PasswordReset phone={step.phone} onReset={() => setStep({ name: 'done' })} onStartOver={() => setStep({ name: 'phone' })} />
      )}
      {step.name === 'done' && (
        <p role="status">
          Your password has been changed and every device was signed out. <Link to="/auth/login">Sign in</Link> with
          your new password.
        </p>
      )}
    </div>
  );
}
