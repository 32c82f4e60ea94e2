/**
 * `npm run bench:scale [-- --connections 20 --duration 10 --warmup 3 --customers 20 --scale 0.05 --load wrk|node]`
 *
 * Issue 22 §5: what a second server process buys on one machine. On PostgreSQL (DATABASE_URL, a scratch
 * database created and dropped) with Redis (REDIS_URL, default redis://127.0.0.1:6379), the real server
 * (`server/src/main.ts`, production settings) runs with WEB_CONCURRENCY=1 and then 2 in the same run, and
 * each time serves:
 * - the section query uncached (RESPONSE_CACHE=off) and cached (RESPONSE_CACHE=redis, shared by the processes),
 *   driven by `wrk` when it is installed (Debian's package; bench/wrk-load.ts), else by the Node.js load
 *   generator in a worker thread (bench/load-worker.mjs). On two cores the Node.js generator costs about
 *   as much CPU per cached answer as the server, so it caps what a second process can show; `--load`
 *   picks one;
 * - the checkout of bench/checkout.ts (customers adding to the cart and placing cash-on-delivery orders,
 *   competing for scarce books) from bench/checkout-customers.mjs, followed by the stock check.
 * It prints requests (orders) per second for 1 and 2 processes, the ratio against the ≥ 1.4× target for
 * the catalogue, and the oversold units of every run (target 0). The load generator, PostgreSQL and the
 * servers share the machine's cores, as they did when the target was set. Exits 1 when a request failed or
 * a unit was oversold (not when a target is missed).
 */
import { randomBytes, randomInt } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { CSRF_HEADER } from '../server/src/graphql/transport.ts';
import { spawn, type ChildProcess } from 'node:child_process';
import { onServer, withDatabaseName } from '../server/test/test-database.ts';
import { checkStock, stockIsSound } from './checkout-ledger.ts';
import { driveQuery, signInBenchCustomer, type LoadResult } from './load.ts';
import { SECTION_QUERY } from './queries.ts';
import { driveQueryWithWrk, wrkInstalled } from './wrk-load.ts';
import { coresByProgram, cpuSnapshot, describeCores, machineCores } from './cpu-share.ts';

const TARGET_RATIO = 1.4;
const BENCH_PASSWORD = 'bench-scale-1';
const SCARCE_PRODUCTS = 8;
const ORDINARY_PRODUCTS = 40;

const { values: options } = parseArgs({
  options: {
    connections: { type: 'string', default: '20' },
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '3' },
    customers: { type: 'string', default: '20' },
    scale: { type: 'string', default: '0.05' },
    load: { type: 'string' },
  },
});
const connections = Number(options.connections);
const durationMs = Number(options.duration) * 1000;
const warmupMs = Number(options.warmup) * 1000;
const customerCount = Number(options.customers);
const scale = Number(options.scale);
const generator = options.load ?? (wrkInstalled() ? 'wrk' : 'node');
if (![connections, durationMs, warmupMs, customerCount, scale].every((n) => Number.isFinite(n) && n > 0) || !['wrk', 'node'].includes(generator)) {
  console.error('Usage: npm run bench:scale -- [--connections N] [--duration s] [--warmup s] [--customers N] [--scale 0.01..10] [--load wrk|node]');
  process.exit(2);
}
if (generator === 'wrk' && !wrkInstalled()) {
  console.error('--load wrk: no wrk on PATH (Debian: apt-get install wrk)');
  process.exit(2);
}
/** The section query driven at `base`; beside its result, where the machine's cores went meanwhile (Linux). */
async function driveSection(base: string): Promise<LoadResult & { cores: string }> {
  const before = cpuSnapshot();
  const result = await (generator === 'wrk' ? driveQueryWithWrk : driveQuery)(`${base}/graphql`, SECTION_QUERY, load);
  const after = cpuSnapshot();
  const names = { [process.pid]: generator === 'wrk' ? 'this bench (node)' : 'this bench and its load generator (node)' };
  return { ...result, cores: before && after ? describeCores(coresByProgram(before, after, names), machineCores(before, after), os.availableParallelism()) : '' };
}
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl?.startsWith('postgres')) {
  console.error('bench:scale needs PostgreSQL: set DATABASE_URL=postgresql://… (several processes cannot share the embedded database)');
  process.exit(2);
}
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const load = { connections, warmupMs, durationMs };

/** One port for every start: with WEB_CONCURRENCY the processes share it. */
const port = 20_000 + randomInt(0, 20_000);

interface ServerProcess {
  url: string;
  stop(): Promise<void>;
}

/** `npm start`'s entry point as a real process (its primary, with WEB_CONCURRENCY > 1), ready once /readyz answers 200. */
async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: path.join(__dirname, '..'),
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${env.PORT}`;
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode} before it was ready`);
    const ready = await fetch(`${url}/readyz`).then((r) => r.status === 200, () => false);
    if (ready) break;
    if (Date.now() > deadline) throw new Error('The server was not ready within 300 s');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

interface CheckoutStats {
  placed: number;
  errors: number;
  elapsedMs: number;
  bought: Record<string, number>;
  errorKinds: Record<string, number>;
}

function checkout(base: string, customers: { cookie: string; name: string; phone: string }[], scarce: string[], ordinary: string[]): Promise<CheckoutStats> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(path.join(__dirname, 'checkout-customers.mjs'), {
      workerData: { base, csrfHeader: CSRF_HEADER, customers, scarce, ordinary, durationMs, maxOrders: Infinity },
    });
    worker.once('message', (message: CheckoutStats) => {
      resolve(message);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}

async function main() {
  const { PrismaClient } = await import('../server/src/generated/prisma/client.ts');
  const { PrismaPg } = await import('@prisma/adapter-pg');
  const { hashPassword } = await import('../server/src/modules/accounts/passwords.ts');
  const { SALE_STATUSES } = await import('../server/src/modules/orders/orders.service.ts');

  const name = `pathagar_bench_scale_${randomBytes(4).toString('hex')}`;
  const url = withDatabaseName(databaseUrl!, name);
  await onServer(databaseUrl!, (client) => client.query(`CREATE DATABASE "${name}"`));
  const prisma = new PrismaClient({ adapter: new PrismaPg({ connectionString: url }) });
  const running: ServerProcess[] = [];
  let failed = false;
  const env = (processes: number, cache: 'off' | 'redis', extra: Record<string, string> = {}) => ({
    NODE_ENV: 'production',
    DATABASE_URL: url,
    REDIS_URL: redisUrl,
    RESPONSE_CACHE: cache,
    WEB_CONCURRENCY: String(processes),
    GRAPHQL_TRUSTED_DOCUMENTS: 'false',
    // Quiet logs (a request log line each would cost the servers and this process the time measured).
    LOG_LEVEL: 'warn',
    CLIENT_BUILD: 'never',
    DEMO_CATALOG: 'false',
    PORT: String(port),
    // Production requires the shop's public address (config.ts requirePublicUrl).
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    ...extra,
  });
  const start = async (settings: Record<string, string>) => {
    const server = await startServer(settings);
    running.push(server);
    return server;
  };
  const stop = async (server: ServerProcess) => {
    await server.stop();
    running.splice(running.indexOf(server), 1);
  };
  try {
    // Migrations, reference data and the demo catalogue, once.
    const started = performance.now();
    await stop(await start(env(1, 'off', { DEMO_CATALOG: 'true', DEMO_CATALOG_SCALE: String(scale), DEMO_ACCOUNTS: 'false' })));
    console.log(`bench:scale on PostgreSQL (${name}) with Redis ${redisUrl}: demo catalogue at scale ${scale} ready in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    console.log(
      `load: ${generator === 'wrk' ? 'wrk (2 threads)' : 'the Node.js load generator'}, ${connections} connections, ${warmupMs / 1000} s warm-up, ${durationMs / 1000} s measured; checkout: ${customerCount} customers for ${durationMs / 1000} s\n`,
    );

    const books = await prisma.product.findMany({
      where: { kind: 'BOOK', published: true, price: { gt: 0 } },
      select: { id: true, title: true },
      orderBy: { id: 'asc' },
      take: SCARCE_PRODUCTS + ORDINARY_PRODUCTS,
    });
    const passwordHash = await hashPassword(BENCH_PASSWORD);
    const customerRole = await prisma.role.findUniqueOrThrow({ where: { key: 'customer' } });

    const results: Record<number, { uncached: LoadResult; cached: LoadResult; ordersPerSecond: number; oversold: number }> = {};
    for (const processes of [1, 2]) {
      const uncachedServer = await start(env(processes, 'off'));
      const uncached = await driveSection(uncachedServer.url);

      // The checkout on the same (uncached) processes: fresh stock, fresh customers, then the stock check.
      const initial = new Map<string, number>();
      for (const [i, book] of books.entries()) initial.set(book.id, i < SCARCE_PRODUCTS ? randomInt(5, 21) : 100_000);
      for (const [id, stock] of initial) await prisma.product.update({ where: { id }, data: { stock } });
      const people = Array.from({ length: customerCount }, (_, i) => ({ name: `Scale Customer ${processes}-${i + 1}`, phone: `019${processes}${String(i + 1).padStart(7, '0')}` }));
      for (const person of people) {
        await prisma.user.create({
          data: { ...person, hscBatch: 'HSC 2025', passwordHash, phoneVerifiedAt: new Date(), roles: { create: { roleId: customerRole.id } }, cart: { create: { deliveryPlace: 'DHAKA' } } },
        });
      }
      const customers = [];
      for (const person of people) customers.push({ ...person, cookie: await signInBenchCustomer(uncachedServer.url, person.phone, BENCH_PASSWORD) });
      const before = await prisma.orderLine.groupBy({ by: ['productId'], where: { order: { status: { in: [...SALE_STATUSES, 'PENDING_PAYMENT'] } } }, _sum: { quantity: true } });
      const gid = (id: string) => encodeGlobalID('Book', id);
      const stats = await checkout(uncachedServer.url, customers, books.slice(0, SCARCE_PRODUCTS).map((b) => gid(b.id)), books.slice(SCARCE_PRODUCTS).map((b) => gid(b.id)));
      const after = await prisma.orderLine.groupBy({ by: ['productId'], where: { order: { status: { in: [...SALE_STATUSES, 'PENDING_PAYMENT'] } } }, _sum: { quantity: true } });
      const soldBefore = new Map(before.map((row) => [row.productId, row._sum.quantity ?? 0]));
      const finals = new Map((await prisma.product.findMany({ where: { id: { in: books.map((b) => b.id) } }, select: { id: true, stock: true } })).map((r) => [r.id, r.stock]));
      const stock = checkStock(
        books.map((book) => ({
          id: book.id,
          title: book.title,
          initial: initial.get(book.id)!,
          received: 0,
          sold: (after.find((row) => row.productId === book.id)?._sum.quantity ?? 0) - (soldBefore.get(book.id) ?? 0),
          bought: stats.bought[gid(book.id)] ?? 0,
          final: finals.get(book.id)!,
        })),
      );
      await stop(uncachedServer);

      const cachedServer = await start(env(processes, 'redis'));
      const cached = await driveSection(cachedServer.url);
      await stop(cachedServer);

      if (uncached.errors || cached.errors || stats.errors || !stockIsSound(stock)) failed = true;
      if (stats.errors) console.log(`  checkout errors with ${processes} process(es): ${JSON.stringify(stats.errorKinds)}`);
      results[processes] = { uncached, cached, ordersPerSecond: (stats.placed / stats.elapsedMs) * 1000, oversold: stock.oversold };
      console.log(
        `${processes} process(es): section uncached ${uncached.requestsPerSecond.toFixed(0)} req/s (p99 ${uncached.p99.toFixed(1)} ms, ${uncached.errors} errors), ` +
          `cached ${cached.requestsPerSecond.toFixed(0)} req/s (p99 ${cached.p99.toFixed(1)} ms, ${cached.errors} errors), ` +
          `checkout ${results[processes]!.ordersPerSecond.toFixed(1)} orders/s (${stats.placed} orders, ${stats.errors} errors), oversold ${stock.oversold} (target 0)`,
      );
      if (uncached.cores) console.log(`  uncached: ${uncached.cores}\n  cached:   ${cached.cores}`);
    }
    const one = results[1]!;
    const two = results[2]!;
    const verdict = (ratio: number) => (ratio >= TARGET_RATIO ? 'met' : 'NOT MET');
    const ratio = (a: number, b: number) => a / b;
    console.log('\n2 processes against 1 (same run)');
    const uncachedRatio = ratio(two.uncached.requestsPerSecond, one.uncached.requestsPerSecond);
    const cachedRatio = ratio(two.cached.requestsPerSecond, one.cached.requestsPerSecond);
    console.log(`  section, uncached: ${uncachedRatio.toFixed(2)}× (target ≥ ${TARGET_RATIO}×: ${verdict(uncachedRatio)})`);
    console.log(`  section, cached:   ${cachedRatio.toFixed(2)}× (target ≥ ${TARGET_RATIO}×: ${verdict(cachedRatio)})`);
    console.log(`  checkout:          ${ratio(two.ordersPerSecond, one.ordersPerSecond).toFixed(2)}× (no target; oversold ${one.oversold} and ${two.oversold}, target 0)`);
  } finally {
    await Promise.all(running.map((server) => server.stop()));
    await prisma.$disconnect();
    await onServer(databaseUrl!, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
  }
  if (failed) {
    console.log('\nSome requests failed or a unit was oversold.');
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
