import { createHash, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { OneTimeCodePurpose } from '../../generated/prisma/client.ts';
import { ValidationError } from '../../shared/errors.ts';
import { parseInput } from '../../shared/validation.ts';
import { recordAudit } from './audit.ts';
import { requireHuman, requireViewerId, type AuthCtx } from './auth.service.ts';
import { CodeInvalidError, TooManyAttemptsError } from './errors.ts';
import { normalizePhone } from './identifiers.ts';
import { sendSms } from './integrations/sms.ts';
import { hashPassword } from './passwords.ts';
import { CODE_SEND_LIMITS, consume } from './rate-limit.ts';
import { revokeSessions } from './sessions.ts';
import { MESSAGES, passwordSchema } from './validation.ts';

export { OneTimeCodePurpose };

export const CODE_TTL_MS = 10 * 60_000;
export const MAX_CODE_CHECKS = 5;

function hashCode(codeId: string, code: string): string {
  return createHash('sha256').update(`${codeId}:${code}`).digest('hex');
}

function phoneOrThrow(input: string): string {
  const phone = normalizePhone(input);
  if (!phone) throw new ValidationError([{ field: 'phone', message: MESSAGES.phoneInvalid }]);
  return phone;
}

const CODE_TEXT: Record<OneTimeCodePurpose, string> = {
  VERIFY_PHONE: 'verification code',
  RESET_PASSWORD: 'password reset code',
};

/**
 * Sends a 6-digit code by SMS (at most 5 per phone and per IP in 10 minutes). Earlier codes for the
 * same phone and purpose stop working. A reset code for a phone without an account is not sent, but
 * the answer is the same, so the form does not reveal who has an account.
 */
export async function sendCode(
  ctx: AuthCtx,
  input: { phone: string; purpose: OneTimeCodePurpose; captchaToken?: string | null },
): Promise<{ expiresAt: Date }> {
  const phone = phoneOrThrow(input.phone);
  await requireHuman(ctx, input.captchaToken, 'otp');
  for (const bucket of [`code-send:phone:${phone}`, `code-send:ip:${ctx.remote.ip}`]) {
    const limit = bucket.includes(':phone:') ? CODE_SEND_LIMITS.phone : CODE_SEND_LIMITS.ip;
    const result = await consume(ctx.prisma, bucket, limit);
    if (!result.allowed) {
      throw new TooManyAttemptsError(result.retryAfterSeconds, 'Too many codes were sent. Please wait 10 minutes and try again.');
    }
  }
  const now = new Date();
  const expiresAt = new Date(now.getTime() + CODE_TTL_MS);
  if (input.purpose === 'RESET_PASSWORD' && !(await ctx.prisma.user.findUnique({ where: { phone } }))) return { expiresAt };

  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await ctx.prisma.$transaction(async (tx) => {
    await tx.oneTimeCode.updateMany({
      where: { phone, purpose: input.purpose, consumedAt: null },
      data: { consumedAt: now },
    });
    const id = randomUUID();
    await tx.oneTimeCode.create({
      data: { id, phone, purpose: input.purpose, codeHash: hashCode(id, code), createdAt: now, expiresAt, ip: ctx.remote.ip },
    });
  });
  const body = `${ctx.services.config.productName}: your ${CODE_TEXT[input.purpose]} is ${code}. It expires in 10 minutes.`;
  await sendSms(ctx.prisma, ctx.services.sms, phone, body);
  return { expiresAt };
}

/**
 * Checks a code and uses it up. Each check counts (a conditional update, so concurrent guesses
 * cannot exceed 5); an expired, used or exhausted code is refused.
 */
export async function redeemCode(ctx: AuthCtx, input: { phone: string; purpose: OneTimeCodePurpose; code: string }) {
  const phone = phoneOrThrow(input.phone);
  const code = input.code.trim();
  const row = await ctx.prisma.oneTimeCode.findFirst({
    where: { phone, purpose: input.purpose, consumedAt: null },
    orderBy: { createdAt: 'desc' },
  });
  if (!row || row.expiresAt <= new Date()) throw new CodeInvalidError('This code has expired. Please ask for a new one.');
  const counted = await ctx.prisma.oneTimeCode.updateMany({
    where: { id: row.id, consumedAt: null, attempts: { lt: MAX_CODE_CHECKS } },
    data: { attempts: { increment: 1 } },
  });
  if (counted.count === 0) throw new CodeInvalidError('Too many wrong codes. Please ask for a new one.');
  const expected = Buffer.from(row.codeHash, 'hex');
  const given = Buffer.from(hashCode(row.id, code), 'hex');
  if (!/^\d{6}$/.test(code) || !timingSafeEqual(expected, given)) throw new CodeInvalidError('The code is not correct.');
  const used = await ctx.prisma.oneTimeCode.updateMany({ where: { id: row.id, consumedAt: null }, data: { consumedAt: new Date() } });
  if (used.count === 0) throw new CodeInvalidError('This code has already been used. Please ask for a new one.');
  return { phone };
}

/** Marks the signed-in user's phone as verified with the code sent to it. */
export async function verifyPhone(ctx: AuthCtx, input: { code: string }) {
  const userId = requireViewerId(ctx);
  const user = await ctx.prisma.user.findUniqueOrThrow({ where: { id: userId } });
  if (!user.phone) throw new ValidationError([{ field: 'phone', message: MESSAGES.phoneRequired }]);
  await redeemCode(ctx, { phone: user.phone, purpose: 'VERIFY_PHONE', code: input.code });
  const updated = await ctx.prisma.user.update({ where: { id: userId }, data: { phoneVerifiedAt: new Date() } });
  await recordAudit(ctx, { action: 'auth.phone_verified', targetType: 'User', targetId: userId });
  return updated;
}

/** Sets a new password with a reset code sent to the account's phone, and ends every session of the account. */
export async function resetPassword(ctx: AuthCtx, input: { phone: string; code: string; newPassword: string }) {
  const newPassword = parseInput(passwordSchema, input.newPassword);
  const { phone } = await redeemCode(ctx, { phone: input.phone, purpose: 'RESET_PASSWORD', code: input.code });
  const user = await ctx.prisma.user.update({
    where: { phone },
    data: { passwordHash: await hashPassword(newPassword), phoneVerifiedAt: new Date() },
  });
  await revokeSessions(ctx.prisma, { userId: user.id });
  await recordAudit(ctx, { action: 'auth.password_reset', actorId: user.id, targetType: 'User', targetId: user.id });
  return user;
}
