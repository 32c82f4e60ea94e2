import { parseInput } from '../../shared/validation.ts';
import { ValidationError } from '../../shared/errors.ts';
import { recordAudit } from './audit.ts';
import { duplicateIdentifier, type AuthCtx } from './auth.service.ts';
import { checkCode, codeText, noticeText, phoneHasAccount, releaseUnverifiedPhone, sendCode, useCode } from './codes.service.ts';
import { normalizeEmail, normalizePhone } from './identifiers.ts';
import { rememberDevice } from './known-device.ts';
import { hashPassword } from './passwords.ts';
import { DEFAULT_ROLE } from '../../shared/permissions.ts';
import { signInBrowser } from './sessions.ts';
import { MESSAGES, signUpSchema } from '../../shared/account-forms.ts';

export interface SignUpDetails {
  name: string;
  phone?: string | null;
  email?: string | null;
  password: string;
  hscBatch?: string | null;
}

/** The details checked and normalised; ValidationError with the form's messages otherwise. */
function parseDetails(input: SignUpDetails) {
  const data = parseInput(signUpSchema, {
    ...input,
    phone: input.phone ?? undefined,
    email: input.email || undefined,
    hscBatch: input.hscBatch || undefined,
  });
  const phone = normalizePhone(data.phone);
  const email = data.email ? normalizeEmail(data.email) : null;
  const problems = [];
  if (!phone) problems.push({ field: 'phone', message: MESSAGES.phoneInvalid });
  if (data.email && !email) problems.push({ field: 'email', message: 'Invalid email address' });
  if (problems.length) throw new ValidationError(problems);
  return { ...data, phone: phone!, email };
}

/**
 * Step one of a sign-up: checks the details and texts a code to the phone. When the phone already
 * has an account, its owner is told so instead (the SMS carries no code); the answer, and the work
 * done before it, are the same either way, so the form does not reveal who has an account.
 */
export async function sendSignUpCode(ctx: AuthCtx, input: SignUpDetails & { captchaToken?: string | null }) {
  const details = parseDetails(input);
  return sendCode(
    ctx,
    { phone: details.phone, purpose: 'VERIFY_PHONE', captchaToken: input.captchaToken, captchaAction: 'register' },
    async (phone) => ((await phoneHasAccount(ctx, phone)) ? noticeText(ctx, 'sms.signUp.accountExists') : codeText(ctx, 'sms.code.signUp')),
  );
}

/**
 * Step two: the same details and the code sent to the phone create the customer account (its phone
 * verified) and sign the browser in. The code is used up only when the account is created, so a
 * taken email can be corrected and sent again with the same code. A number another account holds
 * without having verified it is taken from that account (the audit log says so).
 */
export async function signUp(ctx: AuthCtx, input: SignUpDetails & { code: string }) {
  const details = parseDetails(input);
  const checked = await checkCode(ctx, { phone: details.phone, purpose: 'VERIFY_PHONE', code: input.code });
  const passwordHash = await hashPassword(details.password);
  let user;
  try {
    user = await ctx.prisma.$transaction(async (tx) => {
      await useCode(tx, checked);
      // The code proved the number is this person's: an account that only typed it in loses it.
      await releaseUnverifiedPhone(ctx, tx, details.phone);
      return tx.user.create({
        data: {
          name: details.name,
          phone: details.phone,
          phoneVerifiedAt: new Date(),
          email: details.email,
          hscBatch: details.hscBatch ?? null,
          passwordHash,
          // The language the student signed up in (their choice, else their browser's): texts and other devices follow it.
          language: ctx.locale ?? null,
          roles: { create: { role: { connect: { key: DEFAULT_ROLE } } } },
        },
      });
    });
  } catch (error) {
    throw duplicateIdentifier(error) ?? error;
  }
  await signInBrowser(ctx, user.id);
  rememberDevice(ctx, user);
  await recordAudit(ctx, { action: 'auth.sign_up', actorId: user.id, targetType: 'User', targetId: user.id });
  return user;
}
