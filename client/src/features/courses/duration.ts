import { formatNumber } from '#shared/i18n/format.ts';
import type { Locale } from '#shared/i18n/locale.ts';
import type { MessageId, MessageValues } from '../../i18n/i18n.ts';

/** A lesson's or chapter's length in the interface language: "45 min", "2 h", "2 h 5 min" / "২ ঘণ্টা ৫ মিনিট". */
export function formatDuration(minutes: number, t: (id: MessageId, values?: MessageValues) => string, locale: Locale): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return t('library.duration.minutes', { minutes: formatNumber(rest, locale) });
  if (rest === 0) return t('library.duration.hours', { hours: formatNumber(hours, locale) });
  return t('library.duration.hoursMinutes', { hours: formatNumber(hours, locale), minutes: formatNumber(rest, locale) });
}
