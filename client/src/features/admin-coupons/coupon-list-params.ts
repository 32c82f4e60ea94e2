/**
 * The coupon list keeps its search and filters in the URL (`?q=eid&status=inactive&batch=1`), so a
 * filtered list can be reloaded and shared. These turn the URL into the `coupons(filter:)` variables.
 */

/** A status as the URL spells it, mapped to GraphQL's CouponStatus. */
const STATUS_VALUES = {
  active: 'ACTIVE',
  scheduled: 'SCHEDULED',
  expired: 'EXPIRED',
  'used-up': 'USED_UP',
  inactive: 'INACTIVE',
} as const;

export type CouponStatusFilter = '' | keyof typeof STATUS_VALUES;

export interface CouponListParams {
  /** A fragment of the code. */
  q: string;
  status: CouponStatusFilter;
  /** Whether codes of bulk batches are listed too (they can be thousands; hidden by default). */
  batchCodes: boolean;
}

const STATUSES = Object.keys(STATUS_VALUES) as CouponStatusFilter[];

/** The list's settings from a query string (unknown values fall back to the defaults). */
export function couponListParams(search: URLSearchParams): CouponListParams {
  const status = search.get('status') as CouponStatusFilter | null;
  return {
    q: (search.get('q') ?? '').trim(),
    status: status && STATUSES.includes(status) ? status : '',
    batchCodes: search.get('batch') === '1',
  };
}

/** The query string for list settings; defaults are left out, other parameters kept. */
export function writeCouponListParams(params: CouponListParams, base: URLSearchParams = new URLSearchParams()): URLSearchParams {
  const next = new URLSearchParams(base);
  const set = (name: string, value: string) => (value ? next.set(name, value) : next.delete(name));
  set('q', params.q.trim());
  set('status', params.status);
  set('batch', params.batchCodes ? '1' : '');
  return next;
}

/** The `coupons` query's variables: the server filters by where each coupon stands now (CouponStatus). */
export function couponListVariables(params: CouponListParams) {
  return {
    filter: {
      search: params.q || null,
      status: params.status === '' ? null : STATUS_VALUES[params.status],
      inBatch: params.batchCodes ? null : false,
    },
  };
}
