import { clsx } from 'clsx';
import { formatMoney } from '#shared/i18n/format.ts';
import { useLocale, useT } from '../../i18n/i18n.ts';
import './Price.css';

export interface PriceProps {
  /** The price in poisha (integer minor units, as the API's Money.amount). */
  amount: number;
  /** The price before a discount, in poisha: shown struck through when it is higher than `amount`. */
  compareAt?: number | null;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

/**
 * A price in Taka with Bangladeshi digit grouping (৳1,25,000; ৳১,২৫,০০০ in Bangla), and the struck-through price before a
 * discount. Screen readers hear "৳1,250, was ৳1,500".
 */
export function Price({ amount, compareAt, size = 'md', className }: PriceProps) {
  const locale = useLocale();
  const t = useT();
  const discounted = compareAt != null && compareAt > amount;
  return (
    <span className={clsx('ui-price', `ui-price--${size}`, className)}>
      <span className="ui-price__now">{formatMoney(amount, locale)}</span>
      {discounted && (
        <>
          <span className="ui-visually-hidden">{t('price.was')}</span>
          <s className="ui-price__was">{formatMoney(compareAt, locale)}</s>
        </>
      )}
    </span>
  );
}
