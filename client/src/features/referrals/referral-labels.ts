/** Words and formats shared by the referral screens, in the interface language. */
import { formatDate, formatMoney, formatNumber } from '#shared/i18n/format.ts';
import { INTL_LOCALE } from '#shared/i18n/locale.ts';
import { useLocale, useT, type MessageId } from '../../i18n/i18n.ts';

/** "2026-02" → "February 2026" / "ফেব্রুয়ারি ২০২৬" (the server's Dhaka months). */
export function monthLabel(month: string, locale: 'bn' | 'en' = 'en'): string {
  const [year, index] = month.split('-').map(Number);
  if (!year || !index || index < 1 || index > 12) return month;
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(year, index - 1, 1)));
}

/** The standing of an order for the representative, in words. */
const STANDING_LABELS: Record<string, MessageId> = {
  EARNED: 'referrals.standing.earned',
  PENDING: 'referrals.standing.pending',
  VOID: 'referrals.standing.void',
};

const STATUS_LABELS: Record<string, MessageId> = {
  CANCELLED: 'referrals.status.CANCELLED',
  DELIVERED: 'referrals.status.DELIVERED',
  EXPIRED: 'referrals.status.EXPIRED',
  PENDING_PAYMENT: 'referrals.status.PENDING_PAYMENT',
  PLACED: 'referrals.status.PLACED',
  PROCESSING: 'referrals.status.PROCESSING',
  REFUNDED: 'referrals.status.REFUNDED',
  RETURNED: 'referrals.status.RETURNED',
  SHIPPED: 'referrals.status.SHIPPED',
};

export const STANDING_TONES: Record<string, 'success' | 'warning' | 'neutral'> = { EARNED: 'success', PENDING: 'warning', VOID: 'neutral' };

/** The formats and words of the referral screens in the interface language. */
export function useReferralWords() {
  const t = useT();
  const locale = useLocale();
  return {
    t,
    month: (month: string) => monthLabel(month, locale),
    number: (value: number) => formatNumber(value, locale),
    money: (poisha: number) => formatMoney(poisha, locale),
    /** A Dhaka day (YYYY-MM-DD): as the server writes it in English, "১৪ ফেব্রুয়ারি, ২০২৬" in Bangla. */
    day: (day: string) => (locale === 'en' ? day : formatDate(new Date(`${day}T12:00:00+06:00`), locale)),
    standing: (standing: string) => (STANDING_LABELS[standing] ? t(STANDING_LABELS[standing]) : standing),
    status: (status: string) => (STATUS_LABELS[status] ? t(STATUS_LABELS[status]) : status.replace(/_/g, ' ').toLowerCase()),
  };
}
