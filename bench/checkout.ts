/**
 * `npm run bench:checkout [-- --customers 20 --duration 10 | --orders 500 --scale 0.05]`
 *
 * Issue 11: orders through the whole server, and not one unit sold twice. One Pathagar server
 * (createApp with production settings, every request logged) on a fresh database with the demo
 * catalogue at a small scale: the embedded database in a scratch directory and, when DATABASE_URL
 * names a PostgreSQL server, a scratch database created there and dropped at the end. `--customers`
 * customers, each signed in with its own session cookie and keep-alive connection (driven from a
 * worker thread: bench/checkout-customers.mjs), check out over and over: add to cart → placeOrder
 * (cash on delivery, the net total the cart showed). They compete for a few scarce books (stock 5–20,
 * restocked by a few units when they sell out, so the last units are fought over all through the run)
 * beside ordinary books that never run out. Prints orders/second, p50/p99 of the whole checkout, the
 * out-of-stock answers (the right answer when stock runs out) apart from errors, and the stock check:
 * per product, units sold (order lines of orders holding their stock) against initial + restocked, and
 * final stock = initial + restocked − sold ≥ 0 (bench/checkout-ledger.ts). Exits 1 when a unit was
 * oversold, the stock does not add up or any request failed.
 */
import { randomBytes, randomInt } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { Client } from 'pg';
import { CSRF_HEADER } from '../server/src/graphql/transport.ts';
import { signInBenchCustomer } from './load.ts';
import { checkStock, quantile, stockIsSound, type StockRow, type StockSummary } from './checkout-ledger.ts';

/** Books that run short: the customers compete for these. */
const SCARCE_PRODUCTS = 8;
const SCARCE_STOCK = [5, 20] as const;
/** Books that never run out. */
const ORDINARY_PRODUCTS = 40;
const ORDINARY_STOCK = 100_000;
/** How often sold-out scarce books get a few units again. */
const RESTOCK_EVERY_MS = 250;
/** With --orders, the run still ends after this long. */
const ORDERS_MODE_LIMIT_MS = 120_000;
const BENCH_PASSWORD = 'bench-checkout-1';

const { values: options } = parseArgs({
  options: {
    customers: { type: 'string', default: '20' },
    duration: { type: 'string', default: '10' },
    orders: { type: 'string' },
    scale: { type: 'string', default: '0.05' },
    only: { type: 'string' },
  },
});
const customerCount = Number(options.customers);
const maxOrders = options.orders === undefined ? Infinity : Number(options.orders);
const durationMs = options.orders === undefined ? Number(options.duration) * 1000 : ORDERS_MODE_LIMIT_MS;
const scale = Number(options.scale);
const only = options.only;
if (
  ![customerCount, durationMs, scale, maxOrders].every((n) => Number.isFinite(n) ? n > 0 : n === Infinity) ||
  !Number.isInteger(customerCount) ||
  (only !== undefined && only !== 'embedded' && only !== 'postgres')
) {
  console.error('Usage: npm run bench:checkout -- [--customers N] [--duration seconds | --orders N] [--scale 0.01..10] [--only embedded|postgres]');
  process.exit(2);
}

interface CustomerStats {
  placed: number;
  latencies: number[];
  requests: number;
  checkouts: number;
  outOfStockAtCart: number;
  outOfStockAtOrder: number;
  placedOnRetry: number;
  nothingToOrder: number;
  errors: number;
  errorKinds: Record<string, number>;
  firstError?: string;
  bought: Record<string, number>;
  elapsedMs: number;
}

interface RunResult {
  label: string;
  stats: CustomerStats;
  stock: StockSummary;
  scarceIds: Set<string>;
}

const closeServer = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));

/** Cleanup for an interrupted run (Ctrl-C): the scratch directory and database go too. */
const cleanups = new Set<() => Promise<void>>();
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: cleaning up`);
    void Promise.allSettled([...cleanups].map((cleanup) => cleanup())).finally(() => process.exit(130));
  });
}

async function onServer<T>(url: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function run(label: string, databaseUrl: string | undefined): Promise<RunResult> {
  // Production settings (no GraphiQL, introspection off), set before the app's modules load.
  process.env.NODE_ENV = 'production';
  const [{ serve }, pino, { createApp }, { loadConfig }, { prepareDatabase }, { createServices }, { LocalDiskStorage }, { hashPassword }, { SALE_STATUSES }] =
    await Promise.all([
      import('@hono/node-server'),
      import('pino'),
      import('../server/src/app.ts'),
      import('../server/src/config.ts'),
      import('../server/src/db/startup.ts'),
      import('../server/src/services.ts'),
      import('../server/src/modules/storage/file-storage.ts'),
      import('../server/src/modules/accounts/passwords.ts'),
      import('../server/src/modules/orders/orders.service.ts'),
    ]);

  const scratch = mkdtempSync(path.join(os.tmpdir(), 'pathagar-checkout-'));
  const scratchDb = databaseUrl ? `pathagar_bench_${randomBytes(6).toString('hex')}` : undefined;
  const dropScratch = async () => {
    rmSync(scratch, { recursive: true, force: true });
    if (databaseUrl && scratchDb) await onServer(databaseUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${scratchDb}" WITH (FORCE)`));
  };
  cleanups.add(dropScratch);
  let server: Server | undefined;
  let db: Awaited<ReturnType<typeof prepareDatabase>> | undefined;
  try {
    if (databaseUrl && scratchDb) await onServer(databaseUrl, (client) => client.query(`CREATE DATABASE "${scratchDb}"`));
    // Trusted documents off: the bench sends its own query text (as a shop that publishes its API; the limits still apply).
    const env = {
      NODE_ENV: 'production',
      DATA_DIR: scratch,
      GRAPHQL_TRUSTED_DOCUMENTS: 'false',
      ...(databaseUrl && scratchDb ? { DATABASE_URL: withDatabaseName(databaseUrl, scratchDb) } : {}),
    };
    const config = { ...loadConfig(env), clientDist: path.join(scratch, 'dist') };
    mkdirSync(config.clientDist);
    const log = pino.default({ level: 'info' }, pino.default.destination({ dest: os.devNull, sync: false }));
    const storage = new LocalDiskStorage(path.join(scratch, 'files'));
    // As the server starts: migrations, reference data, the demo catalogue (and for PostgreSQL the requests' statement timeout).
    const started = performance.now();
    db = await prepareDatabase({ ...config, demoAccounts: false, demoCatalog: true, demoCatalogScale: scale }, log, storage);
    const prisma = db.prisma;

    // The books: a few scarce ones the customers fight over, the others plenty.
    const books = await prisma.product.findMany({
      where: { kind: 'BOOK', published: true, price: { gt: 0 } },
      select: { id: true, title: true },
      orderBy: { id: 'asc' },
      take: SCARCE_PRODUCTS + ORDINARY_PRODUCTS,
    });
    if (books.length < SCARCE_PRODUCTS + 2) throw new Error(`The demo catalogue at scale ${scale} has only ${books.length} published books`);
    const scarce = books.slice(0, SCARCE_PRODUCTS);
    const ordinary = books.slice(SCARCE_PRODUCTS);
    const initial = new Map<string, number>();
    for (const book of scarce) initial.set(book.id, randomInt(SCARCE_STOCK[0], SCARCE_STOCK[1] + 1));
    for (const book of ordinary) initial.set(book.id, ORDINARY_STOCK);
    for (const [id, stock] of initial) await prisma.product.update({ where: { id }, data: { stock } });

    // Customers, written straight to the database (one password hash for all), then signed in through the API.
    const passwordHash = await hashPassword(BENCH_PASSWORD);
    const customerRole = await prisma.role.findUniqueOrThrow({ where: { key: 'customer' } });
    const people = Array.from({ length: customerCount }, (_, i) => ({
      name: `Bench Customer ${i + 1}`,
      phone: `0199${String(i + 1).padStart(7, '0')}`,
    }));
    for (const person of people) {
      await prisma.user.create({
        data: {
          ...person,
          hscBatch: 'HSC 2025',
          passwordHash,
          phoneVerifiedAt: new Date(),
          roles: { create: { roleId: customerRole.id } },
          // An empty cart that delivers in Dhaka, so its netPrice includes the delivery charge placeOrder will add.
          cart: { create: { deliveryPlace: 'DHAKA' } },
        },
      });
    }

    const app = createApp({ config, db, log, services: { ...createServices(config), storage } });
    const base = await new Promise<string>((resolve) => {
      server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => resolve(`http://127.0.0.1:${info.port}`)) as Server;
    });
    const customers: { name: string; phone: string; cookie: string }[] = [];
    for (const person of people) customers.push({ ...person, cookie: await signInBenchCustomer(base, person.phone, BENCH_PASSWORD) });
    console.log(
      `${label}: ready in ${((performance.now() - started) / 1000).toFixed(1)} s — demo catalogue at scale ${scale}, ` +
        `${scarce.length} scarce books (${scarce.map((b) => initial.get(b.id)).join(', ')} units), ${ordinary.length} ordinary, ` +
        `${customers.length} customers signed in`,
    );

    const gid = (id: string) => encodeGlobalID('Book', id);
    const received = new Map<string, number>();
    let restocking = true;
    const restocker = (async () => {
      // Sold-out scarce books get a few units again (an atomic update that only matches a sold-out row), so the
      // last units are fought over all through the run; the ledger counts them as received.
      while (restocking) {
        await new Promise((resolve) => setTimeout(resolve, RESTOCK_EVERY_MS));
        for (const book of scarce) {
          if (!restocking) break;
          const units = randomInt(SCARCE_STOCK[0], SCARCE_STOCK[1] + 1);
          const changed = await prisma.$executeRaw`UPDATE "Product" SET "stock" = "stock" + ${units} WHERE "id" = ${book.id}::uuid AND "stock" = 0`;
          if (changed) received.set(book.id, (received.get(book.id) ?? 0) + units);
        }
      }
    })();

    const stats = await new Promise<CustomerStats>((resolve, reject) => {
      const worker = new Worker(path.join(__dirname, 'checkout-customers.mjs'), {
        workerData: {
          base,
          csrfHeader: CSRF_HEADER,
          customers,
          scarce: scarce.map((b) => gid(b.id)),
          ordinary: ordinary.map((b) => gid(b.id)),
          durationMs,
          maxOrders,
        },
      });
      worker.once('message', (message: CustomerStats) => {
        resolve(message);
        void worker.terminate();
      });
      worker.once('error', reject);
    });
    restocking = false;
    await restocker;

    // The stock check: order lines of orders that hold their stock, against what there was and what is left.
    const holding = [...SALE_STATUSES, 'PENDING_PAYMENT' as const];
    const soldRows = await prisma.orderLine.groupBy({
      by: ['productId'],
      where: { order: { status: { in: holding } } },
      _sum: { quantity: true },
    });
    const sold = new Map(soldRows.map((row) => [row.productId, row._sum.quantity ?? 0]));
    const finals = await prisma.product.findMany({ where: { id: { in: books.map((b) => b.id) } }, select: { id: true, stock: true } });
    const final = new Map(finals.map((row) => [row.id, row.stock]));
    const rows: StockRow[] = books.map((book) => ({
      id: book.id,
      title: book.title,
      initial: initial.get(book.id)!,
      received: received.get(book.id) ?? 0,
      sold: sold.get(book.id) ?? 0,
      bought: stats.bought[gid(book.id)] ?? 0,
      final: final.get(book.id)!,
    }));
    const strays = [...sold.keys()].filter((id) => !initial.has(id));
    if (strays.length) throw new Error(`Orders hold products the bench never sold: ${strays.join(', ')}`);
    return { label, stats, stock: checkStock(rows), scarceIds: new Set(scarce.map((b) => b.id)) };
  } finally {
    if (server) await closeServer(server);
    await db?.close();
    await dropScratch();
    cleanups.delete(dropScratch);
  }
}

function report(results: RunResult[]) {
  const columns: [string, number][] = [
    ['', 22], ['orders', 8], ['orders/s', 10], ['p50 ms', 9], ['p99 ms', 9], ['max ms', 9],
    ['OOS cart', 10], ['OOS order', 10], ['errors', 8], ['oversold', 10],
  ];
  const line = (cells: string[]) => cells.map((cell, i) => (i === 0 ? cell.padEnd(columns[i]![1]) : cell.padStart(columns[i]![1]))).join('');
  console.log(`\n${line(columns.map(([name]) => name))}`);
  for (const { label, stats, stock } of results) {
    const latencies = stats.latencies;
    console.log(
      line([
        label,
        String(stats.placed),
        ((stats.placed / stats.elapsedMs) * 1000).toFixed(1),
        quantile(latencies, 0.5).toFixed(1),
        quantile(latencies, 0.99).toFixed(1),
        (latencies[latencies.length - 1] ?? NaN).toFixed(1),
        String(stats.outOfStockAtCart),
        String(stats.outOfStockAtOrder),
        String(stats.errors),
        String(stock.oversold),
      ]),
    );
  }
  console.log(
    '\nLatency: the whole checkout of a placed order (every addToCart, then placeOrder). OOS: OutOfStockError answers, the right ' +
      'answer once stock runs out (cart: at addToCart, the item is skipped; order: at placeOrder, the race for the last units).',
  );
  for (const { label, stats, stock, scarceIds } of results) {
    const scarce = stock.rows.filter((row) => scarceIds.has(row.id));
    const scarceSold = scarce.reduce((total, row) => total + row.sold, 0);
    const scarceHad = scarce.reduce((total, row) => total + row.initial + row.received, 0);
    console.log(
      `\n${label}: ${stats.checkouts} checkouts in ${(stats.elapsedMs / 1000).toFixed(1)} s (${stats.requests} requests), ` +
        `${stats.nothingToOrder} with every item out of stock, ${stats.placedOnRetry} orders answered only on a retry with the same idempotency key. Scarce books: ${scarceSold} of ${scarceHad} units sold ` +
        `(initial ${scarce.reduce((t, r) => t + r.initial, 0)} + restocked ${scarce.reduce((t, r) => t + r.received, 0)}); ` +
        `all ${stock.rows.length} books: ${stock.sold} units sold.`,
    );
    console.log(
      stockIsSound(stock)
        ? '  Stock check: every book final = initial + restocked − sold ≥ 0, and the units sold are the units the customers were told they bought.'
        : `  STOCK CHECK FAILED: ${stock.oversold} oversold, ${stock.negative} negative, ${stock.drifted} drifted, ${stock.misreported} misreported`,
    );
    for (const row of stock.rows.filter((r) => r.oversold || r.drift || r.unreported || r.final < 0)) {
      console.log(
        `    ${row.title.slice(0, 40).padEnd(40)} initial ${row.initial} + ${row.received}, sold ${row.sold} (told ${row.bought}), ` +
          `final ${row.final}: oversold ${row.oversold}, drift ${row.drift}`,
      );
    }
    if (stats.errors) {
      console.log(`  Errors: ${Object.entries(stats.errorKinds).map(([kind, n]) => `${kind} ×${n}`).join(', ')}`);
      if (stats.firstError) console.log(`  First: ${stats.firstError}`);
    }
  }
}

async function main() {
  const postgres = process.env.DATABASE_URL || undefined;
  const targets: [string, string | undefined][] = [];
  if (only !== 'postgres') targets.push(['embedded (PGlite)', undefined]);
  if (only !== 'embedded' && postgres) targets.push(['PostgreSQL', postgres]);
  if (targets.length === 0) throw new Error('--only postgres needs DATABASE_URL');
  const load = options.orders === undefined ? `${durationMs / 1000} s` : `${maxOrders} orders (at most ${ORDERS_MODE_LIMIT_MS / 1000} s)`;
  console.log(`Checkout: ${customerCount} customers, ${load} per database${postgres ? '' : '; set DATABASE_URL to run on PostgreSQL too'}\n`);
  const results: RunResult[] = [];
  for (const [label, url] of targets) results.push(await run(label, url));
  report(results);
  if (results.some((r) => r.stats.errors > 0 || !stockIsSound(r.stock) || r.stats.placed === 0)) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
