/**
 * `npm run bench:catalogue [-- --connections 10 --duration 10 --warmup 3 --scale 1 --only pglite|postgres]`
 *
 * The storefront's catalogue reads through the whole server, on embedded PGlite and, when
 * DATABASE_URL names a PostgreSQL server, on a scratch database there too. Each gets the demo
 * catalogue; then, over real HTTP in this process:
 *
 * - `{ __typename }` through the whole Pathagar server: the ceiling of the stack (no database);
 * - the section page query and the home page query (HomePageQuery as the client compiles it) through
 *   the whole server with the response cache off (RESPONSE_CACHE=off: every request reaches the
 *   database) and on (as RESPONSE_CACHE / REDIS_URL say: memory by default, Redis when REDIS_URL is set);
 * - the same two queries from a bare Yoga + Prisma server that sends the same SQL (bench/bare-server.ts).
 *
 * Each is driven in turn by a load generator in a worker thread (fixed keep-alive connections, warm-up,
 * then a measured phase). Beside requests/second and latency it prints the SQL statements one request
 * sends and the database time they take (from Prisma's query log, one request at a time after warm-up:
 * the time at least one statement of the request was running), the issue's targets and the ratios
 * measured in the same run. Exits 1 when a request failed (not when a target is missed).
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { isDeepStrictEqual, parseArgs } from 'node:util';
import { CSRF_HEADER } from '../server/src/graphql/transport.ts';
import { driveQuery, type LoadResult } from './load.ts';
import { homePageQuery, SECTION_QUERY, TYPENAME_QUERY } from './queries.ts';

/** Issue 12's targets: uncached requests/second by database, cached against the ceiling, whole server against bare. */
const TARGETS = {
  pglite: { section: 300, home: 80 },
  postgres: { section: 1_000, home: 300 },
  cachedOfCeiling: 0.9,
  wholeOfBare: 0.9,
  /** Issue 22 §4 asks whole/bare ≥ 0.85 on both databases (and cached ≥ 0.9 of the ceiling, as issue 12). */
  wholeOfBareScaleOut: 0.85,
} as const;

const { values: options } = parseArgs({
  options: {
    connections: { type: 'string', default: '10' },
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '3' },
    scale: { type: 'string', default: '1' },
    only: { type: 'string' },
  },
});
const connections = Number(options.connections);
const durationMs = Number(options.duration) * 1000;
const warmupMs = Number(options.warmup) * 1000;
const scale = Number(options.scale);
const only = options.only;
if (![connections, durationMs, warmupMs, scale].every((n) => Number.isFinite(n) && n > 0) || (only && only !== 'pglite' && only !== 'postgres')) {
  console.error('Usage: npm run bench:catalogue -- [--connections N] [--duration seconds] [--warmup seconds] [--scale 0.01..10] [--only pglite|postgres]');
  process.exit(2);
}

const HEADERS = { 'content-type': 'application/json', accept: 'application/json', [CSRF_HEADER]: '1' };

const drive = (url: string, query: string) => driveQuery(url, query, { connections, warmupMs, durationMs });

async function post(url: string, query: string): Promise<unknown> {
  const response = await fetch(url, { method: 'POST', headers: HEADERS, body: JSON.stringify({ query }) });
  const json = (await response.json()) as { data?: unknown; errors?: unknown };
  if (response.status !== 200 || json.errors) throw new Error(`${url} answered ${response.status}: ${JSON.stringify(json).slice(0, 2000)}`);
  return json.data;
}

const closeServer = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));

/** Statements and database time of one request, from a query log: how many, and how long at least one ran. */
interface StatementLog {
  start(): void;
  stop(): { statements: number; dbMs: number };
}

function statementLog(prisma: { $on(event: 'query', listener: (event: { duration: number }) => void): void }): StatementLog {
  let intervals: [number, number][] = [];
  prisma.$on('query', (event) => {
    // Emitted as the statement completes, with its duration: it ran from `now - duration` to now.
    const end = performance.now();
    intervals.push([end - event.duration, end]);
  });
  return {
    start: () => {
      intervals = [];
    },
    stop: () => {
      const sorted = intervals.sort((a, b) => a[0] - b[0]);
      let busy = 0;
      let until = -Infinity;
      for (const [from, to] of sorted) {
        if (to <= until) continue;
        busy += to - Math.max(from, until);
        until = to;
      }
      return { statements: sorted.length, dbMs: busy };
    },
  };
}

async function main() {
  // Production settings (no GraphiQL, introspection off, no unused-query warnings), set before the app's modules load.
  process.env.NODE_ENV = 'production';
  const [{ serve }, pino, { createApp }, { loadConfig }, { openDatabase }, { applyMigrations }, { seedReferenceData }, { loadDemoCatalog }, { createServices }, { LocalDiskStorage }, { createResponseCache }, { PrismaClient }, { startBareServer }, { onServer, withDatabaseName }] =
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
      import('../server/src/generated/prisma/client.ts'),
      import('./bare-server.ts'),
      import('../server/test/test-database.ts'),
    ]);
  type Database = Awaited<ReturnType<typeof openDatabase>>;
  type DatabaseTarget = Parameters<typeof openDatabase>[0];

  const homeQuery = homePageQuery();
  const cachedStore = (process.env.RESPONSE_CACHE === 'redis' || (!process.env.RESPONSE_CACHE && process.env.REDIS_URL) ? 'redis' : 'memory') as 'memory' | 'redis';

  async function benchTarget(name: string, kind: 'pglite' | 'postgres', target: DatabaseTarget, scratch: string): Promise<boolean> {
    const db = await openDatabase(target);
    const servers: Server[] = [];
    const closing: (() => Promise<void>)[] = [];
    let failed = false;
    try {
      await applyMigrations(db);
      await seedReferenceData(db.prisma);
      const storage = new LocalDiskStorage(path.join(scratch, 'files'));
      const demo = await loadDemoCatalog(db.prisma, storage, { scale });
      console.log(`\n## ${name}: demo catalogue (scale ${scale}), ${demo.counts.products} products, loaded in ${(demo.timings.totalMs / 1000).toFixed(1)} s`);
      if (target.kind === 'postgres') {
        console.log(`   pool of ${target.poolSize ?? 'default'} connections, prepared statements ${target.preparedStatements === false ? 'off' : 'on'}`);
      }

      // Free-form query text (the bench is not the compiled client), as a shop that publishes its API.
      const config = (store: 'off' | 'memory' | 'redis') => ({
        ...loadConfig({
          NODE_ENV: 'production',
          DATA_DIR: scratch,
          GRAPHQL_TRUSTED_DOCUMENTS: 'false',
          RESPONSE_CACHE: store,
          REDIS_URL: store === 'redis' ? process.env.REDIS_URL : undefined,
        }),
        clientDist: path.join(scratch, 'dist'),
      });
      mkdirSync(path.join(scratch, 'dist'), { recursive: true });
      // Every request is logged at info level as in production, into /dev/null so the output stays readable.
      const log = pino.default({ level: 'info' }, pino.default.destination({ dest: os.devNull, sync: false }));
      let caches = 0;
      const app = (store: 'off' | 'memory' | 'redis', database: Database) => {
        const settings = config(store);
        // A key prefix of its own, so a shared Redis holds no answers of another run or database.
        const responseCache = createResponseCache({ ...settings.responseCache, keyPrefix: `pathagar.bench.${process.pid}.${kind}.${(caches += 1)}.`, log });
        closing.push(() => responseCache.close());
        return createApp({ config: settings, db: database, log, services: { ...createServices(settings, log), storage, responseCache } });
      };
      const listen = async (fetchApp: ReturnType<typeof app>) => {
        const started = await new Promise<{ url: string; server: Server }>((resolve) => {
          const server = serve({ fetch: fetchApp.fetch, port: 0, hostname: '127.0.0.1' }, (info) =>
            resolve({ url: `http://127.0.0.1:${info.port}/graphql`, server }),
          ) as Server;
        });
        servers.push(started.server);
        return started.url;
      };
      const startBare = async (prisma: Database['prisma']) => {
        const bare = await startBareServer(prisma);
        servers.push(bare.server);
        return bare.url;
      };

      const urls = { uncached: await listen(app('off', db)), cached: await listen(app(cachedStore, db)), bare: await startBare(db.prisma) };

      // The same answers from all three (the cached one twice: a miss, then a hit).
      for (const [label, query] of [['section', SECTION_QUERY], ['home', homeQuery]] as const) {
        const whole = await post(urls.uncached, query);
        const answers = [await post(urls.bare, query), await post(urls.cached, query), await post(urls.cached, query)];
        if (!answers.every((answer) => isDeepStrictEqual(answer, whole))) {
          throw new Error(`The servers answer the ${label} query differently:\n${JSON.stringify(whole)}\n${answers.map((a) => JSON.stringify(a)).join('\n')}`);
        }
      }
      const total = ((await post(urls.uncached, SECTION_QUERY)) as { products: { totalCount: number } }).products.totalCount;
      console.log(`   section query: products(filter: {section: "academic"}, first: 20, sort: NEWEST), ${total} matching; home query: HomePageQuery`);
      console.log(`   the whole server uncached, cached and the bare server answer both identically`);

      // Statements and database time per request, from the query log of a client of their own.
      const logged = new PrismaClient({ adapter: db.adapterFactory(), log: [{ emit: 'event', level: 'query' }] });
      closing.push(() => logged.$disconnect());
      const statements = statementLog(logged);
      const loggedDb = { ...db, prisma: logged } as Database;
      const probes = {
        uncached: await listen(app('off', loggedDb)),
        cached: await listen(app(cachedStore, loggedDb)),
        bare: await startBare(logged),
      };
      const perRequest = async (url: string, query: string) => {
        for (let i = 0; i < 5; i += 1) await post(url, query); // warm-up: section tree, caches, plans
        const runs: { statements: number; dbMs: number }[] = [];
        for (let i = 0; i < 20; i += 1) {
          statements.start();
          await post(url, query);
          runs.push(statements.stop());
        }
        const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
        return { statements: median(runs.map((r) => r.statements)), dbMs: median(runs.map((r) => r.dbMs)) };
      };

      console.log(`   load: ${connections} connections, ${warmupMs / 1000} s warm-up, ${durationMs / 1000} s measured, one server at a time\n`);
      const head = `${''.padEnd(34)}${'req/s'.padStart(8)}${'p50 ms'.padStart(9)}${'p99 ms'.padStart(9)}${'stmts'.padStart(7)}${'db ms'.padStart(8)}${'errors'.padStart(8)}   target`;
      console.log(head);
      const row = (label: string, r: LoadResult, probe: { statements: number; dbMs: number } | null, target: string) => {
        if (r.errors) failed = true;
        const stmts = probe ? String(probe.statements) : '–';
        const dbMs = probe ? probe.dbMs.toFixed(2) : '–';
        console.log(
          `${label.padEnd(34)}${r.requestsPerSecond.toFixed(0).padStart(8)}${r.p50.toFixed(2).padStart(9)}${r.p99.toFixed(2).padStart(9)}` +
            `${stmts.padStart(7)}${dbMs.padStart(8)}${String(r.errors).padStart(8)}   ${target}`,
        );
      };
      const verdict = (value: number, goal: number) => (value >= goal ? 'met' : 'NOT MET');

      const ceiling = await drive(urls.uncached, TYPENAME_QUERY);
      row('{ __typename } (ceiling)', ceiling, { statements: 0, dbMs: 0 }, '');
      for (const [label, query, goal] of [
        ['section', SECTION_QUERY, TARGETS[kind].section],
        ['home', homeQuery, TARGETS[kind].home],
      ] as const) {
        const uncached = await drive(urls.uncached, query);
        const cached = await drive(urls.cached, query);
        const bare = await drive(urls.bare, query);
        const cachedGoal = TARGETS.cachedOfCeiling * ceiling.requestsPerSecond;
        row(`${label}: Pathagar, uncached`, uncached, await perRequest(probes.uncached, query), `≥ ${goal} req/s: ${verdict(uncached.requestsPerSecond, goal)}`);
        row(
          `${label}: Pathagar, cached (${cachedStore})`,
          cached,
          await perRequest(probes.cached, query),
          `≥ ${TARGETS.cachedOfCeiling} × ceiling = ${cachedGoal.toFixed(0)} req/s: ${verdict(cached.requestsPerSecond, cachedGoal)}`,
        );
        row(`${label}: bare Yoga + Prisma`, bare, await perRequest(probes.bare, query), '');
        const ratio = uncached.requestsPerSecond / bare.requestsPerSecond;
        console.log(
          `${`${label}: ratios`.padEnd(34)}   whole/bare ${ratio.toFixed(2)} (issue 12 ≥ ${TARGETS.wholeOfBare}: ${verdict(ratio, TARGETS.wholeOfBare)}; issue 22 ≥ ${TARGETS.wholeOfBareScaleOut}: ${verdict(ratio, TARGETS.wholeOfBareScaleOut)}), ` +
            `cached/ceiling ${(cached.requestsPerSecond / ceiling.requestsPerSecond).toFixed(2)}, p99 whole/bare ${(uncached.p99 / bare.p99).toFixed(2)}`,
        );
      }
    } finally {
      await Promise.all(servers.map(closeServer));
      for (const close of closing) await close();
      await db.close();
    }
    return failed;
  }

  const scratch = mkdtempSync(path.join(os.tmpdir(), 'pathagar-bench-catalogue-'));
  let failed = false;
  try {
    console.log(`Catalogue reads through the whole server, uncached and cached (${cachedStore}), against { __typename } and a bare Yoga + Prisma server`);
    if (only !== 'postgres') {
      failed = (await benchTarget('PGlite (embedded)', 'pglite', { kind: 'pglite', dataDir: path.join(scratch, 'pglite') }, path.join(scratch, 'a'))) || failed;
    }
    const url = process.env.DATABASE_URL;
    if (url && only !== 'pglite') {
      const name = `pathagar_bench_catalogue_${process.pid}`;
      await onServer(url, (client) => client.query(`CREATE DATABASE "${name}"`));
      try {
        // The pool size and prepared statements as the environment says (DATABASE_POOL_SIZE, DATABASE_PREPARED_STATEMENTS).
        const target = loadConfig({ ...process.env, NODE_ENV: 'production', DATABASE_URL: withDatabaseName(url, name) }).database;
        failed = (await benchTarget('PostgreSQL', 'postgres', target, path.join(scratch, 'b'))) || failed;
      } finally {
        await onServer(url, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
      }
    } else if (!url) {
      console.log('\n(DATABASE_URL is not set: PostgreSQL skipped)');
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  if (failed) {
    console.log('\nSome requests failed.');
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
