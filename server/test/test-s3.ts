import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
// s3rver: a local S3-compatible server (the npm package), for the storage tests.
import S3rver from 's3rver';
import { privateBucketGate } from './private-bucket-gate.ts';

export const TEST_S3_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/**
 * Starts a private S3-compatible server on 127.0.0.1 with `bucket`; `stop` ends it and removes its files.
 * Like a real bucket it refuses unsigned and wrongly signed requests (private-bucket-gate.ts).
 */
export async function startTestS3(bucket = 'pathagar-test'): Promise<{ endpoint: string; bucket: string; stop: () => Promise<void> }> {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'pathagar-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  // Before s3rver's own routes: Koa composes the middleware list when the server starts listening.
  server.middleware.unshift(privateBucketGate(TEST_S3_CREDENTIALS));
  const address = (await server.run()) as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${address.port}`,
    bucket,
    stop: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
