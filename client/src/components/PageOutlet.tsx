import { Suspense } from 'react';
import { Outlet } from 'react-router';

/** What a page shows while its data is still on the way. */
export function PageFallback() {
  return (
    <div className="page-fallback" role="status" aria-live="polite">
      Loading…
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
