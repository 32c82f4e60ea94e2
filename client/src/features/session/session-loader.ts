import { redirect, type LoaderFunctionArgs } from 'react-router';
import { takeRedirectTarget } from './redirect-target.ts';
import { sessionForNavigation } from './session-store.ts';

/**
 * The app shell's loader. Every navigation asks GET /api/user without waiting for it (pages render
 * at once; guards wait for the same call). On the first one, when the app starts, a saved redirect
 * target is read once and removed, and opened if a user is signed in (seed §2).
 */
export function createSessionLoader() {
  let started = false;
  return async ({ request }: LoaderFunctionArgs) => {
    const session = sessionForNavigation(request);
    if (started) return null;
    started = true;
    const target = takeRedirectTarget();
    if (target && (await session)) throw redirect(target);
    return null;
  };
}
