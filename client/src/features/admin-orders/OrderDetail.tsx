import { useTransition } from 'react';
import { graphql, useRefetchableFragment } from 'react-relay';
import { Link } from 'react-router';
import type { OrderDetail_order$key } from '../../__generated__/OrderDetail_order.graphql.ts';
import type { OrderDetailRefetchQuery } from '../../__generated__/OrderDetailRefetchQuery.graphql.ts';
import { Table, TableHead, type TableColumn } from '../../components/ui/index.ts';
import { DELIVERY_PLACE_LABELS } from '../../lib/delivery-places.ts';
import { adminProductPath } from '../catalog-admin/admin-paths.ts';
import { OrderStatusBadge, PaymentStatusBadge } from './OrderBadges.tsx';
import { formatDateTime } from './order-dates.ts';
import { ACTOR_LABELS, EVENT_TYPE_LABELS, labelOf, ORDER_STATUS_LABELS, PAYMENT_ATTEMPT_LABELS, PAYMENT_METHOD_LABELS } from './order-labels.ts';
import { OrderEntitlements } from './OrderEntitlements.tsx';
import { OrderNoteForm } from './OrderNoteForm.tsx';
import { OrderRefunds } from './OrderRefunds.tsx';
import { OrderTransitions } from './OrderTransitions.tsx';
import { useSession } from '../session/session-store.ts';
import './OrderDetail.css';

const KIND_LABELS: Record<string, string> = {
  BOOK: 'Book',
  EBOOK: 'Ebook',
  STATIONERY: 'Stationery',
  BUNDLE: 'Bundle',
  CONTENT: 'Course',
};

const LINE_COLUMNS: readonly (string | TableColumn)[] = ['Item', 'Kind', 'Source', ...['Unit price', 'Quantity', 'Line total'].map((label) => ({ label, numeric: true }))];
const PAYMENT_COLUMNS: readonly (string | TableColumn)[] = ['Started', 'Method', 'Transaction', { label: 'Amount', numeric: true }, 'Result'];

/**
 * One order for staff: customer and delivery, the lines as they were sold, totals, the status
 * changes staff may make, a note form, the whole history, payment attempts and entitlements.
 */
export function OrderDetail({ order: key }: { order: OrderDetail_order$key }) {
  const canManage = useSession().user?.permissions.includes('orders.manage') ?? false;
  const [order, refetch] = useRefetchableFragment<OrderDetailRefetchQuery, OrderDetail_order$key>(
    graphql`
      fragment OrderDetail_order on Order @refetchable(queryName: "OrderDetailRefetchQuery") {
        id
        number
        status
        paymentStatus
        paymentMethod
        placedAt
        paidAt
        expiresAt
        name
        phone
        address
        deliveryPlace
        couponCode
        joiningId
        goodsTotal {
          formatted
        }
        discountTotal {
          amount
          formatted
        }
        deliveryCharge {
          formatted
        }
        netTotal {
          formatted
        }
        lines {
          id
          kind
          title
          variantLabel
          source
          quantity
          unitPrice {
            formatted
          }
          lineTotal {
            formatted
          }
          product {
            id
          }
        }
        events {
          id
          type
          fromStatus
          toStatus
          actorKind
          actorName
          message
          note
          visibleToCustomer
          at
        }
        payments {
          id
          method
          tranId
          amount {
            formatted
          }
          status
          providerReference
          failureReason
          gatewayStatus
          gatewayReason
          createdAt
        }
        ...OrderEntitlements_order
        ...OrderRefunds_order
        ...OrderTransitions_order
        ...OrderNoteForm_order
      }
    `,
    key,
  );
  const [, startRefresh] = useTransition();
  // In a transition, so the page (and the message that asked for it) stays while the order is read again.
  const refresh = () =>
    startRefresh(() => {
      refetch({}, { fetchPolicy: 'network-only' });
    });

  return (
    <div className="order-detail">
      <div>
        <section aria-labelledby="order-summary-title">
          <h2 id="order-summary-title">Order</h2>
          <dl className="order-facts">
            <dt>Status</dt>
            <dd>
              <OrderStatusBadge status={order.status} />
            </dd>
            <dt>Payment</dt>
            <dd>
              <PaymentStatusBadge status={order.paymentStatus} /> {labelOf(PAYMENT_METHOD_LABELS, order.paymentMethod)}
            </dd>
            <dt>Placed</dt>
            <dd>{formatDateTime(order.placedAt)}</dd>
            {order.paidAt && (
              <>
                <dt>Paid</dt>
                <dd>{formatDateTime(order.paidAt)}</dd>
              </>
            )}
            {order.expiresAt && order.status === 'PENDING_PAYMENT' && (
              <>
                <dt>Expires</dt>
                <dd>{formatDateTime(order.expiresAt)}</dd>
              </>
            )}
            <dt>Coupon</dt>
            <dd>{order.couponCode ?? '—'}</dd>
            <dt>Joining ID</dt>
            <dd>{order.joiningId ?? '—'}</dd>
          </dl>
        </section>

        <section aria-labelledby="order-lines-title">
          <h2 id="order-lines-title">Items</h2>
          <Table dense aria-label="Items">
            <TableHead columns={LINE_COLUMNS} />
            <tbody>
              {order.lines.map((line) => (
                <tr key={line.id}>
                  <th scope="row">
                    <Link to={adminProductPath(line.kind, line.product.id)}>{line.title}</Link>
                    {line.variantLabel && <span className="ui-table__muted">{line.variantLabel}</span>}
                  </th>
                  <td>{labelOf(KIND_LABELS, line.kind)}</td>
                  <td>{line.source || '—'}</td>
                  <td className="ui-table__number">{line.unitPrice.formatted}</td>
                  <td className="ui-table__number">{line.quantity}</td>
                  <td className="ui-table__number">{line.lineTotal.formatted}</td>
                </tr>
              ))}
            </tbody>
          </Table>
          <div className="order-totals">
            <Table dense aria-label="Totals">
              <tbody>
                <tr>
                  <th scope="row">Goods</th>
                  <td>{order.goodsTotal.formatted}</td>
                </tr>
                <tr>
                  <th scope="row">Discount{order.couponCode ? ` (${order.couponCode})` : ''}</th>
                  <td>{order.discountTotal.amount > 0 ? `−${order.discountTotal.formatted}` : order.discountTotal.formatted}</td>
                </tr>
                <tr>
                  <th scope="row">Delivery</th>
                  <td>{order.deliveryCharge.formatted}</td>
                </tr>
                <tr>
                  <th scope="row">Total</th>
                  <td>
                    <strong>{order.netTotal.formatted}</strong>
                  </td>
                </tr>
              </tbody>
            </Table>
          </div>
        </section>

        <section aria-labelledby="order-history-title">
          <h2 id="order-history-title">History</h2>
          <ol className="order-history" aria-label="History">
            {order.events.map((event) => (
              <li key={event.id}>
                <strong>{labelOf(EVENT_TYPE_LABELS, event.type)}</strong>
                {event.fromStatus && event.toStatus && (
                  <>
                    {': '}
                    {labelOf(ORDER_STATUS_LABELS, event.fromStatus)} → {labelOf(ORDER_STATUS_LABELS, event.toStatus)}
                  </>
                )}
                {!event.fromStatus && event.toStatus && <>: {labelOf(ORDER_STATUS_LABELS, event.toStatus)}</>}
                {event.message && <p className="order-history__message">{event.message}</p>}
                {event.note && <p className="order-history__message">Note: {event.note}</p>}
                <span className="order-history__meta">
                  {event.actorName ?? labelOf(ACTOR_LABELS, event.actorKind)} · {formatDateTime(event.at)}
                  {event.visibleToCustomer ? ' · visible to the customer' : ' · staff only'}
                </span>
              </li>
            ))}
          </ol>
        </section>

        <section aria-labelledby="order-payments-title">
          <h2 id="order-payments-title">Payment attempts</h2>
          {order.payments.length === 0 ? (
            <p className="order-detail__muted">{order.paymentMethod === 'COD' ? 'Cash on delivery: no online payment.' : 'No payment attempt yet.'}</p>
          ) : (
            <Table dense aria-label="Payment attempts">
              <TableHead columns={PAYMENT_COLUMNS} />
              <tbody>
                {order.payments.map((payment) => (
                  <tr key={payment.id}>
                    <th scope="row">{formatDateTime(payment.createdAt)}</th>
                    <td>{labelOf(PAYMENT_METHOD_LABELS, payment.method)}</td>
                    <td>
                      {payment.tranId}
                      {payment.providerReference && <span className="ui-table__muted">{payment.providerReference}</span>}
                    </td>
                    <td className="ui-table__number">{payment.amount.formatted}</td>
                    <td>
                      {labelOf(PAYMENT_ATTEMPT_LABELS, payment.status)}
                      {payment.failureReason && <span className="ui-table__muted">{payment.failureReason}</span>}
                      {payment.gatewayStatus && !payment.failureReason && (
                        <span className="ui-table__muted">
                          The gateway said: {payment.gatewayStatus}
                          {payment.gatewayReason ? ` (${payment.gatewayReason})` : ''}
                        </span>
                      )}
                      {payment.status === 'UNDER_REVIEW' && (
                        <span className="ui-table__muted">
                          <Link to="/admin/payments/review">Accept or refuse it under Payments under review</Link>
                        </span>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
          )}
        </section>

        <OrderRefunds order={order} onChanged={refresh} canManage={canManage} />

        <OrderEntitlements order={order} onChanged={refresh} canManage={canManage} />
      </div>

      <aside>
        <section aria-labelledby="order-customer-title">
          <h2 id="order-customer-title">Customer</h2>
          <dl className="order-facts">
            <dt>Name</dt>
            <dd>{order.name}</dd>
            <dt>Phone</dt>
            <dd>
              <a href={`tel:${order.phone}`}>{order.phone}</a>
            </dd>
            <dt>Delivery</dt>
            <dd>{order.deliveryPlace ? DELIVERY_PLACE_LABELS[order.deliveryPlace as keyof typeof DELIVERY_PLACE_LABELS] ?? order.deliveryPlace : 'Not delivered (digital)'}</dd>
            <dt>Address</dt>
            <dd>{order.address || '—'}</dd>
          </dl>
        </section>
        {/* The support desk reads orders (orders.view); changing them is orders.manage's. */}
        {canManage && <OrderTransitions order={order} onStale={refresh} />}
        {canManage && <OrderNoteForm order={order} />}
      </aside>
    </div>
  );
}
