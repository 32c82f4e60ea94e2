import type { Context as HonoContext } from 'hono';
import { createMiddleware } from 'hono/factory';
import { refuseRequest } from './edge-refusal.ts';
import type { RequestVariables } from './request-log.ts';

/** Where the shop is served and which other origins may call its API (config.publicUrl, config.corsOrigins). */
export interface OriginPolicy {
  publicUrl: string | undefined;
  corsOrigins: readonly string[];
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** `scheme://host[:port]` with the scheme's default port dropped, or null for `null` and anything unparsable. */
function normalisedOrigin(value: string): string | null {
  try {
    const url = new URL(value);
    return url.origin === 'null' ? null : url.origin;
  } catch {
    return null;
  }
}

/**
 * The shop's own origin is PUBLIC_URL's when it is set; otherwise whatever host the browser addressed
 * (the Host header), in either scheme, since a TLS-terminating proxy may hand us plain HTTP.
 */
function isOwnOrigin(origin: string, host: string | undefined, publicUrl: string | undefined): boolean {
  if (publicUrl) return normalisedOrigin(publicUrl) === origin;
  if (!host) return false;
  const { protocol, host: originHost } = new URL(origin);
  try {
    return new URL(`${protocol}//${host}`).host === originHost;
  } catch {
    return false;
  }
}

/** True for an `Origin` header naming one of config.corsOrigins (never `null`). */
export function isCorsOrigin(origin: string | undefined, policy: Pick<OriginPolicy, 'corsOrigins'>): origin is string {
  if (!origin) return false;
  const normalised = normalisedOrigin(origin);
  return normalised !== null && policy.corsOrigins.some((allowed) => normalisedOrigin(allowed) === normalised);
}

/**
 * Whether a browser request comes from a page the shop trusts: no `Origin` at all (curl, old clients,
 * same-origin navigations), the shop's own origin, or a configured CORS origin. `Sec-Fetch-Site:
 * cross-site` is trusted only together with a configured CORS origin.
 */
export function isTrustedRequestOrigin(c: HonoContext, policy: OriginPolicy): boolean {
  const origin = c.req.header('origin');
  if (isCorsOrigin(origin, policy)) return true;
  if (c.req.header('sec-fetch-site')?.toLowerCase() === 'cross-site') return false;
  if (origin === undefined) return true;
  const normalised = normalisedOrigin(origin);
  return normalised !== null && isOwnOrigin(normalised, c.req.header('host'), policy.publicUrl);
}

/**
 * Refuses state-changing requests (POST, PUT, PATCH, DELETE) from pages of other sites or origins with
 * 403 before anything reads the body or the session: a cross-site form post or fetch changes nothing.
 */
export function refuseCrossSiteWrites(policy: OriginPolicy) {
  return createMiddleware<{ Variables: RequestVariables }>(async (c, next) => {
    if (!STATE_CHANGING.has(c.req.method) || isTrustedRequestOrigin(c, policy)) return next();
    c.var.log.info({ origin: c.req.header('origin'), secFetchSite: c.req.header('sec-fetch-site') }, 'Cross-site request refused');
    return refuseRequest(c, 403, 'CROSS_SITE_REQUEST_REFUSED', 'Requests from other sites are not allowed.');
  });
}
