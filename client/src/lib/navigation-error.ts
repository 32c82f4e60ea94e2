import { useSyncExternalStore } from 'react';

// Set by the route error view, cleared when the next navigation starts: turns the loading bar red.
let failed = false;
const listeners = new Set<() => void>();

function set(value: boolean) {
  if (failed === value) return;
  failed = value;
  for (const listener of listeners) listener();
}

/** Marks the current navigation as failed (a route showed its error view). */
export function reportNavigationError(): void {
  set(true);
}

/** Forgets the failure, when a new navigation starts. */
export function clearNavigationError(): void {
  set(false);
}

/** Whether the last navigation failed. */
export function useNavigationError(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => failed,
  );
}
