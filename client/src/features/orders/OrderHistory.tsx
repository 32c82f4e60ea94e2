import { graphql, useFragment } from 'react-relay';
import type { OrderHistory_order$key } from '../../__generated__/OrderHistory_order.graphql.ts';
import { formatNumber } from '#shared/i18n/format.ts';
import { useLocale, useT } from '../../i18n/i18n.ts';
import { formatDateTime, historyLine } from './order-text.ts';

/** The order's history in the customer's words ("Being packed", one line per payment), oldest first. */
export function OrderHistory({ order }: { order: OrderHistory_order$key }) {
  const data = useFragment(
    graphql`
      fragment OrderHistory_order on Order {
        events {
          id
          type
          toStatus
          customerText
          at
        }
      }
    `,
    order,
  );
  const t = useT();
  const locale = useLocale();
  if (data.events.length === 0) return null;
  return (
    <details className="order-history">
      <summary>{t('orders.history.summary', { count: formatNumber(data.events.length, locale) })}</summary>
      <ol>
        {data.events.map((event) => (
          <li key={event.id}>
            <time dateTime={event.at}>{formatDateTime(event.at, locale)}</time> {historyLine(event, t)}
          </li>
        ))}
      </ol>
    </details>
  );
}
