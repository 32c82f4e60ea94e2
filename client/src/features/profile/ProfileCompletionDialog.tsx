import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { useT } from '../../i18n/i18n.ts';
import { PRODUCT_NAME } from '../../lib/head.ts';
import { useSession } from '../session/session-store.ts';
import { canOpenAdmin, canOpenAgent, needsProfileCompletion, type SessionUser } from '../session/session-user.ts';

// Most visitors never see the dialog: it (Radix) and the form (and zod) load when it opens (issue 13's budget).
const Dialog = lazy(() => import('../../components/ui/Dialog.tsx').then((module) => ({ default: module.Dialog })));
const ProfileCompletionForm = lazy(() => import('./ProfileCompletionForm.tsx'));

/** Whether the path is a back-office screen (admin or support desk) this user works on: not a student's page. */
export function isStaffScreen(user: Pick<SessionUser, 'permissions'>, pathname: string): boolean {
  const under = (prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);
  return (under('/admin') && canOpenAdmin(user)) || (under('/agent') && canOpenAgent(user));
}

/**
 * Seed §2/§4: asks a signed-in user without a phone number or HSC batch for them. It is open exactly
 * while a value is missing and cannot be closed then; after the update the user is fetched again
 * and the dialog closes. It never covers the back office for the staff working there (issue 10 §7):
 * an admin or agent has no HSC batch to give.
 */
export function ProfileCompletionDialog() {
  const { user, refresh } = useSession();
  const { pathname } = useLocation();
  const t = useT();
  const open = user !== null && needsProfileCompletion(user) && !isStaffScreen(user, pathname);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <Dialog open dismissible={false} title={t('account.dialog.title', { shop: PRODUCT_NAME })} description={t('account.dialog.description')}>
        <Suspense fallback={<p role="status">{t('account.dialog.loading')}</p>}>
          <ProfileCompletionForm key={user.id} user={user} onUpdated={refresh} />
        </Suspense>
      </Dialog>
    </Suspense>
  );
}
