/**
 * Where a payment gateway sends the shopper back. With PUBLIC_URL set (always in production: start-up
 * requires it) that address. Outside production without it, the origin the shopper's browser used — a
 * shop opened at http://127.0.0.1:3000 or at a LAN address from a phone must bring the shopper back to
 * that same address, where their session cookie lives, not to http://localhost:3000 where they are
 * signed out.
 *
 * Why this cannot be turned into an open redirect:
 * - It is taken only from a browser's own request: the `Origin` header must be present and name the
 *   same host as the `Host` header. A page of another site cannot set either for the shopper's browser
 *   (and refuseCrossSiteWrites has already refused a foreign Origin on the POST that starts a payment).
 * - Someone who forges both headers with their own client gets a gateway link for their own order only
 *   (startPayment opens the viewer's own orders); staff payment links never use it.
 * - Even so, only addresses of this machine or its local network pass: `localhost`, loopback, private
 *   (10/8, 172.16/12, 192.168/16), link-local and IPv6 unique-local literals — never a DNS name, which
 *   anyone could point anywhere — and only on this server's own port.
 */

export interface ReturnOriginConfig {
  /** False in production (NODE_ENV=production). */
  isDevelopment: boolean;
  publicUrl?: string;
  orders: { callbackBaseUrl: string };
}

function isLocalNetworkHost(hostname: string): boolean {
  if (hostname === 'localhost') return true;
  const v4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(hostname);
  if (v4) {
    const [a, b] = [Number(v4[1]), Number(v4[2])];
    if (v4.slice(1).some((part) => Number(part) > 255)) return false;
    return a === 127 || a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 169 && b === 254);
  }
  const v6 = /^\[([0-9a-f:.]+)\]$/i.exec(hostname);
  if (v6) {
    const address = v6[1]!.toLowerCase();
    return address === '::1' || /^f[cd][0-9a-f]{0,2}:/.test(address) || /^fe[89ab][0-9a-f]?:/.test(address);
  }
  return false;
}

const portOf = (url: URL) => url.port || (url.protocol === 'https:' ? '443' : '80');

/** The shopper's origin to return to, or null to use the configured address (callbackBaseUrl). */
export function shopperReturnOrigin(config: ReturnOriginConfig, headers: { host?: string; origin?: string }): string | null {
  if (config.publicUrl || !config.isDevelopment) return null;
  if (!headers.origin || !headers.host) return null;
  // A Host header is a host and maybe a port: nothing a URL parser would read as userinfo or a path.
  if (!/^[A-Za-z0-9.\-[\]:]+$/.test(headers.host)) return null;
  let origin: URL;
  let host: URL;
  let own: URL;
  try {
    origin = new URL(headers.origin);
    host = new URL(`${origin.protocol}//${headers.host}`);
    own = new URL(config.orders.callbackBaseUrl);
  } catch {
    return null;
  }
  if (origin.protocol !== 'http:' && origin.protocol !== 'https:') return null;
  if (origin.origin === 'null' || origin.host !== host.host) return null;
  if (portOf(origin) !== portOf(own)) return null;
  if (!isLocalNetworkHost(origin.hostname)) return null;
  return origin.origin;
}
