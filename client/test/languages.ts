/**
 * The interface languages in component tests: every message of a language (the first view's and the
 * rest, client/src/i18n/i18n.ts), activated at once. `inLanguage('bn', () => …)` runs a test body in
 * Bangla and restores English (the setup's language) afterwards, even when the body fails.
 */
import { act } from '@testing-library/react';
import { messages as banglaFirstView } from '#shared/i18n/compiled/bn.ts';
import { messages as englishFirstView } from '#shared/i18n/compiled/en.ts';
import { messages as banglaRest } from '#shared/i18n/compiled/rest-bn.ts';
import { messages as englishRest } from '#shared/i18n/compiled/rest-en.ts';
import type { Locale } from '#shared/i18n/locale.ts';
import { activateLoaded } from '../src/i18n/i18n.ts';

const everyMessage: Record<Locale, Record<string, unknown>> = { bn: { ...banglaFirstView, ...banglaRest }, en: { ...englishFirstView, ...englishRest } };

/** Makes `locale` the interface language with all its messages loaded. */
export function activateLanguage(locale: Locale): void {
  activateLoaded(locale, everyMessage[locale]);
}

/** Runs `body` with `locale` as the interface language, then goes back to English. */
export async function inLanguage(locale: Locale, body: () => unknown): Promise<void> {
  act(() => activateLanguage(locale));
  try {
    await body();
  } finally {
    act(() => activateLanguage('en'));
  }
}
