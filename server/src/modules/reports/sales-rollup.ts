/**
 * Sales per Dhaka day, kept in `SalesRollup` so a report over a year of orders sums a few thousand rows
 * instead of scanning every order and line (issue 20 §5: under 300 ms over 100,000 orders).
 *
 * One SQL shape, two uses: `liveRollupRows` aggregates orders into rollup-shaped rows; the sweep stores
 * them for the days whose orders changed, and a report computes the days not yet remade with the same
 * SQL. So a report is always current: rows of `SalesRollup` for clean days plus live rows for every day
 * still listed in `SalesChange` (written by triggers on "Order" and "OrderLine" in the same transaction
 * as the change, see migration 20261126050000_sales_rollup).
 *
 * Why nothing is lost when an order changes while the sweep runs: the sweep works in one REPEATABLE READ
 * transaction, so it remakes each day from one snapshot and deletes only the `SalesChange` rows that
 * snapshot sees. A change committed after the snapshot left its own `SalesChange` row, invisible to the
 * sweep's DELETE, so the day stays dirty (reports compute it live) until the next sweep remakes it. Two
 * sweeps at once meet on the same rows (the rollup's upsert, the change rows' delete) and, being REPEATABLE
 * READ, the later one fails with a serialization error and changes nothing.
 */
import type { Context } from '../../context.ts';
import { Prisma } from '../../generated/prisma/client.ts';
import type { Logger } from '../../logger.ts';
import { startPeriodicSweep } from '../../shared/periodic-sweep.ts';
import { SALE_STATUSES } from '../orders/orders.service.ts';
import { dhakaMidnight } from './report-time.ts';

type Db = Context['prisma'];

export const ROLLUP_DIMENSIONS = ['TOTAL', 'PRODUCT', 'KIND', 'SECTION', 'SOURCE', 'COUPON', 'PAYMENT_METHOD', 'CHANNEL'] as const;
export type RollupDimension = (typeof ROLLUP_DIMENSIONS)[number];

/** How each grouping keys and labels an order ("order") or a line ("line"); TOTAL is one row per day and channel. */
const GROUPING_SQL: Record<RollupDimension, { level: 'order' | 'line'; key: Prisma.Sql; label: Prisma.Sql }> = {
  TOTAL: { level: 'order', key: Prisma.sql`''`, label: Prisma.sql`''` },
  PRODUCT: { level: 'line', key: Prisma.sql`l."productId"::text`, label: Prisma.sql`MAX(l."title")` },
  KIND: { level: 'line', key: Prisma.sql`l."kind"::text`, label: Prisma.sql`MAX(l."kind"::text)` },
  // The section's name is read when the report is (a renamed section shows its new name).
  SECTION: { level: 'line', key: Prisma.sql`COALESCE(l."sectionId"::text, '')`, label: Prisma.sql`''` },
  SOURCE: { level: 'line', key: Prisma.sql`l."source"`, label: Prisma.sql`MAX(CASE WHEN l."source" = '' THEN 'Direct' ELSE l."source" END)` },
  COUPON: { level: 'order', key: Prisma.sql`COALESCE(s."couponCode", '')`, label: Prisma.sql`MAX(COALESCE(s."couponCode", 'No coupon'))` },
  PAYMENT_METHOD: { level: 'order', key: Prisma.sql`s."paymentMethod"::text`, label: Prisma.sql`MAX(s."paymentMethod"::text)` },
  CHANNEL: { level: 'order', key: Prisma.sql`s."channel"::text`, label: Prisma.sql`MAX(s."channel"::text)` },
};

const ROLLUP_COLUMNS = Prisma.sql`"day", "channel", "dimension", "key", "label", "orders", "units", "goods", "discount", "delivery", "revenue"`;

/**
 * CTEs `sale` (the sales placed on the Dhaka dates that `days`, a CTE with column "day", lists; the date as
 * "saleDay") and `sale_units` (units per sale), optionally of one channel. The orders are read by one range
 * scan of "placedAt" between the first and the last day, then kept when their day is listed: per-day range
 * joins made PostgreSQL's planner scan every order once per day.
 */
function salesOnDays(days: 'dirty' | 'remade', channel?: string | null): Prisma.Sql {
  const from = Prisma.sql`(SELECT ${dhakaMidnight(Prisma.sql`MIN("day")`)} FROM ${Prisma.raw(days)})`;
  const until = Prisma.sql`(SELECT ${dhakaMidnight(Prisma.sql`MAX("day") + 1`)} FROM ${Prisma.raw(days)})`;
  return Prisma.sql`sale AS (
      SELECT o."id", o."channel", o."couponCode", o."paymentMethod", o."goodsTotal", o."discountTotal", o."deliveryCharge", o."netTotal",
        "sales_day"(o."placedAt") AS "saleDay"
      FROM "Order" o
      WHERE o."placedAt" >= ${from} AND o."placedAt" < ${until} AND "sales_day"(o."placedAt") IN (SELECT "day" FROM ${Prisma.raw(days)})
        AND o."status"::text IN (${Prisma.join([...SALE_STATUSES])}) ${channel ? Prisma.sql`AND o."channel"::text = ${channel}` : Prisma.empty}
    ), sale_units AS (
      SELECT l."orderId", SUM(l."quantity") AS "units" FROM "OrderLine" l JOIN sale ON sale."id" = l."orderId" GROUP BY 1
    )`;
}

/** Rollup-shaped rows of one grouping over the CTEs of `salesOnDays`. */
function liveRollupRows(dimension: RollupDimension): Prisma.Sql {
  const g = GROUPING_SQL[dimension];
  return g.level === 'line'
    ? Prisma.sql`SELECT s."saleDay" AS "day", s."channel"::text AS "channel", ${dimension} AS "dimension", ${g.key} AS "key", ${g.label} AS "label",
        COUNT(DISTINCT s."id")::int AS "orders", SUM(l."quantity")::int AS "units", SUM(l."lineTotal")::bigint AS "goods",
        0::bigint AS "discount", 0::bigint AS "delivery", SUM(l."lineTotal")::bigint AS "revenue"
      FROM sale s JOIN "OrderLine" l ON l."orderId" = s."id" GROUP BY 1, 2, 4`
    : Prisma.sql`SELECT s."saleDay" AS "day", s."channel"::text AS "channel", ${dimension} AS "dimension", ${g.key} AS "key", ${g.label} AS "label",
        COUNT(*)::int AS "orders", COALESCE(SUM(u."units"), 0)::int AS "units", SUM(s."goodsTotal")::bigint AS "goods",
        SUM(s."discountTotal")::bigint AS "discount", SUM(s."deliveryCharge")::bigint AS "delivery", SUM(s."netTotal")::bigint AS "revenue"
      FROM sale s LEFT JOIN sale_units u ON u."orderId" = s."id" GROUP BY 1, 2, 4`;
}

/**
 * CTEs ending in `rollup`: one grouping's rows for the Dhaka days `from`..`to` (both included, YYYY-MM-DD):
 * stored rows for what has not changed since the sweep made it, live rows for the days that have. With
 * `byMonth`, a whole month of the range without a changed day is read as its one month row (a year of
 * products is then 12 × 200 rows, not 365 × 200); without, every row is a day's (for series by day).
 */
export function rollupRows(range: { from: string; to: string }, dimension: RollupDimension, channel?: string | null, byMonth = true): Prisma.Sql {
  const from = Prisma.sql`${range.from}::date`;
  const to = Prisma.sql`${range.to}::date`;
  const stored = (grain: 'DAY' | 'MONTH') =>
    Prisma.sql`SELECT ${ROLLUP_COLUMNS} FROM "SalesRollup" r WHERE r."grain" = ${grain} AND r."dimension" = ${dimension}
      ${channel ? Prisma.sql`AND r."channel" = ${channel}` : Prisma.empty}`;
  return Prisma.sql`dirty AS (
      SELECT DISTINCT c."day" FROM "SalesChange" c WHERE c."day" BETWEEN ${from} AND ${to}
    ), whole_month AS (
      SELECT m::date AS "month" FROM generate_series(date_trunc('month', ${from}::timestamp), ${to}::timestamp, interval '1 month') m
      WHERE ${Prisma.raw(byMonth ? 'TRUE' : 'FALSE')} AND m::date >= ${from} AND (m + interval '1 month')::date - 1 <= ${to}
        AND NOT EXISTS (SELECT 1 FROM dirty WHERE date_trunc('month', dirty."day"::timestamp) = m)
    ), ${salesOnDays('dirty', channel)}, rollup AS (
      ${stored('MONTH')} AND r."day" IN (SELECT "month" FROM whole_month)
      UNION ALL
      ${stored('DAY')} AND r."day" BETWEEN ${from} AND ${to} AND NOT EXISTS (SELECT 1 FROM dirty WHERE dirty."day" = r."day")
        AND date_trunc('month', r."day"::timestamp)::date NOT IN (SELECT "month" FROM whole_month)
      UNION ALL ${liveRollupRows(dimension)}
    )`;
}

const UPSERT_ROLLUP = Prisma.sql`ON CONFLICT ("grain", "dimension", "day", "channel", "key") DO UPDATE SET "label" = EXCLUDED."label",
  "orders" = EXCLUDED."orders", "units" = EXCLUDED."units", "goods" = EXCLUDED."goods", "discount" = EXCLUDED."discount",
  "delivery" = EXCLUDED."delivery", "revenue" = EXCLUDED."revenue"`;

/** Days remade by one sweep at most (a bigger backlog is taken over the next turns). */
const DAYS_PER_TURN = 400;
/** Remaking this many days at once refreshes the table's statistics. */
const ANALYZE_AFTER_DAYS = 30;

/** Remakes the rollup rows of the days whose orders changed; returns how many days it remade. */
export async function refreshSalesRollup(prisma: Db, maxDays = DAYS_PER_TURN): Promise<number> {
  const remade = await prisma.$transaction(
    async (tx) => {
      await tx.$executeRawUnsafe('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ');
      const changed = await tx.$queryRaw<{ day: string }[]>`
        SELECT to_char("day", 'YYYY-MM-DD') AS "day" FROM (SELECT DISTINCT "day" FROM "SalesChange") c ORDER BY 1 LIMIT ${maxDays}`;
      if (changed.length === 0) return 0;
      const list = changed.map((c) => c.day).join(',');
      const days = Prisma.sql`SELECT unnest(string_to_array(${list}, ','))::date AS "day"`;
      await tx.$executeRaw`DELETE FROM "SalesRollup" WHERE "grain" = 'DAY' AND "day" IN (${days})`;
      await tx.$executeRaw`
        INSERT INTO "SalesRollup" ("grain", ${ROLLUP_COLUMNS})
        WITH remade AS (${days}), ${salesOnDays('remade')}
        SELECT 'DAY', live.* FROM (${Prisma.join(ROLLUP_DIMENSIONS.map(liveRollupRows), ' UNION ALL ')}) live
        ${UPSERT_ROLLUP}`;
      // The months of those days, summed again from their days.
      const months = Prisma.sql`SELECT DISTINCT date_trunc('month', d."day"::timestamp)::date FROM (${days}) d`;
      await tx.$executeRaw`DELETE FROM "SalesRollup" WHERE "grain" = 'MONTH' AND "day" IN (${months})`;
      await tx.$executeRaw`
        INSERT INTO "SalesRollup" ("grain", ${ROLLUP_COLUMNS})
        SELECT 'MONTH', date_trunc('month', r."day"::timestamp)::date, r."channel", r."dimension", r."key", MAX(r."label"), SUM(r."orders")::int,
          SUM(r."units")::int, SUM(r."goods")::bigint, SUM(r."discount")::bigint, SUM(r."delivery")::bigint, SUM(r."revenue")::bigint
        FROM "SalesRollup" r WHERE r."grain" = 'DAY' AND date_trunc('month', r."day"::timestamp)::date IN (${months})
        GROUP BY 2, 3, 4, 5
        ${UPSERT_ROLLUP}`;
      // Only the change rows this transaction's snapshot sees: a later change keeps its day dirty.
      await tx.$executeRaw`DELETE FROM "SalesChange" WHERE "day" IN (${days})`;
      return changed.length;
    },
    { maxWait: 10_000, timeout: 300_000 },
  );
  // After a large backfill the planner's statistics are stale until autovacuum runs (never, on PGlite).
  if (remade >= ANALYZE_AFTER_DAYS) await prisma.$executeRawUnsafe('ANALYZE "SalesRollup"');
  return remade;
}

/** Whether `error` is PostgreSQL's "could not serialize access" (another sweep remade the same days first). */
function isSerializationFailure(error: unknown): boolean {
  const text = error instanceof Error ? `${error.message} ${String((error as { code?: unknown }).code ?? '')}` : String(error);
  return /40001|P2034|could not serialize/i.test(text);
}

/** The rollup sweep: once a minute across all server processes, until no changed day is left. */
export function startSalesRollup(options: { prisma: Db; log: Logger; intervalMs?: number }): { stop: () => Promise<void> } {
  return startPeriodicSweep({
    name: 'sales-rollup',
    prisma: options.prisma,
    log: options.log,
    intervalMs: options.intervalMs ?? 60_000,
    sweep: async () => {
      try {
        let remade = 0;
        for (let turn = 0; turn < 10; turn++) {
          const days = await refreshSalesRollup(options.prisma);
          remade += days;
          if (days < DAYS_PER_TURN) break;
        }
        if (remade) options.log.info({ days: remade }, `Sales rollup: ${remade} day(s) remade`);
      } catch (error) {
        if (!isSerializationFailure(error)) throw error;
      }
    },
  });
}
