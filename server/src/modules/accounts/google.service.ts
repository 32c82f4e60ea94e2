import { ValidationError } from '../../shared/errors.ts';
import { recordAudit } from './audit.ts';
import { requireViewerId, type AuthCtx } from './auth.service.ts';
import { GoogleEmailNotProvenError, GoogleSignInError } from './errors.ts';
import { authoritativeEmail, GoogleTokenError, type GoogleIdentity } from './integrations/google.ts';
import { DEFAULT_ROLE } from '../../shared/permissions.ts';
import { revokeSessions, signInBrowser } from './sessions.ts';

/** The Google identity in an ID token; GoogleSignInError when the token is not a valid one for this shop. */
async function googleIdentity(ctx: AuthCtx, credential: string): Promise<GoogleIdentity> {
  return ctx.services.google.verify(credential).catch((error: unknown) => {
    if (!(error instanceof GoogleTokenError)) throw error;
    ctx.log.info({ reason: error.reason }, 'Google ID token rejected');
    throw new GoogleSignInError();
  });
}

/** The token's email (lower case) when Google says it checked it (`email_verified`), else null. */
function googleCheckedEmail(identity: GoogleIdentity): string | null {
  return identity.email && identity.emailVerified ? identity.email.toLowerCase() : null;
}

/**
 * Joins a Google account to a user and ends every other session of the user: whoever may have been
 * signed in there before the owner's proof of the address arrived is signed out.
 */
async function joinGoogle(ctx: AuthCtx, userId: string, subject: string, email: string | null) {
  const current = await ctx.prisma.user.findUniqueOrThrow({ where: { id: userId } });
  const user = await ctx.prisma.user.update({
    where: { id: userId },
    data: { googleSubject: subject, ...(email && email === current.email && !current.emailVerifiedAt ? { emailVerifiedAt: new Date() } : {}) },
  });
  await revokeSessions(ctx, { userId, exceptSessionId: ctx.viewer?.id === userId ? ctx.session?.id : undefined });
  await recordAudit(ctx, { action: 'auth.google_linked', actorId: userId, targetType: 'User', targetId: userId });
  return user;
}

/**
 * Signs in with a Google ID token (Sign in with Google or One Tap). The Google account is matched by
 * its subject, else joined to the account that has VERIFIED the same email (its other sessions end),
 * else a new account is made (the profile dialog then asks for the phone number and HSC batch).
 *
 * Only an address Google is authoritative for (`authoritativeEmail`: Gmail, or Workspace with a matching
 * `hd`) counts as proof. Such an address joins the account that verified it, is verified on a new
 * account, and outranks an account that merely typed it (the address moves to the new account and the
 * audit log says so). Any other address proves nothing: it never joins, verifies or takes an address.
 * When an account has verified it, the sign-in is refused (GoogleEmailNotProvenError, audited as
 * `auth.google_link_refused`): the owner proves the account with the password and links Google from the
 * profile. Otherwise the new account keeps the address unverified, as if typed, when it is free.
 */
export async function signInWithGoogle(ctx: AuthCtx, input: { credential: string }) {
  const identity = await googleIdentity(ctx, input.credential);
  const vouched = authoritativeEmail(identity);
  const checked = googleCheckedEmail(identity);
  let user = await ctx.prisma.user.findUnique({ where: { googleSubject: identity.subject } });
  let method = 'google';
  if (!user && checked) {
    const holder = await ctx.prisma.user.findUnique({ where: { email: checked } });
    if (holder?.emailVerifiedAt && vouched) {
      user = await joinGoogle(ctx, holder.id, identity.subject, vouched);
      method = 'google-linked';
    } else if (holder?.emailVerifiedAt) {
      await recordAudit(ctx, {
        action: 'auth.google_link_refused',
        actorId: null,
        targetType: 'User',
        targetId: holder.id,
        details: { email: checked, hostedDomain: identity.hostedDomain, reason: 'Google is not authoritative for the address' },
      });
      throw new GoogleEmailNotProvenError();
    }
  }
  if (!user) {
    user = await ctx.prisma.$transaction(async (tx) => {
      const unverified = vouched ? await tx.user.findFirst({ where: { email: vouched, emailVerifiedAt: null }, select: { id: true } }) : null;
      if (unverified) {
        await tx.user.update({ where: { id: unverified.id }, data: { email: null } });
        await recordAudit(
          { ...ctx, prisma: tx },
          {
            action: 'auth.email_released',
            actorId: null,
            targetType: 'User',
            targetId: unverified.id,
            details: { email: vouched, reason: 'Google vouched for the address to another person, whose new account took it' },
          },
        );
      }
      // An address Google only checked once is kept like a typed one, and only when nobody has it.
      const typed = !vouched && checked && !(await tx.user.findUnique({ where: { email: checked }, select: { id: true } })) ? checked : null;
      return tx.user.create({
        data: {
          name: identity.name,
          email: vouched ?? typed,
          emailVerifiedAt: vouched ? new Date() : null,
          googleSubject: identity.subject,
          roles: { create: { role: { connect: { key: DEFAULT_ROLE } } } },
        },
      });
    });
  }
  await signInBrowser(ctx, user.id);
  await recordAudit(ctx, { action: 'auth.sign_in', actorId: user.id, details: { method } });
  return user;
}

/**
 * Links a Google account to the signed-in user (from their profile, after signing in with their
 * password, which proves the account). A Google email equal to the account's verifies it only when
 * Google is authoritative for it (`authoritativeEmail`); any other is not proof of the address.
 * Every other session of the account ends.
 */
export async function linkGoogle(ctx: AuthCtx, input: { credential: string }) {
  const userId = requireViewerId(ctx);
  const identity = await googleIdentity(ctx, input.credential);
  const holder = await ctx.prisma.user.findUnique({ where: { googleSubject: identity.subject }, select: { id: true } });
  if (holder && holder.id !== userId) {
    throw new ValidationError([{ field: 'credential', message: 'This Google account already signs in to another account.' }]);
  }
  return joinGoogle(ctx, userId, identity.subject, authoritativeEmail(identity));
}
