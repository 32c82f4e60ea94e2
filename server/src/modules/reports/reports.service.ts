/**
 * Sales figures for the back office, computed in SQL: days, weeks and months are cut in Asia/Dhaka
 * time whatever the server's or the database session's zone, and empty days come back as zeros
 * (generate_series). A sale is an order in one of SALE_STATUSES placed within the range.
 */
import { z } from 'zod';
import type { Context } from '../../context.ts';
import { Prisma } from '../../generated/prisma/client.ts';
import { dayInput } from '../../shared/date-inputs.ts';
import { daysBetween, shiftDay } from '../../shared/dhaka-days.ts';
import { ValidationError } from '../../shared/errors.ts';
import type { SalesChannel } from './channel.ts';
import { dhakaMidnight } from './report-time.ts';
import { rollupRows } from './sales-rollup.ts';

type Db = Context['prisma'];

export const REPORT_GRAINS = ['DAY', 'WEEK', 'MONTH'] as const;
export type ReportGrain = (typeof REPORT_GRAINS)[number];
export const SALES_DIMENSIONS = ['PRODUCT', 'KIND', 'SECTION', 'SOURCE', 'COUPON', 'PAYMENT_METHOD', 'CHANNEL'] as const;
export type SalesDimension = (typeof SALES_DIMENSIONS)[number];

/** Bangladesh calendar days, both included, as YYYY-MM-DD. */
export interface ReportRange {
  from: string;
  to: string;
}

/** The longest range a report covers (about three years). */
export const MAX_RANGE_DAYS = 1100;
const rangeSchema = z
  .object({ from: dayInput, to: dayInput })
  .refine((r) => r.to >= r.from, { path: ['to'], message: 'The last day cannot be before the first day' })
  .refine((r) => daysBetween(r.from, r.to) < MAX_RANGE_DAYS, { path: ['to'], message: `A report covers at most ${MAX_RANGE_DAYS} days` });

/** Checks a range from the client; a ValidationError names the field. */
export function parseReportRange(input: { from: string; to: string }): ReportRange {
  const parsed = rangeSchema.safeParse(input);
  if (!parsed.success) {
    throw new ValidationError(parsed.error.issues.map((i) => ({ field: String(i.path[0] ?? 'from'), message: i.message })));
  }
  return parsed.data;
}

/** The range of the same length that ends the day before `range` starts (for "change against the previous period"). */
export function previousRange(range: ReportRange): ReportRange {
  const length = daysBetween(range.from, range.to) + 1;
  return { from: shiftDay(range.from, -length), to: shiftDay(range.from, -1) };
}

export interface SalesTotals {
  orders: number;
  units: number;
  /** Poisha: goods at placement prices, discounts, delivery charges and what customers pay (net). */
  goods: number;
  discount: number;
  delivery: number;
  revenue: number;
}

const n = (v: bigint | number | null | undefined) => Number(v ?? 0);

/** Orders, units and money over the range. */
export async function salesTotals(prisma: Db, range: ReportRange, channel?: SalesChannel | null): Promise<SalesTotals> {
  const [row] = await prisma.$queryRaw<Record<keyof SalesTotals, bigint | null>[]>`
    WITH ${rollupRows(range, 'TOTAL', channel)}
    SELECT SUM("orders") AS "orders", SUM("units") AS "units", SUM("goods") AS "goods", SUM("discount") AS "discount",
      SUM("delivery") AS "delivery", SUM("revenue") AS "revenue"
    FROM rollup`;
  return { orders: n(row?.orders), units: n(row?.units), goods: n(row?.goods), discount: n(row?.discount), delivery: n(row?.delivery), revenue: n(row?.revenue) };
}

export interface SeriesPoint {
  /** The bucket's first Dhaka day (a week starts on Monday), YYYY-MM-DD. */
  start: string;
  orders: number;
  revenue: number;
  discount: number;
}

const GRAIN_SQL: Record<ReportGrain, { unit: string; step: string }> = {
  DAY: { unit: 'day', step: '1 day' },
  WEEK: { unit: 'week', step: '1 week' },
  MONTH: { unit: 'month', step: '1 month' },
};

/** Orders and net revenue per Dhaka day, week or month of the range, every bucket present (zeros where nothing sold). */
export async function salesSeries(prisma: Db, range: ReportRange, grain: ReportGrain, channel?: SalesChannel | null): Promise<SeriesPoint[]> {
  const { unit, step } = GRAIN_SQL[grain];
  const rows = await prisma.$queryRaw<{ start: string; orders: bigint | null; revenue: bigint | null; discount: bigint | null }[]>`
    WITH ${rollupRows(range, 'TOTAL', channel, grain === 'MONTH')}, buckets AS (
      SELECT generate_series(date_trunc(${unit}::text, ${range.from}::date::timestamp), ${range.to}::date::timestamp, ${step}::interval) AS "bucket"
    ), sales AS (
      SELECT date_trunc(${unit}::text, "day"::timestamp) AS "bucket", SUM("orders") AS "orders", SUM("revenue") AS "revenue", SUM("discount") AS "discount"
      FROM rollup GROUP BY 1
    )
    SELECT to_char(b."bucket", 'YYYY-MM-DD') AS "start", s."orders", s."revenue", s."discount"
    FROM buckets b LEFT JOIN sales s ON s."bucket" = b."bucket" ORDER BY b."bucket"`;
  return rows.map((r) => ({ start: r.start, orders: n(r.orders), revenue: n(r.revenue), discount: n(r.discount) }));
}

export interface SalesFigure {
  /** What the row is grouped by: a product or section id, a kind, a source, a coupon code, a payment method, a channel ('' for none). */
  key: string;
  label: string;
  orders: number;
  units: number;
  /** Poisha. By product, kind, section and source: the lines' totals before the order's discount. By coupon, payment method and channel: what the orders' customers pay. */
  revenue: number;
  /** Poisha: the orders' coupon discounts (order-level groupings only; 0 for line groupings). */
  discount: number;
  /** By product: the product's kind (a printed book and its ebook share a title); null for other groupings. */
  kind: string | null;
}

/** A section is labelled with its current name (a renamed section shows its new one); the rest with the label the rollup keeps. */
const sectionName = { label: Prisma.sql`COALESCE(MAX(sec."name"), 'No section')`, join: Prisma.sql`LEFT JOIN "Section" sec ON sec."id"::text = r."key"` };
const keptLabel = { label: Prisma.sql`MAX(r."label")`, join: Prisma.empty };
/** A product row carries its product's kind: the same title may be a printed book and an ebook. */
const productKind = { kind: Prisma.sql`MAX(p."kind"::text)`, join: Prisma.sql`LEFT JOIN "Product" p ON p."id"::text = r."key"` };
const noKind = { kind: Prisma.sql`NULL::text`, join: Prisma.empty };

/** The range's sales grouped one way, largest revenue first (`limit` rows at most). */
export async function salesBreakdown(prisma: Db, range: ReportRange, by: SalesDimension, limit: number): Promise<SalesFigure[]> {
  type Row = { key: string; label: string; kind: string | null; orders: bigint; units: bigint | null; revenue: bigint | null; discount: bigint | null };
  const { label, join } = by === 'SECTION' ? sectionName : keptLabel;
  const kind = by === 'PRODUCT' ? productKind : noKind;
  const rows = await prisma.$queryRaw<Row[]>`
    WITH ${rollupRows(range, by)}
    SELECT r."key", ${label} AS "label", ${kind.kind} AS "kind", SUM(r."orders") AS "orders", SUM(r."units") AS "units",
      SUM(r."revenue") AS "revenue", SUM(r."discount") AS "discount"
    FROM rollup r ${join} ${kind.join}
    GROUP BY r."key" ORDER BY "revenue" DESC, r."key" LIMIT ${limit}`;
  return rows.map((r) => ({ key: r.key, label: r.label, kind: r.kind, orders: n(r.orders), units: n(r.units), revenue: n(r.revenue), discount: n(r.discount) }));
}

/** Orders placed in the range (whatever happened to them since) counted by their status now. */
export async function ordersByStatus(prisma: Db, range: ReportRange): Promise<{ status: string; orders: number }[]> {
  const rows = await prisma.$queryRaw<{ status: string; orders: bigint }[]>`
    SELECT o."status"::text AS "status", COUNT(*) AS "orders" FROM "Order" o
    WHERE o."placedAt" >= ${dhakaMidnight(Prisma.sql`${range.from}::date`)} AND o."placedAt" < ${dhakaMidnight(Prisma.sql`${range.to}::date + 1`)}
    GROUP BY 1 ORDER BY 2 DESC, 1`;
  return rows.map((r) => ({ status: r.status, orders: n(r.orders) }));
}
