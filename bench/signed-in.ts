/**
 * `npm run bench:signed-in [-- --connections 10 --duration 6 --warmup 2 --scale 1 --only pglite|postgres]`
 *
 * Issue 32: what a signed-in shopper costs against an anonymous one, through the whole production
 * server (response cache in memory, as by default), on the embedded database and, when DATABASE_URL
 * names a PostgreSQL server, on a scratch database there too. Each gets the demo catalogue and a bench
 * customer signed in through the API; then `{ __typename }`, the section page query, the product page
 * (BookDetailPageQuery as the client compiles it, and signed in also its per-user ProductViewerQuery,
 * sent one after the other and counted as one page; each also alone) and the home page query (HomePageQuery) are
 * each driven anonymously and with the customer's session cookie, in turn, by the load generator in a
 * worker thread, in the order anonymous, signed in, signed in, anonymous (each side the mean of its two).
 * Ratios are signed-in/anonymous from the same run, printed beside the targets.
 *
 * Before the load it profiles the session check of a signed-in `{ __typename }`: the SQL statements and
 * database time one request spends on it with the session cache and without it (a cache of TTL 0: every
 * request reads the session, its user, roles and permissions, as before issue 32), and the signed-in
 * `{ __typename }` under load without the cache, for comparison. Exits 1 when a request failed.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { existsSync, readFileSync } from 'node:fs';
import { CSRF_HEADER } from '../server/src/graphql/transport.ts';
import { SIGNED_IN_HINT_COOKIE } from '../server/src/shared/session-hint.ts';
import { runLoadWorker, signInBenchCustomer, type LoadResult } from './load.ts';
import { homePageQuery, SECTION_QUERY, TYPENAME_QUERY } from './queries.ts';

/** Issue 32's targets: signed-in requests/second against anonymous ones, same run. */
const TARGETS = { typename: 0.8, section: 0.8, product: 0.5, home: null } as const;

const { values: options } = parseArgs({
  options: {
    connections: { type: 'string', default: '10' },
    duration: { type: 'string', default: '6' },
    warmup: { type: 'string', default: '2' },
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
  console.error('Usage: npm run bench:signed-in -- [--connections N] [--duration seconds] [--warmup seconds] [--scale 0.01..10] [--only pglite|postgres]');
  process.exit(2);
}

const HEADERS = { 'content-type': 'application/json', accept: 'application/json', [CSRF_HEADER]: '1' };
const BENCH_PHONE = '01990000001';
const BENCH_PASSWORD = 'bench-signed-in-1';

/** An operation the client compiled, as the text its persisted id stands for. */
function compiled(operation: string): string {
  const generated = path.join(__dirname, '../client/src/__generated__');
  const artifact = path.join(generated, `${operation}.graphql.ts`);
  const id = existsSync(artifact) ? /"id": "([0-9a-f]{64})"/.exec(readFileSync(artifact, 'utf8'))?.[1] : undefined;
  const text = id ? (JSON.parse(readFileSync(path.join(generated, 'persisted-documents.json'), 'utf8')) as Record<string, string>)[id] : undefined;
  if (!text) throw new Error(`${operation} is not compiled: run \`npm run gen:relay\` first`);
  return text;
}

async function post(url: string, query: string, variables: Record<string, unknown>, cookie?: string): Promise<Record<string, any>> {
  const response = await fetch(url, { method: 'POST', headers: { ...HEADERS, ...(cookie ? { cookie } : {}) }, body: JSON.stringify({ query, variables }) });
  const json = (await response.json()) as { data?: Record<string, any>; errors?: unknown };
  if (response.status !== 200 || json.errors) throw new Error(`${url} answered ${response.status}: ${JSON.stringify(json).slice(0, 1000)}`);
  return json.data!;
}

const closeServer = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main() {
  process.env.NODE_ENV = 'production';
  const [{ serve }, pino, { createApp }, { loadConfig }, { openDatabase }, { applyMigrations }, { seedReferenceData }, { loadDemoCatalog }, { createServices }, { LocalDiskStorage }, { PrismaClient }, { hashPassword }, { SessionCache }, { hashToken }, { onServer, withDatabaseName }] =
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
      import('../server/src/generated/prisma/client.ts'),
      import('../server/src/modules/accounts/passwords.ts'),
      import('../server/src/modules/accounts/session-cache.ts'),
      import('../server/src/modules/accounts/sessions.ts'),
      import('../server/test/test-database.ts'),
    ]);
  type Database = Awaited<ReturnType<typeof openDatabase>>;
  type DatabaseTarget = Parameters<typeof openDatabase>[0];
  const productQuery = compiled('BookDetailPageQuery');
  const productViewerQuery = compiled('ProductViewerQuery');
  const homeQuery = homePageQuery();

  async function benchTarget(name: string, target: DatabaseTarget, scratch: string): Promise<boolean> {
    const db = await openDatabase(target);
    const servers: Server[] = [];
    const closing: (() => Promise<void>)[] = [];
    let failed = false;
    try {
      await applyMigrations(db);
      await seedReferenceData(db.prisma);
      const storage = new LocalDiskStorage(path.join(scratch, 'files'));
      const demo = await loadDemoCatalog(db.prisma, storage, { scale });
      console.log(`\n## ${name}: demo catalogue (scale ${scale}), ${demo.counts.products} products`);
      const customerRole = await db.prisma.role.findUniqueOrThrow({ where: { key: 'customer' } });
      await db.prisma.user.create({
        data: { name: 'Bench Student', phone: BENCH_PHONE, hscBatch: 'HSC 2025', passwordHash: await hashPassword(BENCH_PASSWORD), phoneVerifiedAt: new Date(), roles: { create: { roleId: customerRole.id } } },
      });
      const book = await db.prisma.product.findFirstOrThrow({ where: { kind: 'BOOK', published: true }, orderBy: { soldCount: 'desc' } });

      const config = { ...loadConfig({ NODE_ENV: 'production', DATA_DIR: scratch, GRAPHQL_TRUSTED_DOCUMENTS: 'false', RESPONSE_CACHE: 'memory' }), clientDist: path.join(scratch, 'dist') };
      mkdirSync(config.clientDist, { recursive: true });
      const log = pino.default({ level: 'info' }, pino.default.destination({ dest: os.devNull, sync: false }));
      const listen = async (database: Database, sessionCacheTtlMs?: number) => {
        const services = createServices(config, log);
        closing.push(async () => {
          services.sessions.close();
          await services.responseCache.close();
          await services.changes.close();
        });
        if (sessionCacheTtlMs !== undefined) services.sessions = new SessionCache({ changes: services.changes, clock: services.clock, ttlMs: sessionCacheTtlMs });
        const app = createApp({ config, db: database, log, services: { ...services, storage } });
        return new Promise<string>((resolve) => {
          const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => resolve(`http://127.0.0.1:${info.port}/graphql`)) as Server;
          servers.push(server);
        });
      };
      const url = await listen(db);
      // As a browser sends them: the session and the signed-in hint beside it.
      const cookie = `${await signInBenchCustomer(url.replace(/\/graphql$/, ''), BENCH_PHONE, BENCH_PASSWORD)}; ${SIGNED_IN_HINT_COOKIE}=1`;

      // The session check, profiled: statements and database time of one signed-in { __typename }.
      const logged = new PrismaClient({ adapter: db.adapterFactory(), log: [{ emit: 'event', level: 'query' }] });
      closing.push(() => logged.$disconnect());
      let seen: { sql: string; ms: number }[] = [];
      logged.$on('query', (event) => seen.push({ sql: event.query, ms: event.duration }));
      const probe = async (probeUrl: string) => {
        for (let i = 0; i < 5; i += 1) await post(probeUrl, TYPENAME_QUERY, {}, cookie);
        const runs: { statements: number; dbMs: number; wallMs: number }[] = [];
        for (let i = 0; i < 30; i += 1) {
          seen = [];
          const started = performance.now();
          await post(probeUrl, TYPENAME_QUERY, {}, cookie);
          runs.push({ statements: seen.length, dbMs: seen.reduce((sum, s) => sum + s.ms, 0), wallMs: performance.now() - started });
        }
        return { statements: median(runs.map((r) => r.statements)), dbMs: median(runs.map((r) => r.dbMs)), wallMs: median(runs.map((r) => r.wallMs)) };
      };
      const loggedDb = { ...db, prisma: logged } as Database;
      const uncachedUrl = await listen(loggedDb, 0);
      const cachedUrl = await listen(loggedDb);
      const before = await probe(uncachedUrl);
      const after = await probe(cachedUrl);
      // The lookup alone, as resumeSession sends it: the session row with its user, roles and permissions.
      const tokenHash = hashToken(decodeURIComponent(cookie.split(';')[0]!.split('=')[1]!));
      seen = [];
      const lookups: number[] = [];
      for (let i = 0; i < 50; i += 1) {
        const started = performance.now();
        await logged.session.findUnique({ where: { tokenHash }, include: { user: { include: { roles: { include: { role: { include: { permissions: true } } } } } } } });
        lookups.push(performance.now() - started);
      }
      const lookupStatements = seen.length / 50;
      console.log(`   bench customer signed in through the API; product page: BookDetailPageQuery for "${book.title}"`);
      console.log(`   session check of a signed-in { __typename } (median of 30, one at a time):`);
      console.log(`     without the session cache: ${before.statements} statements, ${before.dbMs.toFixed(2)} ms in the database, ${before.wallMs.toFixed(2)} ms the whole request`);
      console.log(`     with the session cache:    ${after.statements} statements, ${after.dbMs.toFixed(2)} ms in the database, ${after.wallMs.toFixed(2)} ms the whole request`);
      console.log(`     the lookup alone (session + user + roles + permissions): ${lookupStatements} statement(s), median ${median(lookups).toFixed(2)} ms`);

      type Operation = [query: string, variables: Record<string, unknown>];
      // A request is one operation, or several in a batch (a JSON array: server/src/graphql/batching.ts).
      type Sent = Operation | Operation[];
      const bodyOf = (sent: Sent) => {
        const json = ([query, variables]: Operation) => ({ query, variables });
        return JSON.stringify(typeof sent[0] === 'string' ? json(sent as Operation) : (sent as Operation[]).map(json));
      };
      // One request, or a page's requests one after another (counted as one: pages per second).
      const drive = (driveUrl: string, operations: Sent[], withCookie: boolean): Promise<LoadResult> =>
        runLoadWorker({
          url: driveUrl,
          ...(operations.length === 1 ? { body: bodyOf(operations[0]!) } : { bodies: operations.map(bodyOf) }),
          headers: { [CSRF_HEADER]: '1', ...(withCookie ? { cookie } : {}) },
          connections,
          warmupMs,
          durationMs,
        });

      // Every answer is right before it is measured (and the product page knows its viewer).
      const page = await post(url, productQuery, { key: book.slug }, cookie);
      if (page.product.__typename !== 'QueryProductSuccess') throw new Error(`The product page answered ${JSON.stringify(page).slice(0, 300)}`);
      const mine = await post(url, productViewerQuery, { kind: 'BOOK', key: book.slug }, cookie);
      if (mine.product.__typename !== 'QueryProductSuccess') throw new Error(`The product page's per-user query answered ${JSON.stringify(mine).slice(0, 300)}`);

      console.log(`   load: ${connections} connections, ${warmupMs / 1000} s warm-up, ${durationMs / 1000} s measured, one phase at a time\n`);
      console.log(`${''.padEnd(24)}${'anon req/s'.padStart(11)}${'p99 ms'.padStart(8)}${'signed req/s'.padStart(13)}${'p99 ms'.padStart(8)}${'ratio'.padStart(7)}   target`);
      // [label, what an anonymous shopper's browser sends, what a signed-in one's sends, target]. The product
      // page signed in also asks its per-user query (ProductViewerQuery), in the same request as the catalogue
      // query (the client batches queries started together); signed out, a book page sends none.
      const product: Operation = [productQuery, { key: book.slug }];
      const productViewer: Operation = [productViewerQuery, { kind: 'BOOK', key: book.slug }];
      const phases: [string, Sent[], Sent[], number | null][] = [
        ['{ __typename }', [[TYPENAME_QUERY, {}]], [[TYPENAME_QUERY, {}]], TARGETS.typename],
        ['section page', [[SECTION_QUERY, {}]], [[SECTION_QUERY, {}]], TARGETS.section],
        ['product page', [product], [[product, productViewer]], TARGETS.product],
        ['  as two requests', [product], [product, productViewer], null],
        ['  catalogue query only', [product], [product], null],
        ['  per-user query only', [productViewer], [productViewer], null],
        ['home page', [[homeQuery, {}]], [[homeQuery, {}]], TARGETS.home],
      ];
      // Anonymous, signed in, signed in, anonymous: a machine growing busier or quieter weighs on both alike.
      const both = (a: LoadResult, b: LoadResult): LoadResult => ({
        ...a,
        errors: a.errors + b.errors,
        requestsPerSecond: (a.requestsPerSecond + b.requestsPerSecond) / 2,
        p99: Math.max(a.p99, b.p99),
      });
      for (const [label, anonymousPage, signedInPage, goal] of phases) {
        const first = await drive(url, anonymousPage, false);
        const signedIn = both(await drive(url, signedInPage, true), await drive(url, signedInPage, true));
        const anonymous = both(first, await drive(url, anonymousPage, false));
        if (anonymous.errors || signedIn.errors) failed = true;
        const ratio = signedIn.requestsPerSecond / anonymous.requestsPerSecond;
        const verdict = goal === null ? '(none)' : `≥ ${goal}: ${ratio >= goal ? 'met' : 'NOT MET'}`;
        console.log(
          `${label.padEnd(24)}${anonymous.requestsPerSecond.toFixed(0).padStart(11)}${anonymous.p99.toFixed(1).padStart(8)}${signedIn.requestsPerSecond.toFixed(0).padStart(13)}${signedIn.p99.toFixed(1).padStart(8)}${ratio.toFixed(2).padStart(7)}   ${verdict}` +
            (anonymous.errors || signedIn.errors ? `  (errors: ${anonymous.errors} / ${signedIn.errors})` : ''),
        );
      }
      const noCache = await drive(uncachedUrl, [[TYPENAME_QUERY, {}]], true);
      console.log(`${'{ __typename }, signed in, without the session cache'.padEnd(24)}: ${noCache.requestsPerSecond.toFixed(0)} req/s, p99 ${noCache.p99.toFixed(1)} ms (the cost before issue 32)`);
    } finally {
      await Promise.all(servers.map(closeServer));
      for (const close of closing) await close().catch(() => {});
      await db.close();
    }
    return failed;
  }

  const scratch = mkdtempSync(path.join(os.tmpdir(), 'pathagar-bench-signed-in-'));
  let failed = false;
  try {
    console.log('Signed-in against anonymous shoppers through the whole production server (response cache: memory)');
    if (only !== 'postgres') failed = (await benchTarget('PGlite (embedded)', { kind: 'pglite', dataDir: path.join(scratch, 'pglite') }, path.join(scratch, 'a'))) || failed;
    const url = process.env.DATABASE_URL;
    if (url && only !== 'pglite') {
      const name = `pathagar_bench_signed_in_${process.pid}`;
      await onServer(url, (client) => client.query(`CREATE DATABASE "${name}"`));
      try {
        const target = loadConfig({ ...process.env, NODE_ENV: 'production', DATABASE_URL: withDatabaseName(url, name) }).database;
        failed = (await benchTarget('PostgreSQL', target, path.join(scratch, 'b'))) || failed;
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
