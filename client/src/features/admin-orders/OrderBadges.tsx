import { Badge, type BadgeTone } from '../../components/ui/index.ts';
import { labelOf, ORDER_STATUS_LABELS, PAYMENT_STATUS_LABELS } from './order-labels.ts';

/** How each order status and payment state looks to staff: in progress, done, waiting on someone, or over. */
const TONES: Record<string, BadgeTone> = {
  PLACED: 'primary',
  PROCESSING: 'primary',
  SHIPPED: 'success',
  DELIVERED: 'success',
  PAID: 'success',
  PENDING_PAYMENT: 'warning',
  UNPAID: 'warning',
};

/** The order's status as a badge (its colour says where it stands). */
export function OrderStatusBadge({ status }: { status: string }) {
  return <Badge tone={TONES[status] ?? 'neutral'}>{labelOf(ORDER_STATUS_LABELS, status)}</Badge>;
}

/** The order's payment state (Unpaid, Paid, Refunded) as a badge. */
export function PaymentStatusBadge({ status }: { status: string }) {
  return <Badge tone={TONES[status] ?? 'neutral'}>{labelOf(PAYMENT_STATUS_LABELS, status)}</Badge>;
}
