import { ValidationError } from '../../shared/errors.ts';
import { parseInput } from '../../shared/validation.ts';
import { duplicateIdentifier, requireViewerId, type AuthCtx } from './auth.service.ts';
import { recordAudit } from './audit.ts';
import { codeText, sendCode } from './codes.service.ts';
import { normalizeEmail, normalizePhone } from './identifiers.ts';
import { viewersChanged } from './sessions.ts';
import { MESSAGES, profileCompletionSchema, profileSchema } from '../../shared/account-forms.ts';

type ProfileChanges = { name?: string; phone?: string; email?: string; hscBatch?: string };

async function applyProfileChanges(ctx: AuthCtx, changes: ProfileChanges) {
  const userId = requireViewerId(ctx);
  const phone = changes.phone === undefined ? undefined : normalizePhone(changes.phone);
  const email = changes.email === undefined || changes.email === '' ? undefined : normalizeEmail(changes.email);
  const problems = [];
  if (phone === null) problems.push({ field: 'phone', message: MESSAGES.phoneInvalid });
  if (email === null) problems.push({ field: 'email', message: 'Invalid email address' });
  if (problems.length) throw new ValidationError(problems);

  const current = await ctx.prisma.user.findUniqueOrThrow({ where: { id: userId } });
  const newPhone = phone && phone !== current.phone ? phone : null;
  const holder = newPhone ? await ctx.prisma.user.findFirst({ where: { phone: newPhone, id: { not: userId } }, select: { phoneVerifiedAt: true } }) : null;
  if (holder?.phoneVerifiedAt) throw new ValidationError([{ field: 'phone', message: 'This phone number is already registered' }]);
  // The verified number stays the sign-in identity until the new one's code comes back (verifyPhone), and
  // a number another account holds unverified waits the same way (its code takes it). Otherwise an account
  // without a verified number keeps the new one on the profile, unverified: it signs in nobody.
  const phoneChange = !newPhone
    ? phone === current.phone && current.pendingPhone ? { pendingPhone: null } : {}
    : current.phoneVerifiedAt || holder
      ? { pendingPhone: newPhone }
      : { phone: newPhone, pendingPhone: null, phoneVerifiedAt: null };
  if (newPhone) await sendCode(ctx, { phone: newPhone, purpose: 'VERIFY_PHONE', signedIn: true }, async () => codeText(ctx, 'sms.code.confirmPhone'));
  try {
    const user = await ctx.prisma.user.update({
      where: { id: userId },
      data: {
        name: changes.name,
        hscBatch: changes.hscBatch,
        ...phoneChange,
        ...(email && email !== current.email ? { email, emailVerifiedAt: null } : {}),
      },
    });
    if (newPhone || (email && email !== current.email)) await viewersChanged(ctx, { userIds: [userId] });
    if (newPhone) {
      await recordAudit(ctx, { action: 'auth.phone_change_requested', targetType: 'User', targetId: userId, details: { phone: newPhone } });
    }
    return user;
  } catch (error) {
    throw duplicateIdentifier(error) ?? error;
  }
}

/** The profile-completion dialog: phone number and HSC batch, with the seed's rules and messages. */
export async function completeProfile(ctx: AuthCtx, input: { phone?: unknown; hsc_batch?: unknown }) {
  const data = parseInput(profileCompletionSchema, input);
  return applyProfileChanges(ctx, { phone: data.phone, hscBatch: data.hsc_batch });
}

/**
 * The profile page: name, phone, email and HSC batch. A changed phone is texted a code and waits as
 * `pendingPhone` until verifyPhone confirms it (an account with no verified number keeps it unverified
 * on the profile); a changed email is kept unverified (see docs/accounts.md: Google verifies it).
 */
export async function updateProfile(ctx: AuthCtx, input: { name?: string | null; phone?: string | null; email?: string | null; hscBatch?: string | null }) {
  const data = parseInput(profileSchema, {
    name: input.name ?? undefined,
    phone: input.phone ?? undefined,
    email: input.email ?? undefined,
    hscBatch: input.hscBatch ?? undefined,
  });
  return applyProfileChanges(ctx, data);
}

/** Whether the dialog must ask this user for their phone number or HSC batch. */
export function needsProfileCompletion(user: { phone: string | null; hscBatch: string | null }): boolean {
  return !user.phone || !user.hscBatch;
}
