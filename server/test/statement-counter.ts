/**
 * Counts the SQL statements one GraphQL operation issues: a second app over the test database
 * whose Prisma client reports every statement (Prisma's `query` log event), so performance tests
 * can check that a query's statement count does not grow with its page size.
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { createApp } from '../src/app.ts';
import { PrismaClient } from '../src/generated/prisma/client.ts';
import type { RequestOptions, TestApp } from './test-app.ts';

export interface LoggedStatement {
  sql: string;
  /** The bound values, as Prisma reports them. */
  params: unknown[];
}

export interface StatementCounter {
  /** Runs the operation and returns the statements it issued (after checking it had no errors). */
  statements(query: string, variables?: Record<string, unknown>, options?: RequestOptions): Promise<string[]>;
  /** The same, with each statement's bound values (to EXPLAIN what was sent). */
  statementsWithParams(query: string, variables?: Record<string, unknown>, options?: RequestOptions): Promise<LoggedStatement[]>;
  close(): Promise<void>;
}

export function countingApp(t: TestApp): StatementCounter {
  const prisma = new PrismaClient({ adapter: t.db.adapterFactory(), log: [{ emit: 'event', level: 'query' }] });
  let seen: LoggedStatement[] = [];
  prisma.$on('query', (event) => {
    seen.push({ sql: event.query, params: event.params ? (JSON.parse(event.params) as unknown[]) : [] });
  });
  const app = createApp({
    config: { isDevelopment: true, clientDist: mkdtempSync(path.join(os.tmpdir(), 'pathagar-dist-')), trustProxy: { kind: 'hops', hops: 1 }, graphql: { trustedDocuments: true, timeBudgetMs: 5_000 } },
    db: { ...t.db, prisma },
    log: pino({ level: 'silent' }),
    services: t.services,
  });
  const run = async (query: string, variables?: Record<string, unknown>, options: RequestOptions = {}) => {
    const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json', 'x-graphql-csrf': '1' };
    if (options.cookie) headers.cookie = options.cookie.includes('=') ? options.cookie : `pathagar_session=${options.cookie}`;
    seen = [];
    const response = await app.request('/graphql', { method: 'POST', headers, body: JSON.stringify({ query, variables }) });
    const body = (await response.json()) as { errors?: unknown[] };
    if (body.errors) throw new Error(`The operation failed: ${JSON.stringify(body.errors)}`);
    const statements = seen;
    seen = [];
    return statements;
  };
  return {
    statements: async (query, variables, options) => (await run(query, variables, options)).map((statement) => statement.sql),
    statementsWithParams: run,
    close: () => prisma.$disconnect(),
  };
}
