/**
 * Generates the Prisma client and the Pothos Prisma types without the native schema engine:
 * `prisma generate` never calls the engine, but the CLI tries to download one unless it is told
 * where an engine "is". Offline and locked-down hosts cannot download it.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
const cli = require.resolve('prisma/build/index.js', { paths: [root] });
const result = spawnSync(process.execPath, [cli, 'generate', '--schema', 'prisma/schema.prisma'], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    PRISMA_SCHEMA_ENGINE_BINARY: process.env.PRISMA_SCHEMA_ENGINE_BINARY ?? '/bin/false',
    PRISMA_HIDE_UPDATE_MESSAGE: '1',
    CHECKPOINT_DISABLE: '1',
  },
});
process.exit(result.status ?? 1);
