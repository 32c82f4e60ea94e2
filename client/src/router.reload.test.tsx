import { act } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { startBuildUpdateWatcher, BUILD_CHECK_INTERVAL } from './lib/build-updates.ts';
import { reloadOnNewBuild } from './router.tsx';

function memoryRouter() {
  const page = () => null;
  return createMemoryRouter(
    [
      { path: '/', Component: page },
      { path: '/academic', Component: page, loader: async () => null },
      { path: '/medical', Component: page },
    ],
    { initialEntries: ['/'] },
  ).initialize();
}

describe('build updates and navigation', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('navigates inside the app while the build is current, with a full page load once a new one is out', async () => {
    const router = memoryRouter();
    const page = { assign: jest.fn(), reload: jest.fn() };
    reloadOnNewBuild(router, page);

    await act(() => router.navigate('/medical'));
    expect(page.assign).not.toHaveBeenCalled();
    expect(page.reload).not.toHaveBeenCalled();

    const fetchLatest = jest.fn().mockResolvedValue({ id: 'build-2' });
    startBuildUpdateWatcher({ currentBuildId: 'build-1', fetchLatest });
    await act(async () => {
      await jest.advanceTimersByTimeAsync(BUILD_CHECK_INTERVAL);
    });
    expect(fetchLatest).toHaveBeenCalledTimes(1);

    void router.navigate('/academic?page=2');
    expect(page.assign).toHaveBeenCalledWith('/academic?page=2');
  });
});
