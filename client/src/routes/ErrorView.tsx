import { lazy, Suspense, useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button } from '../components/ui/index.ts';
import { useT, type MessageId } from '../i18n/i18n.ts';
import { errorStatus } from '../lib/error-message.ts';
import { usePageHead } from '../lib/head.ts';
import { reportNavigationError } from '../lib/navigation-error.ts';
import { NotFound } from './NotFoundPage.tsx';
// The 403 page is rare: its words about each permission load only when one is shown.
const RefusedView = lazy(() => import('./RefusedView.tsx').then((module) => ({ default: module.RefusedView })));

const MESSAGE_BY_STATUS: Record<number, { title: MessageId; message: MessageId }> = {
  401: { title: 'errors.view.unauthorized', message: 'errors.view.signIn' },
};

// A guard's 403 names the permissions the screen needs (features/session/guards.ts); the server's does not.
function refusedPermissions(error: unknown): readonly string[] {
  const body: unknown = isRouteErrorResponse(error) ? error.data : null;
  const permissions = (body as { permissions?: unknown } | null)?.permissions;
  return Array.isArray(permissions) ? permissions.filter((p): p is string => typeof p === 'string') : [];
}

/**
 * What a route shows when it fails: the 404 page for missing things, the refusal (with the missing
 * permission and a way back) for 403, otherwise an error view with a retry.
 */
export function RouteError() {
  const error = useRouteError();
  const t = useT();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  const status = isRouteErrorResponse(error) ? error.status : errorStatus(error);
  if (status === 404) return <NotFound />;
  if (status === 403) {
    return (
      <Suspense fallback={null}>
        <RefusedView permissions={refusedPermissions(error)} />
      </Suspense>
    );
  }
  const known = MESSAGE_BY_STATUS[status];
  // A status text a loader threw is the app's own English; the shopper reads the catalogue's words when there are some.
  const title = known ? t(known.title) : isRouteErrorResponse(error) && error.statusText ? error.statusText : undefined;
  return <ErrorView status={status} title={title} message={known ? t(known.message) : undefined} />;
}

/** A full-page error with its status, a title (default 'Internal Server Error'), a message and a way to retry. */
export function ErrorView({ status = 500, title: givenTitle, message: givenMessage }: { status?: number; title?: string; message?: string }) {
  const t = useT();
  const title = givenTitle ?? t('errors.view.title');
  const message = givenMessage ?? t('errors.view.body');
  usePageHead({ title });
  useEffect(reportNavigationError, []);
  return (
    <div className="error-view" role="main">
      <p className="error-view__status">{status}</p>
      <h1>{title}</h1>
      <p>{message}</p>
      <div className="error-view__actions">
        <Button variant="primary" onClick={() => window.location.reload()}>
          {t('errors.view.retry')}
        </Button>
      </div>
    </div>
  );
}
