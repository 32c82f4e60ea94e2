import { useSyncExternalStore } from 'react';

/** The user's choice: light, dark, follow the operating system, or another named mode. */
export type ColorModePreference = 'light' | 'dark' | 'system' | (string & {});

/** The local-storage key that keeps the preference. */
export const COLOR_MODE_STORAGE_KEY = 'pathagar-color-mode';

const DARK_SCHEME_QUERY = '(prefers-color-scheme: dark)';

/** The preference and the mode actually rendered. */
export interface ColorModeState {
  preference: ColorModePreference;
  value: string;
}

let state: ColorModeState = { preference: 'light', value: 'light' };
let forced: { mode: string } | null = null;
let stopFollowingSystem: (() => void) | null = null;
const listeners = new Set<() => void>();

/** The mode a preference renders as: 'system' follows the dark-scheme setting, anything else is itself. */
export function resolveColorMode(preference: ColorModePreference, prefersDark: boolean): string {
  if (preference !== 'system') return preference;
  return prefersDark ? 'dark' : 'light';
}

function darkSchemeQuery(): MediaQueryList | undefined {
  return typeof window.matchMedia === 'function' ? window.matchMedia(DARK_SCHEME_QUERY) : undefined;
}

function render(): void {
  const value = forced?.mode ?? resolveColorMode(state.preference, darkSchemeQuery()?.matches ?? false);
  const root = document.documentElement;
  root.classList.remove(state.value);
  root.classList.add(value);
  root.dataset.colorMode = value;
  state = { ...state, value };
  for (const listener of listeners) listener();
}

function followSystem(follow: boolean): void {
  stopFollowingSystem?.();
  stopFollowingSystem = null;
  const query = follow ? darkSchemeQuery() : undefined;
  if (!query) return;
  query.addEventListener('change', render);
  stopFollowingSystem = () => query.removeEventListener('change', render);
}

/** The stored preference. */
export function getColorModePreference(): ColorModePreference {
  return state.preference;
}

/** Stores a preference in local storage and renders it. */
export function setColorModePreference(preference: ColorModePreference): void {
  try {
    localStorage.setItem(COLOR_MODE_STORAGE_KEY, preference);
  } catch {
    // Storage can be disabled or full; the choice still applies for this visit.
  }
  state = { ...state, preference };
  followSystem(preference === 'system');
  render();
}

/** Start-up: the colour mode is forced to light (stored as the preference). */
export function initColorMode(): void {
  setColorModePreference('light');
}

/** Renders a mode for one page and returns the function that goes back to the preference; 'system' is refused. */
export function forcePageColorMode(mode: string): () => void {
  if (mode === 'system') {
    console.warn('Cannot force the colour mode to "system" on a page');
    return () => {};
  }
  const force = { mode };
  forced = force;
  render();
  return () => {
    // A later page may have forced its own mode already; only undo our own.
    if (forced !== force) return;
    forced = null;
    render();
  };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getState = () => state;

/** The preference, the rendered mode and a setter, kept in sync with every change. */
export function useColorMode(): ColorModeState & { setPreference: (preference: ColorModePreference) => void } {
  const { preference, value } = useSyncExternalStore(subscribe, getState, getState);
  return { preference, value, setPreference: setColorModePreference };
}
