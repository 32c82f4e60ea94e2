import { ValidationError } from '../../shared/errors.ts';
import { parseInput } from '../../shared/validation.ts';
import { duplicateIdentifier, requireViewerId, type AuthCtx } from './auth.service.ts';
import { normalizeEmail, normalizePhone } from './identifiers.ts';
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
  try {
    return await ctx.prisma.user.update({
      where: { id: userId },
      data: {
        name: changes.name,
        hscBatch: changes.hscBatch,
        ...(phone && phone !== current.phone ? { phone, phoneVerifiedAt: null } : {}),
        ...(email && email !== current.email ? { email, emailVerifiedAt: null } : {}),
      },
    });
  } catch (error) {
    throw duplicateIdentifier(error) ?? error;
  }
}

/** The profile-completion dialog: phone number and HSC batch, with the seed's rules and messages. */
export async function completeProfile(ctx: AuthCtx, input: { phone?: unknown; hsc_batch?: unknown }) {
  const data = parseInput(profileCompletionSchema, input);
  return applyProfileChanges(ctx, { phone: data.phone, hscBatch: data.hsc_batch });
}

/** The profile page: name, phone, email and HSC batch (a changed phone or email must be verified again). */
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
