/**
 * The daily sales rollup under concurrency: two sweeps at once, and an order changed while a sweep
 * works, lose nothing (the report equals the orders after every interleaving).
 */
import { Client } from 'pg';
import { createBook } from '../../../test/catalog-fixtures.ts';
import { insertOrder } from '../../../test/report-fixtures.ts';
import { openTestDatabase } from '../../../test/test-database.ts';
import type { Database } from '../../db/connect.ts';
import { salesBreakdown, salesTotals } from './reports.service.ts';
import { refreshSalesRollup } from './sales-rollup.ts';

let db: Database;
let customerId: string;
let book: Awaited<ReturnType<typeof createBook>>;
const RANGE = { from: '2032-06-01', to: '2032-06-30' };

beforeAll(async () => {
  db = await openTestDatabase();
  customerId = (await db.prisma.user.findUniqueOrThrow({ where: { phone: '01700000003' } })).id;
  book = await createBook(db.prisma, { title: 'Rollup Physics', price: 10_000, section: 'academic' });
  for (let day = 1; day <= 20; day++) {
    const placedAt = `2032-06-${String(day).padStart(2, '0')}T${day % 2 ? '17:30' : '18:30'}:00Z`;
    await insertOrder(db.prisma, customerId, { placedAt, status: day % 5 ? 'DELIVERED' : 'CANCELLED', lines: [{ product: book, quantity: day % 3 + 1, unitPrice: 10_000 }] });
  }
});
afterAll(() => db.close());

/** The June figures a report shows, read through the rollup (stored days and changed ones). */
const june = async () => ({ totals: await salesTotals(db.prisma, RANGE), products: await salesBreakdown(db.prisma, RANGE, 'PRODUCT', 5) });

it('two sweeps at once remake every changed day once, or one of them steps back, and the report is unchanged', async () => {
  const before = await june();
  expect(before.totals.orders).toBe(16);
  const results = await Promise.allSettled([refreshSalesRollup(db.prisma), refreshSalesRollup(db.prisma)]);
  for (const result of results) {
    if (result.status === 'rejected') expect(String(result.reason)).toMatch(/40001|could not serialize|P2034/);
  }
  // 20 orders on 11 Dhaka days: 17:30 UTC is 23:30 the same day in Dhaka, 18:30 UTC already the next day.
  expect(results.some((r) => r.status === 'fulfilled' && r.value === 11)).toBe(true);
  expect(await db.prisma.salesChange.count()).toBe(0);
  expect(await june()).toEqual(before);
});

// PostgreSQL only: the embedded database runs one transaction at a time, so nothing can commit mid-sweep there.
(process.env.DATABASE_URL ? it : it.skip)('keeps a day dirty when its order changes after the sweep took its snapshot', async () => {
  await refreshSalesRollup(db.prisma);
  const order = await insertOrder(db.prisma, customerId, { placedAt: '2032-06-03T06:00:00Z', status: 'DELIVERED', lines: [{ product: book, quantity: 1, unitPrice: 10_000 }] });
  const before = await june();
  if (db.target.kind !== 'postgres') throw new Error('expected PostgreSQL');
  // A second connection holds the day's rollup rows, so the sweep stops at its DELETE with its snapshot already taken.
  const blocker = new Client({ connectionString: db.target.url });
  await blocker.connect();
  try {
    await blocker.query('BEGIN');
    await blocker.query(`SELECT 1 FROM "SalesRollup" WHERE "day" = '2032-06-03' FOR UPDATE`);
    const sweep = refreshSalesRollup(db.prisma);
    // (Asked on another connection: the blocker's transaction would keep seeing its first view of pg_stat_activity.)
    const waiting = () => db.prisma.$queryRaw<unknown[]>`SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock' AND query LIKE '%DELETE FROM "SalesRollup"%'`;
    await waitUntil(async () => (await waiting()).length >= 1);
    // Meanwhile the order is cancelled and committed.
    await db.prisma.order.update({ where: { id: order.id }, data: { status: 'CANCELLED' } });
    await blocker.query('COMMIT');
    expect(await sweep).toBeGreaterThanOrEqual(1);
  } finally {
    await blocker.end();
  }
  // The sweep remade 3 June from before the cancellation, but the cancellation's own change row survives it…
  expect(await db.prisma.salesChange.count()).toBe(1);
  const after = await june();
  expect(after.totals.orders).toBe(before.totals.orders - 1);
  expect(after.totals.revenue).toBe(before.totals.revenue - 10_000);
  // …and the next sweep makes the stored day agree.
  expect(await refreshSalesRollup(db.prisma)).toBe(1);
  expect(await june()).toEqual(after);
}, 30_000);

async function waitUntil(check: () => Promise<boolean>, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
