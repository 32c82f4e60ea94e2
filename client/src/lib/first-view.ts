/** What main.tsx needs of react-router's browser router. */
interface StartingRouter {
  state: { initialized: boolean };
  subscribe(listener: (state: { initialized: boolean }) => void): () => void;
}

/**
 * When #root already shows a page's first view (drawn at build time into index.html, see
 * client/vite/prerender.ts), the app renders over it only once the router has that page's module:
 * rendering at once would replace it with the loading fallback for a moment. Resolves at once when
 * #root is empty or the router is ready.
 */
export function firstRender(container: Element, router: StartingRouter): Promise<void> {
  if (!container.firstChild || router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
