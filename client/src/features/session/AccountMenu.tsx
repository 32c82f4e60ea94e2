import { useNavigate } from 'react-router';
import { toast } from '../../components/toast/toast-store.ts';
import { Button } from '../../components/ui/Button.tsx';
import { DropdownMenu, DropdownMenuItem, DropdownMenuLink, DropdownMenuSeparator } from '../../components/ui/DropdownMenu.tsx';
import { ChevronDownIcon, UserIcon } from '../../components/ui/icons.tsx';
import { errorMessage } from '../../lib/error-message.ts';
import { requestJson } from '../../lib/http.ts';
import { useSession } from './session-store.ts';
import { canOpenAdmin, canOpenAgent, type SessionUser } from './session-user.ts';

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

/** The first name, shown on the button: the header stays one row at 1366 px whatever the name's length. */
export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? name;
}

/**
 * The signed-in user's menu under their name: Profile, My orders, Admin/Support for staff, Sign out.
 * Loaded only once someone is signed in (AccountNav), so a visitor's first page carries no menu code.
 */
export default function AccountMenu({ user }: { user: SessionUser }) {
  const signOut = useSignOut();
  return (
    <DropdownMenu
      label={`Signed in as ${user.name}`}
      trigger={
        <Button variant="ghost" className="account-nav__trigger" aria-label={`Account, ${user.name}`}>
          <UserIcon />
          <span className="account-nav__name">{firstName(user.name)}</span>
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
