import { act } from '@testing-library/react';
import { dismiss, TOAST_REMOVE_DELAY } from './toast-store.ts';

/** Runs each test of the file on fake timers and leaves the shared toast store empty after it. */
export function useFakeTimersAndEmptyToasts(): void {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    act(() => {
      dismiss();
      jest.advanceTimersByTime(TOAST_REMOVE_DELAY);
    });
    jest.useRealTimers();
  });
}
