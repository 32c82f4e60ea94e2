import { act, renderHook } from '@testing-library/react';
import {
  COLOR_MODE_STORAGE_KEY,
  forcePageColorMode,
  getColorModePreference,
  initColorMode,
  resolveColorMode,
  setColorModePreference,
  useColorMode,
} from './color-mode.ts';

const root = document.documentElement;
const stored = () => localStorage.getItem(COLOR_MODE_STORAGE_KEY);

/** Replaces matchMedia with a dark-scheme query whose setting the test can flip. */
function mockDarkScheme(dark: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    matches: dark,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  };
  window.matchMedia = jest.fn(() => query as unknown as MediaQueryList);
  return {
    listeners,
    setDark(next: boolean) {
      query.matches = next;
      for (const listener of listeners) listener();
    },
  };
}

function expectRendered(mode: string) {
  expect(root.dataset.colorMode).toBe(mode);
  expect(root).toHaveClass(mode);
}

afterEach(() => {
  initColorMode();
  Reflect.deleteProperty(window, 'matchMedia');
  localStorage.clear();
  jest.restoreAllMocks();
});

test('resolveColorMode: system follows the dark-scheme setting, other modes are themselves', () => {
  expect(resolveColorMode('system', true)).toBe('dark');
  expect(resolveColorMode('system', false)).toBe('light');
  expect(resolveColorMode('dark', false)).toBe('dark');
  expect(resolveColorMode('light', true)).toBe('light');
  expect(resolveColorMode('sepia', true)).toBe('sepia');
});

test('start-up forces light even when another preference is stored', () => {
  mockDarkScheme(true);
  localStorage.setItem(COLOR_MODE_STORAGE_KEY, 'dark');
  initColorMode();
  expect(stored()).toBe('light');
  expect(getColorModePreference()).toBe('light');
  expectRendered('light');
  expect(root).not.toHaveClass('dark');
});

test('a chosen preference is stored and rendered, replacing the previous class', () => {
  initColorMode();
  setColorModePreference('dark');
  expect(stored()).toBe('dark');
  expectRendered('dark');
  expect(root).not.toHaveClass('light');
  setColorModePreference('sepia');
  expect(stored()).toBe('sepia');
  expectRendered('sepia');
  expect(root).not.toHaveClass('dark');
});

test('system follows the operating system, and stops following once another preference is chosen', () => {
  const scheme = mockDarkScheme(true);
  setColorModePreference('system');
  expect(stored()).toBe('system');
  expectRendered('dark');
  scheme.setDark(false);
  expectRendered('light');
  scheme.setDark(true);
  expectRendered('dark');
  setColorModePreference('light');
  expect(scheme.listeners.size).toBe(0);
  scheme.setDark(true);
  expectRendered('light');
});

test('forcing system on a page is refused with a warning', () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  mockDarkScheme(true);
  setColorModePreference('light');
  const restore = forcePageColorMode('system');
  expect(warn).toHaveBeenCalledWith('Cannot force the colour mode to "system" on a page');
  expectRendered('light');
  restore();
  expectRendered('light');
});

test('a page can force a mode without changing the preference, and restore it afterwards', () => {
  const scheme = mockDarkScheme(false);
  setColorModePreference('system');
  const restore = forcePageColorMode('dark');
  expectRendered('dark');
  expect(getColorModePreference()).toBe('system');
  expect(stored()).toBe('system');
  scheme.setDark(false);
  expectRendered('dark');
  restore();
  expectRendered('light');
});

test('restoring an earlier page does not undo a later page’s forced mode', () => {
  initColorMode();
  const restoreFirst = forcePageColorMode('dark');
  const restoreSecond = forcePageColorMode('sepia');
  restoreFirst();
  expectRendered('sepia');
  restoreSecond();
  expectRendered('light');
});

test('useColorMode reports the preference and rendered mode and can change the preference', () => {
  initColorMode();
  const { result } = renderHook(() => useColorMode());
  expect(result.current).toMatchObject({ preference: 'light', value: 'light' });
  act(() => result.current.setPreference('dark'));
  expect(result.current).toMatchObject({ preference: 'dark', value: 'dark' });
  expect(stored()).toBe('dark');
  let restore = () => {};
  act(() => {
    restore = forcePageColorMode('light');
  });
  expect(result.current).toMatchObject({ preference: 'dark', value: 'light' });
  act(() => restore());
  expect(result.current.value).toBe('dark');
});
