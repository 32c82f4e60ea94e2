/** The stationery list, as the breadcrumb of one item's screen. */
export const STATIONERY_LIST = { to: '/admin/stationary', label: 'Stationery' } as const;
