import { Link, NavLink } from 'react-router';
import { AccountNav } from '../../features/session/AccountNav.tsx';
import { mayOpenPath } from '../../features/session/back-office-access.ts';
import { useSession } from '../../features/session/session-store.ts';
import { Toaster } from '../toast/Toaster.tsx';
import { PageOutlet } from '../PageOutlet.tsx';

const ADMIN_LINKS = [
  ['/admin', 'Dashboard'],
  ['/admin/books', 'Books'],
  ['/admin/bundles', 'Bundles'],
  ['/admin/content', 'Content'],
  ['/admin/stationary', 'Stationery'],
  ['/admin/coupon', 'Coupons'],
  ['/admin/delivery', 'Delivery'],
  ['/admin/orders', 'Orders'],
  ['/admin/invoice', 'Invoices'],
  ['/admin/report', 'Reports'],
  ['/admin/users', 'Users'],
  ['/admin/marketing', 'Marketing'],
  ['/admin/search', 'Search'],
  ['/agent', 'Support desk'],
] as const;

/** The back-office frame for admin (and support agent) screens. */
export function AdminLayout() {
  const { user } = useSession();
  // Only the screens this member of staff may open: a link that ends in "Forbidden" helps nobody.
  const links = user ? ADMIN_LINKS.filter(([to]) => mayOpenPath(user, to)) : [];
  return (
    <div className="layout layout--admin">
      <aside className="admin-sidebar">
        <Link to="/" className="site-header__brand">
          Pathagar
        </Link>
        <nav aria-label="Back office">
          {links.map(([to, label]) => (
            <NavLink key={to} to={to} end={to === '/admin'}>
              {label}
            </NavLink>
          ))}
        </nav>
        <nav aria-label="Account" className="admin-sidebar__account">
          <AccountNav />
        </nav>
      </aside>
      <main className="admin-main">
        <PageOutlet />
      </main>
      <Toaster />
    </div>
  );
}
