import { ADMIN_AREA_PERMISSIONS } from '#shared/permissions.ts';
import { seesDashboardFigures } from './back-office-links.ts';

/** Who may open a screen (the route table's guards); enforced by the server, mirrored by client guards. */
export type Guard = 'signedIn' | 'admin' | 'agent';

/** The signed-in user as GET /api/user answers it. */
export interface SessionUser {
  id: string;
  name: string;
  phone: string | null;
  email: string | null;
  hsc_batch: string | null;
  phone_verified: boolean;
  google_linked: boolean;
  roles: string[];
  permissions: string[];
  created_at: string;
}

/** Whether the profile-completion dialog must ask for the phone number or HSC batch (seed §4). */
export function needsProfileCompletion(user: Pick<SessionUser, 'phone' | 'hsc_batch'>): boolean {
  return !user.phone || !user.hsc_batch;
}

/** The admin area opens with any permission except the support desk's (support.access, coupons.issue). */
export function canOpenAdmin(user: Pick<SessionUser, 'permissions'>): boolean {
  return user.permissions.some((permission) => (ADMIN_AREA_PERMISSIONS as readonly string[]).includes(permission));
}

/** The support desk (agent area) opens with support.access. */
export function canOpenAgent(user: Pick<SessionUser, 'permissions'>): boolean {
  return user.permissions.includes('support.access');
}

/** Whether a signed-in user may open a screen with this guard. */
export function mayOpen(user: SessionUser, guard: Guard): boolean {
  switch (guard) {
    case 'signedIn':
      return true;
    case 'admin':
      return canOpenAdmin(user);
    case 'agent':
      return canOpenAgent(user);
  }
}

/**
 * Where signing in leads when no page is waiting: staff where they work — the dashboard for those who
 * may see its figures (admins), the support desk for agents, the back office for other staff — and
 * everyone else to the shop.
 */
export function landingPath(user: Pick<SessionUser, 'permissions'> | null): string {
  if (!user) return '/';
  if (seesDashboardFigures(user)) return '/admin';
  if (canOpenAgent(user)) return '/agent';
  return canOpenAdmin(user) ? '/admin' : '/';
}
