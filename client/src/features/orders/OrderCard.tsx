import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import type { OrderCard_order$key } from '../../__generated__/OrderCard_order.graphql.ts';
import { invoicePath } from '../invoices/invoice-paths.ts';
import { CancelOrderButton } from './CancelOrderButton.tsx';
import { OrderHistory } from './OrderHistory.tsx';
import { OrderItems } from './OrderItems.tsx';
import { OrderStatus } from './OrderStatus.tsx';
import { formatDateTime, paymentStatusText, shipmentStatusText } from './order-text.ts';
import { PayOrderButton } from './PayOrderButton.tsx';
import { useLocale, useT } from '../../i18n/i18n.ts';
import { useRichT } from '../../i18n/rich-text.tsx';

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
        paymentUnderReview
        expiresAt
        availableTransitions {
          to
        }
        shipments {
          id
          cn
          courierLabel
          status
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
  const t = useT();
  const rich = useRichT();
  const locale = useLocale();
  const cancellable = data.availableTransitions.some((transition) => transition.to === 'CANCELLED');
  const headingId = `order-${data.id}`;
  return (
    <article className="order-card" aria-labelledby={headingId}>
      <header className="order-card__head">
        <h2 id={headingId}>{t('orders.card.heading', { number: data.number })}</h2>
        <OrderStatus status={data.status} />
      </header>
      <p className="order-card__meta">
        {rich('orders.card.placedAt', {}, { date: <time dateTime={data.placedAt}>{formatDateTime(data.placedAt, locale)}</time> })} ·{' '}
        <span>{paymentStatusText(t, data.paymentStatus, data.paymentMethod, data.status)}</span>
      </p>
      {data.paymentUnderReview && (
        <p className="order-card__due" role="status">
          {t('orders.card.underReview')}
        </p>
      )}
      {data.payable && data.expiresAt && (
        <p className="order-card__due">{t('orders.card.payBy', { date: formatDateTime(data.expiresAt, locale) })}</p>
      )}
      {data.shipments.map((shipment) => (
        <p key={shipment.id} className="order-card__tracking">
          {rich(
            'orders.card.shipment',
            {
              courier: shipment.courierLabel,
              status: shipmentStatusText(t, locale, shipment.status, shipment.statusLabel.toLowerCase()),
            },
            { link: <Link to={`/tracking/${encodeURIComponent(shipment.cn)}`}>{t('orders.card.track', { cn: shipment.cn })}</Link> },
          )}
        </p>
      ))}
      <OrderItems order={data} />
      {data.invoice && (
        <p className="order-card__invoice">
          <Link to={invoicePath(data.invoice.id)}>{t('orders.invoiceLink', { number: data.invoice.number })}</Link>
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
