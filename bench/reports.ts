/**
 * Report latency over 100,000 orders: generates a year of orders (1–3 lines each, five kinds, five
 * sections, sources, coupons, payment methods and statuses) with SQL on a fresh embedded database and,
 * when DATABASE_URL names a PostgreSQL server, on a scratch database there (dropped at the end); then
 * times each report query over the whole year and the whole /admin/report page (every query it asks,
 * concurrently as GraphQL resolves them), the median of several runs, against the targets. The reports
 * read the daily sales rollup (modules/reports/sales-rollup.ts), made first as the sweep would, with the
 * range's last day left to compute from the orders as a shop taking orders today would have it.
 *
 *   npm run bench:reports                  100,000 orders, 5 timed runs
 *   npm run bench:reports -- 20000 3       20,000 orders, 3 runs
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { openDatabase } from '../server/src/db/connect.ts';
import { applyMigrations } from '../server/src/db/migrations.ts';
import { seedDemoAccounts, seedReferenceData } from '../server/src/db/seed.ts';
import {
  SALES_DIMENSIONS,
  previousRange,
  salesBreakdown,
  salesSeries,
  salesTotals,
  type ReportRange,
} from '../server/src/modules/reports/reports.service.ts';
import { onServer, withDatabaseName } from '../server/test/test-database.ts';
import { refreshSalesRollup } from '../server/src/modules/reports/sales-rollup.ts';
import { generateReportOrders } from './report-orders.ts';

const TARGET_MS = { 'PGlite (embedded)': 1000, PostgreSQL: 300 } as const;
type Target = keyof typeof TARGET_MS;
const RANGE: ReportRange = { from: '2026-01-01', to: '2026-12-31' };

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function time(runs: number, work: () => Promise<unknown>): Promise<number> {
  await work(); // warm-up (plans, caches)
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await work();
    samples.push(performance.now() - started);
  }
  return median(samples);
}

async function benchTarget(name: Target, target: Parameters<typeof openDatabase>[0], orders: number, runs: number): Promise<boolean> {
  const db = await openDatabase(target);
  try {
    await applyMigrations(db);
    await seedReferenceData(db.prisma);
    await seedDemoAccounts(db.prisma);
    const started = performance.now();
    await generateReportOrders(db.prisma, orders);
    const lines = await db.prisma.orderLine.count();
    console.log(`\n${name}: ${orders.toLocaleString('en')} orders, ${lines.toLocaleString('en')} lines generated in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    // The rollup sweep's first turns after the orders arrived (a running shop remakes a changed day within a minute).
    const rolled = performance.now();
    let days = 0;
    let remade: number;
    do {
      remade = await refreshSalesRollup(db.prisma);
      days += remade;
    } while (remade > 0);
    console.log(`  rollup of ${days} days made in ${((performance.now() - rolled) / 1000).toFixed(1)} s`);
    // Today's orders are always computed from the orders: one day left dirty, as in a shop taking orders now.
    await db.prisma.$executeRaw`INSERT INTO "SalesChange" ("day") VALUES (${RANGE.to}::date)`;
    const prisma = db.prisma;
    const queries: [string, () => Promise<unknown>][] = [
      ['totals', () => salesTotals(prisma, RANGE)],
      ['previous period totals', () => salesTotals(prisma, previousRange(RANGE))],
      ['series by day (365 points)', () => salesSeries(prisma, RANGE, 'DAY')],
      ['series by week', () => salesSeries(prisma, RANGE, 'WEEK')],
      ['series by month', () => salesSeries(prisma, RANGE, 'MONTH')],
      ...SALES_DIMENSIONS.map((by): [string, () => Promise<unknown>] => [`by ${by.toLowerCase()}`, () => salesBreakdown(prisma, RANGE, by, 20)]),
    ];
    for (const [label, work] of queries) console.log(`  ${label.padEnd(28)} ${(await time(runs, work)).toFixed(0).padStart(5)} ms`);
    // The /admin/report page: totals, previous totals, the day series and the six breakdowns it shows.
    const page = () => Promise.all([queries[0]![1](), queries[1]![1](), queries[2]![1](), ...queries.slice(5).map(([, w]) => w())]);
    const whole = await time(runs, page);
    const ok = whole <= TARGET_MS[name];
    console.log(`  ${'whole /admin/report page'.padEnd(28)} ${whole.toFixed(0).padStart(5)} ms  (target < ${TARGET_MS[name]} ms: ${ok ? 'within' : 'OVER'}, ratio ${(whole / TARGET_MS[name]).toFixed(2)})`);
    return ok;
  } finally {
    await db.close();
  }
}

async function main() {
  const orders = Math.max(1000, Number(process.argv[2] ?? 100_000) || 100_000);
  const runs = Math.max(1, Number(process.argv[3] ?? 5) || 5);
  console.log(`Sales report over one year (${RANGE.from} to ${RANGE.to}), median of ${runs} runs after one warm-up`);
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'pathagar-bench-reports-'));
  let ok = true;
  try {
    ok = (await benchTarget('PGlite (embedded)', { kind: 'pglite', dataDir: path.join(scratch, 'pglite') }, orders, runs)) && ok;
    const url = process.env.DATABASE_URL;
    if (url) {
      const name = `pathagar_bench_reports_${process.pid}`;
      await onServer(url, (client) => client.query(`CREATE DATABASE "${name}"`));
      try {
        ok = (await benchTarget('PostgreSQL', { kind: 'postgres', url: withDatabaseName(url, name) }, orders, runs)) && ok;
      } finally {
        await onServer(url, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
      }
    } else {
      console.log('\n(DATABASE_URL is not set: PostgreSQL skipped)');
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  process.exitCode = ok ? 0 : 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
