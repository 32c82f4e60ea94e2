import { render } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { IEnvironment } from 'relay-runtime';
import { buildRoutes } from '../src/router.tsx';

/** Renders the app's real route table at `path` inside a memory router, once its modules have loaded. */
export async function renderRoute(path: string, environment: IEnvironment) {
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [path] });
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
  return { ...view, router };
}
