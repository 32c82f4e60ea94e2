/**
 * The signed-in user, shared by the whole app (seed §7): GET /api/user on every navigation and
 * after a profile update; when the call fails the user becomes null. Without the signed-in hint
 * cookie nobody is signed in, and no call is made: a signed-out visit logs no 401.
 */
import { useSyncExternalStore } from 'react';
import { hasSignedInHint } from '#shared/session-hint.ts';
import { requestJson } from '../../lib/http.ts';
import type { SessionUser } from './session-user.ts';

export interface SessionState {
  user: SessionUser | null;
  /** True until the first answer: whether someone is signed in is not known yet. */
  loading: boolean;
}

let state: SessionState = { user: null, loading: true };
let latestRequest = 0;
const listeners = new Set<() => void>();
// Each navigation's loaders share one Request, so the shell and a guard share one call.
const byNavigation = new WeakMap<Request, Promise<SessionUser | null>>();

function setState(next: SessionState): void {
  state = next;
  for (const listener of listeners) listener();
}

/** Asks the server who is signed in (when the hint says someone may be) and stores the answer (null on any failure); a newer call's answer wins. */
export async function refreshSession(): Promise<SessionUser | null> {
  const request = ++latestRequest;
  const user = hasSignedInHint(document.cookie) ? await requestJson<SessionUser>('/api/user').catch(() => null) : null;
  if (request === latestRequest) setState({ user, loading: false });
  return user;
}

/** The signed-in user for a navigation: one GET /api/user per navigation, however many loaders ask. */
export function sessionForNavigation(request: Request): Promise<SessionUser | null> {
  let session = byNavigation.get(request);
  if (!session) {
    session = refreshSession();
    byNavigation.set(request, session);
  }
  return session;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getState = () => state;

/** The signed-in user (null when signed out), whether it is still loading, and `refresh` to ask again. */
export function useSession(): SessionState & { refresh: typeof refreshSession } {
  const current = useSyncExternalStore(subscribe, getState, getState);
  return { ...current, refresh: refreshSession };
}
