import { useEffect, useMemo, useRef } from 'react';

/** A debounced function; `cancel()` drops a call still waiting. */
export type Debounced<T> = ((value: T) => void) & { cancel: () => void };

/**
 * A function that calls `callback` once calls have paused for `delay` ms (with the last call's
 * argument); a pending call is dropped when the component goes away or on `cancel()`.
 */
export function useDebouncedCallback<T>(callback: (value: T) => void, delay: number): Debounced<T> {
  const latest = useRef(callback);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    latest.current = callback;
  }, [callback]);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useMemo(
    () =>
      Object.assign(
        (value: T) => {
          clearTimeout(timer.current);
          timer.current = setTimeout(() => latest.current(value), delay);
        },
        { cancel: () => clearTimeout(timer.current) },
      ),
    [delay],
  );
}
