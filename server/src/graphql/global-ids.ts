import { decodeGlobalID } from '@pothos/plugin-relay';
import { isObjectType, type GraphQLObjectType, type GraphQLSchema } from 'graphql';
import { getDatamodel } from '../generated/pothos-prisma-types.ts';

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type GlobalId = { typename: string; id: string };

const models = getDatamodel().datamodel.models as Record<string, { fields: readonly { name: string; type: string; isId: boolean; hasDefaultValue: boolean }[] }>;

/**
 * How the local part of a node type's global ids looks, read from its Prisma model: the `@id` of a
 * model whose id the database makes (`@default(uuid()) @db.Uuid`, every such id of the schema) is a
 * UUID, any other (InfoPage's slug) is non-empty text. global-ids.test.ts checks this against
 * prisma/schema.prisma for every node type.
 */
export function nodeIdShape(type: GraphQLObjectType): 'uuid' | 'text' | null {
  const model = (type.extensions as { pothosPrismaModel?: unknown }).pothosPrismaModel;
  const id = typeof model === 'string' ? models[model]?.fields.find((f) => f.isId) : undefined;
  if (!id || id.type !== 'String') return null;
  return id.hasDefaultValue ? 'uuid' : 'text';
}

const shapes = new WeakMap<GraphQLObjectType, ReturnType<typeof nodeIdShape>>();

function shapeOf(type: GraphQLObjectType) {
  if (!shapes.has(type)) shapes.set(type, nodeIdShape(type));
  return shapes.get(type)!;
}

/**
 * The node a global id names, when it is one of this schema's: its type implements Node and its
 * local part has the shape of that type's id column. Null for anything else (not base64, no type,
 * another type, a local part the database would refuse as a UUID): the caller answers not-found
 * without asking the database, so a malformed id is never a database error.
 */
export function parseNodeId(schema: GraphQLSchema, value: string): GlobalId | null {
  let parsed: GlobalId;
  try {
    parsed = decodeGlobalID(value);
  } catch {
    return null;
  }
  const type = schema.getType(parsed.typename);
  if (!isObjectType(type) || !type.getInterfaces().some((i) => i.name === 'Node')) return null;
  const shape = shapeOf(type);
  if (shape === 'uuid') return UUID.test(parsed.id) ? { typename: parsed.typename, id: parsed.id.toLowerCase() } : null;
  return shape === 'text' && parsed.id.length > 0 ? parsed : null;
}

/**
 * The database id (UUID) inside a Relay global id of one of `typenames`, or a bare UUID as is;
 * null for anything else (the caller answers NotFound). Arguments that name a row of a known kind
 * (a product to add, an order to refund) read their id with it.
 */
export function localId(value: unknown, typenames: readonly string[]): { id: string; typename: string | null } | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (UUID.test(text)) return { id: text.toLowerCase(), typename: null };
  try {
    const decoded = decodeGlobalID(text);
    if (typenames.includes(decoded.typename) && UUID.test(decoded.id)) return { id: decoded.id.toLowerCase(), typename: decoded.typename };
  } catch {
    // not a global id
  }
  return null;
}
