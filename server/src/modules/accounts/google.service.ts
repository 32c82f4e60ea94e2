import { recordAudit } from './audit.ts';
import { GoogleSignInError } from './errors.ts';
import { GoogleTokenError } from './integrations/google.ts';
import type { AuthCtx } from './auth.service.ts';
import { DEFAULT_ROLE } from '../../shared/permissions.ts';
import { signInBrowser } from './sessions.ts';

/**
 * Signs in with a Google ID token (Sign in with Google or One Tap). The Google account is matched by
 * its subject, else linked to the account with the same verified email, else a new account is made
 * (the profile dialog then asks for the phone number and HSC batch).
 */
export async function signInWithGoogle(ctx: AuthCtx, input: { credential: string }) {
  const identity = await ctx.services.google.verify(input.credential).catch((error: unknown) => {
    if (!(error instanceof GoogleTokenError)) throw error;
    ctx.log.info({ reason: error.reason }, 'Google ID token rejected');
    throw new GoogleSignInError();
  });
  let user = await ctx.prisma.user.findUnique({ where: { googleSubject: identity.subject } });
  let method = 'google';
  if (!user && identity.email && identity.emailVerified) {
    const sameEmail = await ctx.prisma.user.findUnique({ where: { email: identity.email.toLowerCase() } });
    if (sameEmail) {
      user = await ctx.prisma.user.update({
        where: { id: sameEmail.id },
        data: { googleSubject: identity.subject, emailVerifiedAt: sameEmail.emailVerifiedAt ?? new Date() },
      });
      method = 'google-linked';
      await recordAudit(ctx, { action: 'auth.google_linked', actorId: user.id, targetType: 'User', targetId: user.id });
    }
  }
  user ??= await ctx.prisma.user.create({
    data: {
      name: identity.name,
      email: identity.emailVerified && identity.email ? identity.email.toLowerCase() : null,
      emailVerifiedAt: identity.emailVerified ? new Date() : null,
      googleSubject: identity.subject,
      roles: { create: { role: { connect: { key: DEFAULT_ROLE } } } },
    },
  });
  await signInBrowser(ctx, user.id);
  await recordAudit(ctx, { action: 'auth.sign_in', actorId: user.id, details: { method } });
  return user;
}
