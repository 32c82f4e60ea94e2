import { useLocation } from 'react-router';
import { LinkButton } from '../components/ui/index.ts';
import { usePageHead } from '../lib/head.ts';

export const NOT_FOUND_TITLE = 'Page Not Found';

/** The 404 view: `Page not found: {path}`, titled 'Page Not Found'. */
export function NotFound() {
  const { pathname } = useLocation();
  usePageHead({ title: NOT_FOUND_TITLE });
  return (
    <div className="error-view" role="main">
      <p className="error-view__status">404</p>
      <h1>{NOT_FOUND_TITLE}</h1>
      <p>Page not found: {pathname}</p>
      <div className="error-view__actions">
        <LinkButton to="/" variant="primary">
          Go to the home page
        </LinkButton>
        <LinkButton to="/search">Search the shop</LinkButton>
      </div>
    </div>
  );
}
