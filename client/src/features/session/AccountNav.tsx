import { lazy, Suspense } from 'react';
import { LinkButton } from '../../components/ui/Button.tsx';
import { UserIcon } from '../../components/ui/icons.tsx';
import { useSession } from './session-store.ts';

// The menu (Radix, with its positioning code) comes only for someone signed in.
const AccountMenu = lazy(() => import('./AccountMenu.tsx'));

/**
 * The header's account control: `Sign in` when signed out; when signed in, a menu under the user's
 * name (AccountMenu.tsx). Its styles are the design system's (main bundle), so it looks right before
 * any page's CSS arrives.
 */
export function AccountNav() {
  const { user, loading } = useSession();
  // Keeps its place while the session or the menu loads, so the header does not shift when it arrives.
  const placeholder = <span className="account-nav__placeholder" aria-hidden="true" />;
  if (loading) return placeholder;
  if (!user) {
    return (
      <LinkButton to="/auth/login" variant="ghost" className="account-nav__sign-in">
        <UserIcon />
        Sign in
      </LinkButton>
    );
  }
  return (
    <Suspense fallback={placeholder}>
      <AccountMenu user={user} />
    </Suspense>
  );
}
