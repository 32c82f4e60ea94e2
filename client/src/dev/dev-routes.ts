import type { RouteObject } from 'react-router';

/** Pages for developers only; main.tsx adds them when import.meta.env.DEV, so the production build has none. */
export const DEV_ROUTES: RouteObject[] = [{ path: '/dev/ui', lazy: () => import('./UiGalleryPage.tsx') }];
