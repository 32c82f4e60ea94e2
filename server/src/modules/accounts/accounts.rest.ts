/** The REST shim of seed §7 for accounts: same services as GraphQL, snake_case bodies as the existing client reads. */
import { encodeGlobalID } from '@pothos/plugin-relay';
import { Hono } from 'hono';
import type { User } from '../../generated/prisma/client.ts';
import { jsonBody, restCall, type AppVariables } from '../../http/rest.ts';
import { requireViewerId, signIn, signOut } from './auth.service.ts';
import { completeProfile } from './profile.service.ts';
import { sendSignUpCode, signUp } from './sign-up.service.ts';

const SIGN_UP_CODE_SENT = 'We sent a code by SMS. Send it with the same details as "code" to finish creating the account.';

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** The user as /api/user answers it. */
export async function userJson(ctx: AppVariables['ctx'], user: User) {
  const roles = await ctx.prisma.role.findMany({
    where: { users: { some: { userId: user.id } } },
    include: { permissions: true },
    orderBy: { key: 'asc' },
  });
  return {
    id: encodeGlobalID('User', user.id),
    name: user.name,
    phone: user.phone,
    email: user.email,
    hsc_batch: user.hscBatch,
    phone_verified: user.phoneVerifiedAt !== null,
    pending_phone: user.pendingPhone,
    google_linked: user.googleSubject !== null,
    roles: roles.map((role) => role.key),
    permissions: [...new Set(roles.flatMap((role) => role.permissions.map((p) => p.permission)))].sort(),
    created_at: user.createdAt.toISOString(),
  };
}

export function accountsRest() {
  const api = new Hono<{ Variables: AppVariables }>();

  api.get('/user', (c) =>
    restCall(c, async () => {
      const ctx = c.var.ctx;
      const user = await ctx.prisma.user.findUniqueOrThrow({ where: { id: requireViewerId(ctx) } });
      return c.json(await userJson(ctx, user));
    }),
  );

  api.post('/auth/update', (c) =>
    restCall(c, async () => {
      const body = await jsonBody(c);
      const user = await completeProfile(c.var.ctx, { phone: body.phone, hsc_batch: body.hsc_batch });
      return c.json(await userJson(c.var.ctx, user));
    }),
  );

  api.post('/auth/login', (c) =>
    restCall(c, async () => {
      const body = await jsonBody(c);
      const user = await signIn(c.var.ctx, {
        cred: text(body.cred) ?? '',
        password: text(body.password) ?? '',
        captchaToken: text(body.captchaToken),
      });
      return c.json(await userJson(c.var.ctx, user));
    }),
  );

  // Like the form: without a code it texts one to the phone (202, the same answer whether or not the
  // phone has an account); with the code it creates the account and signs in (201).
  api.post('/auth/register', (c) =>
    restCall(c, async () => {
      const body = await jsonBody(c);
      const details = {
        name: text(body.name) ?? '',
        phone: text(body.phone) ?? '',
        email: text(body.email),
        password: text(body.password) ?? '',
        hscBatch: text(body.hsc_batch),
      };
      const code = text(body.code);
      if (code === undefined) {
        const sent = await sendSignUpCode(c.var.ctx, { ...details, captchaToken: text(body.captchaToken) });
        return c.json({ code_sent: true, expires_at: sent.expiresAt.toISOString(), message: SIGN_UP_CODE_SENT }, 202);
      }
      const user = await signUp(c.var.ctx, { ...details, code });
      return c.json(await userJson(c.var.ctx, user), 201);
    }),
  );

  api.post('/auth/logout', (c) =>
    restCall(c, async () => {
      await signOut(c.var.ctx);
      return c.json({ success: true });
    }),
  );

  return api;
}
