import { lazy, Suspense } from 'react';
import { Dialog } from '../../components/Dialog.tsx';
import { PRODUCT_NAME } from '../../lib/head.ts';
import { useSession } from '../session/session-store.ts';
import { needsProfileCompletion } from '../session/session-user.ts';

// Most visitors never see the form: it (and zod) loads when the dialog opens.
const ProfileCompletionForm = lazy(() => import('./ProfileCompletionForm.tsx'));

/**
 * Seed §2/§4: asks a signed-in user without a phone number or HSC batch for them. It is open exactly
 * while a value is missing and cannot be closed then; after the update the user is fetched again
 * and the dialog closes.
 */
export function ProfileCompletionDialog() {
  const { user, refresh } = useSession();
  const open = user !== null && needsProfileCompletion(user);
  return (
    <Dialog open={open} dismissible={false} title={`Welcome to ${PRODUCT_NAME}!`} description="Please update your information to continue">
      {user && (
        <Suspense fallback={<p role="status">Loading…</p>}>
          <ProfileCompletionForm key={user.id} user={user} onUpdated={refresh} />
        </Suspense>
      )}
    </Dialog>
  );
}
