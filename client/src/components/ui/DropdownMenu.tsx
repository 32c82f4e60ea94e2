import { clsx } from 'clsx';
import { DropdownMenu as MenuPrimitive } from 'radix-ui';
import type { ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';
import './DropdownMenu.css';

export interface DropdownMenuProps {
  /** The button that opens the menu (rendered as is, e.g. <Button variant="ghost">Karim</Button>). */
  trigger: ReactNode;
  /** Which edge of the trigger the menu lines up with. */
  align?: 'start' | 'center' | 'end';
  /** A heading at the top of the menu (e.g. "Signed in as Karim"). */
  label?: ReactNode;
  children: ReactNode;
  className?: string;
  /** Open when first drawn (a menu whose code loaded because its button was pressed, see LoadOnUse). */
  defaultOpen?: boolean;
}

/**
 * A menu of actions or links under a button (Radix DropdownMenu: role="menu", arrow keys and typeahead
 * move through the items, Escape closes and gives the focus back to the button).
 */
export function DropdownMenu({ trigger, align = 'end', label, children, className, defaultOpen }: DropdownMenuProps) {
  return (
    <MenuPrimitive.Root modal={false} defaultOpen={defaultOpen}>
      <MenuPrimitive.Trigger asChild>{trigger}</MenuPrimitive.Trigger>
      <MenuPrimitive.Portal>
        <MenuPrimitive.Content className={clsx('ui-menu', className)} align={align} sideOffset={6} collisionPadding={8}>
          {label && <MenuPrimitive.Label className="ui-menu__label">{label}</MenuPrimitive.Label>}
          {children}
        </MenuPrimitive.Content>
      </MenuPrimitive.Portal>
    </MenuPrimitive.Root>
  );
}

interface ItemProps {
  children: ReactNode;
  disabled?: boolean;
  /** danger: destroys or ends something (shown in the danger colour). */
  tone?: 'default' | 'danger';
}

/** An action in a DropdownMenu; `onSelect` runs when it is chosen (click, Enter or Space). */
export function DropdownMenuItem({ children, disabled, tone = 'default', onSelect }: ItemProps & { onSelect: (event: Event) => void }) {
  return (
    <MenuPrimitive.Item className={clsx('ui-menu__item', tone === 'danger' && 'ui-menu__item--danger')} disabled={disabled} onSelect={onSelect}>
      {children}
    </MenuPrimitive.Item>
  );
}

/** A link in a DropdownMenu (a react-router <Link> with the menu item's role and keyboard handling). */
export function DropdownMenuLink({ children, disabled, tone = 'default', ...link }: ItemProps & LinkProps) {
  return (
    <MenuPrimitive.Item asChild disabled={disabled} className={clsx('ui-menu__item', tone === 'danger' && 'ui-menu__item--danger')}>
      <Link {...link}>{children}</Link>
    </MenuPrimitive.Item>
  );
}

/** A line between groups of items. */
export function DropdownMenuSeparator() {
  return <MenuPrimitive.Separator className="ui-menu__separator" />;
}
