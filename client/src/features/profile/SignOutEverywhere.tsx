import { useState } from 'react';
import { graphql } from 'react-relay';
import { useNavigate } from 'react-router';
import type { SignOutEverywhereMutation } from '../../__generated__/SignOutEverywhereMutation.graphql.ts';
import { ConfirmStep } from '../../components/ConfirmStep.tsx';
import { Button, FormError } from '../../components/ui/index.ts';
import { toast } from '../../components/toast/toast-store.ts';
import { useCaughtErrorMessage } from '../../i18n/error-messages.ts';
import { useT } from '../../i18n/i18n.ts';
import { useFormSubmit } from '../../lib/use-form-submit.ts';
import { useMutationPromise } from '../../relay/use-mutation-promise.ts';
import { refreshSession } from '../session/session-store.ts';

const mutation = graphql`
  mutation SignOutEverywhereMutation {
    signOutEverywhere
  }
`;

/** `Sign out everywhere`, after a confirmation step: ends every session of the user, this one included. */
export function SignOutEverywhere() {
  const [confirming, setConfirming] = useState(false);
  const [signOutEverywhere] = useMutationPromise<SignOutEverywhereMutation>(mutation);
  const navigate = useNavigate();
  const t = useT();
  const caughtMessage = useCaughtErrorMessage();
  const { submitting, failure, setFailure, submit } = useFormSubmit(async () => {
    let sessions;
    try {
      ({ signOutEverywhere: sessions } = await signOutEverywhere({}));
    } catch (error) {
      setFailure(caughtMessage(error));
      return;
    }
    await refreshSession();
    toast({ title: t('account.sessions.signedOut'), description: t('account.sessions.ended', { count: sessions }) });
    await navigate('/');
  });

  if (!confirming) {
    return (
      <Button onClick={() => setConfirming(true)}>
        {t('account.sessions.signOutEverywhere')}
      </Button>
    );
  }
  return (
    <>
      <FormError message={failure} />
      <ConfirmStep
        message={t('account.sessions.confirm')}
        confirmLabel={t('account.sessions.confirmButton')}
        busy={submitting}
        busyLabel={t('account.sessions.busy')}
        onConfirm={() => void submit()}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
