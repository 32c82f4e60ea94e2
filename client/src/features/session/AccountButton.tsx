import type { ComponentProps } from 'react';
import { Button } from '../../components/ui/Button.tsx';
import { ChevronDownIcon, UserIcon } from '../../components/ui/icons.tsx';
import type { SessionUser } from './session-user.ts';

/** The first name, shown on the button: the header stays one row at 1366 px whatever the name's length. */
export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? name;
}

/** The button under the user's name that opens the account menu: the same before and after the menu's code has loaded. */
export function AccountButton({ user, ...props }: { user: Pick<SessionUser, 'name'> } & ComponentProps<typeof Button>) {
  return (
    <Button variant="ghost" className="account-nav__trigger" aria-label={`Account, ${user.name}`} {...props}>
      <UserIcon />
      <span className="account-nav__name">{firstName(user.name)}</span>
      <ChevronDownIcon size={16} className="account-nav__chevron" />
    </Button>
  );
}
