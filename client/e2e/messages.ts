/**
 * The shop's own words in a browser test, from the message catalogues the app shows (both parts of a
 * language): a test that walks the shop in Bangla finds its buttons by the catalogue's Bangla, so a
 * change of wording changes the test with it, and a word missing on screen fails it.
 */
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { messages as banglaFirstView } from '../../server/src/shared/i18n/compiled/bn.ts';
import { messages as englishFirstView } from '../../server/src/shared/i18n/compiled/en.ts';
import type { MessageId } from '../../server/src/shared/i18n/compiled/ids.ts';
import { messages as banglaRest } from '../../server/src/shared/i18n/compiled/rest-bn.ts';
import { messages as englishRest } from '../../server/src/shared/i18n/compiled/rest-en.ts';
import type { Locale } from '../../server/src/shared/i18n/locale.ts';

const instances: Record<Locale, I18n> = {
  bn: setupI18n({ locale: 'bn', messages: { bn: { ...banglaFirstView, ...banglaRest } as Messages } }),
  en: setupI18n({ locale: 'en', messages: { en: { ...englishFirstView, ...englishRest } as Messages } }),
};

/** `id`'s message in `locale`, its placeholders filled. */
export function say(locale: Locale, id: MessageId, values?: Record<string, string | number>): string {
  const text = instances[locale]._(id, values);
  if (text === id) throw new Error(`No ${locale} message ${id}`);
  return text;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A pattern for `id`'s message with any text where its placeholders are (a total, a count). */
export function sayingPattern(locale: Locale, id: MessageId, placeholders: string[]): RegExp {
  const marks = Object.fromEntries(placeholders.map((name, index) => [name, `\u0000${index}\u0000`]));
  return new RegExp(`^${escape(say(locale, id, marks)).replace(/\u0000\d+\u0000/g, '.+')}$`);
}

/** Bangla digits in a price (৳১,২৩৪) or a date: what Bangla mode writes numbers with. */
export const BANGLA_DIGITS = /[০-৯]/;
