import type { Context } from '../../context.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { NotFoundError, ValidationError } from '../../shared/errors.ts';
import { likeLiteral } from '../../shared/like-pattern.ts';
import { asciiDigits } from '../../shared/phone.ts';
import { recordAudit } from './audit.ts';
import type { AuthCtx } from './auth.service.ts';
import { isPermission, type Permission } from '../../shared/permissions.ts';
import { revokeSessions, signInBrowser, viewersChanged } from './sessions.ts';

/** The filter for the staff user list: a name, phone or email fragment. */
export function userSearchFilter(search: string | null | undefined): Prisma.UserWhereInput {
  const term = search?.trim();
  if (!term) return {};
  // Digits typed in Bangla count as digits; `%` and `_` are searched for as themselves.
  const digits = asciiDigits(term).replace(/\D/g, '');
  const literal = likeLiteral(term);
  return {
    OR: [
      { name: { contains: literal, mode: 'insensitive' } },
      { email: { contains: literal.toLowerCase() } },
      ...(digits.length >= 3 ? [{ phone: { contains: digits.replace(/^880/, '0') } }] : []),
    ],
  };
}

async function adminsLeftAfter(ctx: Pick<Context, 'prisma'>, userId: string, keepsAuthority: boolean) {
  if (keepsAuthority) return 1;
  return ctx.prisma.user.count({
    where: {
      id: { not: userId },
      roles: { some: { role: { permissions: { some: { permission: 'authority.manage' } } } } },
    },
  });
}

/**
 * Replaces a user's roles. Their sessions end (a session never outlives a change of roles); when
 * admins change their own roles, their browser gets a fresh session. The last account able to edit
 * authority cannot lose it.
 */
export async function setUserRoles(ctx: AuthCtx, input: { userId: string; roleKeys: string[] }) {
  const user = await ctx.prisma.user.findUnique({ where: { id: input.userId }, include: { roles: { include: { role: true } } } });
  if (!user) throw new NotFoundError('User', 'No such user.');
  const keys = [...new Set(input.roleKeys)];
  const roles = await ctx.prisma.role.findMany({ where: { key: { in: keys } }, include: { permissions: true } });
  const unknown = keys.filter((key) => !roles.some((role) => role.key === key));
  if (unknown.length) throw new ValidationError([{ field: 'roleKeys', message: `Unknown role: ${unknown.join(', ')}` }]);
  const keepsAuthority = roles.some((role) => role.permissions.some((p) => p.permission === 'authority.manage'));
  if ((await adminsLeftAfter(ctx, user.id, keepsAuthority)) === 0) {
    throw new ValidationError([{ field: 'roleKeys', message: 'The shop needs at least one user who can edit authority' }]);
  }
  const before = user.roles.map((r) => r.role.key).sort();
  await ctx.prisma.$transaction([
    ctx.prisma.userRole.deleteMany({ where: { userId: user.id } }),
    ctx.prisma.userRole.createMany({ data: roles.map((role) => ({ userId: user.id, roleId: role.id })) }),
  ]);
  await revokeSessions(ctx, { userId: user.id });
  if (ctx.viewer?.id === user.id) await signInBrowser({ ...ctx, session: null }, user.id);
  await recordAudit(ctx, {
    action: 'users.roles_changed',
    targetType: 'User',
    targetId: user.id,
    details: { before, after: keys.sort() },
  });
  return ctx.prisma.user.findUniqueOrThrow({ where: { id: user.id } });
}

/** Replaces the permissions of a role. The admin role cannot lose the power to edit authority. */
export async function setRolePermissions(ctx: AuthCtx, input: { roleKey: string; permissions: string[] }) {
  const role = await ctx.prisma.role.findUnique({ where: { key: input.roleKey }, include: { permissions: true } });
  if (!role) throw new NotFoundError('Role', 'No such role.');
  const permissions = [...new Set(input.permissions)];
  const unknown = permissions.filter((p) => !isPermission(p));
  if (unknown.length) throw new ValidationError([{ field: 'permissions', message: `Unknown permission: ${unknown.join(', ')}` }]);
  if (role.key === 'admin' && !permissions.includes('authority.manage')) {
    throw new ValidationError([{ field: 'permissions', message: 'The admin role must keep the authority.manage permission' }]);
  }
  const before = role.permissions.map((p) => p.permission).sort();
  await ctx.prisma.$transaction([
    ctx.prisma.rolePermission.deleteMany({ where: { roleId: role.id } }),
    ctx.prisma.rolePermission.createMany({ data: (permissions as Permission[]).map((permission) => ({ roleId: role.id, permission })) }),
  ]);
  // Every process reads its signed-in viewers' permissions again (the role's holders are not listed: rare enough).
  await viewersChanged(ctx, { all: true });
  await recordAudit(ctx, {
    action: 'authority.permissions_changed',
    targetType: 'Role',
    targetId: role.key,
    details: { before, after: permissions.sort() },
  });
  return ctx.prisma.role.findUniqueOrThrow({ where: { id: role.id } });
}
