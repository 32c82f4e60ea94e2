import { createHash } from 'node:crypto';
import type { SqlQuery } from '@prisma/driver-adapter-utils';

/** How the request client talks to PostgreSQL (connect.ts): its pool and its prepared statements. */

/** Connections of the pool when DATABASE_POOL_SIZE does not say (node-postgres's own default). */
export const DEFAULT_POOL_SIZE = 10;

/**
 * Names for prepared statements (@prisma/adapter-pg's `statementNameGenerator`): a
 * statement with the same text gets the same name, so each pooled connection parses and plans it
 * once and then only binds and executes it (node-postgres keeps the names per connection). Without
 * a name every statement is parsed again on every request.
 *
 * Statements without parameters stay unnamed: those are raw maintenance statements (ANALYZE, a
 * health ping, scripts of several statements, which a prepared statement cannot hold).
 */
export function preparedStatementName(query: Pick<SqlQuery, 'sql' | 'args'>): string {
  if (query.args.length === 0) return ''; // node-postgres: no name, an unnamed statement
  return `p${createHash('sha1').update(query.sql).digest('base64url')}`;
}

/**
 * Pooled connections are closed and replaced after this long, which also drops their prepared
 * statements: the cache stays bounded, and a connection that prepared statements before a schema
 * change (another process migrated) does not keep them for ever.
 */
export const PREPARED_CONNECTION_LIFETIME_SECONDS = 600;
