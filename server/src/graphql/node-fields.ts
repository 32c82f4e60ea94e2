import { decodeGlobalID, resolveNodes } from '@pothos/plugin-relay';
import { isObjectType, type GraphQLResolveInfo } from 'graphql';
import { builder } from '../builder.ts';
import type { Context } from '../context.ts';
import { GRAPHQL_LIMITS } from './limits.ts';

type GlobalId = { typename: string; id: string };

/** A global id that names a node type of this schema, or null (malformed, unknown type). */
function parseNodeId(id: string, info: GraphQLResolveInfo): GlobalId | null {
  try {
    const parsed = decodeGlobalID(id);
    const type = info.schema.getType(parsed.typename);
    return isObjectType(type) && type.getInterfaces().some((i) => i.name === 'Node') ? parsed : null;
  } catch {
    return null;
  }
}

// A missing row surfaces from Prisma's findUniqueOrThrow as P2025 (or a NotFoundError by name).
function isNotFound(error: unknown): boolean {
  const e = error as { code?: unknown; name?: unknown };
  return e?.code === 'P2025' || e?.name === 'NotFoundError';
}

async function resolveOne(ctx: Context, info: GraphQLResolveInfo, id: string): Promise<unknown> {
  const parsed = parseNodeId(id, info);
  if (parsed) {
    try {
      const [node] = await resolveNodes(builder, ctx, info, [parsed]);
      if (node != null) return node;
    } catch (error) {
      if (!isNotFound(error)) throw error;
    }
  }
  ctx.log.info({ id }, 'node(id:) of an id that names no node: answered null');
  return null;
}

/**
 * Relay's `node`/`nodes`: an id that is malformed, of an unknown type or of no row answers null (one
 * short log line), not an internal error; `nodes` takes at most one page of ids (graphql/limits.ts).
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
