import './lib/zod-jitless.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RelayEnvironmentProvider } from 'react-relay';
import { createBrowserRouter, RouterProvider } from 'react-router';
import 'virtual:bengali-font.css';
import './styles/tokens.css';
import './styles.css';
import './components/shell.css';
import { DEV_ROUTES } from './dev/dev-routes.ts';
import { startTrackers } from './features/marketing/trackers-boot.ts';
import { installPreloadErrorReload, startBuildUpdateWatcher } from './lib/build-updates.ts';
import { initColorMode } from './lib/color-mode.ts';
import { activateLocale, documentLocale } from './i18n/i18n.ts';
import { firstRender } from './lib/first-view.ts';
import { relayEnvironment } from './relay/environment.ts';
import { backOfficeRoutesOnNavigation, buildRoutes, reloadOnNewBuild } from './router.tsx';

initColorMode();
installPreloadErrorReload();

// /dev/ui and other developer pages exist only under `npm run dev`: the production build drops them.
const router = createBrowserRouter(buildRoutes(undefined, import.meta.env.DEV ? DEV_ROUTES : []), {
  patchRoutesOnNavigation: backOfficeRoutesOnNavigation(),
});
reloadOnNewBuild(router);
if (__BUILD_ID__ !== 'dev') startBuildUpdateWatcher({ currentBuildId: __BUILD_ID__ });
// Ad pixels, tag manager, analytics: asked for once idle, loaded (a chunk of their own) only when configured and accepted.
startTrackers(router);

const container = document.getElementById('root')!;
// index.html may already show the home page's first view (client/vite/prerender.ts): it stays until the route is ready.
// The page's language (chosen by the server: <html lang>) is loaded alongside the route, before the first render.
void Promise.all([firstRender(container, router), activateLocale(documentLocale())]).then(() =>
  createRoot(container).render(
    <StrictMode>
      <RelayEnvironmentProvider environment={relayEnvironment}>
        <RouterProvider router={router} />
      </RelayEnvironmentProvider>
    </StrictMode>,
  ),
);
