import { Link } from 'react-router';
import { Toaster } from '../toast/Toaster.tsx';
import { PageOutlet } from '../PageOutlet.tsx';
import { INFO_PAGES, SiteHeader } from './SiteHeader.tsx';

/** The storefront frame: the sticky header, the page, the footer with the info pages. */
export function DefaultLayout() {
  return (
    <div className="layout layout--default">
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" className="site-main" tabIndex={-1}>
        <PageOutlet />
      </main>
      <footer className="site-footer">
        <nav aria-label="Information">
          {INFO_PAGES.map(([to, label]) => (
            <Link key={to} to={to}>
              {label}
            </Link>
          ))}
        </nav>
        <p>© Pathagar</p>
      </footer>
      <Toaster />
    </div>
  );
}
