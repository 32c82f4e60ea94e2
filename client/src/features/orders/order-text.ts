/**
 * How the storefront names an order's state to its customer (GraphQL OrderStatus, PaymentStatus,
 * PaymentMethod, ShipmentStatus), in plain words in the interface language: the one map from each
 * enum to its message. Unknown values (a newer server) are shown as they come.
 */
import { formatDateTime as formatMoment } from '#shared/i18n/format.ts';
import type { Locale } from '#shared/i18n/locale.ts';
import type { MessageId, MessageValues } from '../../i18n/i18n.ts';

type T = (id: MessageId, values?: MessageValues) => string;

export const ORDER_STATUS_MESSAGES: Readonly<Record<string, MessageId>> = {
  PENDING_PAYMENT: 'orders.status.PENDING_PAYMENT',
  PLACED: 'orders.status.PLACED',
  PROCESSING: 'orders.status.PROCESSING',
  SHIPPED: 'orders.status.SHIPPED',
  DELIVERED: 'orders.status.DELIVERED',
  CANCELLED: 'orders.status.CANCELLED',
  EXPIRED: 'orders.status.EXPIRED',
  RETURNED: 'orders.status.RETURNED',
  REFUNDED: 'orders.status.REFUNDED',
};

export const PAYMENT_METHOD_MESSAGES: Readonly<Record<string, MessageId>> = {
  COD: 'orders.method.COD',
  SSLCOMMERZ: 'orders.method.SSLCOMMERZ',
  BKASH: 'orders.method.BKASH',
  SANDBOX: 'orders.method.SANDBOX',
};

/** A parcel's status (the courier's in-between words aside: the server's statusLabel has those, in English). */
export const SHIPMENT_STATUS_MESSAGES: Readonly<Record<string, MessageId>> = {
  CREATED: 'orders.shipment.CREATED',
  PICKED_UP: 'orders.shipment.PICKED_UP',
  IN_TRANSIT: 'orders.shipment.IN_TRANSIT',
  HOLD: 'orders.shipment.HOLD',
  DELIVERED: 'orders.shipment.DELIVERED',
  PARTIALLY_DELIVERED: 'orders.shipment.PARTIALLY_DELIVERED',
  RETURNED: 'orders.shipment.RETURNED',
  CANCELLED: 'orders.shipment.CANCELLED',
};

const named = (t: T, messages: Readonly<Record<string, MessageId>>, value: string) => {
  const id = messages[value];
  return id ? t(id) : value;
};

/** The order's status in words, e.g. "On the way" / "পথে আছে". */
export function orderStatusText(t: T, status: string): string {
  return named(t, ORDER_STATUS_MESSAGES, status);
}

/** A payment method's name, e.g. "bKash" / "বিকাশ". */
export function paymentMethodText(t: T, method: string): string {
  return named(t, PAYMENT_METHOD_MESSAGES, method);
}

/**
 * A parcel's status: in English the server's label (it names the courier's in-between states, e.g.
 * "Out for delivery"), in Bangla the status's own name.
 */
export function shipmentStatusText(t: T, locale: Locale, status: string, label: string): string {
  return locale === 'en' ? label : named(t, SHIPMENT_STATUS_MESSAGES, status);
}

/** Where the money stands (PaymentStatus with the method and the order's status), e.g. "Paid by bKash". */
export function paymentStatusText(t: T, paymentStatus: string, method: string, status?: string): string {
  if (paymentStatus === 'PAID') return t('orders.payment.paid', { method: paymentMethodText(t, method) });
  if (paymentStatus === 'REFUNDED') return t('orders.payment.refunded');
  if (status === 'CANCELLED' || status === 'EXPIRED') return t('orders.payment.notPaid');
  if (method === 'COD') return t('orders.payment.cod');
  return t('orders.payment.notYet', { method: paymentMethodText(t, method) });
}

/** A status pill's modifier: good news, waiting, or over. */
export function statusTone(status: string): 'good' | 'waiting' | 'over' {
  if (status === 'CANCELLED' || status === 'EXPIRED' || status === 'RETURNED' || status === 'REFUNDED') return 'over';
  if (status === 'PENDING_PAYMENT') return 'waiting';
  return 'good';
}

/** A DateTime from the API in Bangladesh time, e.g. `22 Nov 2026, 14:05` / `২২ নভেম্বর, ২০২৬, ১৪:০৫`. */
export function formatDateTime(iso: string, locale: Locale): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : formatMoment(date, locale);
}

/** The history's steps in the customer's language (the server's customerText for what it alone words: payments, notes). */
const STEP_MESSAGES: Readonly<Record<string, MessageId>> = {
  PENDING_PAYMENT: 'orders.event.step.PENDING_PAYMENT',
  PLACED: 'orders.event.step.PLACED',
  PROCESSING: 'orders.event.step.PROCESSING',
  SHIPPED: 'orders.event.step.SHIPPED',
  DELIVERED: 'orders.event.step.DELIVERED',
  CANCELLED: 'orders.event.step.CANCELLED',
  EXPIRED: 'orders.event.step.EXPIRED',
  RETURNED: 'orders.event.step.RETURNED',
  REFUNDED: 'orders.event.step.REFUNDED',
};

/** One line of an order's history as the customer reads it. */
export function historyLine(event: { type: string; toStatus: string | null | undefined; customerText: string }, t: T): string {
  if (event.type === 'PLACED') return t('orders.event.placed');
  const step = event.type === 'STATUS_CHANGED' && event.toStatus ? STEP_MESSAGES[event.toStatus] : undefined;
  return step ? t(step) : event.customerText;
}
