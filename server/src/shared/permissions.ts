/**
 * Permissions and default roles, shared by the server (scope-auth, seeding) and the client (which
 * staff links to show), imported there as `#shared/permissions.ts`. Imports nothing.
 */

/** Every fine-grained permission a role can hold (what each allows, in words: permission-descriptions.ts). */
export const PERMISSION_KEYS = [
  'catalog.manage',
  'orders.manage',
  'orders.view',
  'coupons.manage',
  'coupons.issue',
  'invoices.manage',
  'reports.view',
  'users.view',
  'users.manage',
  'authority.manage',
  'marketing.manage',
  'support.access',
  'audit.view',
  'api.explore',
] as const;

export type Permission = (typeof PERMISSION_KEYS)[number];

export const ALL_PERMISSIONS: Permission[] = [...PERMISSION_KEYS];

export function isPermission(value: string): value is Permission {
  return (PERMISSION_KEYS as readonly string[]).includes(value);
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
