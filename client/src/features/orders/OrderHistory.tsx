import { graphql, useFragment } from 'react-relay';
import type { OrderHistory_order$key } from '../../__generated__/OrderHistory_order.graphql.ts';
import { formatDateTime } from './order-text.ts';

/** The order's history as the server shows it to its customer (the entries that concern them), oldest first. */
export function OrderHistory({ order }: { order: OrderHistory_order$key }) {
  const data = useFragment(
    graphql`
      fragment OrderHistory_order on Order {
        events {
          id
          message
          at
        }
      }
    `,
    order,
  );
  if (data.events.length === 0) return null;
  return (
    <details className="order-history">
      <summary>History ({data.events.length})</summary>
      <ol>
        {data.events.map((event) => (
          <li key={event.id}>
            <time dateTime={event.at}>{formatDateTime(event.at)}</time> {event.message}
          </li>
        ))}
      </ol>
    </details>
  );
}
