/**
 * The coupon list keeps its search and filters in the URL (`?q=eid&status=inactive&batch=1`), so a
 * filtered list can be reloaded and shared. These turn the URL into the `coupons(filter:)` variables.
 */

export type CouponStatusFilter = '' | 'active' | 'inactive' | 'expired';

export interface CouponListParams {
  /** A fragment of the code. */
  q: string;
  status: CouponStatusFilter;
  /** Whether codes of bulk batches are listed too (they can be thousands; hidden by default). */
  batchCodes: boolean;
}

const STATUSES: readonly CouponStatusFilter[] = ['active', 'inactive', 'expired'];

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

/**
 * The `coupons` query's variables. The API filters by the active switch, not by expiry: an expired
 * coupon is still switched on, so "expired" asks for active coupons and the list keeps the expired ones.
 */
export function couponListVariables(params: CouponListParams) {
  return {
    filter: {
      search: params.q || null,
      active: params.status === '' ? null : params.status !== 'inactive',
      inBatch: params.batchCodes ? null : false,
    },
  };
}
