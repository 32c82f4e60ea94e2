/**
 * Numbers, money and dates in the interface language, through Intl: Bangla digits, Bangladeshi
 * grouping (৳১,২৩,৪৫০) and Bangla month and weekday names in bn; today's formats (৳1,23,450) in en.
 */
import { POISHA_PER_TAKA } from '../money.ts';
import { INTL_LOCALE, type Locale } from './locale.ts';

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>();
function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>(key: string, make: () => T): T {
  let format = cache.get(key) as T | undefined;
  if (!format) cache.set(key, (format = make()));
  return format;
}

/** A whole number or decimal with the language's digits and grouping. */
export function formatNumber(value: number, locale: Locale): string {
  return cached(`n:${locale}`, () => new Intl.NumberFormat(INTL_LOCALE[locale], { maximumFractionDigits: 2 })).format(value);
}

/** An amount of poisha in Taka: "৳১,২৫০" / "৳1,250", poisha shown only when there are any ("৳১,২৫০.৫০"). */
export function formatMoney(poisha: number, locale: Locale): string {
  const abs = Math.abs(poisha);
  const whole = abs % POISHA_PER_TAKA === 0;
  const digits = cached(`m:${locale}:${whole}`, () =>
    new Intl.NumberFormat(INTL_LOCALE[locale], whole ? { maximumFractionDigits: 0 } : { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  ).format(abs / POISHA_PER_TAKA);
  // The Taka sign stands before the amount in both languages, as on Bangladeshi price tags and receipts.
  return `${poisha < 0 ? '-' : ''}৳${digits}`;
}

/** A day in Dhaka: "২৮ নভেম্বর, ২০২৬" / "28 Nov 2026" (style 'long' adds the weekday: "শনিবার, ২৮ নভেম্বর, ২০২৬"). */
export function formatDate(date: Date, locale: Locale, style: 'medium' | 'long' = 'medium'): string {
  return cached(`d:${locale}:${style}`, () =>
    new Intl.DateTimeFormat(INTL_LOCALE[locale], {
      timeZone: 'Asia/Dhaka',
      day: 'numeric',
      // Bangla month names are written out (the short forms read as clipped words); English keeps "Nov".
      month: style === 'long' || locale === 'bn' ? 'long' : 'short',
      year: 'numeric',
      ...(style === 'long' ? { weekday: 'long' as const } : {}),
    }),
  ).format(date);
}

/** "২ দিন আগে" / "2 days ago", "আগামীকাল" / "tomorrow": the whole days between `date` and `now`. */
export function formatDaysFromNow(date: Date, now: Date, locale: Locale): string {
  const days = Math.round((date.getTime() - now.getTime()) / 86_400_000);
  return cached(`r:${locale}`, () => new Intl.RelativeTimeFormat(INTL_LOCALE[locale], { numeric: 'auto' })).format(days, 'day');
}

/** A moment in Dhaka with its time (24-hour clock): "২২ নভেম্বর, ২০২৬, ১৪:০৫" / "22 Nov 2026, 14:05". */
export function formatDateTime(date: Date, locale: Locale): string {
  const time = cached(`t:${locale}`, () =>
    new Intl.DateTimeFormat(INTL_LOCALE[locale], { timeZone: 'Asia/Dhaka', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
  ).format(date);
  return `${formatDate(date, locale)}, ${time}`;
}

/** A day in Dhaka without its year: "সোমবার, ৩০ নভেম্বর" / "Monday, 30 November" (style 'short': "সোম, ৩০ নভেম্বর" / "Mon 30 Nov"). */
export function formatDay(date: Date, locale: Locale, style: 'short' | 'long' = 'long'): string {
  return cached(`w:${locale}:${style}`, () =>
    new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : INTL_LOCALE[locale], {
      timeZone: 'Asia/Dhaka',
      weekday: style,
      day: 'numeric',
      month: style === 'short' && locale === 'en' ? 'short' : 'long',
    }),
  ).format(date);
}
