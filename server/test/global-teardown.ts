import { rmSync } from 'node:fs';
import { removeServerBundle } from './server-bundle.ts';
import { stopTestRedis } from './test-redis.ts';
import { DATA_DIR_TEMPLATE_ENV, TEMPLATE_ENV, onServer, serverUrl, testDatabasesDir } from './test-database.ts';

export default async function globalTeardown(): Promise<void> {
  stopTestRedis();
  removeServerBundle();
  const url = serverUrl();
  const template = process.env[TEMPLATE_ENV];
  if (url && template) {
    await onServer(url, (client) => client.query(`DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`));
  }
  const dataDir = process.env[DATA_DIR_TEMPLATE_ENV];
  if (dataDir) {
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(testDatabasesDir(dataDir), { recursive: true, force: true });
  }
}
