import { useNavigate } from 'react-router';
import { toast } from '../../components/toast/toast-store.ts';
import { DropdownMenu, DropdownMenuItem, DropdownMenuLink, DropdownMenuSeparator } from '../../components/ui/DropdownMenu.tsx';
import { errorMessage } from '../../lib/error-message.ts';
import { requestJson } from '../../lib/http.ts';
import { AccountButton } from './AccountButton.tsx';
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

/**
 * The signed-in user's menu under their name: Profile, My orders, Admin/Support for staff, and Sign
 * out. Loaded when the button is first used (AccountNav), so it opens at once (`defaultOpen`).
 */
export default function AccountMenu({ user, defaultOpen = false }: { user: SessionUser; defaultOpen?: boolean }) {
  const signOut = useSignOut();
  return (
    <DropdownMenu label={`Signed in as ${user.name}`} defaultOpen={defaultOpen} trigger={<AccountButton user={user} />}>
      <DropdownMenuLink to="/profile">Profile</DropdownMenuLink>
      <DropdownMenuLink to="/orders">My orders</DropdownMenuLink>
      <DropdownMenuLink to="/ebook/library">My library</DropdownMenuLink>
      {canOpenAdmin(user) && <DropdownMenuLink to="/admin">Admin</DropdownMenuLink>}
      {canOpenAgent(user) && <DropdownMenuLink to="/agent">Support</DropdownMenuLink>}
      <DropdownMenuSeparator />
      <DropdownMenuItem onSelect={() => void signOut()}>Sign out</DropdownMenuItem>
    </DropdownMenu>
  );
}
