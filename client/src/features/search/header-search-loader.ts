/**
 * The header search's combobox (downshift and the suggestions query) is a chunk of its own, out of
 * every page's first view (issue 21): HeaderSearch asks for it on first use of the box, or once the
 * page has settled. Loaded once per page; a failed load is tried again on the next use.
 */
import type { ComponentType } from 'react';
import type { HeaderSearchComboboxProps } from './HeaderSearchCombobox.tsx';

export type HeaderSearchComboboxComponent = ComponentType<HeaderSearchComboboxProps>;

let loaded: HeaderSearchComboboxComponent | null = null;
let loading: Promise<HeaderSearchComboboxComponent> | null = null;

/** The combobox when its chunk has already come (a header drawn later starts with it), else null. */
export function loadedHeaderSearchCombobox(): HeaderSearchComboboxComponent | null {
  return loaded;
}

export function loadHeaderSearchCombobox(): Promise<HeaderSearchComboboxComponent> {
  loading ??= import('./HeaderSearchCombobox.tsx').then(
    (module) => (loaded = module.HeaderSearchCombobox),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}
