import path from 'node:path';
import { openDatabase } from '../src/db/connect.ts';
import {
  DATA_DIR_TEMPLATE_ENV,
  TEMPLATE_ENV,
  TEST_DB_PREFIX,
  dataDirTemplatePath,
  onServer,
  prepareSnapshotDatabase,
  serverUrl,
  withDatabaseName,
} from './test-database.ts';
import { provideServerBundle } from './server-bundle.ts';
import { provideTestRedis } from './test-redis.ts';

/** Builds the migrated snapshot once per run; test workers inherit its location through the environment. */
export default async function globalSetup(): Promise<void> {
  await provideTestRedis();
  const runId = `${process.pid}_${Date.now().toString(36)}`;
  await provideServerBundle(runId);
  const url = serverUrl();
  if (!url) {
    console.log(
      '\nPostgreSQL-only tests are skipped on the embedded database: `DATABASE_URL=postgresql://… npx jest --selectProjects server` runs them (CI does).\n',
    );
  }
  if (url) {
    const template = `${TEST_DB_PREFIX}template_${runId}`;
    await onServer(url, (client) => client.query(`CREATE DATABASE "${template}"`));
    const db = await openDatabase({ kind: 'postgres', url: withDatabaseName(url, template) });
    try {
      await prepareSnapshotDatabase(db);
    } finally {
      await db.close();
    }
    process.env[TEMPLATE_ENV] = template;
    return;
  }
  // The embedded run: one migrated, seeded data directory; each test file opens a copy (openTestDatabase),
  // and servers started by tests whose subject is not the first start begin from one (migratedDataDir).
  const dataDir = dataDirTemplatePath(runId);
  const db = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
  try {
    await prepareSnapshotDatabase(db);
  } finally {
    await db.close();
  }
  process.env[DATA_DIR_TEMPLATE_ENV] = dataDir;
}
