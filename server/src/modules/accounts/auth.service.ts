import type { Context } from '../../context.ts';
import { Prisma } from '../../generated/prisma/client.ts';
import { ValidationError } from '../../shared/errors.ts';
import { parseInput } from '../../shared/validation.ts';
import { recordAudit } from './audit.ts';
import { CaptchaFailedError, InvalidCredentialsError, NotSignedInError, TooManyAttemptsError } from './errors.ts';
import { parseCredential, verifiedPhoneHolder } from './identifiers.ts';
import type { CaptchaAction } from './integrations/captcha.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { knownDeviceId, rememberDevice } from './known-device.ts';
import { admitSignIn } from './sign-in-limits.ts';
import { clearSessionCookie, revokeSessions, signInBrowser } from './sessions.ts';
import { loginSchema, passwordSchema } from '../../shared/account-forms.ts';

export type AuthCtx = Pick<Context, 'prisma' | 'remote' | 'viewer' | 'session' | 'cookies' | 'requestCookies' | 'services' | 'log' | 'locale'>;

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

/** The account a credential names; a phone number only names the account that verified it. */
function findSignInAccount(ctx: AuthCtx, identifier: { phone: string } | { email: string }) {
  return 'phone' in identifier
    ? ctx.prisma.user.findFirst({ where: verifiedPhoneHolder(identifier.phone) })
    : ctx.prisma.user.findUnique({ where: identifier });
}

/**
 * Signs in with a phone number or email and a password, and marks the browser as a known device of
 * the account. Every attempt is counted before the password is checked (aliased ones included):
 * per IP, and either per device (a browser the account has signed in on before) or per IP and account
 * plus the account's slowing (other browsers wait 1 s, 2 s … at most 60 s once it has had 5 attempts).
 * The owner's own browser is never slowed by what others try, and nobody is locked out for long.
 * Success replaces the browser's session.
 */
export async function signIn(ctx: AuthCtx, input: { cred: string; password: string; captchaToken?: string | null }) {
  const { cred, password } = parseInput(loginSchema, input);
  await requireHuman(ctx, input.captchaToken, 'login');
  const identifier = parseCredential(cred);
  const user = identifier ? await findSignInAccount(ctx, identifier) : null;
  // One account, one limit, whichever of its phone number or email is typed.
  const accountKey = user ? `user:${user.id}` : `cred:${identifier ? Object.values(identifier)[0] : cred.toLowerCase()}`;
  const deviceId = user ? knownDeviceId(ctx, user) : null;

  const admitted = await admitSignIn(ctx, accountKey, deviceId);
  if (!admitted.allowed) {
    await recordAudit(ctx, {
      action: 'auth.sign_in_blocked',
      actorId: null,
      details: { account: accountKey, by: admitted.by, retryAfterSeconds: admitted.retryAfterSeconds },
    });
    throw new TooManyAttemptsError(admitted.retryAfterSeconds, admitted.message, admitted.reason);
  }

  const valid = await verifyPassword(user?.passwordHash ?? null, password);
  if (!user || !valid) {
    await recordAudit(ctx, {
      action: 'auth.sign_in_failed',
      actorId: user?.id ?? null,
      details: { account: accountKey, knownDevice: deviceId !== null },
    });
    throw new InvalidCredentialsError();
  }
  await admitted.succeeded();
  await signInBrowser(ctx, user.id);
  rememberDevice(ctx, user);
  await recordAudit(ctx, { action: 'auth.sign_in', actorId: user.id, details: { method: 'password', knownDevice: deviceId !== null } });
  return user;
}

/** Ends this browser's session. */
export async function signOut(ctx: AuthCtx): Promise<void> {
  if (ctx.session) {
    await revokeSessions(ctx, { sessionId: ctx.session.id });
    await recordAudit(ctx, { action: 'auth.sign_out' });
  }
  clearSessionCookie(ctx);
  ctx.session = null;
  ctx.viewer = null;
}

/** Ends every session of the signed-in user, on every device; returns how many it ended. */
export async function signOutEverywhere(ctx: AuthCtx): Promise<number> {
  const userId = requireViewerId(ctx);
  const count = await revokeSessions(ctx, { userId });
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
  await revokeSessions(ctx, { userId, exceptSessionId: ctx.session?.id });
  // The new password retires the device cookies signed under the old one; this browser stays known.
  rememberDevice(ctx, updated);
  await recordAudit(ctx, { action: 'auth.password_changed', targetType: 'User', targetId: userId });
  return updated;
}
