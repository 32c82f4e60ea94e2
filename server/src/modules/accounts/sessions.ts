import { createHash, randomBytes } from 'node:crypto';
import { isLocale } from '../../shared/i18n/locale.ts';
import { setLanguageCookie } from './language.ts';
import type { Config } from '../../config.ts';
import type { Context, RemoteInfo, Services, Viewer } from '../../context.ts';
import type { Logger } from '../../logger.ts';
import type { PrismaClient } from '../../generated/prisma/client.ts';
import { SIGNED_IN_HINT_COOKIE } from '../../shared/session-hint.ts';
import type { SessionCache, SessionChange } from './session-cache.ts';

export const SESSION_COOKIE = 'pathagar_session';
// Writing lastSeenAt on every request would turn reads into writes; once a minute is precise enough.
const TOUCH_INTERVAL_MS = 60_000;

type SessionSettings = Config['session'];

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Starts a session for the user and returns the token for the cookie (only its hash is stored). */
export async function startSession(
  prisma: PrismaClient,
  userId: string,
  request: RemoteInfo,
  settings: SessionSettings,
  now = new Date(),
) {
  const token = randomBytes(32).toString('base64url');
  const session = await prisma.session.create({
    data: {
      tokenHash: hashToken(token),
      userId,
      expiresAt: new Date(now.getTime() + settings.maxDays * 86_400_000),
      lastSeenAt: now,
      ip: request.ip,
      userAgent: request.userAgent.slice(0, 500),
    },
  });
  return { token, session };
}

/**
 * The live session and its user's roles for a cookie token; null when unknown, revoked, idle too long or
 * expired. With a session cache (session-cache.ts) most calls need no database: the entry a lookup read
 * is trusted for a few seconds, and revocations reach it on the change bus. The once-a-minute touch
 * of `lastSeenAt` is written in the background (the answer never waits for it).
 */
export async function resumeSession(
  prisma: PrismaClient,
  token: string,
  settings: SessionSettings,
  options: { now?: Date; cache?: SessionCache; log?: Pick<Logger, 'warn'> } = {},
): Promise<{ session: { id: string }; viewer: Viewer; expiresAt: Date } | null> {
  const now = options.now ?? new Date();
  const { cache } = options;
  const tokenHash = hashToken(token);
  const idleMs = settings.idleMinutes * 60_000;
  let entry = cache?.get(tokenHash);
  // An entry that looks idle may be stale (another process saw the session since): ask the database.
  if (entry && now.getTime() - entry.lastSeenAt > idleMs) entry = undefined;
  if (!entry) {
    const generation = cache?.generation ?? 0;
    const session = await prisma.session.findUnique({ where: { tokenHash }, include: { user: { include: VIEWER_INCLUDE } } });
    if (!session || session.revokedAt || session.expiresAt <= now) {
      cache?.drop(tokenHash);
      return null;
    }
    if (now.getTime() - session.lastSeenAt.getTime() > idleMs) {
      cache?.drop(tokenHash);
      await prisma.session.update({ where: { id: session.id }, data: { revokedAt: now } });
      return null;
    }
    const found = {
      sessionId: session.id,
      userId: session.userId,
      viewer: toViewer(session.user),
      expiresAt: session.expiresAt,
      lastSeenAt: session.lastSeenAt.getTime(),
    };
    entry = cache ? cache.remember(tokenHash, found, generation) : { ...found, loadedAt: now.getTime() };
  }
  if (entry.expiresAt <= now) {
    cache?.drop(tokenHash);
    return null;
  }
  if (now.getTime() - entry.lastSeenAt > TOUCH_INTERVAL_MS) {
    // Marked first, so that concurrent requests of this session touch it once.
    entry.lastSeenAt = now.getTime();
    void prisma.session
      .updateMany({ where: { id: entry.sessionId, revokedAt: null, lastSeenAt: { lt: now } }, data: { lastSeenAt: now } })
      .catch((error: unknown) => options.log?.warn({ err: error }, 'Could not record that a session was seen'));
  }
  return { session: { id: entry.sessionId }, viewer: entry.viewer, expiresAt: entry.expiresAt };
}

const VIEWER_INCLUDE = { roles: { include: { role: { include: { permissions: true } } } } } as const;

function toViewer(user: { id: string; roles: { role: { key: string; permissions: { permission: string }[] } }[] }): Viewer {
  const roles = user.roles.map((r) => r.role);
  return {
    id: user.id,
    roles: roles.map((role) => role.key),
    permissions: new Set(roles.flatMap((role) => role.permissions.map((p) => p.permission))),
  };
}

type RevokeCtx = Pick<Context, 'prisma'> & { services: Pick<Services, 'sessions'> };

/**
 * Ends sessions: one by id, or all of a user's except (optionally) one. Every process stops trusting
 * them as soon as the change bus carries the news (session-cache.ts).
 */
export async function revokeSessions(
  ctx: RevokeCtx,
  where: { sessionId: string } | { userId: string; exceptSessionId?: string },
  now = new Date(),
): Promise<number> {
  const { prisma } = ctx;
  const filter =
    'sessionId' in where
      ? { id: where.sessionId }
      : { userId: where.userId, ...(where.exceptSessionId ? { id: { not: where.exceptSessionId } } : {}) };
  const { count } = await prisma.session.updateMany({ where: { ...filter, revokedAt: null }, data: { revokedAt: now } });
  await ctx.services.sessions.revoke('sessionId' in where ? { sessionIds: [where.sessionId] } : { userIds: [where.userId] });
  return count;
}

/**
 * Tells every process to read these users' sessions again (their roles, permissions, phone or email
 * changed; call it once the change has committed).
 */
export async function viewersChanged(ctx: { services: Pick<Services, 'sessions'> }, change: SessionChange): Promise<void> {
  await ctx.services.sessions.revoke(change);
}

type CookieCtx = Pick<Context, 'cookies' | 'services'>;

function cookieOptions(ctx: CookieCtx) {
  return { path: '/', httpOnly: true, sameSite: 'Lax' as const, secure: ctx.services.config.session.secureCookie };
}

/**
 * Signs the browser in: a new session (replacing the one it had, if any), its cookie, and the rest
 * of this request runs as the new viewer.
 */
export async function signInBrowser(
  ctx: Pick<Context, 'prisma' | 'remote' | 'session' | 'viewer' | 'cookies' | 'services'>,
  userId: string,
) {
  if (ctx.session) await revokeSessions(ctx, { sessionId: ctx.session.id });
  const { token, session } = await startSession(ctx.prisma, userId, ctx.remote, ctx.services.config.session);
  ctx.cookies.set(SESSION_COOKIE, token, { ...cookieOptions(ctx), expires: session.expiresAt });
  setSignedInHint(ctx, session.expiresAt);
  ctx.session = { id: session.id };
  const user = await ctx.prisma.user.findUniqueOrThrow({ where: { id: userId }, include: VIEWER_INCLUDE });
  ctx.viewer = toViewer(user);
  // The language chosen on another device follows the customer here.
  if (isLocale(user.language)) setLanguageCookie(ctx, user.language);
  return session;
}


/** Removes the session cookie (and the signed-in hint) from the browser. */
export function clearSessionCookie(ctx: CookieCtx): void {
  ctx.cookies.clear(SESSION_COOKIE, cookieOptions(ctx));
  clearSignedInHint(ctx);
}

// Readable by scripts on purpose (shared/session-hint.ts): it tells the client a session exists, nothing more.
const hintOptions = (ctx: CookieCtx) => ({ ...cookieOptions(ctx), httpOnly: false });

/** Sets the cookie that tells the client a session exists (shared/session-hint.ts), lasting as long as the session. */
export function setSignedInHint(ctx: CookieCtx, expires: Date): void {
  ctx.cookies.set(SIGNED_IN_HINT_COOKIE, '1', { ...hintOptions(ctx), expires });
}

/** Removes the signed-in hint. */
export function clearSignedInHint(ctx: CookieCtx): void {
  ctx.cookies.clear(SIGNED_IN_HINT_COOKIE, hintOptions(ctx));
}
