/**
 * The performance mark set when work deferred by whenSettled starts: what a page loads after it is not
 * its first view (client/e2e/budgets.ts stops counting there).
 */
export const SETTLED_WORK_MARK = 'pathagar:settled-work';

/**
 * Runs `task` once the page has loaded and then stayed settled for `delayMs`, in the browser's idle
 * time (within `timeoutMs` of asking): for warming up code a page may want soon but does not need
 * for its first view, without competing with that view's scripts, data and images. Returns a function
 * that cancels it.
 */
export function whenSettled(task: () => void, { delayMs = 3000, timeoutMs = 2000 } = {}): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let idle: number | undefined;
  const run = () => {
    if (typeof performance.mark === 'function' && !performance.getEntriesByName?.(SETTLED_WORK_MARK).length) performance.mark(SETTLED_WORK_MARK);
    task();
  };
  const schedule = () => {
    timer = setTimeout(() => {
      if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(run, { timeout: timeoutMs });
      else run();
    }, delayMs);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    clearTimeout(timer);
    if (idle !== undefined) cancelIdleCallback(idle);
  };
}

/** Whether the visitor asked to save data or is on a 2G-like connection: code is then loaded only when used. */
export function savingData(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } }).connection;
  return connection?.saveData === true || /2g/.test(connection?.effectiveType ?? '');
}
