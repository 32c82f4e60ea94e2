import SchemaBuilder from '@pothos/core';
import ErrorsPlugin from '@pothos/plugin-errors';
import PrismaPlugin from '@pothos/plugin-prisma';
import RelayPlugin from '@pothos/plugin-relay';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import ValidationPlugin from '@pothos/plugin-validation';
import { GraphQLError } from 'graphql';
import type { Context } from './context.ts';
import type PrismaTypes from './generated/pothos-prisma-types.ts';
import { getDatamodel } from './generated/pothos-prisma-types.ts';
import type { Permission } from './modules/accounts/permissions.ts';

/** The most items one page of any connection returns. */
export const MAX_PAGE_SIZE = 100;

export const builder = new SchemaBuilder<{
  Context: Context;
  PrismaTypes: PrismaTypes;
  DefaultFieldNullability: false;
  DefaultEdgesNullability: false;
  DefaultNodeNullability: false;
  AuthScopes: { public: boolean; signedIn: boolean; permission: Permission; anyPermission: readonly Permission[] };
  Scalars: { DateTime: { Input: Date; Output: Date } };
}>({
  plugins: [ScopeAuthPlugin, ErrorsPlugin, ValidationPlugin, PrismaPlugin, RelayPlugin],
  defaultFieldNullability: false,
  scopeAuth: {
    authScopes: (ctx) => ({
      public: true,
      signedIn: ctx.viewer !== null,
      permission: (permission) => ctx.viewer?.permissions.has(permission) ?? false,
      anyPermission: (permissions) => permissions.some((p) => ctx.viewer?.permissions.has(p) ?? false),
    }),
    // Not masked by Yoga: the client needs to tell "sign in first" from a crash.
    unauthorizedError: (_parent, ctx) =>
      new GraphQLError(ctx.viewer ? 'You do not have permission to do this.' : 'Please sign in to continue.', {
        extensions: { code: ctx.viewer ? 'FORBIDDEN' : 'UNAUTHENTICATED' },
      }),
  },
  errors: { defaultTypes: [] },
  validation: {
    validationError: (failure) =>
      new GraphQLError(failure.issues.map((issue) => issue.message).join('; '), {
        extensions: { code: 'BAD_USER_INPUT' },
      }),
  },
  prisma: {
    client: (ctx) => ctx.prisma,
    dmmf: getDatamodel(),
    exposeDescriptions: true,
    filterConnectionTotalCount: true,
    maxConnectionSize: MAX_PAGE_SIZE,
    defaultConnectionSize: 20,
    onUnusedQuery: process.env.NODE_ENV === 'production' ? null : 'warn',
  },
  relay: {
    clientMutationId: 'omit',
    cursorType: 'String',
    edgesFieldOptions: { nullable: false },
    nodeFieldOptions: { nullable: false },
  },
});

builder.queryType({});
builder.mutationType({});

builder.scalarType('DateTime', {
  description: 'An instant in ISO 8601 format (UTC).',
  serialize: (value) => value.toISOString(),
  parseValue: (value) => {
    const date = typeof value === 'string' ? new Date(value) : null;
    if (!date || Number.isNaN(date.getTime())) throw new GraphQLError('DateTime must be an ISO 8601 string');
    return date;
  },
});
