import { useNavigate } from 'react-router';
import { toast } from '../../components/toast/toast-store.ts';
import { Button, LinkButton } from '../../components/ui/Button.tsx';
import { DropdownMenu, DropdownMenuItem, DropdownMenuLink, DropdownMenuSeparator } from '../../components/ui/DropdownMenu.tsx';
import { ChevronDownIcon, UserIcon } from '../../components/ui/icons.tsx';
import { errorMessage } from '../../lib/error-message.ts';
import { requestJson } from '../../lib/http.ts';
import { useSession } from './session-store.ts';
import { canOpenAdmin, canOpenAgent } from './session-user.ts';

function useSignOut() {
  const { refresh } = useSession();
  const navigate = useNavigate();
  return async () => {
    try {
      await requestJson('/api/auth/logout', { method: 'POST' });
      await refresh();
      await navigate('/');
    } catch (error) {
      toast({ title: 'Could not sign out', description: errorMessage(error), variant: 'destructive' });
    }
  };
}

/**
 * The header's account control: `Sign in` when signed out; when signed in, a menu under the user's
 * name with Profile, My orders, Admin/Support for staff, and Sign out. Its styles are the design
 * system's (main bundle), so it looks right before any page's CSS arrives.
 */
export function AccountNav() {
  const { user, loading } = useSession();
  const signOut = useSignOut();
  // Keeps its place while the session loads, so the header does not shift when it arrives.
  if (loading) return <span className="account-nav__placeholder" aria-hidden="true" />;
  if (!user) {
    return (
      <LinkButton to="/auth/login" variant="ghost" className="account-nav__sign-in">
        <UserIcon />
        Sign in
      </LinkButton>
    );
  }
  return (
    <DropdownMenu
      label={`Signed in as ${user.name}`}
      trigger={
        <Button variant="ghost" className="account-nav__trigger" aria-label={`Account, ${user.name}`}>
          <UserIcon />
          {/* The first name: the header stays one row at 1366 px whatever the name's length. */}
          <span className="account-nav__name">{user.name.split(/\s+/)[0]}</span>
          <ChevronDownIcon size={16} className="account-nav__chevron" />
        </Button>
      }
    >
      <DropdownMenuLink to="/profile">Profile</DropdownMenuLink>
      <DropdownMenuLink to="/orders">My orders</DropdownMenuLink>
      {canOpenAdmin(user) && <DropdownMenuLink to="/admin">Admin</DropdownMenuLink>}
      {canOpenAgent(user) && <DropdownMenuLink to="/agent">Support</DropdownMenuLink>}
      <DropdownMenuSeparator />
      <DropdownMenuItem onSelect={() => void signOut()}>Sign out</DropdownMenuItem>
    </DropdownMenu>
  );
}
