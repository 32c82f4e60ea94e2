import { formatNumber } from '#shared/i18n/format.ts';
import { useLocale, useT } from '../../i18n/i18n.ts';

/** Five stars filled to `rating` (fractions shown as a partly filled star), read out as "4.5 out of 5 stars". */
export function StarRating({ rating, size = 'medium' }: { rating: number; size?: 'small' | 'medium' | 'large' }) {
  const t = useT();
  const locale = useLocale();
  const percent = Math.max(0, Math.min(5, rating)) * 20;
  // "4.5 out of 5 stars" ("৫-এর মধ্যে ৪.৫ তারা"): whole ratings without a decimal.
  const label = t('product.stars', { rating: formatNumber(Number.isInteger(rating) ? rating : Math.round(rating * 10) / 10, locale) });
  return (
    <span className={`stars stars--${size}`} role="img" aria-label={label}>
      <span className="stars__empty" aria-hidden="true">
        ★★★★★
      </span>
      <span className="stars__full" aria-hidden="true" style={{ width: `${percent}%` }}>
        ★★★★★
      </span>
    </span>
  );
}
