/**
 * How the storefront names an order's state to its customer (GraphQL OrderStatus, PaymentStatus,
 * PaymentMethod), in plain words. Unknown values (a newer server) are shown as they come.
 */

const STATUS: Record<string, string> = {
  PENDING_PAYMENT: 'Waiting for payment',
  PLACED: 'Placed',
  PROCESSING: 'Being packed',
  SHIPPED: 'On the way',
  DELIVERED: 'Delivered',
  CANCELLED: 'Cancelled',
  EXPIRED: 'Expired (not paid in time)',
  RETURNED: 'Returned',
  REFUNDED: 'Refunded',
};

const METHOD: Record<string, string> = {
  COD: 'Cash on delivery',
  SSLCOMMERZ: 'SSLCommerz',
  BKASH: 'bKash',
  SANDBOX: 'Test gateway',
};

/** The order's status in words, e.g. "On the way". */
export function orderStatusText(status: string): string {
  return STATUS[status] ?? status;
}

/** A payment method's name, e.g. "bKash". */
export function paymentMethodText(method: string): string {
  return METHOD[method] ?? method;
}

/** Where the money stands, e.g. "Paid by bKash" or "Cash on delivery: pay when it arrives". */
export function paymentStatusText(paymentStatus: string, method: string, status?: string): string {
  if (paymentStatus === 'PAID') return `Paid by ${paymentMethodText(method)}`;
  if (paymentStatus === 'REFUNDED') return 'Refunded';
  if (status === 'CANCELLED' || status === 'EXPIRED') return 'Not paid';
  if (method === 'COD') return 'Cash on delivery: pay when it arrives';
  return `Not paid yet (${paymentMethodText(method)})`;
}

/** A status pill's modifier: good news, waiting, or over. */
export function statusTone(status: string): 'good' | 'waiting' | 'over' {
  if (status === 'CANCELLED' || status === 'EXPIRED' || status === 'RETURNED' || status === 'REFUNDED') return 'over';
  if (status === 'PENDING_PAYMENT') return 'waiting';
  return 'good';
}

const DATE_TIME = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Dhaka' });

/** A DateTime from the API in Bangladesh time, e.g. `22 Nov 2026, 14:05`. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : DATE_TIME.format(date);
}
