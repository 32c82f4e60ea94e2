import { ValidationError } from '../../shared/errors.ts';
import { recordAudit } from './audit.ts';
import { requireViewerId, type AuthCtx } from './auth.service.ts';
import { GoogleSignInError } from './errors.ts';
import { GoogleTokenError, type GoogleIdentity } from './integrations/google.ts';
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

/** The email Google vouches for (lower case), or null when the token carries none or an unverified one. */
function googleVerifiedEmail(identity: GoogleIdentity): string | null {
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
  await revokeSessions(ctx.prisma, { userId, exceptSessionId: ctx.viewer?.id === userId ? ctx.session?.id : undefined });
  await recordAudit(ctx, { action: 'auth.google_linked', actorId: userId, targetType: 'User', targetId: userId });
  return user;
}

/**
 * Signs in with a Google ID token (Sign in with Google or One Tap). The Google account is matched by
 * its subject, else joined to the account that has VERIFIED the same email (its other sessions end),
 * else a new account is made (the profile dialog then asks for the phone number and HSC batch).
 * An account that merely typed the address into its profile is never joined: Google's word that the
 * address is this person's outranks it, so the address moves to the new account and the audit log says so.
 */
export async function signInWithGoogle(ctx: AuthCtx, input: { credential: string }) {
  const identity = await googleIdentity(ctx, input.credential);
  const email = googleVerifiedEmail(identity);
  let user = await ctx.prisma.user.findUnique({ where: { googleSubject: identity.subject } });
  let method = 'google';
  if (!user && email) {
    const holder = await ctx.prisma.user.findUnique({ where: { email } });
    if (holder?.emailVerifiedAt) {
      user = await joinGoogle(ctx, holder.id, identity.subject, email);
      method = 'google-linked';
    }
  }
  if (!user) {
    user = await ctx.prisma.$transaction(async (tx) => {
      const unverified = email ? await tx.user.findFirst({ where: { email, emailVerifiedAt: null }, select: { id: true } }) : null;
      if (unverified) {
        await tx.user.update({ where: { id: unverified.id }, data: { email: null } });
        await recordAudit(
          { ...ctx, prisma: tx },
          {
            action: 'auth.email_released',
            actorId: null,
            targetType: 'User',
            targetId: unverified.id,
            details: { email, reason: 'Google vouched for the address to another person, whose new account took it' },
          },
        );
      }
      return tx.user.create({
        data: {
          name: identity.name,
          email,
          emailVerifiedAt: email ? new Date() : null,
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
 * password). A Google email equal to the account's verifies it. Every other session of the account ends.
 */
export async function linkGoogle(ctx: AuthCtx, input: { credential: string }) {
  const userId = requireViewerId(ctx);
  const identity = await googleIdentity(ctx, input.credential);
  const holder = await ctx.prisma.user.findUnique({ where: { googleSubject: identity.subject }, select: { id: true } });
  if (holder && holder.id !== userId) {
    throw new ValidationError([{ field: 'credential', message: 'This Google account already signs in to another account.' }]);
  }
  return joinGoogle(ctx, userId, identity.subject, googleVerifiedEmail(identity));
}
