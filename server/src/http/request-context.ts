import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context as HonoContext } from 'hono';
import { getCookie } from 'hono/cookie';
import type { Context, RemoteInfo, Services } from '../context.ts';
import type { PrismaClient } from '../generated/prisma/client.ts';
import { clearSessionCookie, clearSignedInHint, resumeSession, SESSION_COOKIE, setSignedInHint } from '../modules/accounts/sessions.ts';
import { isLocale, LANGUAGE_COOKIE, localeFromAcceptLanguage } from '../shared/i18n/locale.ts';
import { SIGNED_IN_HINT_COOKIE } from '../shared/session-hint.ts';
import { clientAddress, type TrustProxy } from './client-address.ts';
import type { RequestVariables } from './request-log.ts';
import { ResponseCookies } from './response-cookies.ts';
import { shopperReturnOrigin } from './return-origin.ts';

export interface ContextDeps {
  prisma: PrismaClient;
  services: Services;
  trustProxy: TrustProxy;
}

/** The client's address (as the trusted proxies forward it) and user agent. */
export function remoteInfo(c: HonoContext, trustProxy: TrustProxy): RemoteInfo {
  let socketAddress = '';
  try {
    socketAddress = getConnInfo(c).remote.address ?? '';
  } catch {
    // Requests handed to app.fetch directly (tests, other runtimes) have no socket.
  }
  const ip = clientAddress(socketAddress, c.req.header('x-forwarded-for'), trustProxy);
  return { ip, userAgent: c.req.header('user-agent') ?? '' };
}

/** The context of one GraphQL or REST request: who is asking (from the session cookie) and from where. */
export async function createRequestContext<E extends { Variables: RequestVariables }>(
  c: HonoContext<E>,
  deps: ContextDeps,
): Promise<Context> {
  const ctx: Context = {
    prisma: deps.prisma,
    log: c.get('log'),
    requestId: c.get('requestId'),
    remote: remoteInfo(c, deps.trustProxy),
    viewer: null,
    session: null,
    cookies: new ResponseCookies(),
    requestCookies: getCookie(c),
    services: deps.services,
    returnOrigin: shopperReturnOrigin(deps.services.config, { host: c.req.header('host'), origin: c.req.header('origin') }),
  };
  const chosen = ctx.requestCookies[LANGUAGE_COOKIE];
  ctx.locale = isLocale(chosen) ? chosen : localeFromAcceptLanguage(c.req.header('accept-language'));
  const token = getCookie(c, SESSION_COOKIE);
  const hinted = SIGNED_IN_HINT_COOKIE in ctx.requestCookies;
  if (token) {
    const resumed = await resumeSession(deps.prisma, token, deps.services.config.session, {
      cache: deps.services.sessions,
      log: ctx.log,
    });
    if (resumed) {
      ctx.session = resumed.session;
      ctx.viewer = resumed.viewer;
      // Sessions started before the hint existed get it on their next call.
      if (!hinted) setSignedInHint(ctx, resumed.expiresAt);
    } else {
      clearSessionCookie(ctx);
    }
  } else if (hinted) {
    clearSignedInHint(ctx);
  }
  return ctx;
}
