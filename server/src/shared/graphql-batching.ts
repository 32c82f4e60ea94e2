/** The most operations one /graphql request may hold (server/src/graphql/batching.ts; the client batches up to it). */
export const GRAPHQL_BATCH_LIMIT = 3;
