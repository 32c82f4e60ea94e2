import { useLocation } from 'react-router';
import { LinkButton } from '../components/ui/index.ts';
import { useT } from '../i18n/i18n.ts';
import { usePageHead } from '../lib/head.ts';

export const NOT_FOUND_TITLE = 'Page Not Found';

/** The 404 view: `Page not found: {path}`, titled 'Page Not Found' (in English; the catalogues hold the Bangla). */
export function NotFound() {
  const { pathname } = useLocation();
  const t = useT();
  const title = t('error.notFound.title');
  usePageHead({ title });
  return (
    <div className="error-view" role="main">
      <p className="error-view__status">404</p>
      <h1>{title}</h1>
      <p>{t('error.notFound.body', { path: pathname })}</p>
      <div className="error-view__actions">
        <LinkButton to="/" variant="primary">
          {t('error.notFound.home')}
        </LinkButton>
        <LinkButton to="/search">{t('error.notFound.search')}</LinkButton>
      </div>
    </div>
  );
}
