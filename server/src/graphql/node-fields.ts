import { resolveNodes } from '@pothos/plugin-relay';
import { RequestCache } from '@pothos/plugin-scope-auth';
import { isObjectType, type GraphQLResolveInfo } from 'graphql';
import { builder } from '../builder.ts';
import type { Context } from '../context.ts';
import { parseNodeId } from './global-ids.ts';
import { GRAPHQL_LIMITS } from './limits.ts';

// A missing row surfaces from Prisma's findUniqueOrThrow as P2025 (or a NotFoundError by name).
function isNotFound(error: unknown): boolean {
  const e = error as { code?: unknown; name?: unknown };
  return e?.code === 'P2025' || e?.name === 'NotFoundError';
}

/**
 * Whether the viewer may read this node: the row-level rules (authScopes) of its type and of the
 * interfaces it implements, evaluated as the type itself will evaluate them (the same request cache,
 * so they run once). A node the viewer may not read answers as an unknown id does.
 */
async function visible(ctx: Context, info: GraphQLResolveInfo, typename: string, node: unknown): Promise<boolean> {
  const type = info.schema.getType(typename);
  if (!isObjectType(type)) return false;
  const state = RequestCache.fromContext(ctx, builder);
  for (const name of [typename, ...type.getInterfaces().map((i) => i.name)]) {
    const authScopes = (builder.configStore.getTypeConfig(name).pothosOptions as { authScopes?: unknown }).authScopes;
    if (authScopes === undefined) continue;
    const failure = await (typeof authScopes === 'function'
      ? state.evaluateTypeScopeFunction(authScopes as never, name, node, info)
      : state.evaluateScopeMap(authScopes as never, info));
    if (failure) return false;
  }
  return true;
}

async function resolveOne(ctx: Context, info: GraphQLResolveInfo, id: string): Promise<unknown> {
  const parsed = parseNodeId(info.schema, id);
  if (parsed) {
    try {
      const [node] = await resolveNodes(builder, ctx, info, [parsed]);
      if (node != null && (await visible(ctx, info, parsed.typename, node))) return node;
    } catch (error) {
      if (!isNotFound(error)) throw error;
    }
  }
  ctx.log.info({ id }, 'node(id:) of an id that names no node the viewer may read: answered null');
  return null;
}

/**
 * Relay's `node`/`nodes`: an id that is malformed, of an unknown type, of no row or of a row the viewer
 * may not read answers null (one short log line), not an internal error nor FORBIDDEN; `nodes` takes at most one page of ids (graphql/limits.ts).
 */
builder.queryFields((t) => ({
  node: t.field({
    type: builder.nodeInterfaceRef(),
    nullable: true,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx, info) => resolveOne(ctx, info, String(id)) as never,
  }),
  nodes: t.field({
    type: [builder.nodeInterfaceRef()],
    nullable: { list: false, items: true },
    description: `At most ${GRAPHQL_LIMITS.nodeIds} ids.`,
    args: { ids: t.arg.idList({ required: true }) },
    resolve: (_root, { ids }, ctx, info) => Promise.all(ids.map((id) => resolveOne(ctx, info, String(id)))) as never,
  }),
}));
