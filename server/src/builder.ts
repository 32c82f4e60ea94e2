import SchemaBuilder from '@pothos/core';
import ComplexityPlugin from '@pothos/plugin-complexity';
import ErrorsPlugin from '@pothos/plugin-errors';
import PrismaPlugin from '@pothos/plugin-prisma';
import RelayPlugin from '@pothos/plugin-relay';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import ValidationPlugin from '@pothos/plugin-validation';
import { GraphQLError } from 'graphql';
import type { Context } from './context.ts';
import { fieldCost } from './graphql/cost.ts';
import type PrismaTypes from './generated/pothos-prisma-types.ts';
import { getDatamodel } from './generated/pothos-prisma-types.ts';
import type { Permission } from './shared/permissions.ts';

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
  plugins: [ScopeAuthPlugin, ErrorsPlugin, ValidationPlugin, PrismaPlugin, RelayPlugin, ComplexityPlugin],
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
  // Costs only: the limit is checked before execution by graphql/limits.ts, on every request.
  complexity: { fieldComplexity: fieldCost },
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
    // graphql/node-fields.ts defines node/nodes: missing and malformed ids answer null.
    nodeQueryOptions: false,
    nodesQueryOptions: false,
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
    // PostgreSQL has no year 0 and JavaScript dates reach ±275760: outside 1–9999 the database would fail.
    const year = date.getUTCFullYear();
    if (year < 1 || year > 9999) throw new GraphQLError('DateTime must be between the years 1 and 9999');
    return date;
  },
});
