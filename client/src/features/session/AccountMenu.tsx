import { useNavigate } from 'react-router';
import { toast } from '../../components/toast/toast-store.ts';
import { DropdownMenu, DropdownMenuItem, DropdownMenuLink, DropdownMenuSeparator } from '../../components/ui/DropdownMenu.tsx';
import { useCaughtErrorMessage } from '../../i18n/error-messages.ts';
import { useT } from '../../i18n/i18n.ts';
import { requestJson } from '../../lib/http.ts';
import { AccountButton } from './AccountButton.tsx';
import { useSession } from './session-store.ts';
import { canOpenAdmin, canOpenAgent, type SessionUser } from './session-user.ts';

function useSignOut() {
  const { refresh } = useSession();
  const navigate = useNavigate();
  const t = useT();
  const errorMessage = useCaughtErrorMessage();
  return async () => {
    try {
      await requestJson('/api/auth/logout', { method: 'POST' });
      await refresh();
      await navigate('/');
    } catch (error) {
      toast({ title: t('account.menu.signOutFailed'), description: errorMessage(error), variant: 'destructive' });
    }
  };
}

/**
 * The signed-in user's menu under their name: Profile, My orders, Admin/Support for staff, and Sign
 * out. Loaded when the button is first used (AccountNav), so it opens at once (`defaultOpen`).
 */
export default function AccountMenu({ user, defaultOpen = false }: { user: SessionUser; defaultOpen?: boolean }) {
  const signOut = useSignOut();
  const t = useT();
  return (
    <DropdownMenu label={t('account.menu.label', { name: user.name })} defaultOpen={defaultOpen} trigger={<AccountButton user={user} />}>
      <DropdownMenuLink to="/profile">{t('account.menu.profile')}</DropdownMenuLink>
      <DropdownMenuLink to="/orders">{t('account.menu.orders')}</DropdownMenuLink>
      <DropdownMenuLink to="/ebook/library">{t('account.menu.library')}</DropdownMenuLink>
      {canOpenAdmin(user) && <DropdownMenuLink to="/admin">{t('account.menu.admin')}</DropdownMenuLink>}
      {canOpenAgent(user) && <DropdownMenuLink to="/agent">{t('account.menu.support')}</DropdownMenuLink>}
      <DropdownMenuSeparator />
      <DropdownMenuItem onSelect={() => void signOut()}>{t('account.menu.signOut')}</DropdownMenuItem>
    </DropdownMenu>
  );
}
