import { requestJson } from './http.ts';

/** How often (ms) the client asks whether a newer build has been deployed. */
export const BUILD_CHECK_INTERVAL = 60 * 60 * 1000;

/** Within this many ms a failed preload does not reload the same path again. */
export const RELOAD_GUARD_WINDOW = 10_000;

/** The session-storage key remembering the last preload-error reload. */
export const PRELOAD_RELOAD_STORAGE_KEY = 'pathagar-preload-reload';

/** Where the server publishes the id of the build it is serving. */
export const LATEST_BUILD_URL = '/builds/latest.json';

let newBuildAvailable = false;

/** True once a new build is out, so the next navigation should be a full page load. */
export function shouldReloadOnNavigation(): boolean {
  return newBuildAvailable;
}

function fetchLatestBuild(): Promise<{ id: string }> {
  return requestJson<{ id: string }>(LATEST_BUILD_URL, { cache: 'no-store' });
}

/** Options for the watcher; `fetchLatest` and `onUpdate` are for tests and extra reactions. */
export interface BuildUpdateWatcherOptions {
  currentBuildId: string;
  fetchLatest?: () => Promise<{ id: string }>;
  onUpdate?: () => void;
}

/** Checks for a new build every hour until one is found; returns a function that stops checking. */
export function startBuildUpdateWatcher({
  currentBuildId,
  fetchLatest = fetchLatestBuild,
  onUpdate,
}: BuildUpdateWatcherOptions): () => void {
  const stop = () => clearInterval(timer);
  const check = async () => {
    let latest: { id: string };
    try {
      latest = await fetchLatest();
    } catch {
      // Offline or mid-deploy: the next hourly check will try again.
      return;
    }
    if (latest.id === currentBuildId) return;
    newBuildAvailable = true;
    stop();
    onUpdate?.();
  };
  const timer = setInterval(() => void check(), BUILD_CHECK_INTERVAL);
  return stop;
}

/** Where the last preload-error reload happened and when. */
interface PreloadReload {
  path: string;
  time: number;
}

function readLastReload(storage: Pick<Storage, 'getItem'>): PreloadReload | undefined {
  try {
    const value: unknown = JSON.parse(storage.getItem(PRELOAD_RELOAD_STORAGE_KEY) ?? 'null');
    if (typeof value !== 'object' || value === null) return undefined;
    const { path, time } = value as Partial<PreloadReload>;
    return typeof path === 'string' && typeof time === 'number' ? { path, time } : undefined;
  } catch {
    return undefined;
  }
}

/** Options for a preload-error reload; all but `path` default to the real clock, sessionStorage and page. */
export interface PreloadReloadOptions {
  path: string;
  now?: number;
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
  reload?: () => void;
}

/** Reloads the page after a failed chunk preload, at most once per path within RELOAD_GUARD_WINDOW; returns whether it did. */
export function reloadOnPreloadError({
  path,
  now = Date.now(),
  storage = sessionStorage,
  reload = () => window.location.reload(),
}: PreloadReloadOptions): boolean {
  const last = readLastReload(storage);
  // A reload that did not fix it (the asset is really gone) must not turn into a reload loop.
  if (last && last.path === path && now - last.time < RELOAD_GUARD_WINDOW) return false;
  storage.setItem(PRELOAD_RELOAD_STORAGE_KEY, JSON.stringify({ path, time: now } satisfies PreloadReload));
  reload();
  return true;
}

/** Reloads the page when Vite fails to preload a chunk (a deploy removed it); returns the uninstaller. */
export function installPreloadErrorReload(): () => void {
  const onPreloadError = (event: Event) => {
    const { pathname, search } = window.location;
    if (reloadOnPreloadError({ path: pathname + search })) event.preventDefault();
  };
  window.addEventListener('vite:preloadError', onPreloadError);
  return () => window.removeEventListener('vite:preloadError', onPreloadError);
}
