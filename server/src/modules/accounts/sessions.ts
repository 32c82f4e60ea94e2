import { createHash, randomBytes } from 'node:crypto';
import type { Config } from '../../config.ts';
import type { Context, RemoteInfo, Viewer } from '../../context.ts';
import type { PrismaClient } from '../../generated/prisma/client.ts';
import { SIGNED_IN_HINT_COOKIE } from '../../shared/session-hint.ts';

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

/** The live session and its user's roles for a cookie token; null when unknown, revoked, idle too long or expired. */
export async function resumeSession(
  prisma: PrismaClient,
  token: string,
  settings: SessionSettings,
  now = new Date(),
): Promise<{ session: { id: string }; viewer: Viewer; expiresAt: Date } | null> {
  const session = await prisma.session.findUnique({
    where: { tokenHash: hashToken(token) },
    include: { user: { include: VIEWER_INCLUDE } },
  });
  if (!session || session.revokedAt || session.expiresAt <= now) return null;
  if (now.getTime() - session.lastSeenAt.getTime() > settings.idleMinutes * 60_000) {
    await prisma.session.update({ where: { id: session.id }, data: { revokedAt: now } });
    return null;
  }
  if (now.getTime() - session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    await prisma.session.update({ where: { id: session.id }, data: { lastSeenAt: now } });
  }
  return { session: { id: session.id }, viewer: toViewer(session.user), expiresAt: session.expiresAt };
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

/** Ends sessions: one by id, or all of a user's except (optionally) one. */
export async function revokeSessions(
  prisma: PrismaClient,
  where: { sessionId: string } | { userId: string; exceptSessionId?: string },
  now = new Date(),
): Promise<number> {
  const filter =
    'sessionId' in where
      ? { id: where.sessionId }
      : { userId: where.userId, ...(where.exceptSessionId ? { id: { not: where.exceptSessionId } } : {}) };
  const { count } = await prisma.session.updateMany({ where: { ...filter, revokedAt: null }, data: { revokedAt: now } });
  return count;
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
  if (ctx.session) await revokeSessions(ctx.prisma, { sessionId: ctx.session.id });
  const { token, session } = await startSession(ctx.prisma, userId, ctx.remote, ctx.services.config.session);
  ctx.cookies.set(SESSION_COOKIE, token, { ...cookieOptions(ctx), expires: session.expiresAt });
  setSignedInHint(ctx, session.expiresAt);
  ctx.session = { id: session.id };
  ctx.viewer = toViewer(await ctx.prisma.user.findUniqueOrThrow({ where: { id: userId }, include: VIEWER_INCLUDE }));
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
