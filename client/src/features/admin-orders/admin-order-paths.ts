import { databaseId } from '../catalog-admin/admin-paths.ts';

/** The staff screen of one order: its database id in the address (`/admin/orders/<uuid>`). */
export function adminOrderPath(globalId: string): string {
  return `/admin/orders/${encodeURIComponent(databaseId(globalId))}`;
}

/** The tabs of the orders area of the back office. */
export const ORDERS_AREA_LINKS = [
  { to: '/admin/orders', label: 'All orders' },
  { to: '/admin/orders/ebook', label: 'Ebook orders' },
  { to: '/admin/orders/cycle', label: 'Cycle orders' },
  { to: '/admin/orders/sources', label: 'By source' },
  { to: '/admin/orders/print', label: 'Print and ship' },
] as const;
