import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { openDatabase, type Database } from '../src/db/connect.ts';
import { applyMigrations } from '../src/db/migrations.ts';
import { seedDemoAccounts, seedReferenceData } from '../src/db/seed.ts';

/**
 * Test databases start from one migrated, seeded snapshot made per run by the global setup:
 * a PGlite data directory by default, a template database when DATABASE_URL names a PostgreSQL
 * server. Each test file opens its own copy instead of migrating again.
 */
export const TEMPLATE_ENV = 'PATHAGAR_TEST_TEMPLATE';
export const TEST_DB_PREFIX = 'pathagar_test_';
/** A server data directory (DATA_DIR) whose embedded database is the snapshot's, made once per embedded run. */
export const DATA_DIR_TEMPLATE_ENV = 'PATHAGAR_TEST_DATA_DIR';

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

export function dataDirTemplatePath(runId: string): string {
  return path.resolve(__dirname, `../../.tmp/test-data-dir-${runId}`);
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

/** A private database for one test file, a copy of the run's snapshot; closing it drops it. */
export async function openTestDatabase(): Promise<Database> {
  const url = serverUrl();
  if (url) {
    const template = process.env[TEMPLATE_ENV];
    if (!template) throw new Error('The jest global setup did not create a template database');
    return serverDatabase(url, { template });
  }
  const dataDir = process.env[DATA_DIR_TEMPLATE_ENV];
  if (!dataDir || !existsSync(path.join(dataDir, 'pglite'))) throw new Error('The jest global setup did not write the database snapshot');
  return copiedPgliteDatabase(path.join(dataDir, 'pglite'));
}

/**
 * Where a run's test databases are copied to: memory (/dev/shm) where the machine has it, since writing
 * some 6 GB of copies a run to disk made every file's set-up slower on a busy machine (a sample of 30 server
 * files with one core kept busy: 74 s on disk, 62 s in memory). The global teardown removes the folder with
 * whatever a crashed file left.
 */
export function testDatabasesDir(template = process.env[DATA_DIR_TEMPLATE_ENV] ?? 'pathagar'): string {
  const memory = '/dev/shm';
  return path.join(existsSync(memory) ? memory : os.tmpdir(), `${path.basename(template)}-databases`);
}

/**
 * PGlite on a copy of the snapshot's data directory. Copying the files and letting Postgres read them
 * costs about a third of a second less CPU per file than unpacking a tarball of them into PGlite's
 * in-memory file system in JavaScript, and the tests' queries run as fast; closing the database removes
 * the copy.
 */
async function copiedPgliteDatabase(templateDir: string): Promise<Database> {
  const parent = testDatabasesDir();
  mkdirSync(parent, { recursive: true });
  const dir = mkdtempSync(path.join(parent, 'db-'));
  cpSync(templateDir, dir, { recursive: true });
  const db = await openDatabase({ kind: 'pglite', dataDir: dir });
  return {
    ...db,
    close: async () => {
      await db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A new data directory for a server process whose start-up is not what the test is about: already
 * migrated and seeded (a copy of the run's template), so the server starts without migrating an empty
 * database (several seconds on PGlite). Outside a jest run, or on a PostgreSQL run, it is empty and the
 * server migrates it as on a first start. Tests of the first start itself use an empty directory.
 */
export function migratedDataDir(prefix = 'pathagar-data-'): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  const template = process.env[DATA_DIR_TEMPLATE_ENV];
  if (template && existsSync(template)) cpSync(template, dir, { recursive: true });
  return dir;
}
