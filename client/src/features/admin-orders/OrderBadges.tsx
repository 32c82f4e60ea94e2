import { labelOf, ORDER_STATUS_LABELS, PAYMENT_STATUS_LABELS } from './order-labels.ts';
import '../../components/form/form.css';
import './admin-orders.css';

/**
 * The order's status as a badge (its own colour per status). The customer screens of features/orders
 * are built at the same time; the back office keeps this small one of its own.
 */
export function OrderStatusBadge({ status }: { status: string }) {
  return <span className={`order-badge order-badge--${status.toLowerCase()}`}>{labelOf(ORDER_STATUS_LABELS, status)}</span>;
}

/** The order's payment state (Unpaid, Paid, Refunded) as a badge. */
export function PaymentStatusBadge({ status }: { status: string }) {
  return <span className={`order-badge order-badge--payment-${status.toLowerCase()}`}>{labelOf(PAYMENT_STATUS_LABELS, status)}</span>;
}
