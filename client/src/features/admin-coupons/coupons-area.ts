/** The tabs of the coupons area of the back office. */
export const COUPONS_AREA_LINKS = [
  { to: '/admin/coupon', label: 'Coupons' },
  { to: '/admin/coupon/bulk', label: 'Bulk batches' },
] as const;
