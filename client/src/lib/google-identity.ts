/** Google Identity Services ("Sign in with Google" and One Tap), loaded only where a client id is configured. */
import { useEffect, useRef, useState } from 'react';
import { loadScript } from './load-script.ts';

export const GOOGLE_IDENTITY_SCRIPT = 'https://accounts.google.com/gsi/client';

export interface GoogleCredentialResponse {
  /** The ID token the server checks. */
  credential: string;
}

/** The part of `google.accounts.id` the shop uses. */
export interface GoogleAccountsId {
  initialize(config: {
    client_id: string;
    callback: (response: GoogleCredentialResponse) => void;
    cancel_on_tap_outside?: boolean;
    use_fedcm_for_prompt?: boolean;
  }): void;
  renderButton(
    parent: HTMLElement,
    options: { type?: 'standard' | 'icon'; theme?: 'outline' | 'filled_blue'; size?: 'large' | 'medium'; text?: 'signin_with' | 'signup_with' | 'continue_with'; width?: number },
  ): void;
  prompt(): void;
  cancel(): void;
}

declare global {
  interface Window {
    google?: { accounts: { id: GoogleAccountsId } };
  }
}

/** Loads the Google Identity Services script once and returns `google.accounts.id`. */
export async function loadGoogleIdentity(): Promise<GoogleAccountsId> {
  await loadScript(GOOGLE_IDENTITY_SCRIPT);
  const id = window.google?.accounts.id;
  if (!id) throw new Error('Google Identity Services did not start');
  return id;
}

export type GoogleIdentityState = { status: 'loading' } | { status: 'ready'; id: GoogleAccountsId } | { status: 'failed' };

/**
 * Google Identity Services set up for a client id, calling `onCredential` with each ID token a user
 * picks; `failed` when the script cannot load (a blocker, no network).
 */
export function useGoogleIdentity(clientId: string, onCredential: (credential: string) => void): GoogleIdentityState {
  const [state, setState] = useState<GoogleIdentityState>({ status: 'loading' });
  const callback = useRef(onCredential);
  useEffect(() => {
    callback.current = onCredential;
  }, [onCredential]);

  useEffect(() => {
    let active = true;
    loadGoogleIdentity().then(
      (id) => {
        if (!active) return;
        id.initialize({ client_id: clientId, callback: ({ credential }) => callback.current(credential), use_fedcm_for_prompt: true });
        setState({ status: 'ready', id });
      },
      (error: unknown) => {
        console.error(error);
        if (active) setState({ status: 'failed' });
      },
    );
    return () => {
      active = false;
    };
  }, [clientId]);
  return state;
}
