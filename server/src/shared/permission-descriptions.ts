/**
 * What each permission allows, in words: the authority screen and the 403 page show it. Apart from
 * permissions.ts so that the storefront's first load does not carry these sentences. Imports only types.
 */
import type { Permission } from './permissions.ts';

export const PERMISSIONS: Readonly<Record<Permission, string>> = {
  'catalog.manage': 'Manage books, ebooks, stationery, bundles, content and authors',
  'orders.manage': 'View and process orders, shipments and payments; sell at the shop counter and edit the outlets',
  'orders.view': 'Open any order with its history, payments and parcels, without changing it (support desk)',
  'coupons.manage': 'Create, edit and deactivate coupons, also in bulk',
  'coupons.issue': 'Issue coupons to customers from the support desk',
  'invoices.manage': 'View, print and correct invoices; record courier remittances and close receivables months',
  'reports.view': 'Read sales and shop reports, courier receivables and refunds due',
  'users.view': 'Look up customers and their accounts',
  'users.manage': "Change users' roles",
  'authority.manage': 'Edit which permissions each role has',
  'marketing.manage': 'Run marketing campaigns and pixels',
  'support.access': 'Use the support desk: customers, call history, coupon statistics',
  'audit.view': 'Read the security audit log and the SMS outbox',
  'api.explore': 'Send any GraphQL query, not only the shop\'s own (GraphiQL, scripts), in production',
};

/** What a permission allows, in words (the permission itself when unknown). */
export function describePermission(permission: string): string {
  return Object.hasOwn(PERMISSIONS, permission) ? PERMISSIONS[permission as Permission] : permission;
}
