import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import type { OrderCard_order$key } from '../../__generated__/OrderCard_order.graphql.ts';
import { invoicePath } from '../invoices/invoice-paths.ts';
import { CancelOrderButton } from './CancelOrderButton.tsx';
import { OrderHistory } from './OrderHistory.tsx';
import { OrderItems } from './OrderItems.tsx';
import { OrderStatus } from './OrderStatus.tsx';
import { formatDateTime, paymentStatusText } from './order-text.ts';
import { PayOrderButton } from './PayOrderButton.tsx';

/** One of the customer's orders: number, date, status, payment, items, totals, history, and what they may do now. */
export function OrderCard({ order }: { order: OrderCard_order$key }) {
  const data = useFragment(
    graphql`
      fragment OrderCard_order on Order {
        id
        number
        placedAt
        status
        paymentStatus
        paymentMethod
        payable
        expiresAt
        availableTransitions {
          to
        }
        shipments {
          id
          cn
          courierLabel
          statusLabel
        }
        invoice {
          id
          number
        }
        ...OrderItems_order
        ...OrderHistory_order
      }
    `,
    order,
  );
  const cancellable = data.availableTransitions.some((transition) => transition.to === 'CANCELLED');
  const headingId = `order-${data.id}`;
  return (
    <article className="order-card" aria-labelledby={headingId}>
      <header className="order-card__head">
        <h2 id={headingId}>Order {data.number}</h2>
        <OrderStatus status={data.status} />
      </header>
      <p className="order-card__meta">
        Placed <time dateTime={data.placedAt}>{formatDateTime(data.placedAt)}</time> ·{' '}
        <span>{paymentStatusText(data.paymentStatus, data.paymentMethod, data.status)}</span>
      </p>
      {data.payable && data.expiresAt && (
        <p className="order-card__due">Pay by {formatDateTime(data.expiresAt)}, or the order is cancelled and its items released.</p>
      )}
      {data.shipments.map((shipment) => (
        <p key={shipment.id} className="order-card__tracking">
          {shipment.courierLabel}, {shipment.statusLabel.toLowerCase()}: <Link to={`/tracking/${encodeURIComponent(shipment.cn)}`}>Track parcel {shipment.cn}</Link>
        </p>
      ))}
      <OrderItems order={data} />
      {data.invoice && (
        <p className="order-card__invoice">
          <Link to={invoicePath(data.invoice.id)}>Invoice {data.invoice.number}</Link>
        </p>
      )}
      <OrderHistory order={data} />
      {(data.payable || cancellable) && (
        <div className="order-card__actions">
          {data.payable && <PayOrderButton orderId={data.id} />}
          {cancellable && <CancelOrderButton orderId={data.id} orderNumber={data.number} />}
        </div>
      )}
    </article>
  );
}
