/**
 * Route guards (seed §2, §6): a signed-out visitor is sent to sign in (the page is remembered and
 * opened after signing in); a signed-in user without the permission gets 403 Forbidden.
 */
import { data, redirect, type LazyRouteFunction, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { mayOpenPath, requiredPermissions } from './back-office-access.ts';
import { saveRedirectTarget } from './redirect-target.ts';
import { sessionForNavigation } from './session-store.ts';
import { mayOpen, type Guard } from './session-user.ts';

export const SIGN_IN_PATH = '/auth/login';

/** The body of a guard's 403: the permissions (any one of them) the screen needs, for the refusal to name. */
export interface Refusal {
  permissions: readonly string[];
}

/**
 * Throws the redirect to sign in, or a 403 response naming the permission that is missing, unless
 * the navigation's user may open a screen with this guard at this path (back-office-access.ts).
 */
export async function requireAccess(guard: Guard, request: Request): Promise<void> {
  const user = await sessionForNavigation(request);
  const { pathname, search, hash } = new URL(request.url);
  if (!user) {
    saveRedirectTarget(`${pathname}${search}${hash}`);
    throw redirect(SIGN_IN_PATH);
  }
  if (!mayOpen(user, guard) || !mayOpenPath(user, pathname)) {
    const refusal: Refusal = { permissions: requiredPermissions(pathname) ?? [] };
    throw data(refusal, { status: 403, statusText: 'Forbidden' });
  }
}

/** A lazy page whose loader first checks the guard, so a refused visitor never starts the page's query. */
export function guardedPage(page: LazyRouteFunction<RouteObject>, guard: Guard): LazyRouteFunction<RouteObject> {
  return async () => {
    const route = await page();
    const pageLoader = typeof route.loader === 'function' ? route.loader : undefined;
    return {
      ...route,
      loader: async (args: LoaderFunctionArgs) => {
        await requireAccess(guard, args.request);
        return pageLoader ? pageLoader(args) : null;
      },
    };
  };
}
