import { useState } from 'react';
import { NavLink } from 'react-router';
import { useT } from '../../i18n/i18n.ts';
import { Sheet } from '../ui/Dialog.tsx';
import { INFO_PAGES, MenuButton, SHOP_SECTIONS } from './site-links.tsx';

/**
 * The menu sheet (phones and tablets): the sections, then the information pages; a link closes it.
 * Loaded when the Menu button is first used (SiteHeader), so it opens at once (`defaultOpen`).
 */
export default function MenuSheet({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const [open, setOpen] = useState(defaultOpen);
  const close = () => setOpen(false);
  const t = useT();
  return (
    <Sheet open={open} onOpenChange={setOpen} title={t('header.menu')} className="menu-sheet" trigger={<MenuButton />}>
      <nav aria-label={t('header.sections')} className="menu-sheet__nav">
        {SHOP_SECTIONS.map(([to, , id]) => (
          <NavLink key={to} to={to} className="menu-sheet__link" onClick={close}>
            {t(id)}
          </NavLink>
        ))}
      </nav>
      <nav aria-label={t('shell.info')} className="menu-sheet__nav menu-sheet__nav--secondary">
        {INFO_PAGES.map(([to, label]) => (
          <NavLink key={to} to={to} className="menu-sheet__link" onClick={close}>
            {label}
          </NavLink>
        ))}
      </nav>
    </Sheet>
  );
}
