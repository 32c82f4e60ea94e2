import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { openDatabase } from '../src/db/connect.ts';
import {
  DATA_DIR_TEMPLATE_ENV,
  SNAPSHOT_ENV,
  TEMPLATE_ENV,
  TEST_DB_PREFIX,
  dataDirTemplatePath,
  onServer,
  prepareSnapshotDatabase,
  serverUrl,
  snapshotPath,
  withDatabaseName,
  writeDataDirTemplate,
} from './test-database.ts';
import { provideTestRedis } from './test-redis.ts';

/** Builds the migrated snapshot once per run; test workers inherit its location through the environment. */
export default async function globalSetup(): Promise<void> {
  await provideTestRedis();
  const runId = `${process.pid}_${Date.now().toString(36)}`;
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
  const db = await openDatabase({ kind: 'pglite' });
  const file = snapshotPath(runId);
  try {
    await prepareSnapshotDatabase(db);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, Buffer.from(await (await db.pglite!.dumpDataDir('none')).arrayBuffer()));
    process.env[SNAPSHOT_ENV] = file;
  } finally {
    await db.close();
  }
  // Servers started by tests whose subject is not the first start begin from it (migratedDataDir).
  const dataDir = dataDirTemplatePath(runId);
  await writeDataDirTemplate(file, dataDir);
  process.env[DATA_DIR_TEMPLATE_ENV] = dataDir;
}
