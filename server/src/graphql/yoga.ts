import { fixedJsonBodyError } from './json-body-error.ts';
import { NoSchemaIntrospectionCustomRule } from 'graphql';
import { createYoga, maskError, type Plugin } from 'graphql-yoga';
import { isDatabaseUnavailable } from '../db/unavailable.ts';
import { databaseUnavailableGraphQLError } from '../http/database-outage.ts';
import type { Context } from '../context.ts';
import type { Logger } from '../logger.ts';
import { schema } from '../schema.ts';
import type { DatabaseQueue } from '../http/database-queue.ts';
import { databaseAdmissionPlugin } from './database-admission.ts';
import { inputHygienePlugin } from './input-hygiene.ts';
import { graphqlLimitPlugins, timeBudgetPlugin } from './limits.ts';
import type { ResponseCache } from './response-cache.ts';
import { cachedAnswerTextPlugin } from './cached-answer-text.ts';
import { BATCH_LIMIT, batchingPlugin, operationContext } from './batching.ts';
import { responseCachePlugin } from './response-cache-plugin.ts';
import { loadPersistedDocuments, trustedDocumentsPlugins } from './trusted-documents.ts';

/** What the HTTP layer hands Yoga for each request: the context it already built. */
export interface ServerContext {
  ctx: Context;
}

export interface GraphQLHandlerOptions {
  log: Logger;
  /** Introspection and field suggestions on, any query text accepted. */
  development: boolean;
  /** In production: only the client's persisted operations run (plus query text from `api.explore` holders). */
  trustedDocuments: boolean;
  /** The longest one request may execute. */
  timeBudgetMs: number;
  /** The persisted operations (default: the map relay-compiler wrote). */
  persistedDocuments?: ReadonlyMap<string, string>;
  /** Admission to the embedded database, taken after the response cache (none for PostgreSQL). */
  databaseQueue?: DatabaseQueue | null;
  /** Anonymous catalogue reads are answered from it (graphql/response-cache-plugin.ts); none when absent or off. */
  responseCache?: ResponseCache;
}

/**
 * Introspection refused in production, except to staff who may explore the API (`api.explore`): their
 * playground (/admin/playground) loads the schema for its docs and autocomplete. The viewer is the
 * request's own (the context the HTTP layer built from the session cookie), so nobody else gets it.
 */
const disableIntrospection: Plugin<ServerContext> = {
  onValidate({ addValidationRule, context }) {
    if ((context as Partial<ServerContext>).ctx?.viewer?.permissions.has('api.explore')) return;
    addValidationRule(NoSchemaIntrospectionCustomRule);
  },
};

function persistedDocumentsFor(options: GraphQLHandlerOptions): ReadonlyMap<string, string> {
  if (options.persistedDocuments) return options.persistedDocuments;
  try {
    return loadPersistedDocuments();
  } catch (error) {
    // Production cannot serve its own client without them; development still takes query text.
    if (!options.development) throw error;
    options.log.warn((error as Error).message);
    return new Map();
  }
}

/**
 * The GraphQL endpoint (POST application/json only: graphql/transport.ts runs first): persisted
 * operations, text hygiene, limits and a time budget before and around execution; introspection only
 * in development or for `api.explore` holders; unexpected errors masked; anonymous catalogue reads answered from the response cache. GraphiQL and CORS are the HTTP layer's.
 */
export function createGraphQLHandler(options: GraphQLHandlerOptions) {
  const freeForm = !options.development && options.trustedDocuments ? 'explorers' : 'anyone';
  return createYoga<ServerContext, Context>({
    schema,
    graphqlEndpoint: '/graphql',
    graphiql: false,
    landingPage: false,
    cors: false,
    // The edge limits every body before Yoga (http/body-limit.ts); Yoga's own check asks for the body
    // stream, which makes Node's server build a whole fetch Request for each request.
    maxRequestBodySize: false,
    // Unexpected errors masked; a database that cannot be reached answers 503 with Retry-After (http/database-outage.ts).
    maskedErrors: {
      maskError: (error, message, isDev) => (isDatabaseUnavailable(error) ? databaseUnavailableGraphQLError() : maskError(error, message, isDev)),
    },
    extraParamNames: ['documentId'],
    // A few queries in one request (graphql/batching.ts): a signed-in product page's catalogue and per-user parts.
    batching: { limit: BATCH_LIMIT },
    logging: {
      debug: (...args) => options.log.debug(args.map(String).join(' ')),
      info: (...args) => options.log.info(args.map(String).join(' ')),
      warn: (...args) => options.log.warn(args.map(String).join(' ')),
      error: (...args) => {
        const err = args.find((a) => a instanceof Error);
        // An unreachable database is answered 503 (maskError above): an outage, not the shop's fault.
        options.log[isDatabaseUnavailable(err) ? 'warn' : 'error']({ err }, args.map(String).join(' '));
      },
    },
    plugins: [
      fixedJsonBodyError,
      batchingPlugin,
      ...trustedDocumentsPlugins(persistedDocumentsFor(options), freeForm),
      inputHygienePlugin,
      ...graphqlLimitPlugins({ development: options.development }),
      timeBudgetPlugin(options.timeBudgetMs),
      ...(options.development ? [] : [disableIntrospection]),
      // Last: a request is refused (documents, hygiene, limits) before the cache may answer it.
      ...(options.responseCache?.enabled ? [responseCachePlugin(options.responseCache, schema), cachedAnswerTextPlugin()] : []),
      // After the cache: an answer it holds never waits for the embedded database.
      ...(options.databaseQueue ? [databaseAdmissionPlugin(options.databaseQueue)] : []),
    ],
    context: ({ ctx, request }): Context => operationContext(ctx, request),
  });
}
