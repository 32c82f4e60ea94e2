/**
 * How the back office names the order API's enums (GraphQL OrderStatus, PaymentStatus, PaymentMethod,
 * PaymentAttemptStatus, ActorKind), in the order the filters offer them.
 */

export const ORDER_STATUS_LABELS = {
  PENDING_PAYMENT: 'Awaiting payment',
  PLACED: 'Placed',
  PROCESSING: 'Processing',
  SHIPPED: 'Shipped',
  DELIVERED: 'Delivered',
  CANCELLED: 'Cancelled',
  EXPIRED: 'Expired',
  RETURNED: 'Returned',
  REFUNDED: 'Refunded',
} as const;

export const PAYMENT_STATUS_LABELS = {
  UNPAID: 'Unpaid',
  PAID: 'Paid',
  REFUNDED: 'Refunded',
} as const;

export const PAYMENT_METHOD_LABELS = {
  COD: 'Cash on delivery',
  SSLCOMMERZ: 'SSLCommerz',
  BKASH: 'bKash',
  SANDBOX: 'Sandbox gateway',
} as const;

export const PAYMENT_ATTEMPT_LABELS: Record<string, string> = {
  STARTED: 'Started',
  PENDING: 'Not finished at the gateway',
  UNDER_REVIEW: 'Under review',
  PAID: 'Paid',
  FAILED: 'Failed',
  CANCELLED: 'Cancelled',
  PAID_NEEDS_REFUND: 'Paid late: refund due',
  REFUNDED: 'Refunded',
};

export const ACTOR_LABELS: Record<string, string> = {
  CUSTOMER: 'Customer',
  STAFF: 'Staff',
  SYSTEM: 'System',
};

export const EVENT_TYPE_LABELS: Record<string, string> = {
  PLACED: 'Order placed',
  STATUS_CHANGED: 'Status changed',
  PAYMENT_STARTED: 'Payment started',
  PAYMENT_RECEIVED: 'Payment received',
  PAYMENT_FAILED: 'Payment failed',
  LATE_PAYMENT: 'Late payment',
  PAYMENT_PENDING: 'Payment not finished at the gateway',
  PAYMENT_UNDER_REVIEW: 'Payment under review',
  PAYMENT_REVIEW_REFUSED: 'Payment refused after review',
  NOTE: 'Note',
};

export type OrderStatusValue = keyof typeof ORDER_STATUS_LABELS;
export type PaymentStatusValue = keyof typeof PAYMENT_STATUS_LABELS;
export type PaymentMethodValue = keyof typeof PAYMENT_METHOD_LABELS;

export const ORDER_STATUSES = Object.keys(ORDER_STATUS_LABELS) as OrderStatusValue[];
export const PAYMENT_STATUSES = Object.keys(PAYMENT_STATUS_LABELS) as PaymentStatusValue[];
export const PAYMENT_METHODS = Object.keys(PAYMENT_METHOD_LABELS) as PaymentMethodValue[];

/** A label from one of the maps above; an unknown value (a newer server) shows as it is. */
export function labelOf(labels: Readonly<Record<string, string>>, value: string): string {
  return labels[value] ?? value;
}
