import { useEffect } from 'react';
import { Link } from 'react-router';
import { describePermission } from '#shared/permission-descriptions.ts';
import { mayOpenPath } from '../features/session/back-office-access.ts';
import { useSession } from '../features/session/session-store.ts';
import type { SessionUser } from '../features/session/session-user.ts';
import { useT, type MessageId } from '../i18n/i18n.ts';
import { usePageHead } from '../lib/head.ts';
import { reportNavigationError } from '../lib/navigation-error.ts';

// Back to where this user may work: the back office, the support desk, or the shop.
function wayBack(user: SessionUser | null): { to: string; label: MessageId } {
  if (user && mayOpenPath(user, '/admin')) return { to: '/admin', label: 'errors.refused.backOffice' };
  if (user && mayOpenPath(user, '/agent')) return { to: '/agent', label: 'errors.refused.supportDesk' };
  return { to: '/', label: 'errors.refused.home' };
}

/**
 * The 403 screen: which permission the page needs (when the guard knows it) and a link back to a
 * place this user may open. No "Try again": asking again changes nothing until an administrator
 * gives the permission. The permissions' own descriptions are staff words and stay English.
 */
export function RefusedView({ permissions }: { permissions: readonly string[] }) {
  const { user } = useSession();
  const t = useT();
  const title = t('errors.refused.title');
  usePageHead({ title });
  useEffect(reportNavigationError, []);
  const back = wayBack(user);
  return (
    <div className="error-view" data-testid="refusal">
      <p className="error-view__status">403</p>
      <h1>{title}</h1>
      <p>{t('errors.refused.body')}</p>
      {permissions.length > 0 && (
        <div>
          <p>{permissions.length === 1 ? t('errors.refused.needsOne') : t('errors.refused.needsAny')}</p>
          <ul>
            {permissions.map((permission) => (
              <li key={permission}>
                {describePermission(permission)} (<code>{permission}</code>)
              </li>
            ))}
          </ul>
          <p>{t('errors.refused.admin')}</p>
        </div>
      )}
      <Link to={back.to}>{t(back.label)}</Link>
    </div>
  );
}
