import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import { openDatabase, type Database } from '../src/db/connect.ts';
import { applyMigrations } from '../src/db/migrations.ts';
import { seedDemoAccounts, seedReferenceData } from '../src/db/seed.ts';

/**
 * Test databases start from one migrated, seeded snapshot made per run by the global setup:
 * a PGlite data-directory dump by default, a template database when DATABASE_URL names a
 * PostgreSQL server. Each test file restores its own copy instead of migrating again.
 */
export const SNAPSHOT_ENV = 'PATHAGAR_TEST_SNAPSHOT';
export const TEMPLATE_ENV = 'PATHAGAR_TEST_TEMPLATE';
export const TEST_DB_PREFIX = 'pathagar_test_';

export function serverUrl(): string | undefined {
  return process.env.DATABASE_URL || undefined;
}

export function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** Runs statements on the server's maintenance connection (the database DATABASE_URL names). */
export async function onServer<T>(url: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Migrates and seeds a fresh database (reference data and the demo accounts): the state every test starts from. */
export async function prepareSnapshotDatabase(db: Database): Promise<void> {
  await applyMigrations(db);
  await seedReferenceData(db.prisma);
  await seedDemoAccounts(db.prisma);
}

export function snapshotPath(runId: string): string {
  return path.resolve(__dirname, `../../.tmp/test-snapshot-${runId}.tar`);
}

/** A new database on the PostgreSQL server at `url` (a copy of `template`, or empty); closing it drops it. */
export async function serverDatabase(url: string, { template, label = '' }: { template?: string; label?: string } = {}): Promise<Database> {
  const name = `${TEST_DB_PREFIX}${label}${randomBytes(6).toString('hex')}`;
  await onServer(url, (client) => client.query(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`));
  const db = await openDatabase({ kind: 'postgres', url: withDatabaseName(url, name) });
  return {
    ...db,
    close: async () => {
      await db.close();
      await onServer(url, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
    },
  };
}

/** A private database for one test file, restored from the run's snapshot; closing it drops it. */
export async function openTestDatabase(): Promise<Database> {
  const url = serverUrl();
  const template = process.env[TEMPLATE_ENV];
  if (url) {
    if (!template) throw new Error('The jest global setup did not create a template database');
    return serverDatabase(url, { template });
  }
  const file = process.env[SNAPSHOT_ENV];
  if (!file || !existsSync(file)) throw new Error('The jest global setup did not write a database snapshot');
  return openDatabase({ kind: 'pglite', snapshot: new Blob([readFileSync(file)]) });
}
