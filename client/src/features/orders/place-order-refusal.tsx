import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { CheckoutPagePlaceOrderMutation$data } from '../../__generated__/CheckoutPagePlaceOrderMutation.graphql.ts';
import { formatNumber } from '#shared/i18n/format.ts';
import { useLocale, useT } from '../../i18n/i18n.ts';
import { useRichT } from '../../i18n/rich-text.tsx';

type PlaceOrderResult = CheckoutPagePlaceOrderMutation$data['placeOrder'];

/**
 * What checkout says when the server refuses an order for a reason fixed elsewhere (stock or coupon
 * in the cart, an order this checkout already placed, an ebook or course already owned or waiting for
 * payment in another order), with a link to where to fix it. Refusals the server words itself (coupon,
 * already owned, awaiting payment) show its message.
 */
export function PlaceOrderRefusal({ result }: { result: PlaceOrderResult }) {
  const t = useT();
  const rich = useRichT();
  const locale = useLocale();
  const withLink = (text: string, to: string, linkText: string): ReactNode =>
    rich('checkout.textWithLink', { text }, { link: <Link to={to}>{linkText}</Link> });
  switch (result.__typename) {
    case 'OutOfStockError': {
      const text =
        result.available <= 0
          ? t('checkout.refusal.outOfStock', { title: result.productTitle })
          : t('checkout.refusal.fewLeft', { count: result.available, title: result.productTitle, requested: formatNumber(result.requested, locale) });
      return <>{withLink(text, '/cart', t('checkout.refusal.goToCart'))}</>;
    }
    case 'CouponInvalidError':
      return <>{withLink(result.message, '/cart', t('checkout.refusal.changeCoupon'))}</>;
    case 'IdempotencyKeyReusedError':
      return <>{withLink(t('checkout.refusal.alreadyPlaced', { number: result.orderNumber }), '/orders', t('checkout.refusal.seeInOrders'))}</>;
    case 'AlreadyOwnedError':
      return <>{withLink(result.message, '/cart', t('checkout.refusal.goToCart'))}</>;
    case 'AwaitingPaymentError':
      return <>{withLink(result.message, '/orders', t('checkout.refusal.seeInOrders'))}</>;
    default:
      return <>{t('checkout.refusal.generic')}</>;
  }
}
