/**
 * The server's own words in the customer's language (text messages): Lingui's runtime with the
 * server's compiled catalogues (server/scripts/i18n-compile.ts), one instance per language.
 */
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { messages as bn } from '../shared/i18n/compiled/server-bn.ts';
import { messages as en } from '../shared/i18n/compiled/server-en.ts';
import type { MessageId } from '../shared/i18n/compiled/ids.ts';
import type { Locale } from '../shared/i18n/locale.ts';

const instances: Record<Locale, I18n> = {
  bn: setupI18n({ locale: 'bn', messages: { bn: bn as Messages } }),
  en: setupI18n({ locale: 'en', messages: { en: en as Messages } }),
};

export type MessageValues = Record<string, string | number>;

/** `id`'s message in `locale`, its placeholders filled; an id without a message is a bug (the type check and the catalogue check catch it). */
export function translate(locale: Locale, id: MessageId, values?: MessageValues): string {
  const text = instances[locale]._(id, values);
  if (text === id) throw new Error(`No ${locale} message ${id}`);
  return text;
}
