import { createHash, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { OneTimeCodePurpose, type PrismaClient } from '../../generated/prisma/client.ts';
import { ValidationError } from '../../shared/errors.ts';
import { parseInput } from '../../shared/validation.ts';
import { recordAudit } from './audit.ts';
import { requireHuman, requireViewerId, type AuthCtx } from './auth.service.ts';
import { CodeInvalidError, TooManyAttemptsError } from './errors.ts';
import { normalizePhone, verifiedPhoneHolder } from './identifiers.ts';
import type { CaptchaAction } from './integrations/captcha.ts';
import { sendSms } from './integrations/sms.ts';
import { textLanguage } from './language.ts';
import { translate } from '../../i18n/translate.ts';
import type { MessageId } from '../../shared/i18n/compiled/ids.ts';
import type { Locale } from '../../shared/i18n/locale.ts';
import { hashPassword } from './passwords.ts';
import { CODE_SEND_LIMITS, consume } from './rate-limit.ts';
import { revokeSessions, viewersChanged } from './sessions.ts';
import { MESSAGES, passwordSchema } from '../../shared/account-forms.ts';

export { OneTimeCodePurpose };

export const CODE_TTL_MS = 10 * 60_000;
export const MAX_CODE_CHECKS = 5;

function hashCode(codeId: string, code: string): string {
  return createHash('sha256').update(`${codeId}:${code}`).digest('hex');
}

export function phoneOrThrow(input: string): string {
  const phone = normalizePhone(input);
  if (!phone) throw new ValidationError([{ field: 'phone', message: MESSAGES.phoneInvalid }]);
  return phone;
}

const CODE_TEXT: Record<OneTimeCodePurpose, MessageId> = {
  VERIFY_PHONE: 'sms.code.verifyPhone',
  RESET_PASSWORD: 'sms.code.resetPassword',
};

/** What the SMS says in `locale`, given the code just issued (a notice may leave the code out: then nobody learns it). */
export type SmsText = (code: string, locale: Locale) => string;

/**
 * The usual text: "<shop>: your <what> is 123456. It expires in 10 minutes." One SMS part in both
 * languages (Bangla goes as UCS-2, 70 characters a part). The code keeps Latin digits in Bangla too:
 * phones offer to fill in a code from a text only when its digits are 0–9.
 */
export const codeText =
  (ctx: Pick<AuthCtx, 'services'>, id: MessageId): SmsText =>
  (code, locale) =>
    translate(locale, id, { shop: ctx.services.config.productName, code });

/** A notice without a code: `id`'s message with the shop's name. */
export const noticeText =
  (ctx: Pick<AuthCtx, 'services'>, id: MessageId): SmsText =>
  (_code, locale) =>
    translate(locale, id, { shop: ctx.services.config.productName });

/**
 * Whether an account has this phone number as its verified identity. A number typed into a profile
 * and never confirmed by its code belongs to nobody: it neither signs in nor blocks its real owner.
 */
export async function phoneHasAccount(ctx: Pick<AuthCtx, 'prisma'>, phone: string): Promise<boolean> {
  return (await ctx.prisma.user.count({ where: verifiedPhoneHolder(phone) })) > 0;
}


/**
 * Frees a number from an account that holds it without having verified it, for the person who just
 * proved by its code that it is theirs; the audit log says which account lost it.
 */
export async function releaseUnverifiedPhone(ctx: Pick<AuthCtx, 'remote' | 'viewer'>, tx: Pick<PrismaClient, 'user' | 'auditEvent'>, phone: string, claimantId?: string) {
  const holder = await tx.user.findFirst({ where: { phone, phoneVerifiedAt: null, ...(claimantId ? { id: { not: claimantId } } : {}) }, select: { id: true } });
  if (!holder) return;
  await tx.user.update({ where: { id: holder.id }, data: { phone: null } });
  await recordAudit(
    { ...ctx, prisma: tx },
    {
      action: 'auth.phone_released',
      actorId: claimantId ?? null,
      targetType: 'User',
      targetId: holder.id,
      details: { phone, reason: 'its owner confirmed the number with a code; this account had never verified it' },
    },
  );
}

/**
 * Sends a 6-digit code by SMS (at most 5 per phone and per IP in 10 minutes). Earlier codes for the
 * same phone and purpose stop working. Whoever asks gets the same answer after the same work whether
 * or not the phone has an account: a code is always issued and one SMS always sent, but `textFor`
 * may make that SMS a notice without the code (a reset for a phone without an account says there is
 * none), so the code then works for nobody and a guess fails as any wrong code does.
 */
export async function sendCode(
  ctx: AuthCtx,
  input: {
    phone: string;
    purpose: OneTimeCodePurpose;
    captchaToken?: string | null;
    captchaAction?: CaptchaAction;
    /** A signed-in user confirming a number on their profile: the captcha is skipped, the limits are not. */
    signedIn?: boolean;
  },
  textFor: (phone: string) => Promise<SmsText> = async (phone) =>
    input.purpose === 'RESET_PASSWORD' && !(await phoneHasAccount(ctx, phone)) ? noticeText(ctx, 'sms.reset.noAccount') : codeText(ctx, CODE_TEXT[input.purpose]),
): Promise<{ expiresAt: Date }> {
  const phone = phoneOrThrow(input.phone);
  if (!input.signedIn) await requireHuman(ctx, input.captchaToken, input.captchaAction ?? 'otp');
  for (const bucket of [`code-send:phone:${phone}`, `code-send:ip:${ctx.remote.ip}`]) {
    const limit = bucket.includes(':phone:') ? CODE_SEND_LIMITS.phone : CODE_SEND_LIMITS.ip;
    const result = await consume(ctx.prisma, bucket, limit, ctx.services.clock.now());
    if (!result.allowed) {
      throw new TooManyAttemptsError(result.retryAfterSeconds, 'Too many codes were sent. Please wait 10 minutes and try again.', 'CODES_SENT');
    }
  }
  const text = await textFor(phone);
  const now = ctx.services.clock.now();
  const expiresAt = new Date(now.getTime() + CODE_TTL_MS);
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
  await sendSms(ctx.prisma, ctx.services.sms, phone, text(code, await textLanguage(ctx, phone, { atScreen: true })));
  return { expiresAt };
}

/**
 * Checks a code without using it up. Each check counts (a conditional update, so concurrent guesses
 * cannot exceed 5); an expired, used or exhausted code is refused. Returns the code's row for `useCode`.
 */
export async function checkCode(ctx: Pick<AuthCtx, 'prisma' | 'services'>, input: { phone: string; purpose: OneTimeCodePurpose; code: string }) {
  const phone = phoneOrThrow(input.phone);
  const code = input.code.trim();
  const row = await ctx.prisma.oneTimeCode.findFirst({
    where: { phone, purpose: input.purpose, consumedAt: null },
    orderBy: { createdAt: 'desc' },
  });
  if (!row || row.expiresAt <= ctx.services.clock.now()) throw new CodeInvalidError('EXPIRED');
  const counted = await ctx.prisma.oneTimeCode.updateMany({
    where: { id: row.id, consumedAt: null, attempts: { lt: MAX_CODE_CHECKS } },
    data: { attempts: { increment: 1 } },
  });
  if (counted.count === 0) throw new CodeInvalidError('TOO_MANY_WRONG');
  const expected = Buffer.from(row.codeHash, 'hex');
  const given = Buffer.from(hashCode(row.id, code), 'hex');
  if (!/^\d{6}$/.test(code) || !timingSafeEqual(expected, given)) throw new CodeInvalidError('WRONG');
  return { id: row.id, phone };
}

/** Uses up a checked code (a conditional update: a code works once, however many requests race). */
export async function useCode(db: Pick<PrismaClient, 'oneTimeCode'>, checked: { id: string }): Promise<void> {
  const used = await db.oneTimeCode.updateMany({ where: { id: checked.id, consumedAt: null }, data: { consumedAt: new Date() } });
  if (used.count === 0) throw new CodeInvalidError('USED');
}

/** Checks a code and uses it up. */
export async function redeemCode(ctx: AuthCtx, input: { phone: string; purpose: OneTimeCodePurpose; code: string }) {
  const checked = await checkCode(ctx, input);
  await useCode(ctx.prisma, checked);
  return { phone: checked.phone };
}

/** The number the signed-in user's next verification code goes to: the new one waiting, else the unverified one. */
export function numberToVerify(user: { phone: string | null; pendingPhone: string | null }): string | null {
  return user.pendingPhone ?? user.phone;
}

/**
 * Confirms the signed-in user's number with the code sent to it: a new number waiting on the profile
 * then replaces the verified one (taken from an account that holds it unverified; refused when another
 * account verified it), otherwise the number on the profile becomes verified.
 */
export async function verifyPhone(ctx: AuthCtx, input: { code: string }) {
  const userId = requireViewerId(ctx);
  const user = await ctx.prisma.user.findUniqueOrThrow({ where: { id: userId } });
  const phone = numberToVerify(user);
  if (!phone) throw new ValidationError([{ field: 'phone', message: MESSAGES.phoneRequired }]);
  const checked = await checkCode(ctx, { phone, purpose: 'VERIFY_PHONE', code: input.code });
  const updated = await ctx.prisma.$transaction(async (tx) => {
    if (await tx.user.count({ where: { ...verifiedPhoneHolder(phone), id: { not: userId } } })) {
      throw new ValidationError([{ field: 'phone', message: 'This phone number is already registered' }]);
    }
    await useCode(tx, checked);
    await releaseUnverifiedPhone(ctx, tx, phone, userId);
    return tx.user.update({ where: { id: userId }, data: { phone, pendingPhone: null, phoneVerifiedAt: new Date() } });
  });
  // Sessions are found by token, not by phone; still, every process reads this viewer (and any holder it freed) again.
  await viewersChanged(ctx, { userIds: [userId] });
  await recordAudit(ctx, { action: 'auth.phone_verified', targetType: 'User', targetId: userId, details: { phone } });
  return updated;
}

/** Sets a new password with a reset code sent to the account's phone, and ends every session of the account. */
export async function resetPassword(ctx: AuthCtx, input: { phone: string; code: string; newPassword: string }) {
  const newPassword = parseInput(passwordSchema, input.newPassword);
  const { phone } = await redeemCode(ctx, { phone: input.phone, purpose: 'RESET_PASSWORD', code: input.code });
  // A phone without an account got a notice, not its code; a lucky guess of it is still a wrong code.
  const owner = await ctx.prisma.user.findFirst({ where: verifiedPhoneHolder(phone) });
  if (!owner) throw new CodeInvalidError('WRONG');
  const user = await ctx.prisma.user.update({
    where: { id: owner.id },
    data: { passwordHash: await hashPassword(newPassword), phoneVerifiedAt: new Date() },
  });
  await revokeSessions(ctx, { userId: user.id });
  await recordAudit(ctx, { action: 'auth.password_reset', actorId: user.id, targetType: 'User', targetId: user.id });
  return user;
}
