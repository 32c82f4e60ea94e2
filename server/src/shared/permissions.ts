/**
 * Permissions and default roles, shared by the server (scope-auth, seeding) and the client (which
 * staff links to show), imported there as `#shared/permissions.ts`. Imports nothing.
 */

/** Every fine-grained permission a role can hold, with what it allows. */
export const PERMISSIONS = {
  'catalog.manage': 'Manage books, ebooks, stationery, bundles, content and authors',
  'orders.manage': 'View and process orders, shipments and payments',
  'orders.view': 'Open any order with its history, payments and parcels, without changing it (support desk)',
  'coupons.manage': 'Create, edit and deactivate coupons, also in bulk',
  'coupons.issue': 'Issue coupons to customers from the support desk',
  'invoices.manage': 'View, print and correct invoices',
  'reports.view': 'Read sales and shop reports',
  'users.view': 'Look up customers and their accounts',
  'users.manage': "Change users' roles",
  'authority.manage': 'Edit which permissions each role has',
  'marketing.manage': 'Run marketing campaigns and pixels',
  'support.access': 'Use the support desk: customers, call history, coupon statistics',
  'audit.view': 'Read the security audit log and the SMS outbox',
  'api.explore': 'Send any GraphQL query, not only the shop\'s own (GraphiQL, scripts), in production',
} as const;

export type Permission = keyof typeof PERMISSIONS;

export const ALL_PERMISSIONS = Object.keys(PERMISSIONS) as Permission[];

export function isPermission(value: string): value is Permission {
  return Object.hasOwn(PERMISSIONS, value);
}

/** Permissions that open the admin area (any one of them). */
export const ADMIN_AREA_PERMISSIONS: readonly Permission[] = ALL_PERMISSIONS.filter((p) => p !== 'support.access' && p !== 'coupons.issue' && p !== 'orders.view');

/** Permissions that open any order for reading (its page, history, payments, parcels, refunds). */
export const ORDER_READER_PERMISSIONS: readonly Permission[] = ['orders.manage', 'orders.view'];

export type RoleKey = 'customer' | 'agent' | 'admin';

/** The roles every shop starts with; admins may change their permissions afterwards. */
export const DEFAULT_ROLES: readonly { key: RoleKey; name: string; description: string; permissions: Permission[] }[] = [
  { key: 'customer', name: 'Customer', description: 'Shops, pays and reads what they bought', permissions: [] },
  {
    key: 'agent',
    name: 'Support agent',
    description: 'Helps customers from the support desk',
    permissions: ['support.access', 'users.view', 'coupons.issue', 'orders.view'],
  },
  { key: 'admin', name: 'Administrator', description: 'Runs the shop', permissions: [...ALL_PERMISSIONS] },
];

/** The role every new account gets. */
export const DEFAULT_ROLE: RoleKey = 'customer';
