import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { Toaster } from '../toast/Toaster.tsx';
import { PageFallback } from '../PageFallback.tsx';

/** No chrome at all: invoices to print, the ebook reader. */
export function BlankLayout() {
  return (
    <div className="layout layout--blank">
      <Suspense fallback={<PageFallback />}>
        <Outlet />
      </Suspense>
      <Toaster />
    </div>
  );
}
