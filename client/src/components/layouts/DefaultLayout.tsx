import { Link } from 'react-router';
import { useT } from '../../i18n/i18n.ts';
import { Toaster } from '../toast/Toaster.tsx';
import { PageOutlet } from '../PageOutlet.tsx';
import { INFO_PAGES, SiteHeader } from './SiteHeader.tsx';

/** The storefront frame: the sticky header, the page, the footer with the info pages. */
export function DefaultLayout() {
  const t = useT();
  return (
    <div className="layout layout--default">
      <a href="#main" className="skip-link">
        {t('shell.skip')}
      </a>
      <SiteHeader />
      <main id="main" className="site-main" tabIndex={-1}>
        <PageOutlet />
      </main>
      <footer className="site-footer">
        <nav aria-label={t('shell.info')}>
          {INFO_PAGES.map(([to, label]) => (
            <Link key={to} to={to}>
              {label}
            </Link>
          ))}
        </nav>
        <p>{t('shell.copyright')}</p>
      </footer>
      <Toaster />
    </div>
  );
}
