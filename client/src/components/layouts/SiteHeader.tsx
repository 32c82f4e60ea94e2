import { lazy } from 'react';
import { Link, NavLink } from 'react-router';
import { CartBadge } from '../../features/cart/CartBadge.tsx';
import { HeaderSearch } from '../../features/search/HeaderSearch.tsx';
import { AccountNav } from '../../features/session/AccountNav.tsx';
import { useT } from '../../i18n/i18n.ts';
import { LanguageSwitch } from '../../i18n/LanguageSwitch.tsx';
import { LoadOnUse } from '../ui/LoadOnUse.tsx';
import { MenuButton, SHOP_SECTIONS } from './site-links.tsx';

export { INFO_PAGES, SHOP_SECTIONS } from './site-links.tsx';

// The sheet (Radix Dialog) loads when the Menu button is first used, not with every page (issue 13's budget).
const loadMenuSheet = () => import('./MenuSheet.tsx');
const MenuSheet = lazy(loadMenuSheet);

/**
 * The storefront header, sticky and mobile first: on phones one compact bar (menu, logo, account,
 * cart) with the search under it; from 40rem the search joins the bar; from 80rem the sections
 * leave the menu sheet for the bar itself, still one row at 1366 px signed in.
 */
export function SiteHeader() {
  const t = useT();
  return (
    <header className="site-header">
      <div className="site-header__bar">
        <LoadOnUse popup="dialog" load={loadMenuSheet} trigger={<MenuButton />}>
          <MenuSheet defaultOpen />
        </LoadOnUse>
        <Link to="/" className="site-header__brand">
          Pathagar
        </Link>
        <nav aria-label={t('header.sections')} className="site-header__nav">
          {SHOP_SECTIONS.map(([to, , id]) => (
            <NavLink key={to} to={to} className="site-header__link">
              {t(id)}
            </NavLink>
          ))}
        </nav>
        <HeaderSearch />
        <nav aria-label={t('header.account')} className="site-header__account">
          <LanguageSwitch />
          <AccountNav />
          <CartBadge />
        </nav>
      </div>
    </header>
  );
}
