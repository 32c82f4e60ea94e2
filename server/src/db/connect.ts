import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PrismaPg } from '@prisma/adapter-pg';
import type { SqlMigrationAwareDriverAdapterFactory } from '@prisma/driver-adapter-utils';
import { PrismaPGlite } from 'pglite-prisma-adapter';
import { PrismaClient } from '../generated/prisma/client.ts';
import { takingTurns } from './pglite-turns.ts';
import { DEFAULT_POOL_SIZE, PREPARED_CONNECTION_LIFETIME_SECONDS, preparedStatementName } from './postgres-pool.ts';

/** Where the data lives: an embedded PGlite directory (or an in-memory snapshot) or a PostgreSQL server. */
export type DatabaseTarget =
  | { kind: 'pglite'; dataDir?: string; snapshot?: Blob }
  | { kind: 'postgres'; url: string; poolSize?: number; preparedStatements?: boolean };

export interface Database {
  readonly target: DatabaseTarget;
  readonly prisma: PrismaClient;
  /** The embedded server, when the target is PGlite (snapshots, raw access in tests). */
  readonly pglite: PGlite | null;
  /** A fresh adapter factory for tools that need their own connection (the migration engine). */
  adapterFactory(): SqlMigrationAwareDriverAdapterFactory;
  /** Throws when the database does not answer a trivial query. */
  ping(): Promise<void>;
  /** Disconnects Prisma and, for PGlite, shuts the embedded server down cleanly (checkpoint). */
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /**
   * PostgreSQL `statement_timeout` in milliseconds for the Prisma client's connections (requests);
   * 0 or absent: none. The embedded database has no such limit (see http/database-queue.ts).
   */
  statementTimeoutMs?: number;
}

/** Opens the database the target names; PGlite data directories are created on first use. */
export async function openDatabase(target: DatabaseTarget, options: DatabaseOptions = {}): Promise<Database> {
  return target.kind === 'pglite' ? openPglite(target) : openPostgres(target, options);
}

async function openPglite(target: Extract<DatabaseTarget, { kind: 'pglite' }>): Promise<Database> {
  if (target.dataDir) await mkdir(path.dirname(path.resolve(target.dataDir)), { recursive: true });
  // Statements take turns with the event loop (see pglite-turns.ts): /healthz and new requests are served between them.
  // pg_trgm: trigram similarity for search that tolerates misspellings (the bangla_search migration creates it).
  const extensions = { pg_trgm };
  const pglite = takingTurns(
    await PGlite.create(target.dataDir, target.snapshot ? { loadDataDir: target.snapshot, extensions } : { extensions }),
  );
  const prisma = new PrismaClient({ adapter: new PrismaPGlite(pglite) });
  let closed = false;
  return {
    target,
    prisma,
    pglite,
    adapterFactory: () => new PrismaPGlite(pglite),
    ping: async () => {
      await pglite.query('SELECT 1');
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await prisma.$disconnect();
      await pglite.close();
    },
  };
}

async function openPostgres(target: Extract<DatabaseTarget, { kind: 'postgres' }>, options: DatabaseOptions): Promise<Database> {
  // Sent as a start-up parameter of every pooled connection; the migration engine's own connection has none.
  const timeout = options.statementTimeoutMs ? { statement_timeout: options.statementTimeoutMs } : {};
  // Prepared statements (postgres-pool.ts) unless turned off, e.g. behind a transaction-mode pooler.
  const prepared = target.preparedStatements ?? true;
  const pool = {
    connectionString: target.url,
    max: target.poolSize ?? DEFAULT_POOL_SIZE,
    ...(prepared ? { maxLifetimeSeconds: PREPARED_CONNECTION_LIFETIME_SECONDS } : {}),
    ...timeout,
  };
  const adapter = new PrismaPg(pool, prepared ? { statementNameGenerator: preparedStatementName } : {});
  const prisma = new PrismaClient({ adapter });
  let closed = false;
  return {
    target,
    prisma,
    pglite: null,
    adapterFactory: () => new PrismaPg({ connectionString: target.url }),
    ping: async () => {
      await prisma.$queryRaw`SELECT 1`;
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await prisma.$disconnect();
    },
  };
}

