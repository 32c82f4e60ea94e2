import { builder } from '../../builder.ts';
import type { Permission } from '../../shared/permissions.ts';
import { PERMISSIONS } from '../../shared/permission-descriptions.ts';
import { needsProfileCompletion } from './profile.service.ts';
import { userSearchFilter } from './users.service.ts';

export const UserNode = builder.prismaNode('User', {
  id: { field: 'id' },
  // A user sees their own account; staff with users.view see everyone's.
  authScopes: (user, ctx) => (ctx.viewer?.id === user.id ? true : { permission: 'users.view' }),
  fields: (t) => ({
    name: t.exposeString('name'),
    phone: t.exposeString('phone', { nullable: true }),
    email: t.exposeString('email', { nullable: true }),
    hscBatch: t.exposeString('hscBatch', { nullable: true }),
    pendingPhone: t.exposeString('pendingPhone', {
      nullable: true,
      description: 'A new number waiting for the code texted to it; until then `phone` stays the sign-in identity.',
    }),
    phoneVerified: t.boolean({ select: { phoneVerifiedAt: true }, resolve: (u) => u.phoneVerifiedAt !== null }),
    emailVerified: t.boolean({ select: { emailVerifiedAt: true }, resolve: (u) => u.emailVerifiedAt !== null }),
    hasPassword: t.boolean({ select: { passwordHash: true }, resolve: (u) => u.passwordHash !== null }),
    googleLinked: t.boolean({ select: { googleSubject: true }, resolve: (u) => u.googleSubject !== null }),
    needsProfileCompletion: t.boolean({
      description: 'True while the phone number or HSC batch is missing: the profile dialog asks for them.',
      select: { phone: true, hscBatch: true },
      resolve: (u) => needsProfileCompletion(u),
    }),
    roles: t.stringList({
      select: { roles: { select: { role: { select: { key: true } } } } },
      resolve: (u) => u.roles.map((r) => r.role.key).sort(),
    }),
    permissions: t.stringList({
      select: { roles: { select: { role: { select: { permissions: { select: { permission: true } } } } } } },
      resolve: (u) => [...new Set(u.roles.flatMap((r) => r.role.permissions.map((p) => p.permission)))].sort(),
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

export const RoleNode = builder.prismaNode('Role', {
  id: { field: 'id' },
  fields: (t) => ({
    key: t.exposeString('key'),
    name: t.exposeString('name'),
    description: t.exposeString('description'),
    permissions: t.stringList({
      select: { permissions: { select: { permission: true } } },
      resolve: (role) => role.permissions.map((p) => p.permission).sort(),
    }),
    userCount: t.relationCount('users'),
  }),
});

const PermissionInfo = builder.objectRef<{ key: Permission; description: string }>('Permission').implement({
  description: 'A fine-grained permission a role can hold.',
  fields: (t) => ({ key: t.exposeString('key'), description: t.exposeString('description') }),
});

builder.queryFields((t) => ({
  viewer: t.prismaField({
    type: 'User',
    nullable: true,
    description: 'The signed-in user, or null.',
    resolve: (query, _root, _args, ctx) =>
      ctx.viewer ? ctx.prisma.user.findUnique({ ...query, where: { id: ctx.viewer.id } }) : null,
  }),
  users: t.prismaConnection({
    type: 'User',
    cursor: 'id',
    description: 'Every account, newest first, optionally filtered by a name, phone or email fragment.',
    authScopes: { permission: 'users.view' },
    args: { search: t.arg.string() },
    resolve: (query, _root, { search }, ctx) =>
      ctx.prisma.user.findMany({ ...query, where: userSearchFilter(search), orderBy: [{ createdAt: 'desc' }, { id: 'asc' }] }),
  }),
  roles: t.prismaField({
    type: ['Role'],
    authScopes: { anyPermission: ['users.manage', 'authority.manage'] },
    resolve: (query, _root, _args, ctx) => ctx.prisma.role.findMany({ ...query, orderBy: { key: 'asc' } }),
  }),
  permissions: t.field({
    type: [PermissionInfo],
    description: 'Every permission there is, with what it allows.',
    authScopes: { permission: 'authority.manage' },
    resolve: () => Object.entries(PERMISSIONS).map(([key, description]) => ({ key: key as Permission, description })),
  }),
}));
