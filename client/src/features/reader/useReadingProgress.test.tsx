/**
 * Reading progress is saved as the customer reads (issue 18 §6): debounced (a reader flicking through
 * pages saves once), kept in localStorage while offline or while a save fails, and sent when the browser
 * is back online (or by the retry timer).
 */
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { RelayEnvironmentProvider } from 'react-relay';
import { createMockEnvironment } from 'relay-test-utils';
import type { RelayMockEnvironment } from 'relay-test-utils/lib/RelayModernMockEnvironment';
import { queuedPosition } from './progress-queue.ts';
import { SAVE_DELAY_MS, useReadingProgress } from './useReadingProgress.ts';

const EBOOK = 'RWJvb2s6ZWJvb2stMQ==';
let environment: RelayMockEnvironment;
let online = true;

function renderProgress() {
  const wrapper = ({ children }: { children: ReactNode }) => <RelayEnvironmentProvider environment={environment}>{children}</RelayEnvironmentProvider>;
  return renderHook(() => useReadingProgress(EBOOK, true), { wrapper });
}

const sentPages = () => environment.mock.getAllOperations().map((op) => (op.request.variables.input as { page: number }).page);

function answerSaved(page: number) {
  act(() =>
    environment.mock.resolveMostRecentOperation({
      data: {
        saveReadingProgress: {
          __typename: 'MutationSaveReadingProgressSuccess',
          data: { applied: true, ebook: { __typename: 'Ebook', id: EBOOK, readingProgress: { page, percent: 10, lastReadAt: new Date().toISOString() } } },
        },
      },
    }),
  );
}

beforeEach(() => {
  jest.useFakeTimers();
  environment = createMockEnvironment();
  window.localStorage.clear();
  online = true;
  jest.spyOn(window.navigator, 'onLine', 'get').mockImplementation(() => online);
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

it('saves once after the reader stops turning pages, with the last page', () => {
  const { result } = renderProgress();
  act(() => {
    result.current(3);
    result.current(4);
    result.current(5);
  });
  expect(sentPages()).toEqual([]);
  act(() => jest.advanceTimersByTime(SAVE_DELAY_MS - 1));
  expect(sentPages()).toEqual([]);
  act(() => jest.advanceTimersByTime(1));
  expect(sentPages()).toEqual([5]);
  answerSaved(5);
  expect(queuedPosition(EBOOK)).toBeNull();
});

it('keeps the page while offline and sends it when the browser is back online', () => {
  const { result } = renderProgress();
  online = false;
  act(() => result.current(7));
  act(() => jest.advanceTimersByTime(SAVE_DELAY_MS * 4));
  expect(sentPages()).toEqual([]);
  expect(queuedPosition(EBOOK)?.page).toBe(7);

  online = true;
  act(() => void window.dispatchEvent(new Event('online')));
  expect(sentPages()).toEqual([7]);
  answerSaved(7);
  expect(queuedPosition(EBOOK)).toBeNull();
});

it('keeps a page whose save failed and sends it again with the retry timer', () => {
  const { result } = renderProgress();
  act(() => result.current(9));
  act(() => jest.advanceTimersByTime(SAVE_DELAY_MS));
  expect(sentPages()).toEqual([9]);
  act(() => environment.mock.rejectMostRecentOperation(new Error('Network request failed')));
  expect(queuedPosition(EBOOK)?.page).toBe(9);

  act(() => jest.advanceTimersByTime(15_000));
  expect(sentPages()).toEqual([9]);
  answerSaved(9);
  expect(queuedPosition(EBOOK)).toBeNull();
});

it('sends what waits when the reader is left', () => {
  const { result, unmount } = renderProgress();
  act(() => result.current(12));
  unmount();
  expect(sentPages()).toEqual([12]);
});
