/**
 * What the GraphQL response cache keeps (the store is graphql/response-cache.ts): catalogue reads,
 * answers every shopper shares, signed in or not (issue 32 §2).
 *
 * - Anonymous requests and signed-in customers (viewers without any permission) share one cache: for
 *   them a catalogue read has the same answer. Staff (any permission: they may see unpublished
 *   products, drafts, staff-only fields) never read nor fill it.
 * - An operation with per-user fields (PER_USER_FIELDS: "you own this", your review, your progress,
 *   your reader access) is shared among anonymous shoppers only (the fields are empty for them); a
 *   signed-in customer's such operation runs every time and is never stored — unless all its per-user
 *   fields are in PER_VIEWER_CACHEABLE_FIELDS (ownership, own review: a product page's
 *   ProductViewerQuery), which is kept for that customer alone, briefly. As a second guard, a signed-in
 *   answer whose execution read the viewer's id is never stored in the shared part.
 * - Only operations whose root fields are all catalogue reads (CACHEABLE_ROOT_FIELDS); everything else
 *   (viewer, cart, orders, entitlements, admin lists, every mutation) has a TTL of 0: never stored.
 * - Only answers showing public catalogue types: any other node type (User, Order, Cart, ...) marks an
 *   answer private, which is never stored. Anonymous viewer fields such as `viewerReview` are null.
 * - No answer with errors, a NotFoundError or a null root field: a product published later would not
 *   invalidate the "not found" it replaces.
 *
 * Keys are the operation text (a persisted document's text, found from its id) with the variables,
 * the schema's version and which kinds of listing it holds. Each answer is tagged with the database
 * ids of the entities in it (the plugin selects `id` and `__typename` everywhere; Relay global ids are
 * decoded, and every product kind is tagged `Product`), plus `Listing:products` / `Listing:authors`
 * when it lists them; services invalidate those tags (response-cache.ts `cacheEntity`).
 */
import { createHash } from 'node:crypto';
import type { CacheEntityRecord } from '@envelop/response-cache';
import { useResponseCache, type Cache } from '@graphql-yoga/plugin-response-cache';
import { decodeGlobalID } from '@pothos/plugin-relay';
import {
  isInterfaceType,
  isObjectType,
  parse,
  printSchema,
  TypeInfo,
  visit,
  visitWithTypeInfo,
  type ExecutionResult,
  type GraphQLSchema,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { Context } from '../context.ts';
import { GRAPHQL_LIMITS } from './limits.ts';
import { cacheEntity, type CacheEntity, type ResponseCache } from './response-cache.ts';

/** Root fields whose answers are the same for every anonymous shopper and whose changes the services invalidate. */
export const CACHEABLE_ROOT_FIELDS: ReadonlySet<string> = new Set([
  'products',
  'product',
  'section',
  'sections',
  'author',
  'authors',
  'search',
  'searchSuggestions',
  'bundleYears',
  'node',
  'nodes',
  'marketingTrackers',
]);

/** Node types a cached answer may show; any other one makes the answer private (never stored). */
export const PUBLIC_NODE_TYPES: ReadonlySet<string> = new Set([
  'Book',
  'Ebook',
  'Stationery',
  'Bundle',
  'Content',
  'Author',
  'Section',
  'Review',
  'Chapter',
  'ProductPage',
]);

/**
 * Fields on catalogue types whose answer depends on who asks (interfaces stand for every implementation).
 * A screen asks them in a small query of its own, so that its catalogue query stays shared.
 */
export const PER_USER_FIELDS: readonly string[] = [
  'Product.viewerOwns',
  'Product.viewerReview',
  'Content.viewerProgress',
  'Ebook.readerAccess',
  'Ebook.readerFileUrl',
  'Ebook.readingProgress',
  'Lesson.completed',
  'Lesson.content',
  'Lesson.locked',
];

/**
 * Per-user fields whose answer for one customer changes only when that customer's grants or review
 * change, which invalidate it (cacheEntity.viewer, the product's or review's own tag): an operation
 * whose per-user fields are all here (a product page's ProductViewerQuery for a book or an ebook) is
 * cached for each signed-in customer on their own (the key holds their user id), for at most
 * PER_VIEWER_TTL_MS, so that a change no invalidation named is seen within that time.
 */
export const PER_VIEWER_CACHEABLE_FIELDS: readonly string[] = ['Product.viewerOwns', 'Product.viewerReview'];

/** How long a customer's own answer is kept at most (issue 32 §2: "cache it per session if you can show that is safe"). */
export const PER_VIEWER_TTL_MS = 3_000;

/** The flag of a document that asks a per-user field. */
const PER_USER = 'u';

/** The flag of a document whose per-user fields are all in PER_VIEWER_CACHEABLE_FIELDS. */
const PER_VIEWER = 'v';

/** Fields whose answer depends on which products (p) or authors (a) exist, or on the marketing settings (m), beyond the rows it shows. */
const LISTING_FIELDS: Readonly<Record<string, 'p' | 'a' | 'm'>> = {
  'Query.products': 'p',
  'Query.search': 'p',
  'Query.searchSuggestions': 'p',
  'Query.bundleYears': 'p',
  'Author.products': 'p',
  'Author.productCount': 'p',
  'Query.authors': 'a',
  'Query.marketingTrackers': 'm',
};

const LISTING_TAGS: Readonly<Record<string, CacheEntity>> = { p: cacheEntity.productListings, a: cacheEntity.authorListings, m: cacheEntity.marketing };

/** `<listing flags or ->.<sha-256>[.<user id>]` (the last for a customer's own answer): anything else (an ETag a browser sends back, say) is no key of ours. */
const KEY_PATTERN = /^[ampuvx-]{1,7}\.[0-9a-f]{64}(\.[0-9a-f-]{36})?$/;

/**
 * The flag of a document that holds a mutation or subscription: never stored nor looked up. (With
 * `invalidateViaMutation` off the plugin would otherwise store a mutation's answer like a query's.)
 */
const NOT_A_READ = 'x';

type CacheCtx = Pick<Context, 'viewer' | 'session'>;
const ctxOf = (context: unknown) => (context as { ctx?: CacheCtx } | null | undefined)?.ctx;

/** A request that carries no session (the HTTP layer resolved it into `ctx`). */
export function isAnonymousRequest(context: unknown): boolean {
  const ctx = ctxOf(context);
  return ctx !== undefined && ctx.viewer === null && ctx.session === null;
}

/** A request the cache may serve: anonymous, or a signed-in viewer without any permission (a customer). */
export function sharesCatalogueAnswers(context: unknown): boolean {
  const ctx = ctxOf(context);
  if (ctx === undefined) return false;
  return isAnonymousRequest(context) || (ctx.viewer !== null && ctx.viewer.permissions.size === 0);
}

/** Contexts of signed-in requests whose execution read the viewer's id: their answers are never stored. */
const viewerIdRead = new WeakSet<object>();

/** Watches the viewer of a signed-in request: reading its id marks the answer as the viewer's own. */
function watchViewer(ctx: CacheCtx): void {
  const viewer = ctx.viewer;
  if (!viewer || viewerIdRead.has(ctx) || (viewer as { [WATCHED]?: true })[WATCHED]) return;
  ctx.viewer = new Proxy(viewer, {
    get(target, property, receiver) {
      if (property === WATCHED) return true;
      if (property === 'id') viewerIdRead.add(ctx);
      return Reflect.get(target, property, receiver);
    },
  });
}
const WATCHED = Symbol('watched viewer');

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** JSON with object keys sorted, so `{a, b}` and `{b, a}` variables share a key. */
export function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * The flags of an operation's text (listings 'a', 'm' and 'p', 'x' for a mutation, else '-'), remembered
 * by the text's hash. This runs before Yoga's own parse, so it keeps Yoga's token limit.
 */
function listingFlagsFinder(schema: GraphQLSchema): (text: string, textHash: string) => string {
  const known = new Map<string, string>();
  const perUser = perUserCoordinates(schema, PER_USER_FIELDS);
  const perViewer = perUserCoordinates(schema, PER_VIEWER_CACHEABLE_FIELDS);
  return (text, textHash) => {
    const hit = known.get(textHash);
    if (hit !== undefined) return hit;
    const found = new Set<string>();
    let othersPerUser = false;
    try {
      const typeInfo = new TypeInfo(schema);
      visit(
        parse(text, { maxTokens: GRAPHQL_LIMITS.tokens }),
        visitWithTypeInfo(typeInfo, {
          OperationDefinition(node) {
            if (node.operation !== 'query') found.add(NOT_A_READ);
          },
          Field(node) {
            const coordinate = `${typeInfo.getParentType()?.name}.${node.name.value}`;
            const flag = LISTING_FIELDS[coordinate];
            if (flag) found.add(flag);
            if (perUser.has(coordinate)) {
              found.add(PER_USER);
              if (!perViewer.has(coordinate)) othersPerUser = true;
            }
          },
        }),
      );
    } catch {
      // Not a valid document: Yoga answers its errors; nothing is stored.
      found.add(NOT_A_READ);
    }
    if (found.has(PER_USER) && !othersPerUser) found.add(PER_VIEWER);
    const flags = [...found].sort().join('') || '-';
    if (known.size >= 1000) known.delete(known.keys().next().value!);
    known.set(textHash, flags);
    return flags;
  };
}

/** The fields (PER_USER_FIELDS or PER_VIEWER_CACHEABLE_FIELDS) with each interface's field repeated on every type that implements it. */
function perUserCoordinates(schema: GraphQLSchema, fields: readonly string[]): Set<string> {
  const coordinates = new Set<string>();
  for (const coordinate of fields) {
    const [typeName, field] = coordinate.split('.') as [string, string];
    const type = schema.getType(typeName);
    if (!type || !(isObjectType(type) || isInterfaceType(type)) || !type.getFields()[field]) {
      throw new Error(`PER_USER_FIELDS names ${coordinate}, which the schema does not have`);
    }
    coordinates.add(coordinate);
    if (isInterfaceType(type)) for (const implementation of schema.getPossibleTypes(type)) coordinates.add(`${implementation.name}.${field}`);
  }
  return coordinates;
}

/** TTL 0 (never stored) for every root field that is not a catalogue read, and for NotFoundError. */
function uncacheableCoordinates(schema: GraphQLSchema): Record<string, number> {
  const ttl: Record<string, number> = { NotFoundError: 0 };
  for (const root of [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()]) {
    if (!root) continue;
    for (const field of Object.keys(root.getFields())) {
      if (root !== schema.getQueryType() || !CACHEABLE_ROOT_FIELDS.has(field)) ttl[`${root.name}.${field}`] = 0;
    }
  }
  return ttl;
}

/** PRIVATE for every node type that is not public catalogue data. */
function privateTypes(schema: GraphQLSchema): Record<string, 'PRIVATE'> {
  const scopes: Record<string, 'PRIVATE'> = {};
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    const isNode = type.getInterfaces().some((i) => i.name === 'Node');
    if (isNode && !PUBLIC_NODE_TYPES.has(type.name)) scopes[type.name] = 'PRIVATE';
  }
  return scopes;
}

/** Tags of the entities an answer shows: database ids, every product kind as `Product`. */
function tagsFor(schema: GraphQLSchema): (records: Iterable<CacheEntityRecord>) => CacheEntity[] {
  const product = schema.getType('Product');
  const productTypes = new Set(isInterfaceType(product) ? schema.getPossibleTypes(product).map((t) => t.name) : []);
  return (records) => {
    const tags: CacheEntity[] = [];
    for (const { typename, id } of records) {
      if (id === undefined || id === null) continue;
      let local = String(id);
      try {
        const decoded = decodeGlobalID(local);
        if (decoded.typename === typename) local = decoded.id;
      } catch {
        // A plain id.
      }
      tags.push({ typename: productTypes.has(typename) ? 'Product' : typename, id: local });
    }
    return tags;
  };
}

/** True when every root field of the answer has a value (no "not found" null). */
function everyRootAnswered(result: ExecutionResult): boolean {
  return !!result.data && Object.values(result.data).every((value) => value !== null && value !== undefined);
}

/** The Yoga plugin over `cache` for `schema` (add it after the plugins that refuse requests). */
export function responseCachePlugin(cache: ResponseCache, schema: GraphQLSchema): Plugin {
  const version = createHash('sha256').update(printSchema(schema)).digest('hex').slice(0, 16);
  const listingFlags = listingFlagsFinder(schema);
  const tags = tagsFor(schema);
  const isReadKey = (key: string) => KEY_PATTERN.test(key) && !key.split('.')[0]!.includes(NOT_A_READ);
  const store: Cache = {
    get: (key) => (isReadKey(key) ? cache.get(key) : null),
    set: async (key, result, entities, ttl) => {
      if (!isReadKey(key)) return;
      const [flags, , viewerId] = key.split('.') as [string, string, string | undefined];
      const listings = flags.split('').flatMap((flag) => (LISTING_TAGS[flag] ? [LISTING_TAGS[flag]] : []));
      // A customer's own answer: tagged with them, kept briefly (see PER_VIEWER_CACHEABLE_FIELDS).
      const viewer = viewerId ? [cacheEntity.viewer(viewerId)] : [];
      await cache.set(key, result, [...tags(entities), ...listings, ...viewer], viewerId ? Math.min(ttl, PER_VIEWER_TTL_MS) : ttl);
    },
    // Mutations do not invalidate through the plugin (invalidateViaMutation is off): services do, by id.
    invalidate: () => {},
  };
  return useResponseCache({
    cache: store,
    ttl: cache.ttlMs,
    session: () => null,
    enabled: (_request, context) => sharesCatalogueAnswers(context),
    // A signed-in answer whose execution read the viewer's id is theirs alone.
    onTtl: ({ ttl, context }) => {
      const ctx = ctxOf(context);
      return ctx && viewerIdRead.has(ctx) ? 0 : ttl;
    },
    invalidateViaMutation: false,
    includeExtensionMetadata: false,
    ttlPerSchemaCoordinate: uncacheableCoordinates(schema),
    scopePerSchemaCoordinate: privateTypes(schema),
    buildResponseCacheKey: ({ documentString, variableValues, operationName, context }) => {
      const textHash = createHash('sha256').update(documentString).digest('hex');
      const hash = createHash('sha256')
        .update([version, textHash, operationName ?? '', stableJson(variableValues ?? {})].join('\u0000'))
        .digest('hex');
      let flags = listingFlags(documentString, textHash);
      const ctx = ctxOf(context);
      if (ctx?.viewer && flags.includes(PER_USER)) {
        // A signed-in customer's per-user read: theirs alone, under a key of their own when every
        // per-user field in it is one that invalidations follow; otherwise never looked up nor stored.
        if (flags.includes(PER_VIEWER) && UUID.test(ctx.viewer.id)) {
          const own = createHash('sha256').update([hash, ctx.viewer.id].join('\u0000')).digest('hex');
          return `${flags}.${own}.${ctx.viewer.id}`;
        }
        flags = `${flags}${NOT_A_READ}`;
      } else if (ctx?.viewer) {
        watchViewer(ctx);
      }
      // An anonymous per-user read is shared among anonymous shoppers only (its per-user fields are empty).
      return `${flags.replace(PER_VIEWER, '')}.${hash}`;
    },
    shouldCacheResult: ({ result }) => !result.errors?.length && everyRootAnswered(result),
  }) as Plugin;
}
