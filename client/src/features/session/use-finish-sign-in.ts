import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { takeRedirectTarget } from './redirect-target.ts';
import { refreshSession } from './session-store.ts';
import { landingPath } from './session-user.ts';

/**
 * After a successful sign-in: load the user, then open the saved redirect target (read once), or
 * else the back office for staff and the home page for everyone else.
 */
export function useFinishSignIn(): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    const user = await refreshSession();
    await navigate(takeRedirectTarget() ?? landingPath(user), { replace: true });
  }, [navigate]);
}
