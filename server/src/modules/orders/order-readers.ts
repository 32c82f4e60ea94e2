import { ORDER_READER_PERMISSIONS } from '../../shared/permissions.ts';

/**
 * Whether the viewer reads every order (staff with orders.manage, or orders.view at the support desk),
 * not only their own. Changing an order stays orders.manage's.
 */
export function readsEveryOrder(ctx: { viewer: { permissions: ReadonlySet<string> } | null }): boolean {
  return ORDER_READER_PERMISSIONS.some((permission) => ctx.viewer?.permissions.has(permission) ?? false);
}
