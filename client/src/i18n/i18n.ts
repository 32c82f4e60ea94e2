/**
 * The interface language on the client: Lingui's runtime (@lingui/core, about 4 KB) with the
 * catalogues compiled at build time (server/scripts/i18n-compile.ts), each language a chunk of its
 * own loaded only when used. The server chose the language for the page (`<html lang>`: the
 * shopper's cookie, else Accept-Language, else the shop's default); `activateLocale` loads it before
 * the app's first render and again when the shopper switches.
 * A language comes in two parts (server/src/shared/i18n/catalogs.ts): the first view's words (the shell,
 * product cards, search), loaded before the first render, and every other screen's, which the router
 * loads with any route outside the first view (`withAllMessages`), so the home page's budget pays only
 * for its own words.
 */
import { setupI18n, type Messages } from '@lingui/core';
import { useCallback, useSyncExternalStore } from 'react';
import type { MessageId } from '#shared/i18n/compiled/ids.ts';
import { isLocale, type Locale } from '#shared/i18n/locale.ts';

export type { MessageId };
export type MessageValues = Record<string, string | number | Date>;

type CatalogModule = Promise<{ messages: Record<string, unknown> }>;
const loaders: Record<Locale, { firstView: () => CatalogModule; rest: () => CatalogModule }> = {
  bn: { firstView: () => import('#shared/i18n/compiled/bn.ts'), rest: () => import('#shared/i18n/compiled/rest-bn.ts') },
  en: { firstView: () => import('#shared/i18n/compiled/en.ts'), rest: () => import('#shared/i18n/compiled/rest-en.ts') },
};
type Part = keyof (typeof loaders)[Locale];

export const i18n = setupI18n({
  // A word of another screen asked for before its part has come (a dialog over the home page, say): blank for the
  // moment it takes, and the part is fetched; components re-render when it is in (useT follows every change).
  missing: () => {
    void loadAllMessages();
    return '';
  },
});

/** The language the server wrote into the page (`<html lang>`); English when it names neither. */
export function documentLocale(): Locale {
  const lang = typeof document === 'undefined' ? '' : document.documentElement.lang;
  return isLocale(lang) ? lang : 'en';
}

const loaded = new Map<string, Promise<void>>();
/** Loads one part of a language's catalogue (once; Lingui merges each part into the language's messages). */
function loadPart(locale: Locale, part: Part): Promise<void> {
  const key = `${locale}:${part}`;
  let loading = loaded.get(key);
  if (!loading) {
    // A copy: Lingui keeps the first object it is given for a language and merges later parts into it, which
    // would otherwise write every screen's words into the first view's module.
    loading = loaders[locale][part]().then(({ messages }) => i18n.load(locale, { ...messages } as Messages));
    // A failed download (slow data dropped) is tried again next time rather than remembered.
    loading.catch(() => loaded.delete(key));
    loaded.set(key, loading);
  }
  return loading;
}

/** Set once any screen outside the first view has asked for its words: a switch of language then loads them too. */
let everyScreenWanted = false;

/** Loads `locale`'s catalogue (the parts wanted so far) and makes it the interface language; `<html lang>` follows. */
export async function activateLocale(locale: Locale): Promise<void> {
  await Promise.all([loadPart(locale, 'firstView'), everyScreenWanted ? loadPart(locale, 'rest') : undefined]);
  i18n.activate(locale);
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

/** The words of every screen in the interface language, loaded before a route outside the first view renders. */
export function loadAllMessages(): Promise<void> {
  everyScreenWanted = true;
  return loadPart(isLocale(i18n.locale) ? i18n.locale : documentLocale(), 'rest');
}

/** A lazy route's module, resolved once the words of every screen have come as well (fetched alongside, not after). */
export function withAllMessages<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadAllMessages()]).then(([module]) => module);
}

/** For tests and the prerender: a catalogue already in hand, activated at once. */
export function activateLoaded(locale: Locale, messages: Record<string, unknown>): void {
  i18n.load(locale, { ...messages } as Messages);
  loaded.set(`${locale}:firstView`, Promise.resolve());
  i18n.activate(locale);
}

const subscribe = (listener: () => void) => i18n.on('change', listener);
const currentLocale = () => (isLocale(i18n.locale) ? i18n.locale : 'en');
// Bumped on every change (a language activated, a part of it loaded), so components that translate re-render.
let catalogueVersion = 0;
i18n.on('change', () => {
  catalogueVersion += 1;
});
const currentVersion = () => catalogueVersion;

/** The interface language now; components re-render when the shopper switches. */
export function useLocale(): Locale {
  return useSyncExternalStore(subscribe, currentLocale, currentLocale);
}

/** `t(id, values)`: the message in the interface language (ICU plurals, Bangla digits in bn). */
export function useT(): (id: MessageId, values?: MessageValues) => string {
  const version = useSyncExternalStore(subscribe, currentVersion, currentVersion);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a new function per language and part loaded, so memoised children re-render
  return useCallback((id: MessageId, values?: MessageValues) => i18n._(id, values), [version]);
}
