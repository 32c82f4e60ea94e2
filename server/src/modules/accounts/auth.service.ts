import type { Context } from '../../context.ts';
import { Prisma } from '../../generated/prisma/client.ts';
import { ValidationError } from '../../shared/errors.ts';
import { parseInput } from '../../shared/validation.ts';
import { recordAudit } from './audit.ts';
import { CaptchaFailedError, InvalidCredentialsError, NotSignedInError, TooManyAttemptsError } from './errors.ts';
import { normalizeEmail, normalizePhone, parseCredential } from './identifiers.ts';
import type { CaptchaAction } from './integrations/captcha.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { DEFAULT_ROLE } from './permissions.ts';
import { consume, release, reset, SIGN_IN_LIMITS } from './rate-limit.ts';
import { clearSessionCookie, revokeSessions, signInBrowser } from './sessions.ts';
import { loginSchema, MESSAGES, passwordSchema, signUpSchema } from './validation.ts';

export type AuthCtx = Pick<Context, 'prisma' | 'remote' | 'viewer' | 'session' | 'cookies' | 'services' | 'log'>;

/** Throws CaptchaFailedError unless the token passes (always passes when no captcha secret is configured). */
export async function requireHuman(ctx: AuthCtx, token: string | null | undefined, action: CaptchaAction) {
  const result = await ctx.services.captcha.verify(token, action, ctx.remote.ip);
  if (!result.ok) {
    ctx.log.info({ action, reason: result.reason }, 'Captcha rejected');
    throw new CaptchaFailedError();
  }
}

/** The signed-in user's id; NotSignedInError otherwise. */
export function requireViewerId(ctx: Pick<Context, 'viewer'>): string {
  if (!ctx.viewer) throw new NotSignedInError();
  return ctx.viewer.id;
}

/** Turns a unique-constraint violation on phone or email into the field message a form shows. */
export function duplicateIdentifier(error: unknown): ValidationError | null {
  if (!(error instanceof Prisma.PrismaClientKnownRequestError) || error.code !== 'P2002') return null;
  const target = JSON.stringify(error.meta ?? {});
  return target.includes('email')
    ? new ValidationError([{ field: 'email', message: 'This email is already registered' }])
    : new ValidationError([{ field: 'phone', message: 'This phone number is already registered' }]);
}

const BLOCKED_MESSAGE = 'Too many failed sign-in attempts. Please wait 15 minutes and try again.';

/**
 * Signs in with a phone number or email and a password. Failed attempts are limited per account
 * and per IP (every attempt is counted before the password is checked, aliased ones included);
 * success replaces the browser's session.
 */
export async function signIn(ctx: AuthCtx, input: { cred: string; password: string; captchaToken?: string | null }) {
  const { cred, password } = parseInput(loginSchema, input);
  await requireHuman(ctx, input.captchaToken, 'login');
  const identifier = parseCredential(cred);
  const user = identifier ? await ctx.prisma.user.findUnique({ where: identifier }) : null;
  // One account, one limit, whichever of its phone number or email is typed.
  const accountKey = user ? `user:${user.id}` : `cred:${identifier ? Object.values(identifier)[0] : cred.toLowerCase()}`;
  const ipBucket = `sign-in:ip:${ctx.remote.ip}`;
  const accountBucket = `sign-in:account:${accountKey}`;

  const byIp = await consume(ctx.prisma, ipBucket, SIGN_IN_LIMITS.ip);
  if (!byIp.allowed) {
    await recordAudit(ctx, { action: 'auth.sign_in_blocked', actorId: null, details: { account: accountKey, by: 'ip' } });
    throw new TooManyAttemptsError(byIp.retryAfterSeconds, BLOCKED_MESSAGE);
  }
  const byAccount = await consume(ctx.prisma, accountBucket, SIGN_IN_LIMITS.account);
  if (!byAccount.allowed) {
    await recordAudit(ctx, { action: 'auth.sign_in_blocked', actorId: null, details: { account: accountKey, by: 'account' } });
    throw new TooManyAttemptsError(byAccount.retryAfterSeconds, BLOCKED_MESSAGE);
  }

  const valid = await verifyPassword(user?.passwordHash ?? null, password);
  if (!user || !valid) {
    await recordAudit(ctx, { action: 'auth.sign_in_failed', actorId: user?.id ?? null, details: { account: accountKey } });
    throw new InvalidCredentialsError();
  }
  await reset(ctx.prisma, accountBucket);
  await release(ctx.prisma, byIp.hitId);
  await signInBrowser(ctx, user.id);
  await recordAudit(ctx, { action: 'auth.sign_in', actorId: user.id, details: { method: 'password' } });
  return user;
}

/** Creates a customer account (phone and/or email, password) and signs the browser in. */
export async function signUp(
  ctx: AuthCtx,
  input: { name: string; phone?: string | null; email?: string | null; password: string; hscBatch?: string | null; captchaToken?: string | null },
) {
  const data = parseInput(signUpSchema, {
    ...input,
    phone: input.phone || undefined,
    email: input.email || undefined,
    hscBatch: input.hscBatch || undefined,
  });
  await requireHuman(ctx, input.captchaToken, 'register');
  const phone = data.phone ? normalizePhone(data.phone) : null;
  const email = data.email ? normalizeEmail(data.email) : null;
  const problems = [];
  if (data.phone && !phone) problems.push({ field: 'phone', message: MESSAGES.phoneInvalid });
  if (data.email && !email) problems.push({ field: 'email', message: 'Invalid email address' });
  if (problems.length) throw new ValidationError(problems);

  let user;
  try {
    user = await ctx.prisma.user.create({
      data: {
        name: data.name,
        phone,
        email,
        hscBatch: data.hscBatch ?? null,
        passwordHash: await hashPassword(data.password),
        roles: { create: { role: { connect: { key: DEFAULT_ROLE } } } },
      },
    });
  } catch (error) {
    throw duplicateIdentifier(error) ?? error;
  }
  await signInBrowser(ctx, user.id);
  await recordAudit(ctx, { action: 'auth.sign_up', actorId: user.id, targetType: 'User', targetId: user.id });
  return user;
}

/** Ends this browser's session. */
export async function signOut(ctx: AuthCtx): Promise<void> {
  if (ctx.session) {
    await revokeSessions(ctx.prisma, { sessionId: ctx.session.id });
    await recordAudit(ctx, { action: 'auth.sign_out' });
  }
  clearSessionCookie(ctx);
  ctx.session = null;
  ctx.viewer = null;
}

/** Ends every session of the signed-in user, on every device; returns how many it ended. */
export async function signOutEverywhere(ctx: AuthCtx): Promise<number> {
  const userId = requireViewerId(ctx);
  const count = await revokeSessions(ctx.prisma, { userId });
  await recordAudit(ctx, { action: 'auth.sign_out_everywhere', details: { sessions: count } });
  clearSessionCookie(ctx);
  ctx.session = null;
  ctx.viewer = null;
  return count;
}

/** Changes the signed-in user's password (checking the current one) and ends their other sessions. */
export async function changePassword(ctx: AuthCtx, input: { currentPassword?: string | null; newPassword: string }) {
  const userId = requireViewerId(ctx);
  const newPassword = parseInput(passwordSchema, input.newPassword);
  const user = await ctx.prisma.user.findUniqueOrThrow({ where: { id: userId } });
  if (user.passwordHash && !(await verifyPassword(user.passwordHash, input.currentPassword ?? ''))) {
    throw new ValidationError([{ field: 'currentPassword', message: 'The current password is not correct' }]);
  }
  const updated = await ctx.prisma.user.update({ where: { id: userId }, data: { passwordHash: await hashPassword(newPassword) } });
  await revokeSessions(ctx.prisma, { userId, exceptSessionId: ctx.session?.id });
  await recordAudit(ctx, { action: 'auth.password_changed', targetType: 'User', targetId: userId });
  return updated;
}
