import { graphql, useFragment } from 'react-relay';
import type { OrderHistory_order$key } from '../../__generated__/OrderHistory_order.graphql.ts';
import { formatDateTime } from './order-text.ts';

/** The order's history in the customer's words ("Being packed", one line per payment), oldest first. */
export function OrderHistory({ order }: { order: OrderHistory_order$key }) {
  const data = useFragment(
    graphql`
      fragment OrderHistory_order on Order {
        events {
          id
          customerText
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
            <time dateTime={event.at}>{formatDateTime(event.at)}</time> {event.customerText}
          </li>
        ))}
      </ol>
    </details>
  );
}
