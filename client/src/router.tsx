import { useEffect } from 'react';
import { SECTION_PAGES } from '#shared/spa-paths.ts';
import { createPath, useNavigation, type PatchRoutesOnNavigationFunction, type RouteObject, type createBrowserRouter } from 'react-router';
import { BlankLayout } from './components/layouts/BlankLayout.tsx';
import { DefaultLayout } from './components/layouts/DefaultLayout.tsx';
import { LoadingBar } from './components/LoadingBar.tsx';
import { PageFallback, PageOutlet } from './components/PageOutlet.tsx';
import { PendingCartAdd } from './features/cart/PendingCartAdd.tsx';
import { ProfileCompletionDialog } from './features/profile/ProfileCompletionDialog.tsx';
import { guardedPage } from './features/session/guards.ts';
import { withAllMessages } from './i18n/i18n.ts';
import { createSessionLoader } from './features/session/session-loader.ts';
import { shouldReloadOnNavigation } from './lib/build-updates.ts';
import { clearNavigationError, useNavigationError } from './lib/navigation-error.ts';
import { RouteError } from './routes/ErrorView.tsx';
import { NotFound } from './routes/NotFoundPage.tsx';
import type { LayoutName, RouteEntry } from './routes/route-entry.ts';
import { isBackOfficePath, loadBackOfficeRoutes, ROUTES } from './routes/route-table.ts';

/**
 * The app frame around every layout: the navigation loading bar, the profile-completion dialog, and
 * the add to cart a shopper asked for before signing in.
 */
function AppShell() {
  const navigation = useNavigation();
  const loading = navigation.state !== 'idle';
  const failed = useNavigationError();
  useEffect(() => {
    if (loading) clearNavigationError();
  }, [loading]);
  return (
    <>
      <LoadingBar loading={loading} error={failed} />
      <PageOutlet />
      <ProfileCompletionDialog />
      <PendingCartAdd />
    </>
  );
}

// The back office's frame (side navigation, its sheet) loads with the first back-office screen, not with the storefront.
const LAYOUTS: Record<LayoutName, Pick<RouteObject, 'element' | 'lazy'>> = {
  default: { element: <DefaultLayout /> },
  admin: { lazy: async () => ({ Component: (await import('./components/layouts/AdminLayout.tsx')).AdminLayout }) },
  blank: { element: <BlankLayout /> },
};

// The first view (home and section pages) renders with the first view's words alone; every other screen's module comes
// with the words of every screen (client/src/i18n/i18n.ts), fetched alongside it.
const FIRST_VIEW_PATHS = new Set(['/', ...Object.keys(SECTION_PAGES)]);

function pageRoutes(table: readonly RouteEntry[], layout: LayoutName): RouteObject[] {
  return table
    .filter((entry) => entry.layout === layout)
    .map(({ path, page, guard, title }) => ({ path, load: FIRST_VIEW_PATHS.has(path) ? page : withAllMessages(page), guard, title }))
    .map(({ path, load, guard, title }) => ({
      path,
      lazy: guard ? guardedPage(load, guard) : load,
      handle: { guard, title },
      errorElement: <RouteError />,
    }));
}

/**
 * react-router's route objects for the route table: one branch per layout, 404s inside their layout,
 * guarded screens checked before their data loads. Each call is one app start (see createSessionLoader).
 * `extra`: routes outside the table and its layouts (main.tsx adds the development-only pages).
 */
export function buildRoutes(table: readonly RouteEntry[] = ROUTES, extra: readonly RouteObject[] = []): RouteObject[] {
  const layoutBranch = (layout: LayoutName, notFoundPath?: string): RouteObject => {
    const children = pageRoutes(table, layout);
    if (notFoundPath) children.push({ path: notFoundPath, element: <NotFound /> });
    return { ...LAYOUTS[layout], ...(layout === 'admin' ? { id: BACK_OFFICE_BRANCH } : {}), children };
  };
  return [
    {
      element: <AppShell />,
      // GET /api/user on every navigation, without holding the page back.
      loader: createSessionLoader(),
      shouldRevalidate: () => true,
      errorElement: <RouteError />,
      // Shown while the first page's module and data load.
      hydrateFallbackElement: <PageFallback />,
      children: [...extra, layoutBranch('default', '*'), layoutBranch('admin', '/admin/*'), layoutBranch('blank')],
    },
  ];
}

const BACK_OFFICE_BRANCH = 'back-office';

/**
 * The router's `patchRoutesOnNavigation`: the first navigation to an /admin or /agent path (the first
 * load included) fetches the back office's routes (route-table.ts's loadBackOfficeRoutes) and adds them
 * to the back-office branch, once; until then such a path matches only the branch's 404.
 */
export function backOfficeRoutesOnNavigation(load: () => Promise<readonly RouteEntry[]> = loadBackOfficeRoutes): PatchRoutesOnNavigationFunction {
  let added: Promise<void> | undefined;
  return ({ path, patch }) => {
    if (!isBackOfficePath(path)) return;
    added ??= load().then(
      (table) => patch(BACK_OFFICE_BRANCH, pageRoutes(table, 'admin')),
      (error: unknown) => {
        // A failed fetch (a bad connection) is tried again on the next navigation.
        added = undefined;
        throw error;
      },
    );
    return added;
  };
}

/** Once a new build is deployed, the next navigation becomes a full page load so it runs the new code. */
export function reloadOnNewBuild(
  router: Pick<ReturnType<typeof createBrowserRouter>, 'state' | 'subscribe'>,
  page: Pick<Location, 'assign' | 'reload'> = window.location,
): () => void {
  let current = router.state.location;
  return router.subscribe((state) => {
    const next = state.navigation.location;
    if (next && shouldReloadOnNavigation()) {
      page.assign(createPath(next));
    } else if (state.location !== current) {
      current = state.location;
      if (shouldReloadOnNavigation()) page.reload();
    }
  });
}
