import { isIP } from 'node:net';
import type { Config } from '../config.ts';

/** True when a listening address accepts connections from this machine only (localhost, 127.0.0.0/8, ::1). */
export function isLoopbackHost(host: string): boolean {
  const address = host.trim().toLowerCase().replace(/^\[(.*)\]$/, '$1');
  if (address === 'localhost' || address.endsWith('.localhost')) return true;
  if (isIP(address) === 4) return address.startsWith('127.');
  if (isIP(address) === 6) return address === '::1' || address.startsWith('::ffff:127.');
  return false;
}

/**
 * The warning `npm start` prints when a development-mode shop listens where other machines reach it,
 * or null when it runs in production or on a loopback address only.
 */
export function developmentExposureWarning(config: Pick<Config, 'env' | 'host'>): string | null {
  if (config.env === 'production' || isLoopbackHost(config.host)) return null;
  return (
    `NODE_ENV is "${config.env}", not "production", and HOST=${config.host} makes the shop reachable from other machines: ` +
    'development mode serves GraphiQL, introspection, field suggestions and any query text, and sends no HSTS. ' +
    'Set NODE_ENV=production for a shop other people use, or HOST=127.0.0.1 to keep it on this machine.'
  );
}
