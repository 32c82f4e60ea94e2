import { useCallback, useEffect, useRef } from 'react';

/**
 * A function that calls `callback` once calls have paused for `delay` ms (with the last call's
 * argument); a pending call is dropped when the component goes away.
 */
export function useDebouncedCallback<T>(callback: (value: T) => void, delay: number): (value: T) => void {
  const latest = useRef(callback);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    latest.current = callback;
  }, [callback]);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback(
    (value: T) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => latest.current(value), delay);
    },
    [delay],
  );
}
