import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { OrderRefunds_order$key } from '../../__generated__/OrderRefunds_order.graphql.ts';
import { Button, Dialog, Table, TableHead, type TableColumn } from '../../components/ui/index.ts';
import { formatDateTime } from './order-dates.ts';
import { labelOf, PAYMENT_METHOD_LABELS } from './order-labels.ts';
import { RefundForm, type RefundTarget } from './RefundForm.tsx';

const REFUND_COLUMNS: readonly (string | TableColumn)[] = ['Asked', 'How', { label: 'Amount', numeric: true }, 'Result'];

const STATUS_LABELS: Record<string, string> = { PENDING: 'Waiting for the gateway', SUCCEEDED: 'Refunded', FAILED: 'Refused' };

/** Statuses whose money can still be given back (cash orders: by hand once paid; online: through the gateway). */
const PAID_ORDER = new Set(['PAID']);

/**
 * An order's refunds for staff: what was given back, how and by whom, and the buttons to refund —
 * each paid online payment through its gateway (a late payment too), a paid cash order by hand.
 */
export function OrderRefunds({ order: key, onChanged, canManage = true }: { order: OrderRefunds_order$key; onChanged: () => void; canManage?: boolean }) {
  const order = useFragment(
    graphql`
      fragment OrderRefunds_order on Order {
        id
        number
        paymentMethod
        paymentStatus
        payments {
          id
          method
          status
          amount {
            formatted
          }
        }
        refunds {
          id
          kind
          status
          amount {
            formatted
          }
          reason
          failureReason
          paidOutBy
          createdAt
        }
      }
    `,
    key,
  );
  const [target, setTarget] = useState<{ target: RefundTarget; title: string } | null>(null);
  const refundable = order.payments.filter((payment) => payment.status === 'PAID' || payment.status === 'PAID_NEEDS_REFUND');
  const cashRefundable = order.paymentMethod === 'COD' && PAID_ORDER.has(order.paymentStatus);

  return (
    <section aria-labelledby="order-refunds-title">
      <h2 id="order-refunds-title">Refunds</h2>
      {order.refunds.length === 0 ? (
        <p className="order-detail__muted">Nothing refunded.</p>
      ) : (
        <Table dense aria-label="Refunds">
          <TableHead columns={REFUND_COLUMNS} />
          <tbody>
            {order.refunds.map((refund) => (
              <tr key={refund.id}>
                <th scope="row">{formatDateTime(refund.createdAt)}</th>
                <td>
                  {refund.kind === 'MANUAL' ? `By hand: ${refund.paidOutBy ?? ''}` : 'Through the gateway'}
                  {refund.reason && <span className="ui-table__muted">{refund.reason}</span>}
                </td>
                <td className="ui-table__number">{refund.amount.formatted}</td>
                <td>
                  {labelOf(STATUS_LABELS, refund.status)}
                  {refund.failureReason && <span className="ui-table__muted">{refund.failureReason}</span>}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      {canManage && (refundable.length > 0 || cashRefundable) && (
        <div className="order-actions">
          {refundable.map((payment) => {
            const title = `Refund ${payment.amount.formatted} paid by ${labelOf(PAYMENT_METHOD_LABELS, payment.method)}`;
            return (
              <Button key={payment.id} onClick={() => setTarget({ target: { kind: 'GATEWAY', paymentId: payment.id }, title })}>
                {title}…
              </Button>
            );
          })}
          {cashRefundable && (
            <Button onClick={() => setTarget({ target: { kind: 'MANUAL', orderId: order.id }, title: 'Record a cash refund' })}>Record a cash refund…</Button>
          )}
        </div>
      )}
      <Dialog open={target !== null} title={target?.title ?? ''} onClose={() => setTarget(null)}>
        {target && (
          <RefundForm
            target={target.target}
            number={order.number}
            onCancel={() => setTarget(null)}
            onDone={() => {
              setTarget(null);
              onChanged();
            }}
          />
        )}
      </Dialog>
    </section>
  );
}
