import { useState, useTransition } from 'react';
import { graphql, useRefetchableFragment } from 'react-relay';
import { Link } from 'react-router';
import type { RefundQueue_query$key } from '../../__generated__/RefundQueue_query.graphql.ts';
import type { RefundQueueRefetchQuery } from '../../__generated__/RefundQueueRefetchQuery.graphql.ts';
import { Button, Dialog, Table, TableHead, type TableColumn } from '../../components/ui/index.ts';
import { adminOrderPath } from './admin-order-paths.ts';
import { formatDateTime } from './order-dates.ts';
import { labelOf, ORDER_STATUS_LABELS, PAYMENT_METHOD_LABELS } from './order-labels.ts';
import { RefundForm } from './RefundForm.tsx';
import './RefundQueue.css';

const COLUMNS: readonly (string | TableColumn)[] = ['Paid', 'Order', 'Method', 'Transaction', { label: 'Amount', numeric: true }, ''];

/**
 * The staff queue of late payments: money a gateway confirmed after its order had expired or been
 * cancelled (the order was not revived). Each has a refund button; a refunded one leaves the queue.
 * Nothing is shown while the queue is empty.
 */
export function RefundQueue({ query: key }: { query: RefundQueue_query$key }) {
  const [{ refundQueue }, refetch] = useRefetchableFragment<RefundQueueRefetchQuery, RefundQueue_query$key>(
    graphql`
      fragment RefundQueue_query on Query @refetchable(queryName: "RefundQueueRefetchQuery") {
        refundQueue {
          id
          method
          tranId
          createdAt
          amount {
            formatted
          }
          order {
            id
            number
            status
          }
        }
      }
    `,
    key,
  );
  const [chosen, setChosen] = useState<(typeof refundQueue)[number] | null>(null);
  const [, startRefresh] = useTransition();
  if (refundQueue.length === 0) return null;

  return (
    <section aria-labelledby="refund-queue-title" className="refund-queue">
      <h2 id="refund-queue-title">Late payments to refund</h2>
      <p>These were paid after their order expired or was cancelled; the order stays as it was. Refund each through its gateway.</p>
      <Table dense aria-label="Late payments to refund">
        <TableHead columns={COLUMNS} />
        <tbody>
          {refundQueue.map((payment) => (
            <tr key={payment.id}>
              <th scope="row">{formatDateTime(payment.createdAt)}</th>
              <td>
                <Link to={adminOrderPath(payment.order.id)}>{payment.order.number}</Link>
                <span className="ui-table__muted">{labelOf(ORDER_STATUS_LABELS, payment.order.status)}</span>
              </td>
              <td>{labelOf(PAYMENT_METHOD_LABELS, payment.method)}</td>
              <td>{payment.tranId}</td>
              <td className="ui-table__number">{payment.amount.formatted}</td>
              <td>
                <Button size="sm" onClick={() => setChosen(payment)} aria-label={`Refund ${payment.amount.formatted} of ${payment.order.number}`}>
                  Refund
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
      <Dialog open={chosen !== null} title={chosen ? `Refund ${chosen.amount.formatted} of ${chosen.order.number}` : ''} onClose={() => setChosen(null)}>
        {chosen && (
          <RefundForm
            target={{ kind: 'GATEWAY', paymentId: chosen.id }}
            number={chosen.order.number}
            onCancel={() => setChosen(null)}
            onDone={() => {
              setChosen(null);
              // Read the queue again: a refunded payment leaves it.
              startRefresh(() => {
                refetch({}, { fetchPolicy: 'network-only' });
              });
            }}
          />
        )}
      </Dialog>
    </section>
  );
}
