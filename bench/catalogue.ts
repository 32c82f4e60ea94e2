/**
 * `npm run bench:catalogue [-- --connections 10 --duration 10 --warmup 3 --scale 1]`
 *
 * Loads the demo catalogue into a fresh embedded database, then serves the home/section page query
 * from (a) the whole Pathagar server (createApp: Hono, request log, request context, Yoga with
 * Pothos and its plugins) and (b) a bare Yoga + Prisma server (bench/bare-server.ts), both over real
 * HTTP in this process. Each is driven with the same query by a load generator in a worker thread
 * (fixed keep-alive connections, warm-up first, then a fixed duration). Prints requests per second and
 * latency for both and the ratios pathagar / bare.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { isDeepStrictEqual, parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import { CSRF_HEADER } from '../server/src/graphql/transport.ts';

const QUERY = `query SectionPage {
  products(filter: { section: "academic" }, first: 20, sort: NEWEST) {
    totalCount
    edges { node { id title slug path price { amount formatted } cover { url } authors { name } } }
  }
}`;

interface LoadResult {
  requests: number;
  errors: number;
  bytes: number;
  elapsedMs: number;
  requestsPerSecond: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
}

const { values: options } = parseArgs({
  options: {
    connections: { type: 'string', default: '10' },
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '3' },
    scale: { type: 'string', default: '1' },
  },
});
const connections = Number(options.connections);
const durationMs = Number(options.duration) * 1000;
const warmupMs = Number(options.warmup) * 1000;
const scale = Number(options.scale);
if (![connections, durationMs, warmupMs, scale].every((n) => Number.isFinite(n) && n > 0)) {
  console.error('Usage: npm run bench:catalogue -- [--connections N] [--duration seconds] [--warmup seconds] [--scale 0.01..10]');
  process.exit(2);
}

function drive(url: string): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(path.join(__dirname, 'load-worker.mjs'), {
      workerData: { url, body: JSON.stringify({ query: QUERY }), headers: { [CSRF_HEADER]: '1' }, connections, warmupMs, durationMs },
    });
    worker.once('message', resolve);
    worker.once('error', reject);
  });
}

async function post(url: string): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', [CSRF_HEADER]: '1' },
    body: JSON.stringify({ query: QUERY }),
  });
  const json = (await response.json()) as { data?: unknown; errors?: unknown };
  if (response.status !== 200 || json.errors) throw new Error(`${url} answered ${response.status}: ${JSON.stringify(json)}`);
  return json.data;
}

const closeServer = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));

async function main() {
  // Production settings (no GraphiQL, introspection off, no unused-query warnings), set before the app's modules load.
  process.env.NODE_ENV = 'production';
  const [{ serve }, pino, { createApp }, { loadConfig }, { openDatabase }, { applyMigrations }, { seedReferenceData }, { loadDemoCatalog }, { createServices }, { LocalDiskStorage }, { startBareServer }] =
    await Promise.all([
      import('@hono/node-server'),
      import('pino'),
      import('../server/src/app.ts'),
      import('../server/src/config.ts'),
      import('../server/src/db/connect.ts'),
      import('../server/src/db/migrations.ts'),
      import('../server/src/db/seed.ts'),
      import('../server/src/modules/catalog/demo/load.ts'),
      import('../server/src/services.ts'),
      import('../server/src/modules/storage/file-storage.ts'),
      import('./bare-server.ts'),
    ]);

  const scratch = mkdtempSync(path.join(os.tmpdir(), 'pathagar-bench-'));
  const db = await openDatabase({ kind: 'pglite', dataDir: path.join(scratch, 'pglite') });
  const servers: Server[] = [];
  try {
    await applyMigrations(db);
    await seedReferenceData(db.prisma);
    const storage = new LocalDiskStorage(path.join(scratch, 'files'));
    const demo = await loadDemoCatalog(db.prisma, storage, { scale });
    console.log(
      `Demo catalogue (scale ${scale}): ${demo.counts.products} products, ${demo.counts.reviews} reviews, ` +
        `${demo.counts.lessons} lessons in ${(demo.timings.totalMs / 1000).toFixed(1)} s ` +
        `(generate ${demo.timings.generateMs} ms, files ${demo.timings.filesMs} ms, rows ${demo.timings.rowsMs} ms)`,
    );

    // Free-form query text (the bench is not the compiled client): as a shop that publishes its API.
    const config = {
      ...loadConfig({ NODE_ENV: 'production', DATA_DIR: scratch, GRAPHQL_TRUSTED_DOCUMENTS: 'false' }),
      clientDist: path.join(scratch, 'dist'),
    };
    mkdirSync(config.clientDist);
    // Every request is logged at info level as in production, into /dev/null so the output stays readable.
    const log = pino.default({ level: 'info' }, pino.default.destination({ dest: os.devNull, sync: false }));
    const app = createApp({ config, db, log, services: { ...createServices(config), storage } });
    const pathagar = await new Promise<{ url: string; server: Server }>((resolve) => {
      const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) =>
        resolve({ url: `http://127.0.0.1:${info.port}/graphql`, server }),
      ) as Server;
    });
    servers.push(pathagar.server);
    const bare = await startBareServer(db.prisma);
    servers.push(bare.server);

    const [whole, yardstick] = [await post(pathagar.url), await post(bare.url)];
    if (!isDeepStrictEqual(whole, yardstick)) {
      throw new Error(`The two servers answer differently:\n${JSON.stringify(whole)}\n${JSON.stringify(yardstick)}`);
    }
    const total = (whole as { products: { totalCount: number } }).products.totalCount;
    console.log(`Query: products(filter: {section: "academic"}, first: 20, sort: NEWEST), ${total} matching; both servers answer identically`);
    console.log(`Load: ${connections} connections, ${warmupMs / 1000} s warm-up, then ${durationMs / 1000} s measured, one target at a time\n`);

    const a = await drive(pathagar.url);
    const b = await drive(bare.url);
    const row = (name: string, r: LoadResult) =>
      `${name.padEnd(22)}${r.requestsPerSecond.toFixed(0).padStart(9)}${r.p50.toFixed(2).padStart(10)}${r.p99.toFixed(2).padStart(10)}${r.max.toFixed(1).padStart(10)}${String(r.requests).padStart(10)}${String(r.errors).padStart(8)}`;
    console.log(`${''.padEnd(22)}${'req/s'.padStart(9)}${'p50 ms'.padStart(10)}${'p99 ms'.padStart(10)}${'max ms'.padStart(10)}${'requests'.padStart(10)}${'errors'.padStart(8)}`);
    console.log(row('Pathagar (whole)', a));
    console.log(row('bare Yoga + Prisma', b));
    console.log(
      `${'ratio pathagar/bare'.padEnd(22)}${(a.requestsPerSecond / b.requestsPerSecond).toFixed(2).padStart(9)}` +
        `${(a.p50 / b.p50).toFixed(2).padStart(10)}${(a.p99 / b.p99).toFixed(2).padStart(10)}`,
    );
    if (a.errors || b.errors) process.exitCode = 1;
  } finally {
    await Promise.all(servers.map(closeServer));
    await db.close();
    rmSync(scratch, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
