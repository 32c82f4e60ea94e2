import { lazy } from 'react';
import { LinkButton } from '../../components/ui/Button.tsx';
import { UserIcon } from '../../components/ui/icons.tsx';
import { useT } from '../../i18n/i18n.ts';
import { LoadOnUse } from '../../components/ui/LoadOnUse.tsx';
import { AccountButton } from './AccountButton.tsx';
import { useSession } from './session-store.ts';

// The menu (Radix DropdownMenu and its popper) loads when the button is first used, not with every page (issue 13's budget).
const loadAccountMenu = () => import('./AccountMenu.tsx');
const AccountMenu = lazy(loadAccountMenu);

/**
 * The header's account control: `Sign in` when signed out; when signed in, a menu under the user's
 * name with Profile, My orders, Admin/Support for staff, and Sign out (AccountMenu). Its styles are
 * the design system's (main bundle), so it looks right before any page's CSS arrives.
 */
export function AccountNav() {
  const { user, loading } = useSession();
  const t = useT();
  // Keeps its place while the session loads, so the header does not shift when it arrives.
  if (loading) return <span className="account-nav__placeholder" aria-hidden="true" />;
  if (!user) {
    return (
      <LinkButton to="/auth/login" variant="ghost" className="account-nav__sign-in">
        <UserIcon />
        {t('header.signIn')}
      </LinkButton>
    );
  }
  return (
    <LoadOnUse key={user.id} popup="menu" load={loadAccountMenu} trigger={<AccountButton user={user} />}>
      <AccountMenu user={user} defaultOpen />
    </LoadOnUse>
  );
}
