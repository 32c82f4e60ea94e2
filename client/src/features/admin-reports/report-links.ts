/** The reports area's screens, as tabs. */
export const REPORTS_AREA_LINKS = [
  { to: '/admin/report', label: 'Sales' },
  { to: '/admin/report/shop', label: 'Shop counter and online' },
  { to: '/admin/orders/sources', label: 'By source' },
  { to: '/admin/report/apar-monthly', label: 'Courier receivables' },
] as const;
