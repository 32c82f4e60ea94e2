/** Words and numbers only the product pages use (product-text.ts has the cards' and lists'). */
import { formatNumber } from '#shared/i18n/format.ts';
import type { Locale } from '#shared/i18n/locale.ts';
import type { MessageId } from '../../i18n/i18n.ts';

/** "45 min", "2 h", "12 h 30 min" ("৪৫ মিনিট", "২ ঘণ্টা", "১২ ঘণ্টা ৩০ মিনিট"). */
export function formatMinutes(minutes: number, t: (id: MessageId, values?: Record<string, string>) => string, locale: Locale): string {
  const hours = formatNumber(Math.floor(minutes / 60), locale);
  const rest = formatNumber(minutes % 60, locale);
  if (minutes < 60) return t('product.minutes', { minutes: rest });
  return minutes % 60 === 0 ? t('product.hours', { hours }) : t('product.hoursMinutes', { hours, minutes: rest });
}

/** The storefront list of each kind, for the breadcrumb of a product without a section. */
export const KIND_LIST: Record<string, { label: MessageId; path: string } | undefined> = {
  EBOOK: { label: 'section.ebook', path: '/ebook' },
  STATIONERY: { label: 'section.stationery', path: '/stationery' },
  BUNDLE: { label: 'section.bundle', path: '/bundle' },
  CONTENT: { label: 'section.content', path: '/content' },
};
