import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { useT } from '../i18n/i18n.ts';

/** What a page shows while its data is still on the way. */
export function PageFallback() {
  const t = useT();
  return (
    <div className="page-fallback" role="status" aria-live="polite">
      {t('shell.loading')}
    </div>
  );
}

/** The current route's page, with the loading state while it suspends. */
export function PageOutlet() {
  return (
    <Suspense fallback={<PageFallback />}>
      <Outlet />
    </Suspense>
  );
}
