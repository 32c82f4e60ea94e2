import { rmSync } from 'node:fs';
import { stopTestRedis } from './test-redis.ts';
import { DATA_DIR_TEMPLATE_ENV, SNAPSHOT_ENV, TEMPLATE_ENV, onServer, serverUrl } from './test-database.ts';

export default async function globalTeardown(): Promise<void> {
  stopTestRedis();
  const url = serverUrl();
  const template = process.env[TEMPLATE_ENV];
  if (url && template) {
    await onServer(url, (client) => client.query(`DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`));
  }
  const snapshot = process.env[SNAPSHOT_ENV];
  if (snapshot) rmSync(snapshot, { force: true });
  const dataDir = process.env[DATA_DIR_TEMPLATE_ENV];
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
