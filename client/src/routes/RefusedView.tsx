import { useEffect } from 'react';
import { Link } from 'react-router';
import { describePermission } from '#shared/permission-descriptions.ts';
import { mayOpenPath } from '../features/session/back-office-access.ts';
import { useSession } from '../features/session/session-store.ts';
import type { SessionUser } from '../features/session/session-user.ts';
import { usePageHead } from '../lib/head.ts';
import { reportNavigationError } from '../lib/navigation-error.ts';

export const FORBIDDEN_TITLE = 'Forbidden';

// Back to where this user may work: the back office, the support desk, or the shop.
function wayBack(user: SessionUser | null): { to: string; label: string } {
  if (user && mayOpenPath(user, '/admin')) return { to: '/admin', label: 'Back to the back office' };
  if (user && mayOpenPath(user, '/agent')) return { to: '/agent', label: 'Back to the support desk' };
  return { to: '/', label: 'Go to the home page' };
}

/**
 * The 403 screen: which permission the page needs (when the guard knows it) and a link back to a
 * place this user may open. No "Try again": asking again changes nothing until an administrator
 * gives the permission.
 */
export function RefusedView({ permissions }: { permissions: readonly string[] }) {
  const { user } = useSession();
  usePageHead({ title: FORBIDDEN_TITLE });
  useEffect(reportNavigationError, []);
  const back = wayBack(user);
  return (
    <div className="error-view" data-testid="refusal">
      <p className="error-view__status">403</p>
      <h1>{FORBIDDEN_TITLE}</h1>
      <p>You do not have permission to open this page.</p>
      {permissions.length > 0 && (
        <div>
          <p>{permissions.length === 1 ? 'It needs this permission:' : 'It needs one of these permissions:'}</p>
          <ul>
            {permissions.map((permission) => (
              <li key={permission}>
                {describePermission(permission)} (<code>{permission}</code>)
              </li>
            ))}
          </ul>
          <p>An administrator can give it to your role on the Authority screen.</p>
        </div>
      )}
      <Link to={back.to}>{back.label}</Link>
    </div>
  );
}
