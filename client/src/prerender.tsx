/**
 * The first view of a page as the app draws it before any data has come (hero, header, skeletons),
 * for client/vite/prerender.ts to write into index.html at build time. It runs the real routes
 * and components in a DOM without a network, exactly as the browser's first render does, so the
 * static copy and the app's own first frame show the same thing.
 */
import { createRoot } from 'react-dom/client';
import { RelayEnvironmentProvider } from 'react-relay';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { Locale } from '#shared/i18n/locale.ts';
import { activateLocale } from './i18n/i18n.ts';
import { relayEnvironment } from './relay/environment.ts';
import { buildRoutes } from './router.tsx';

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 20));

/** Renders `path` in `locale` into `container` once its route is ready and returns the markup when it has stopped changing. */
export async function renderFirstView(path: string, container: HTMLElement, timeoutMs = 10_000, locale: Locale = 'en'): Promise<string> {
  await activateLocale(locale);
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [path] });
  const deadline = Date.now() + timeoutMs;
  while (!router.state.initialized) {
    if (Date.now() > deadline) throw new Error(`The route of ${path} did not load in ${timeoutMs} ms`);
    await nextTask();
  }
  const root = createRoot(container);
  root.render(
    <RelayEnvironmentProvider environment={relayEnvironment}>
      <RouterProvider router={router} />
    </RelayEnvironmentProvider>,
  );
  let html = '';
  // Lazy parts and effects settle over a few tasks; the view is done when two looks agree.
  while (Date.now() < deadline) {
    await nextTask();
    if (html !== '' && container.innerHTML === html) break;
    html = container.innerHTML;
  }
  root.unmount();
  router.dispose();
  return html;
}
