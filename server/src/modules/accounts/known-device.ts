/**
 * OWASP's device cookie: a browser that has signed in to an account carries a signed, httpOnly
 * cookie saying so, and sign-ins from it skip the account's slowing (only the per-IP and per-device
 * limits apply), so an attacker hammering an account never locks its owner out.
 *
 * Each entry is `<userId>.<nonce>.<signature>`, signed with HMAC-SHA256 under a key derived from the
 * account's password hash: the hash is secret to the server and salted per account, so no shop-wide
 * secret is needed, every process sharing the database agrees, and a password change or reset
 * retires the device cookies made with the old password.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Context } from '../../context.ts';

export const DEVICE_COOKIE = 'pathagar_device';
const MAX_AGE_SECONDS = 365 * 86_400;
// A browser shared by a family or a class remembers a few accounts, newest first.
const MAX_ENTRIES = 5;

type DeviceCtx = Pick<Context, 'requestCookies' | 'cookies' | 'services'>;
interface Account {
  id: string;
  passwordHash: string | null;
}

function signature(account: Account & { passwordHash: string }, nonce: string): Buffer {
  const key = createHmac('sha256', 'pathagar-known-device').update(account.passwordHash).digest();
  return createHmac('sha256', key).update(`${account.id}.${nonce}`).digest();
}

function entries(ctx: Pick<Context, 'requestCookies'>): { userId: string; nonce: string; signature: string }[] {
  const value = ctx.requestCookies[DEVICE_COOKIE] ?? '';
  return value
    .split('~')
    .slice(0, MAX_ENTRIES)
    .map((entry) => entry.split('.'))
    .filter((parts) => parts.length === 3)
    .map(([userId, nonce, sig]) => ({ userId: userId!, nonce: nonce!, signature: sig! }));
}

/** The device's entry for this account, when its signature holds under the account's current password. */
function entryFor(ctx: Pick<Context, 'requestCookies'>, account: Account) {
  const { passwordHash } = account;
  if (!passwordHash) return null;
  return (
    entries(ctx).find((entry) => {
      if (entry.userId !== account.id) return false;
      const given = Buffer.from(entry.signature, 'base64url');
      const expected = signature({ ...account, passwordHash }, entry.nonce);
      return given.length === expected.length && timingSafeEqual(given, expected);
    }) ?? null
  );
}

/** A stable id of this browser for this account (for its own limit), or null when it has not signed in to it before. */
export function knownDeviceId(ctx: Pick<Context, 'requestCookies'>, account: Account): string | null {
  const entry = entryFor(ctx, account);
  return entry ? `${account.id}:${entry.nonce}` : null;
}

/** Marks this browser as one the account has signed in on (kept for a year, refreshed at each sign-in). */
export function rememberDevice(ctx: DeviceCtx, account: Account): void {
  const { passwordHash } = account;
  if (!passwordHash) return;
  const nonce = entryFor(ctx, account)?.nonce ?? randomBytes(16).toString('base64url');
  const own = `${account.id}.${nonce}.${signature({ ...account, passwordHash }, nonce).toString('base64url')}`;
  const others = entries(ctx)
    .filter((entry) => entry.userId !== account.id)
    .map((entry) => `${entry.userId}.${entry.nonce}.${entry.signature}`);
  ctx.cookies.set(DEVICE_COOKIE, [own, ...others].slice(0, MAX_ENTRIES).join('~'), {
    path: '/',
    httpOnly: true,
    sameSite: 'Lax',
    secure: ctx.services.config.session.secureCookie,
    maxAge: MAX_AGE_SECONDS,
  });
}
