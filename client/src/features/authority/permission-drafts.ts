/** Unsaved permission changes of the authority matrix: each edited role's permissions, by role key. */
export type Drafts = Readonly<Record<string, readonly string[]>>;

/** The admin role's permission that cannot be removed (the server refuses it). */
export const LOCKED = { role: 'admin', permission: 'authority.manage' } as const;

export function isLocked(roleKey: string, permission: string): boolean {
  return roleKey === LOCKED.role && permission === LOCKED.permission;
}

function samePermissions(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((permission) => b.includes(permission));
}

/**
 * The drafts after turning `permission` on or off for a role whose saved permissions are `saved`;
 * a role edited back to what is saved has no draft. `order` keeps the permissions in list order.
 */
export function togglePermission(
  drafts: Drafts,
  role: { key: string; saved: readonly string[] },
  permission: string,
  order: readonly string[],
): Drafts {
  const current = drafts[role.key] ?? role.saved;
  const on = !current.includes(permission);
  const next = order.filter((key) => (key === permission ? on : current.includes(key)));
  const { [role.key]: _previous, ...others } = drafts;
  return samePermissions(next, role.saved) ? others : { ...others, [role.key]: next };
}

/** The drafts without a role's unsaved changes. */
export function discardDraft(drafts: Drafts, roleKey: string): Drafts {
  const { [roleKey]: _discarded, ...others } = drafts;
  return others;
}
