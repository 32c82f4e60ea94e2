/** The back office's screens as its navigation lists them (each shown only to who may open it: back-office-access.ts). */
export const BACK_OFFICE_LINKS = [
  ['/admin', 'Dashboard'],
  ['/admin/books', 'Books'],
  ['/admin/bundles', 'Bundles'],
  ['/admin/content', 'Content'],
  ['/admin/stationary', 'Stationery'],
  ['/admin/coupon', 'Coupons'],
  ['/admin/delivery', 'Delivery'],
  ['/admin/orders', 'Orders'],
  ['/admin/payments/review', 'Payments under review'],
  ['/admin/invoice', 'Invoices'],
  ['/admin/report', 'Reports'],
  ['/admin/users', 'Users'],
  ['/admin/marketing', 'Marketing'],
  ['/admin/search', 'Search'],
  ['/admin/search-synonyms', 'Search synonyms'],
  ['/admin/sms', 'Text messages'],
  ['/agent', 'Support desk'],
] as const;

export type BackOfficeLink = (typeof BACK_OFFICE_LINKS)[number];

/** What the dashboard (/admin) shows, each by the permission that reads it: sales (reports.view), latest orders, stock running out. */
export const DASHBOARD_PERMISSIONS = ['reports.view', 'orders.manage', 'catalog.manage'] as const;

/** Whether the dashboard has any figure this member of staff may see. */
export function seesDashboardFigures(user: { permissions: readonly string[] }): boolean {
  return DASHBOARD_PERMISSIONS.some((permission) => user.permissions.includes(permission));
}
