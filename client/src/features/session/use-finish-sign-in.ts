import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { takeRedirectTarget } from './redirect-target.ts';
import { refreshSession } from './session-store.ts';

/** After a successful sign-in: load the user, then open the saved redirect target (read once) or the home page. */
export function useFinishSignIn(): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    await refreshSession();
    await navigate(takeRedirectTarget() ?? '/', { replace: true });
  }, [navigate]);
}
