import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { usePageHead } from '../lib/head.ts';
import { reportNavigationError } from '../lib/navigation-error.ts';
import { NotFound } from './NotFoundPage.tsx';

export const DEFAULT_ERROR_TITLE = 'Internal Server Error';

/** What a route shows when it fails: the 404 page for missing things, otherwise an error view with a retry. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const title = isRouteErrorResponse(error) && error.statusText ? error.statusText : DEFAULT_ERROR_TITLE;
  return <ErrorView status={status} title={title} />;
}

/** A full-page error with its status, a title (default 'Internal Server Error') and a way to retry. */
export function ErrorView({ status = 500, title = DEFAULT_ERROR_TITLE }: { status?: number; title?: string }) {
  usePageHead({ title });
  useEffect(reportNavigationError, []);
  return (
    <div className="error-view" role="main">
      <p className="error-view__status">{status}</p>
      <h1>{title}</h1>
      <p>Something went wrong while loading this page.</p>
      <button type="button" onClick={() => window.location.reload()}>
        Try again
      </button>
    </div>
  );
}
