import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PrismaPg } from '@prisma/adapter-pg';
import type { SqlMigrationAwareDriverAdapterFactory } from '@prisma/driver-adapter-utils';
import { PrismaPGlite } from 'pglite-prisma-adapter';
import { PrismaClient } from '../generated/prisma/client.ts';

/** Where the data lives: an embedded PGlite directory (or an in-memory snapshot) or a PostgreSQL server. */
export type DatabaseTarget =
  | { kind: 'pglite'; dataDir?: string; snapshot?: Blob }
  | { kind: 'postgres'; url: string };

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

/** Opens the database the target names; PGlite data directories are created on first use. */
export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  return target.kind === 'pglite' ? openPglite(target) : openPostgres(target);
}

async function openPglite(target: Extract<DatabaseTarget, { kind: 'pglite' }>): Promise<Database> {
  if (target.dataDir) await mkdir(path.dirname(path.resolve(target.dataDir)), { recursive: true });
  const pglite = await PGlite.create(target.dataDir, target.snapshot ? { loadDataDir: target.snapshot } : {});
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

async function openPostgres(target: Extract<DatabaseTarget, { kind: 'postgres' }>): Promise<Database> {
  const prisma = new PrismaClient({ adapter: new PrismaPg({ connectionString: target.url }) });
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

