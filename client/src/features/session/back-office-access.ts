/**
 * Which permission opens each back-office screen: the one its queries and mutations ask of the server
 * (see the authScopes in server/src/modules). Guards refuse a screen without it, and the back-office
 * navigation shows a member of staff only the links they may follow.
 */
import { ADMIN_AREA_PERMISSIONS, type Permission } from '#shared/permissions.ts';
import type { SessionUser } from './session-user.ts';

// By path prefix (whole segments); the longest prefix that matches wins. Any one permission of a row opens it.
// A prefix ending in `/*` matches only paths below it (not the prefix itself), and beats the bare prefix.
const AREAS: readonly (readonly [prefix: string, permissions: readonly Permission[]])[] = [
  ['/admin', ADMIN_AREA_PERMISSIONS],
  ['/admin/books', ['catalog.manage']],
  ['/admin/bundles', ['catalog.manage']],
  ['/admin/content', ['catalog.manage']],
  ['/admin/stationary', ['catalog.manage']],
  ['/admin/ebook', ['catalog.manage']],
  ['/admin/coupon', ['coupons.manage']],
  // Everyone may read the charges; changing them is order handling.
  ['/admin/delivery', ['orders.manage']],
  ['/admin/orders', ['orders.manage']],
  // One order's page: the support desk reads it too (orders.view); the other screens under it are order handling.
  ['/admin/orders/*', ['orders.manage', 'orders.view']],
  ['/admin/orders/cycle', ['orders.manage']],
  ['/admin/orders/ebook', ['orders.manage']],
  ['/admin/orders/print', ['orders.manage']],
  ['/admin/orders/sources', ['orders.manage']],
  ['/admin/shop-orders', ['orders.manage']],
  ['/admin/payments', ['orders.manage']],
  ['/admin/invoice', ['invoices.manage']],
  ['/admin/report', ['reports.view']],
  ['/admin/users', ['users.view']],
  ['/admin/users/authority', ['authority.manage']],
  ['/admin/marketing', ['marketing.manage']],
  ['/admin/playground', ['api.explore']],
  // Products for catalog.manage, accounts for users.view: either finds something.
  ['/admin/search', ['catalog.manage', 'users.view']],
  ['/admin/search-synonyms', ['catalog.manage']],
  ['/admin/sms', ['audit.view']],
  ['/agent', ['support.access']],
];

const underPrefix = (pathname: string, prefix: string) =>
  prefix.endsWith('/*') ? pathname.startsWith(prefix.slice(0, -1)) && pathname.length > prefix.length - 1 : pathname === prefix || pathname.startsWith(`${prefix}/`);

/** The permissions (any one of them) a back-office path needs; null for a path outside the back office. */
export function requiredPermissions(pathname: string): readonly Permission[] | null {
  const path = pathname.toLowerCase().replace(/\/+$/, '') || '/';
  let best: (typeof AREAS)[number] | null = null;
  for (const area of AREAS) {
    if (underPrefix(path, area[0]) && (!best || area[0].length > best[0].length)) best = area;
  }
  return best ? best[1] : null;
}

/** Whether the user holds a permission the path needs (always true outside the back office). */
export function mayOpenPath(user: Pick<SessionUser, 'permissions'>, pathname: string): boolean {
  const required = requiredPermissions(pathname);
  return !required || required.some((permission) => user.permissions.includes(permission));
}
