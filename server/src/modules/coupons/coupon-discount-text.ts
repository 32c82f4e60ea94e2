/** A coupon's discount in the customer's words and language ("15% off, up to ৳200" / "১৫% ছাড়, সর্বোচ্চ ৳২০০"), for text messages. */
import type { Coupon } from '../../generated/prisma/client.ts';
import { translate } from '../../i18n/translate.ts';
import { smsMoney } from '../../i18n/sms-money.ts';
import { formatNumber } from '../../shared/i18n/format.ts';
import type { Locale } from '../../shared/i18n/locale.ts';

export function couponDiscountText(coupon: Pick<Coupon, 'discountType' | 'value' | 'maxDiscount'>, locale: Locale): string {
  if (coupon.discountType === 'FIXED') return translate(locale, 'sms.coupon.fixed', { amount: smsMoney(coupon.value, locale) });
  const percent = formatNumber(coupon.value, locale);
  return coupon.maxDiscount !== null
    ? translate(locale, 'sms.coupon.percentCapped', { percent, cap: smsMoney(coupon.maxDiscount, locale) })
    : translate(locale, 'sms.coupon.percent', { percent });
}
