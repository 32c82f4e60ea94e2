import type { ComponentProps } from 'react';
import { Button } from '../../components/ui/Button.tsx';
import { ChevronDownIcon, UserIcon } from '../../components/ui/icons.tsx';
import { useT } from '../../i18n/i18n.ts';
import type { SessionUser } from './session-user.ts';

/** The first name, shown on the button: the header stays one row at 1366 px whatever the name's length. */
export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? name;
}

/**
 * The button under the user's name that opens the account menu: the same before and after the menu's code has loaded.
 * It is in the header of the first view, so its name uses the shell's word ("Account, Karim" / "অ্যাকাউন্ট, Karim"), not
 * the account area, which loads with the other screens.
 */
export function AccountButton({ user, ...props }: { user: Pick<SessionUser, 'name'> } & ComponentProps<typeof Button>) {
  const t = useT();
  return (
    <Button variant="ghost" className="account-nav__trigger" aria-label={`${t('header.account')}, ${user.name}`} {...props}>
      <UserIcon />
      <span className="account-nav__name">{firstName(user.name)}</span>
      <ChevronDownIcon size={16} className="account-nav__chevron" />
    </Button>
  );
}
