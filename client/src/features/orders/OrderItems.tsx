import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import type { OrderItems_order$key } from '../../__generated__/OrderItems_order.graphql.ts';
import { formatMoney, formatNumber } from '#shared/i18n/format.ts';
import { useLocale, useT } from '../../i18n/i18n.ts';
import { useRichT } from '../../i18n/rich-text.tsx';
import './orders.css';

/** What an order holds (as it was when placed) and its totals: goods, discount, delivery and net. */
export function OrderItems({ order }: { order: OrderItems_order$key }) {
  const data = useFragment(
    graphql`
      fragment OrderItems_order on Order {
        lines {
          id
          title
          quantity
          lineTotal {
            amount
          }
          product {
            path
          }
        }
        goodsTotal {
          amount
        }
        discountTotal {
          amount
        }
        deliveryCharge {
          amount
        }
        netTotal {
          amount
        }
        couponCode
      }
    `,
    order,
  );
  const t = useT();
  const rich = useRichT();
  const locale = useLocale();
  return (
    <div className="order-items">
      <ul className="order-items__lines" aria-label={t('orders.items.label')}>
        {data.lines.map((line) => (
          <li key={line.id}>
            <span>
              {rich('orders.items.line', { quantity: formatNumber(line.quantity, locale) }, { title: <Link to={line.product.path}>{line.title}</Link> })}
            </span>
            <span>{formatMoney(line.lineTotal.amount, locale)}</span>
          </li>
        ))}
      </ul>
      <dl className="order-items__totals">
        <div>
          <dt>{t('orders.items.goods')}</dt>
          <dd>{formatMoney(data.goodsTotal.amount, locale)}</dd>
        </div>
        {data.discountTotal.amount > 0 && (
          <div>
            <dt>{data.couponCode ? t('cart.summary.discountWithCode', { code: data.couponCode }) : t('cart.summary.discount')}</dt>
            <dd>−{formatMoney(data.discountTotal.amount, locale)}</dd>
          </div>
        )}
        <div>
          <dt>{t('cart.summary.delivery')}</dt>
          <dd>{data.deliveryCharge.amount > 0 ? formatMoney(data.deliveryCharge.amount, locale) : t('orders.items.free')}</dd>
        </div>
        <div className="order-items__net">
          <dt>{t('cart.summary.total')}</dt>
          <dd>{formatMoney(data.netTotal.amount, locale)}</dd>
        </div>
      </dl>
    </div>
  );
}
