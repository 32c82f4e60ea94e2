import { useState } from 'react';
import { graphql } from 'react-relay';
import { useNavigate } from 'react-router';
import type { SignOutEverywhereMutation } from '../../__generated__/SignOutEverywhereMutation.graphql.ts';
import { ConfirmStep } from '../../components/ConfirmStep.tsx';
import { Button, FormError } from '../../components/ui/index.ts';
import { toast } from '../../components/toast/toast-store.ts';
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
  const { submitting, failure, submit } = useFormSubmit(async () => {
    const { signOutEverywhere: sessions } = await signOutEverywhere({});
    await refreshSession();
    toast({ title: 'Signed out everywhere', description: `${sessions} ${sessions === 1 ? 'session' : 'sessions'} ended.` });
    await navigate('/');
  });

  if (!confirming) {
    return (
      <Button onClick={() => setConfirming(true)}>
        Sign out everywhere
      </Button>
    );
  }
  return (
    <>
      <FormError message={failure} />
      <ConfirmStep
        message="You will be signed out on every device, this one included."
        confirmLabel="Yes, sign out everywhere"
        busy={submitting}
        busyLabel="Signing out…"
        onConfirm={() => void submit()}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
