/**
 * What the GraphQL response cache keeps (the store is graphql/response-cache.ts): anonymous catalogue
 * reads only, answers every anonymous shopper shares.
 *
 * - Only requests without a session (no viewer); a signed-in request never reads nor fills the cache.
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

/** `<listing flags or ->.<sha-256>`: anything else (an ETag a browser sends back, say) is no key of ours. */
const KEY_PATTERN = /^[ampx-]{1,4}\.[0-9a-f]{64}$/;

/**
 * The flag of a document that holds a mutation or subscription: never stored nor looked up. (With
 * `invalidateViaMutation` off the plugin would otherwise store a mutation's answer like a query's.)
 */
const NOT_A_READ = 'x';

/** A request the cache may serve: one that carries no session (the HTTP layer resolved it into `ctx`). */
export function isAnonymousRequest(context: unknown): boolean {
  const ctx = (context as { ctx?: Pick<Context, 'viewer' | 'session'> } | null | undefined)?.ctx;
  return ctx !== undefined && ctx.viewer === null && ctx.session === null;
}

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
  return (text, textHash) => {
    const hit = known.get(textHash);
    if (hit !== undefined) return hit;
    const found = new Set<string>();
    try {
      const typeInfo = new TypeInfo(schema);
      visit(
        parse(text, { maxTokens: GRAPHQL_LIMITS.tokens }),
        visitWithTypeInfo(typeInfo, {
          OperationDefinition(node) {
            if (node.operation !== 'query') found.add(NOT_A_READ);
          },
          Field(node) {
            const flag = LISTING_FIELDS[`${typeInfo.getParentType()?.name}.${node.name.value}`];
            if (flag) found.add(flag);
          },
        }),
      );
    } catch {
      // Not a valid document: Yoga answers its errors; nothing is stored.
      found.add(NOT_A_READ);
    }
    const flags = [...found].sort().join('') || '-';
    if (known.size >= 1000) known.delete(known.keys().next().value!);
    known.set(textHash, flags);
    return flags;
  };
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
      const listings = key.split('.')[0]!.split('').flatMap((flag) => (LISTING_TAGS[flag] ? [LISTING_TAGS[flag]] : []));
      await cache.set(key, result, [...tags(entities), ...listings], ttl);
    },
    // Mutations do not invalidate through the plugin (invalidateViaMutation is off): services do, by id.
    invalidate: () => {},
  };
  return useResponseCache({
    cache: store,
    ttl: cache.ttlMs,
    session: () => null,
    enabled: (_request, context) => isAnonymousRequest(context),
    invalidateViaMutation: false,
    includeExtensionMetadata: false,
    ttlPerSchemaCoordinate: uncacheableCoordinates(schema),
    scopePerSchemaCoordinate: privateTypes(schema),
    buildResponseCacheKey: ({ documentString, variableValues, operationName }) => {
      const textHash = createHash('sha256').update(documentString).digest('hex');
      const hash = createHash('sha256')
        .update([version, textHash, operationName ?? '', stableJson(variableValues ?? {})].join('\u0000'))
        .digest('hex');
      return `${listingFlags(documentString, textHash)}.${hash}`;
    },
    shouldCacheResult: ({ result }) => !result.errors?.length && everyRootAnswered(result),
  }) as Plugin;
}
