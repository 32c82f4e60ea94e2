import { render } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { IEnvironment } from 'relay-runtime';
import type { SessionUser } from '../src/features/session/session-user.ts';
import { backOfficeRoutesOnNavigation, buildRoutes } from '../src/router.tsx';
import { ADMIN, isSessionRequest, sessionResponse, setSignedInHint } from './session.ts';

export interface RenderRouteOptions {
  /** Who GET /api/user says is signed in (null: nobody); an administrator by default. */
  user?: SessionUser | null;
}

let restoreFetch: (() => void) | null = null;
afterEach(() => {
  restoreFetch?.();
  restoreFetch = null;
  setSignedInHint(null);
});

// Answers GET /api/user in front of whatever fetch the test has (other calls go on to it), with the
// signed-in hint cookie set while someone is signed in, as the server keeps it.
function answerSession(user: SessionUser | null): (next: SessionUser | null) => void {
  const underlying = globalThis.fetch;
  let current = user;
  setSignedInHint(user);
  globalThis.fetch = (input, init) => (isSessionRequest(input, init) ? Promise.resolve(sessionResponse(current)) : underlying(input, init));
  restoreFetch ??= () => {
    globalThis.fetch = underlying;
  };
  return (next) => {
    current = next;
    setSignedInHint(next);
  };
}

/**
 * Renders the app's real route table at `path` inside a memory router, once its modules have loaded.
 * GET /api/user answers with `options.user`; `setUser` changes the answer for later calls.
 */
export async function renderRoute(path: string, environment: IEnvironment, { user = ADMIN }: RenderRouteOptions = {}) {
  const setUser = answerSession(user);
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [path], patchRoutesOnNavigation: backOfficeRoutesOnNavigation() });
  await new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
  const view = render(
    <RelayEnvironmentProvider environment={environment}>
      <RouterProvider router={router} />
    </RelayEnvironmentProvider>,
  );
  return { ...view, router, setUser };
}
