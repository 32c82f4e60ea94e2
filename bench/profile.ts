/**
 * `npm run bench:profile [-- --duration 6 --connections 10 --scale 0.2 --query section|home --database pglite|postgres --cached]`
 *
 * With `--cached` the whole server keeps answers in its memory response cache, and the second column is
 * the same server answering `{ __typename }` (the ceiling of bench:catalogue's cached target), not the bare one.
 *
 * Issue 22 §4: where a request's time goes, per layer. On the embedded database (or, with
 * `--database postgres`, a scratch database on DATABASE_URL's server) with the demo catalogue,
 * the whole Pathagar server (production settings, every request logged, response cache off) and the bare
 * Yoga + Prisma server (bench/bare-server.ts) each answer the section page query (or the home page's) under load from a worker
 * thread, while the V8 CPU profiler (node:inspector) samples this process, the servers' thread. Each
 * sample's self time goes to the layer its function belongs to (by the file it comes from); the table
 * gives each layer's CPU time per request for both servers. Idle time is left out; "engine" is PGlite's
 * compiled PostgreSQL, "Node.js" the runtime's own JavaScript, natives and garbage collection.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { Session } from 'node:inspector/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { driveQuery } from './load.ts';
import { homePageQuery, SECTION_QUERY, TYPENAME_QUERY } from './queries.ts';


const { values: options } = parseArgs({
  options: {
    connections: { type: 'string', default: '10' },
    duration: { type: 'string', default: '6' },
    scale: { type: 'string', default: '0.2' },
    query: { type: 'string', default: 'section' },
    database: { type: 'string', default: 'pglite' },
    top: { type: 'string', default: '0' },
    cached: { type: 'boolean', default: false },
  },
});
if (!['section', 'home'].includes(options.query) || !['pglite', 'postgres'].includes(options.database) || (options.database === 'postgres' && !process.env.DATABASE_URL)) {
  console.error('Usage: npm run bench:profile -- [--query section|home] [--database pglite|postgres (needs DATABASE_URL)] [--duration s] [--connections n] [--scale x]');
  process.exit(2);
}
const QUERY = options.query === 'home' ? homePageQuery() : SECTION_QUERY;
const load = { connections: Number(options.connections), warmupMs: 2_000, durationMs: Number(options.duration) * 1000 };
const scale = Number(options.scale);

/** Layers, first match wins: a test on the script URL and the function name of a sample's frame. */
const LAYERS: [string, (url: string, name: string) => boolean][] = [
  ['(idle)', (_url, name) => name === '(idle)'],
  ['GC', (_url, name) => name === '(garbage collector)'],
  ['graphql-js: parse', (url) => url.includes('/graphql/language/')],
  ['graphql-js: validate', (url) => url.includes('/graphql/validation/')],
  ['graphql-js: execute', (url) => url.includes('/graphql/execution/') || url.includes('/graphql/jsutils/')],
  ['graphql-js: other', (url) => url.includes('/node_modules/graphql/')],
  ['response cache', (url) => url.includes('response-cache')],
  ['Yoga, envelop, fetch API', (url) => /\/node_modules\/(graphql-yoga|@envelop|@whatwg-node|@graphql-tools|@graphql-yoga)\//.test(url)],
  ['Pothos', (url) => url.includes('/node_modules/@pothos/')],
  ['Prisma client and adapter', (url) => /\/node_modules\/(@prisma|\.prisma)\//.test(url) || url.includes('/generated/prisma/')],
  ['PGlite (engine and bindings)', (url) => url.includes('/node_modules/@electric-sql/') || url.includes('pglite')],
  ['logging (pino)', (url) => /\/node_modules\/(pino|sonic-boom|thread-stream|pino-std-serializers)\//.test(url)],
  ['HTTP server (Hono, node-server)', (url) => /\/node_modules\/(hono|@hono)\//.test(url)],
  ['our HTTP middleware', (url) => url.includes('/server/src/http/') || url.endsWith('/server/src/app.ts')],
  ['our GraphQL plugins (documents, limits, hygiene)', (url) => url.includes('/server/src/graphql/')],
  ['our context and session', (url) => url.includes('/server/src/context') || url.includes('/modules/accounts/')],
  ['our resolvers and services', (url) => url.includes('/server/src/') || url.includes('/bench/bare-server')],
  ['other packages', (url) => url.includes('/node_modules/')],
  ['Node.js runtime and natives', () => true],
];

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
  hitCount?: number;
  children?: number[];
}

interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** Self time per layer in microseconds, from the profile's samples. */
function timeByLayer(profile: Profile): Map<string, number> {
  const layerOf = new Map<number, string>();
  for (const node of profile.nodes) {
    const { url, functionName } = node.callFrame;
    layerOf.set(node.id, LAYERS.find(([, test]) => test(url, functionName))![0]);
  }
  const totals = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const layer = layerOf.get(id)!;
    totals.set(layer, (totals.get(layer) ?? 0) + (profile.timeDeltas[i + 1] ?? 0));
  });
  return totals;
}

/** The `count` functions with the most self time, outside idle and GC: "layer  file:function  ms". */
function hottestFunctions(profile: Profile, count: number, requests: number): string[] {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const totals = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const { url, functionName } = nodes.get(id)!.callFrame;
    const layer = LAYERS.find(([, test]) => test(url, functionName))![0];
    if (layer === '(idle)' || layer === 'GC') return;
    const where = url.replace(/^.*\/node_modules\//, '').replace(/^.*\/work\/[^/]+\//, '');
    const key = `${layer.padEnd(34)} ${where}:${functionName || '(anonymous)'}`;
    totals.set(key, (totals.get(key) ?? 0) + (profile.timeDeltas[i + 1] ?? 0));
  });
  return [...totals]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([key, micros]) => `${(micros / 1000 / requests).toFixed(3).padStart(8)} ms/req  ${key}`);
}

async function profiled(session: Session, url: string, query = QUERY) {
  await session.post('Profiler.start');
  const result = await driveQuery(url, query, load);
  const { profile } = (await session.post('Profiler.stop')) as { profile: Profile };
  return { result, layers: timeByLayer(profile), hottest: hottestFunctions(profile, Number(options.top), result.requests) };
}

async function main() {
  process.env.NODE_ENV = 'production';
  const [{ serve }, pino, { createApp }, { loadConfig }, { openDatabase }, { applyMigrations }, { seedReferenceData }, { loadDemoCatalog }, { createServices }, { LocalDiskStorage }, { createResponseCache, noResponseCache }, { startBareServer }, { onServer, withDatabaseName }] =
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
      import('../server/src/graphql/response-cache.ts'),
      import('./bare-server.ts'),
      import('../server/test/test-database.ts'),
    ]);
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'pathagar-bench-profile-'));
  const servers: Server[] = [];
  const serverUrl = process.env.DATABASE_URL;
  const scratchDatabase = `pathagar_bench_profile_${process.pid}`;
  const onPostgres = options.database === 'postgres' && serverUrl !== undefined;
  if (onPostgres) await onServer(serverUrl, (client) => client.query(`CREATE DATABASE "${scratchDatabase}"`));
  const db = await openDatabase(
    onPostgres
      ? loadConfig({ ...process.env, NODE_ENV: 'production', DATABASE_URL: withDatabaseName(serverUrl, scratchDatabase) }).database
      : { kind: 'pglite', dataDir: path.join(scratch, 'pglite') },
  );
  try {
    await applyMigrations(db);
    await seedReferenceData(db.prisma);
    const storage = new LocalDiskStorage(path.join(scratch, 'files'));
    await loadDemoCatalog(db.prisma, storage, { scale });
    const config = { ...loadConfig({ NODE_ENV: 'production', DATA_DIR: scratch, GRAPHQL_TRUSTED_DOCUMENTS: 'false', RESPONSE_CACHE: 'off' }), clientDist: path.join(scratch, 'dist') };
    mkdirSync(config.clientDist, { recursive: true });
    const log = pino.default({ level: 'info' }, pino.default.destination({ dest: os.devNull, sync: false }));
    const app = createApp({ config, db, log, services: { ...createServices(config, log), storage, responseCache: options.cached ? createResponseCache({ store: 'memory', ttlMs: 60_000, log }) : noResponseCache() } });
    const whole = await new Promise<string>((resolve) => {
      servers.push(serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => resolve(`http://127.0.0.1:${info.port}/graphql`)) as Server);
    });
    const bare = await startBareServer(db.prisma);
    servers.push(bare.server);

    const session = new Session();
    session.connect();
    await session.post('Profiler.enable');
    await session.post('Profiler.setSamplingInterval', { interval: 200 });
    console.log(`${options.query === 'home' ? 'Home' : 'Section'} page query on ${onPostgres ? 'PostgreSQL' : 'PGlite'} (demo catalogue at scale ${scale}), ${load.connections} connections, ${load.durationMs / 1000} s profiled per server\n`);
    // --cached: the whole server's cached answers beside its { __typename } ceiling (in the "bare" column).
    const runs = options.cached
      ? { whole: await profiled(session, whole), bare: await profiled(session, whole, TYPENAME_QUERY) }
      : { whole: await profiled(session, whole), bare: await profiled(session, bare.url) };
    session.disconnect();

    const perRequest = (run: typeof runs.whole, layer: string) => (run.layers.get(layer) ?? 0) / 1000 / run.result.requests;
    const head = `${'layer'.padEnd(50)}${'whole ms/req'.padStart(14)}${'bare ms/req'.padStart(14)}`;
    console.log(head);
    let totals = { whole: 0, bare: 0 };
    for (const [layer] of LAYERS) {
      if (layer === '(idle)') continue;
      const w = perRequest(runs.whole, layer);
      const b = perRequest(runs.bare, layer);
      totals = { whole: totals.whole + w, bare: totals.bare + b };
      if (w < 0.005 && b < 0.005) continue;
      console.log(`${layer.padEnd(50)}${w.toFixed(3).padStart(14)}${b.toFixed(3).padStart(14)}`);
    }
    console.log(`${'busy CPU per request'.padEnd(50)}${totals.whole.toFixed(3).padStart(14)}${totals.bare.toFixed(3).padStart(14)}`);
    for (const [name, run] of Object.entries(runs)) {
      if (run.hottest.length) console.log(`\nHottest functions of the ${name} server (self time):\n${run.hottest.join('\n')}`);
    }
    console.log(
      `\nrequests/s under the profiler: whole ${runs.whole.result.requestsPerSecond.toFixed(0)}, bare ${runs.bare.result.requestsPerSecond.toFixed(0)} ` +
        `(the profiler slows both; the ratio is what bench:catalogue measures without it)`,
    );
  } finally {
    await Promise.all(servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))));
    await db.close();
    if (onPostgres) await onServer(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${scratchDatabase}" WITH (FORCE)`));
    rmSync(scratch, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
