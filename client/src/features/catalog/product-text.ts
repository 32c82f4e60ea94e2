/**
 * Words and numbers the product cards and lists share (first view: keep it small; what only the
 * product pages use is in product-page-text.ts).
 */
import { INTL_LOCALE, type Locale } from '#shared/i18n/locale.ts';
import type { MessageId } from '../../i18n/i18n.ts';

const YEAR = new Map<Locale, Intl.NumberFormat>();
/** An exam year in the language's digits, without grouping: "2027" / "২০২৭". */
export function formatYear(year: number, locale: Locale): string {
  let format = YEAR.get(locale);
  if (!format) YEAR.set(locale, (format = new Intl.NumberFormat(INTL_LOCALE[locale], { useGrouping: false })));
  return format.format(year);
}

const ONE_DECIMAL = new Map<Locale, Intl.NumberFormat>();
/** A rating with one decimal in the language's digits: "4.5" / "৪.৫". */
export function formatRating(rating: number, locale: Locale): string {
  let format = ONE_DECIMAL.get(locale);
  if (!format) ONE_DECIMAL.set(locale, (format = new Intl.NumberFormat(INTL_LOCALE[locale], { minimumFractionDigits: 1, maximumFractionDigits: 1 })));
  return format.format(rating);
}

/** The message of each kind's name, singular ("Book") and as a list ("Books", the section links' words). */
export const KIND_NAME: Record<string, MessageId | undefined> = {
  BOOK: 'catalogue.kind.BOOK',
  EBOOK: 'catalogue.kind.EBOOK',
  STATIONERY: 'catalogue.kind.STATIONERY',
  BUNDLE: 'catalogue.kind.BUNDLE',
  CONTENT: 'catalogue.kind.CONTENT',
};
export const KIND_LIST_NAME: Record<string, MessageId> = {
  BOOK: 'catalogue.books',
  EBOOK: 'section.ebook',
  STATIONERY: 'section.stationery',
  BUNDLE: 'section.bundle',
  CONTENT: 'section.content',
};

const COUNT = new Intl.NumberFormat('en-US');

/** "1 review", "1,234 reviews". */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${COUNT.format(count)} ${count === 1 ? one : many}`;
}

/** What a discount saves in poisha and whole percent; null when there is none. */
export function saving(price: number, compareAt: number | null | undefined): { amount: number; percent: number } | null {
  if (compareAt == null || compareAt <= price || compareAt <= 0) return null;
  const amount = compareAt - price;
  return { amount, percent: Math.round((amount / compareAt) * 100) };
}
