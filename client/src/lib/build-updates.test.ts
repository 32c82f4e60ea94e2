type BuildUpdates = typeof import('./build-updates.ts');

/** A fresh copy of the module, so each test starts without a detected build. */
function loadBuildUpdates(): BuildUpdates {
  let loaded: BuildUpdates | undefined;
  jest.isolateModules(() => {
    loaded = require('./build-updates.ts') as BuildUpdates;
  });
  return loaded!;
}

const HOUR = 60 * 60 * 1000;

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  sessionStorage.clear();
  Reflect.deleteProperty(global, 'fetch');
});

test('the spec constants', () => {
  const { BUILD_CHECK_INTERVAL, RELOAD_GUARD_WINDOW, PRELOAD_RELOAD_STORAGE_KEY } = loadBuildUpdates();
  expect(BUILD_CHECK_INTERVAL).toBe(HOUR);
  expect(RELOAD_GUARD_WINDOW).toBe(10_000);
  expect(PRELOAD_RELOAD_STORAGE_KEY).toBe('pathagar-preload-reload');
});

describe('startBuildUpdateWatcher', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });

  test('checks every hour and flags a different build id once', async () => {
    const updates = loadBuildUpdates();
    const fetchLatest = jest.fn().mockResolvedValue({ id: 'build-1' });
    const onUpdate = jest.fn();
    updates.startBuildUpdateWatcher({ currentBuildId: 'build-1', fetchLatest, onUpdate });

    await jest.advanceTimersByTimeAsync(HOUR - 1);
    expect(fetchLatest).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(fetchLatest).toHaveBeenCalledTimes(1);
    expect(updates.shouldReloadOnNavigation()).toBe(false);
    expect(updates.shouldReloadOnNavigation()).toBe(false);

    fetchLatest.mockResolvedValue({ id: 'build-2' });
    await jest.advanceTimersByTimeAsync(HOUR);
    expect(fetchLatest).toHaveBeenCalledTimes(2);
    expect(updates.shouldReloadOnNavigation()).toBe(true);
    expect(updates.shouldReloadOnNavigation()).toBe(true);
    expect(onUpdate).toHaveBeenCalledTimes(1);

    await jest.advanceTimersByTimeAsync(3 * HOUR);
    expect(fetchLatest).toHaveBeenCalledTimes(2);
    expect(onUpdate).toHaveBeenCalledTimes(1);
  });

  test('a failed check is tried again the next hour', async () => {
    const updates = loadBuildUpdates();
    const fetchLatest = jest.fn().mockRejectedValueOnce(new TypeError('offline')).mockResolvedValue({ id: 'build-2' });
    updates.startBuildUpdateWatcher({ currentBuildId: 'build-1', fetchLatest });
    await jest.advanceTimersByTimeAsync(HOUR);
    expect(updates.shouldReloadOnNavigation()).toBe(false);
    await jest.advanceTimersByTimeAsync(HOUR);
    expect(updates.shouldReloadOnNavigation()).toBe(true);
  });

  test('the returned function stops the checks', async () => {
    const updates = loadBuildUpdates();
    const fetchLatest = jest.fn().mockResolvedValue({ id: 'build-2' });
    const stop = updates.startBuildUpdateWatcher({ currentBuildId: 'build-1', fetchLatest });
    stop();
    await jest.advanceTimersByTimeAsync(2 * HOUR);
    expect(fetchLatest).not.toHaveBeenCalled();
    expect(updates.shouldReloadOnNavigation()).toBe(false);
  });

  test('by default it GETs /builds/latest.json', async () => {
    const updates = loadBuildUpdates();
    const fetchMock = jest.fn().mockResolvedValue({ status: 200, ok: true, statusText: 'OK', text: async () => '{"id":"build-2"}' });
    global.fetch = fetchMock;
    updates.startBuildUpdateWatcher({ currentBuildId: 'build-1' });
    await jest.advanceTimersByTimeAsync(HOUR);
    expect(fetchMock).toHaveBeenCalledWith('/builds/latest.json', expect.not.objectContaining({ method: 'POST' }));
    expect(updates.shouldReloadOnNavigation()).toBe(true);
  });
});

describe('reloadOnPreloadError', () => {
  test('reloads once per path within 10 seconds, and again after that', () => {
    const { reloadOnPreloadError, RELOAD_GUARD_WINDOW } = loadBuildUpdates();
    const reload = jest.fn();
    const t0 = 1_700_000_000_000;
    expect(reloadOnPreloadError({ path: '/academic', now: t0, reload })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadOnPreloadError({ path: '/academic', now: t0 + RELOAD_GUARD_WINDOW - 1, reload })).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadOnPreloadError({ path: '/academic', now: t0 + RELOAD_GUARD_WINDOW, reload })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  test('a different path reloads even within the window', () => {
    const { reloadOnPreloadError } = loadBuildUpdates();
    const reload = jest.fn();
    reloadOnPreloadError({ path: '/academic', now: 1000, reload });
    expect(reloadOnPreloadError({ path: '/medical', now: 2000, reload })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  test('remembers the reload in sessionStorage', () => {
    const { reloadOnPreloadError } = loadBuildUpdates();
    reloadOnPreloadError({ path: '/academic', now: 1234, reload: jest.fn() });
    expect(JSON.parse(sessionStorage.getItem('pathagar-preload-reload')!)).toEqual({ path: '/academic', time: 1234 });
  });

  test('an unreadable record does not block the reload', () => {
    const { reloadOnPreloadError } = loadBuildUpdates();
    sessionStorage.setItem('pathagar-preload-reload', '{not json');
    expect(reloadOnPreloadError({ path: '/academic', now: 1000, reload: jest.fn() })).toBe(true);
  });
});

describe('installPreloadErrorReload', () => {
  const preloadError = () => new Event('vite:preloadError', { cancelable: true });

  test('reloads on a preload error (preventing the default) but not twice in a row, and can be uninstalled', () => {
    // jsdom cannot reload; it reports that through console.error, which shows the reload was attempted.
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { installPreloadErrorReload } = loadBuildUpdates();
    const uninstall = installPreloadErrorReload();

    const first = preloadError();
    window.dispatchEvent(first);
    expect(first.defaultPrevented).toBe(true);
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(String(consoleError.mock.calls[0]?.[0])).toContain('Not implemented: navigation');
    expect(JSON.parse(sessionStorage.getItem('pathagar-preload-reload')!)).toMatchObject({ path: '/' });

    const second = preloadError();
    window.dispatchEvent(second);
    expect(second.defaultPrevented).toBe(false);
    expect(consoleError).toHaveBeenCalledTimes(1);

    uninstall();
    sessionStorage.clear();
    const afterUninstall = preloadError();
    window.dispatchEvent(afterUninstall);
    expect(afterUninstall.defaultPrevented).toBe(false);
  });
});
