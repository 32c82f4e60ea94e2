import { ALL_PERMISSIONS } from '#shared/permissions.ts';
import { SIGNED_IN_HINT_COOKIE } from '#shared/session-hint.ts';
import type { SessionUser } from '../src/features/session/session-user.ts';

/** A signed-in customer as GET /api/user answers it, with a complete profile unless overridden. */
export function customer(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 'VXNlcjox',
    name: 'Rahim Uddin',
    phone: '01712345678',
    email: 'rahim@example.com',
    hsc_batch: 'HSC 2026',
    phone_verified: true,
    google_linked: false,
    roles: ['customer'],
    permissions: [],
    created_at: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

/** A signed-in administrator with every permission: what route tests run as unless they say otherwise. */
export const ADMIN: SessionUser = customer({ id: 'VXNlcjoy', name: 'Shop Admin', roles: ['admin'], permissions: [...ALL_PERMISSIONS] });

/** The GET /api/user answer for a user, or 401 when signed out (as the server answers). */
export function sessionResponse(user: SessionUser | null): Response {
  if (user) return Response.json(user);
  return Response.json({ statusCode: 401, statusMessage: 'Please sign in to continue.', message: 'Please sign in to continue.' }, { status: 401 });
}

/** Whether a fetch call is GET /api/user. */
export function isSessionRequest(input: RequestInfo | URL, init?: RequestInit): boolean {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  return url === '/api/user' && (init?.method ?? 'GET').toUpperCase() === 'GET';
}

/** Sets (for a user) or clears (for null) the signed-in hint cookie the server gives a session, so the client asks GET /api/user. */
export function setSignedInHint(user: SessionUser | null): void {
  document.cookie = user ? `${SIGNED_IN_HINT_COOKIE}=1; path=/` : `${SIGNED_IN_HINT_COOKIE}=; max-age=0; path=/`;
}
