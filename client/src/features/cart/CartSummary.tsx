import { graphql, useFragment } from 'react-relay';
import type { CartSummary_cart$key } from '../../__generated__/CartSummary_cart.graphql.ts';
import { formatMoney, formatNumber } from '#shared/i18n/format.ts';
import { useLocale, useT } from '../../i18n/i18n.ts';

/** The cart's totals (seed §3 summary): items, goods, discount, delivery and what is to pay. */
export function CartSummary({ cart }: { cart: CartSummary_cart$key }) {
  const data = useFragment(
    graphql`
      fragment CartSummary_cart on Cart {
        qty
        needsDelivery
        deliveryPlace
        totalPrice {
          amount
        }
        discountedAmount {
          amount
        }
        deliveryCharges {
          amount
        }
        netPrice {
          amount
        }
        coupon {
          code
        }
      }
    `,
    cart,
  );
  const t = useT();
  const locale = useLocale();
  let delivery = formatMoney(data.deliveryCharges.amount, locale);
  if (!data.needsDelivery) delivery = t('cart.summary.noDelivery');
  else if (!data.deliveryPlace) delivery = t('cart.summary.choosePlace');
  return (
    <section className="cart-summary" aria-labelledby="cart-summary-heading">
      <h2 id="cart-summary-heading">{t('cart.summary.heading')}</h2>
      <dl>
        <div>
          <dt>{t('cart.summary.items')}</dt>
          <dd data-testid="cart-qty">{formatNumber(data.qty, locale)}</dd>
        </div>
        <div>
          <dt>{t('cart.summary.subtotal')}</dt>
          <dd data-testid="cart-total">{formatMoney(data.totalPrice.amount, locale)}</dd>
        </div>
        {data.discountedAmount.amount > 0 && (
          <div>
            <dt>{data.coupon ? t('cart.summary.discountWithCode', { code: data.coupon.code }) : t('cart.summary.discount')}</dt>
            <dd data-testid="cart-discount">−{formatMoney(data.discountedAmount.amount, locale)}</dd>
          </div>
        )}
        <div>
          <dt>{t('cart.summary.delivery')}</dt>
          <dd data-testid="cart-delivery">{delivery}</dd>
        </div>
        <div className="cart-summary__net">
          <dt>{t('cart.summary.total')}</dt>
          <dd data-testid="cart-net">{formatMoney(data.netPrice.amount, locale)}</dd>
        </div>
      </dl>
    </section>
  );
}
