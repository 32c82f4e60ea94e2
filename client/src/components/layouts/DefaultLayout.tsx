import { Link, NavLink } from 'react-router';
import { CartBadge } from '../../features/cart/CartBadge.tsx';
import { HeaderSearch } from '../../features/search/HeaderSearch.tsx';
import { AccountNav } from '../../features/session/AccountNav.tsx';
import { Toaster } from '../toast/Toaster.tsx';
import { PageOutlet } from '../PageOutlet.tsx';

const SHOP_SECTIONS = [
  ['/academic', 'Academic'],
  ['/engineering', 'Engineering'],
  ['/medical', 'Medical'],
  ['/varsity', 'Varsity'],
  ['/ebook', 'Ebooks'],
  ['/stationery', 'Stationery'],
  ['/bundle', 'Bundles'],
  ['/content', 'Courses'],
] as const;

/** The storefront frame: header with the shop's sections, the page, footer with the info pages. */
export function DefaultLayout() {
  return (
    <div className="layout layout--default">
      <header className="site-header">
        <Link to="/" className="site-header__brand">
          Pathagar
        </Link>
        <nav aria-label="Shop sections" className="site-header__nav">
          {SHOP_SECTIONS.map(([to, label]) => (
            <NavLink key={to} to={to}>
              {label}
            </NavLink>
          ))}
        </nav>
        <HeaderSearch />
        <nav aria-label="Account" className="site-header__account">
          <CartBadge />
          <AccountNav />
        </nav>
      </header>
      <main className="site-main">
        <PageOutlet />
      </main>
      <footer className="site-footer">
        <nav aria-label="Information">
          <Link to="/info/about">About</Link>
          <Link to="/info/contact">Contact</Link>
          <Link to="/info/privacy-policy">Privacy policy</Link>
          <Link to="/info/refund">Refund</Link>
          <Link to="/info/cancelation">Cancelation</Link>
          <Link to="/info/termsandconditions">Terms and conditions</Link>
        </nav>
        <p>© Pathagar</p>
      </footer>
      <Toaster />
    </div>
  );
}
