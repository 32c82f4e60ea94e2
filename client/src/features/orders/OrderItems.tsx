import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import type { OrderItems_order$key } from '../../__generated__/OrderItems_order.graphql.ts';
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
            formatted
          }
          product {
            path
          }
        }
        goodsTotal {
          formatted
        }
        discountTotal {
          amount
          formatted
        }
        deliveryCharge {
          amount
          formatted
        }
        netTotal {
          formatted
        }
        couponCode
      }
    `,
    order,
  );
  return (
    <div className="order-items">
      <ul className="order-items__lines" aria-label="Items">
        {data.lines.map((line) => (
          <li key={line.id}>
            <span>
              {line.quantity} × <Link to={line.product.path}>{line.title}</Link>
            </span>
            <span>{line.lineTotal.formatted}</span>
          </li>
        ))}
      </ul>
      <dl className="order-items__totals">
        <div>
          <dt>Goods</dt>
          <dd>{data.goodsTotal.formatted}</dd>
        </div>
        {data.discountTotal.amount > 0 && (
          <div>
            <dt>Discount{data.couponCode ? ` (${data.couponCode})` : ''}</dt>
            <dd>−{data.discountTotal.formatted}</dd>
          </div>
        )}
        <div>
          <dt>Delivery</dt>
          <dd>{data.deliveryCharge.amount > 0 ? data.deliveryCharge.formatted : 'Free'}</dd>
        </div>
        <div className="order-items__net">
          <dt>Total</dt>
          <dd>{data.netTotal.formatted}</dd>
        </div>
      </dl>
    </div>
  );
}
