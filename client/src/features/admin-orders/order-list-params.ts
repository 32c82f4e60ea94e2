/**
 * The order lists keep their search and filters in the URL
 * (`?q=PG-2026&status=shipped&method=cod&payment=unpaid&from=2026-11-01&to=2026-11-30&section=medical&source=home`),
 * so a filtered list can be reloaded and linked. These turn the URL into `adminOrders(filter:)`.
 */
import { dayAfter, dayStart } from '../admin-coupons/coupon-rules.ts';
import {
  ORDER_STATUSES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  type OrderStatusValue,
  type PaymentMethodValue,
  type PaymentStatusValue,
} from './order-labels.ts';

export interface OrderListParams {
  /** Order number, phone or name. */
  q: string;
  status: OrderStatusValue | '';
  method: PaymentMethodValue | '';
  payment: PaymentStatusValue | '';
  /** First and last Bangladesh day of the placement date ("2026-11-01"), inclusive. */
  from: string;
  to: string;
  /** A section slug. */
  section: string;
  /** An add-to-cart source. */
  source: string;
}

/** The parts of the filter a page fixes (the ebook page: digital; the cycle page: its section). */
export interface FixedOrderFilter {
  digital?: boolean;
  section?: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function oneOf<T extends string>(values: readonly T[], text: string | null): T | '' {
  const upper = (text ?? '').trim().toUpperCase();
  return (values as readonly string[]).includes(upper) ? (upper as T) : '';
}

function day(text: string | null): string {
  const value = (text ?? '').trim();
  return DAY.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00+06:00`)) ? value : '';
}

/** The list's settings from a query string (unknown values fall back to "any"). */
export function orderListParams(search: URLSearchParams): OrderListParams {
  return {
    q: (search.get('q') ?? '').trim(),
    status: oneOf(ORDER_STATUSES, search.get('status')),
    method: oneOf(PAYMENT_METHODS, search.get('method')),
    payment: oneOf(PAYMENT_STATUSES, search.get('payment')),
    from: day(search.get('from')),
    to: day(search.get('to')),
    section: (search.get('section') ?? '').trim(),
    source: (search.get('source') ?? '').trim(),
  };
}

/** The query string for list settings (enum values in lower case); "any" is left out, other parameters kept. */
export function writeOrderListParams(params: OrderListParams, base: URLSearchParams = new URLSearchParams()): URLSearchParams {
  const next = new URLSearchParams(base);
  const set = (name: string, value: string) => (value ? next.set(name, value) : next.delete(name));
  set('q', params.q.trim());
  set('status', params.status.toLowerCase());
  set('method', params.method.toLowerCase());
  set('payment', params.payment.toLowerCase());
  set('from', params.from);
  set('to', params.to);
  set('section', params.section.trim());
  set('source', params.source.trim());
  return next;
}

/** Whether any filter or the search is set (the empty state then offers to clear them). */
export function isFiltered(params: OrderListParams): boolean {
  return Object.values(params).some(Boolean);
}

export const NO_ORDER_FILTERS: OrderListParams = { q: '', status: '', method: '', payment: '', from: '', to: '', section: '', source: '' };

/** The date range as `placedFrom` (start of the first day) and `placedBefore` (start of the day after the last), Bangladesh time. */
export function placedRange(from: string, to: string) {
  return { placedFrom: from ? dayStart(from) : null, placedBefore: to ? dayAfter(to) : null };
}

/** The `adminOrders` query's variables; a page's fixed parts win over the URL. */
export function orderListVariables(params: OrderListParams, fixed: FixedOrderFilter = {}) {
  return {
    filter: {
      search: params.q || null,
      statuses: params.status ? [params.status] : null,
      paymentMethods: params.method ? [params.method] : null,
      paymentStatuses: params.payment ? [params.payment] : null,
      ...placedRange(params.from, params.to),
      section: fixed.section ?? (params.section || null),
      source: params.source || null,
      digital: fixed.digital ?? null,
    },
  };
}
