import { useEffect, useRef } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { GoogleSignIn_shopConfig$key } from '../../__generated__/GoogleSignIn_shopConfig.graphql.ts';
import type { GoogleSignInMutation } from '../../__generated__/GoogleSignInMutation.graphql.ts';
import { FormError } from '../../components/ui/index.ts';
import { useCaughtErrorMessage, useErrorMessage } from '../../i18n/error-messages.ts';
import { useT } from '../../i18n/i18n.ts';
import { useGoogleIdentity } from '../../lib/google-identity.ts';
import { useFormSubmit } from '../../lib/use-form-submit.ts';
import { useMutationPromise } from '../../relay/use-mutation-promise.ts';
import { useFinishSignIn } from '../session/use-finish-sign-in.ts';

const mutation = graphql`
  mutation GoogleSignInMutation($input: SignInWithGoogleInput!) {
    signInWithGoogle(input: $input) {
      __typename
      ... on Error {
        message
      }
    }
  }
`;

interface GoogleSignInProps {
  shopConfig: GoogleSignIn_shopConfig$key;
  /** Also offer Google One Tap (the /ontapgoogle screen). */
  oneTap?: boolean;
  text?: 'signin_with' | 'signup_with';
}

function GoogleButton({ clientId, oneTap, text }: { clientId: string; oneTap: boolean; text: 'signin_with' | 'signup_with' }) {
  const [signInWithGoogle] = useMutationPromise<GoogleSignInMutation>(mutation);
  const finishSignIn = useFinishSignIn();
  // The ID token Google handed over last; submitted at once.
  const credential = useRef('');
  const t = useT();
  const errorMessage = useErrorMessage();
  const caughtMessage = useCaughtErrorMessage();
  const { submitting, failure, setFailure, submit } = useFormSubmit(async () => {
    let result;
    try {
      ({ signInWithGoogle: result } = await signInWithGoogle({ input: { credential: credential.current } }));
    } catch (error) {
      setFailure(caughtMessage(error));
      return;
    }
    if (result.__typename !== 'MutationSignInWithGoogleSuccess') setFailure(errorMessage(result));
    else await finishSignIn();
  });
  const google = useGoogleIdentity(clientId, (value) => {
    credential.current = value;
    void submit();
  });
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (google.status !== 'ready' || !container.current) return;
    google.id.renderButton(container.current, { type: 'standard', theme: 'outline', size: 'large', text });
    if (!oneTap) return;
    google.id.prompt();
    return () => google.id.cancel();
  }, [google, oneTap, text]);

  return (
    <div className="google-sign-in">
      <div ref={container} />
      {google.status === 'failed' && <p className="ui-field__hint">{t('account.google.unavailable')}</p>}
      {submitting && <p role="status">{t('account.google.busy')}</p>}
      <FormError message={failure} />
    </div>
  );
}

/** Google's "Sign in with Google" button (and One Tap when asked), shown only when the shop has a Google client id. */
export function GoogleSignIn({ shopConfig, oneTap = false, text = 'signin_with' }: GoogleSignInProps) {
  const { googleClientId } = useFragment(
    graphql`
      fragment GoogleSignIn_shopConfig on ShopConfig {
        googleClientId
      }
    `,
    shopConfig,
  );
  if (!googleClientId) return null;
  return <GoogleButton clientId={googleClientId} oneTap={oneTap} text={text} />;
}
