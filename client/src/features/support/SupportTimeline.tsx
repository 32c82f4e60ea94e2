import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import type { SupportTimeline_customer$key } from '../../__generated__/SupportTimeline_customer.graphql.ts';
import { Badge, EmptyState } from '../../components/ui/index.ts';
import { formatDateTime } from './support-area.ts';
import './support.css';

const KIND_LABELS: Record<string, string> = {
  ORDER: 'Order',
  ORDER_EVENT: 'Order history',
  PAYMENT: 'Payment',
  CALL: 'Call',
  NOTE: 'Note',
  COUPON_ISSUED: 'Coupon issued',
  COUPON_REDEEMED: 'Coupon used',
};

/** A customer's orders, payments, calls, notes and coupons in one list, newest first. */
export function SupportTimeline({ customer: key, canOpenOrders }: { customer: SupportTimeline_customer$key; canOpenOrders: boolean }) {
  const { timeline } = useFragment(
    graphql`
      fragment SupportTimeline_customer on SupportCustomer {
        timeline {
          kind
          at
          title
          detail
          actorName
          orderId
          orderNumber
        }
      }
    `,
    key,
  );
  if (timeline.length === 0) return <EmptyState titleAs="p" title="Nothing has happened with this customer yet." />;
  return (
    <ol className="support-timeline" aria-label="Timeline">
      {timeline.map((entry, i) => (
        <li key={`${entry.at}-${i}`} className="support-timeline__entry">
          <div className="support-timeline__meta">
            <Badge tone={entry.kind === 'CALL' || entry.kind === 'NOTE' ? 'info' : entry.kind.startsWith('COUPON') ? 'success' : 'neutral'}>
              {KIND_LABELS[entry.kind] ?? entry.kind}
            </Badge>
            <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
            {entry.actorName && <span>by {entry.actorName}</span>}
          </div>
          <p className="support-timeline__title">{entry.title}</p>
          {entry.detail && <p className="support-timeline__detail">{entry.detail}</p>}
          {entry.orderId && canOpenOrders && entry.kind === 'ORDER' && (
            <Link to={`/admin/orders/${encodeURIComponent(entry.orderId)}`}>Open order {entry.orderNumber}</Link>
          )}
        </li>
      ))}
    </ol>
  );
}
