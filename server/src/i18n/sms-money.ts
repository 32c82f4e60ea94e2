/**
 * Amounts in text messages. English texts write "Tk 1,250" rather than "৳1,250": the Taka sign is not
 * in the GSM 7-bit alphabet, so one "৳" sends the whole English text as UCS-2, 70 characters a part
 * instead of 160 (an order text took two parts instead of one). Bangla texts are UCS-2 anyway and keep
 * the sign with Bangla digits.
 */
import { formatMoney } from '../shared/i18n/format.ts';
import type { Locale } from '../shared/i18n/locale.ts';

export function smsMoney(poisha: number, locale: Locale): string {
  return locale === 'bn' ? formatMoney(poisha, 'bn') : formatMoney(poisha, 'en').replace('৳', 'Tk ');
}
