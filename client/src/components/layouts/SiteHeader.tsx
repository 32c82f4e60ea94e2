import { useState } from 'react';
import { Link, NavLink } from 'react-router';
import { CartBadge } from '../../features/cart/CartBadge.tsx';
import { HeaderSearch } from '../../features/search/HeaderSearch.tsx';
import { AccountNav } from '../../features/session/AccountNav.tsx';
import { Button } from '../ui/Button.tsx';
import { Sheet } from '../ui/Dialog.tsx';
import { MenuIcon } from '../ui/icons.tsx';

/** The shop's sections, in the header on wide screens and in the menu sheet on phones and tablets. */
export const SHOP_SECTIONS = [
  ['/academic', 'Academic'],
  ['/engineering', 'Engineering'],
  ['/medical', 'Medical'],
  ['/varsity', 'Varsity'],
  ['/ebook', 'Ebooks'],
  ['/stationery', 'Stationery'],
  ['/bundle', 'Bundles'],
  ['/content', 'Courses'],
] as const;

/** The information pages, in the footer and at the bottom of the menu sheet. */
export const INFO_PAGES = [
  ['/info/about', 'About'],
  ['/info/contact', 'Contact'],
  ['/info/privacy-policy', 'Privacy policy'],
  ['/info/refund', 'Refund'],
  ['/info/cancelation', 'Cancelation'],
  ['/info/termsandconditions', 'Terms and conditions'],
] as const;

/** The menu sheet (phones and tablets): the sections, then the information pages; a link closes it. */
function MenuSheet() {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <Sheet
      open={open}
      onOpenChange={setOpen}
      title="Menu"
      className="menu-sheet"
      trigger={
        <Button variant="ghost" size="icon" className="site-header__menu" aria-label="Menu">
          <MenuIcon size={24} />
        </Button>
      }
    >
      <nav aria-label="Shop sections" className="menu-sheet__nav">
        {SHOP_SECTIONS.map(([to, label]) => (
          <NavLink key={to} to={to} className="menu-sheet__link" onClick={close}>
            {label}
          </NavLink>
        ))}
      </nav>
      <nav aria-label="Information" className="menu-sheet__nav menu-sheet__nav--secondary">
        {INFO_PAGES.map(([to, label]) => (
          <NavLink key={to} to={to} className="menu-sheet__link" onClick={close}>
            {label}
          </NavLink>
        ))}
      </nav>
    </Sheet>
  );
}

/**
 * The storefront header, sticky and mobile first: on phones one compact bar (menu, logo, account,
 * cart) with the search under it; from 40rem the search joins the bar; from 80rem the sections
 * leave the menu sheet for the bar itself, still one row at 1366 px signed in.
 */
export function SiteHeader() {
  return (
    <header className="site-header">
      <div className="site-header__bar">
        <MenuSheet />
        <Link to="/" className="site-header__brand">
          Pathagar
        </Link>
        <nav aria-label="Shop sections" className="site-header__nav">
          {SHOP_SECTIONS.map(([to, label]) => (
            <NavLink key={to} to={to} className="site-header__link">
              {label}
            </NavLink>
          ))}
        </nav>
        <HeaderSearch />
        <nav aria-label="Account" className="site-header__account">
          <AccountNav />
          <CartBadge />
        </nav>
      </div>
    </header>
  );
}
