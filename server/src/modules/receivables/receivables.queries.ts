/**
 * Courier receivables and the shop's refunds due, computed in SQL. A month is a Dhaka calendar month:
 * a parcel delivered at 23:30 Dhaka time on the 30th of November (17:30 UTC) counts in November, one
 * delivered at 00:30 on the 1st of December (18:30 UTC on the 30th) in December — the DateTime columns
 * hold UTC and are converted with AT TIME ZONE, never by the server's or the session's zone.
 *
 * - collected: what couriers collected on parcels delivered in the month (`deliveredAt`, whatever
 *   happened to the parcel since); charges: their delivery charges on those parcels;
 * - remitted: remittances received (a Dhaka day) in the month;
 * - owed = collected − charges − remitted (the month's own movement; may be negative when a courier
 *   pays last month's collections);
 * - ageing at a Dhaka day: every remittance received by then pays the courier's oldest deliveries
 *   first (first in, first out); what is left of each delivery is aged from its Dhaka delivery day.
 */
import type { Context } from '../../context.ts';
import { Prisma } from '../../generated/prisma/client.ts';
import { dhakaMidnight, SHOP_TIME_ZONE } from '../reports/report-time.ts';

type Db = Pick<Context['prisma'], '$queryRaw'>;

const zone = Prisma.raw(`'${SHOP_TIME_ZONE}'`);
/** A UTC DateTime column as Dhaka wall-clock time. */
const inDhaka = (column: Prisma.Sql) => Prisma.sql`(${column} AT TIME ZONE 'UTC' AT TIME ZONE ${zone})`;
const n = (v: bigint | number | null | undefined) => Number(v ?? 0);

/** Months as YYYY-MM: `from` first, `to` last (both included). */
export interface MonthSpan {
  from: string;
  to: string;
}

export interface CourierMonthFigures {
  month: string;
  courier: string;
  deliveries: number;
  /** Poisha. */
  collected: number;
  charges: number;
  remittances: number;
  remitted: number;
  owed: number;
}

/** Per month and courier: deliveries, collected, charges and remitted (months and couriers with any). */
export async function courierMonthFigures(prisma: Db, span: MonthSpan): Promise<CourierMonthFigures[]> {
  const { first, after } = monthBounds(span);
  const rows = await prisma.$queryRaw<
    { month: string; courier: string; deliveries: bigint | null; collected: bigint | null; charges: bigint | null; remittances: bigint | null; remitted: bigint | null }[]
  >`
    WITH d AS (
      SELECT s."courier", to_char(${inDhaka(Prisma.sql`s."deliveredAt"`)}, 'YYYY-MM') AS "month",
        COUNT(*) AS "deliveries", SUM(s."collectedAmount") AS "collected", SUM(s."deliveryCharge") AS "charges"
      FROM "Shipment" s
      WHERE s."deliveredAt" >= ${dhakaMidnight(first)} AND s."deliveredAt" < ${dhakaMidnight(after)}
      GROUP BY 1, 2
    ), r AS (
      SELECT m."courier", to_char(m."receivedOn", 'YYYY-MM') AS "month", COUNT(*) AS "remittances", SUM(m."amount") AS "remitted"
      FROM "CourierRemittance" m WHERE m."receivedOn" >= ${first} AND m."receivedOn" < ${after}
      GROUP BY 1, 2
    )
    SELECT COALESCE(d."month", r."month") AS "month", COALESCE(d."courier", r."courier") AS "courier",
      d."deliveries", d."collected", d."charges", r."remittances", r."remitted"
    FROM d FULL OUTER JOIN r ON r."courier" = d."courier" AND r."month" = d."month"
    ORDER BY 1 DESC, 2`;
  return rows.map((r) => {
    const collected = n(r.collected);
    const charges = n(r.charges);
    const remitted = n(r.remitted);
    return { month: r.month, courier: r.courier, deliveries: n(r.deliveries), collected, charges, remittances: n(r.remittances), remitted, owed: collected - charges - remitted };
  });
}

export interface AgeingFigures {
  courier: string;
  /** Poisha still owed, by the age of the delivery it is left of (days from the Dhaka delivery day to the as-of day). */
  days0to30: number;
  days31to60: number;
  days61to90: number;
  over90: number;
  total: number;
  /** Remitted beyond everything delivered by then (the courier paid ahead; not aged). */
  credit: number;
}

/** What each courier still owed at the end of Dhaka day `asOf` (YYYY-MM-DD), aged; couriers with nothing owed and no credit are left out. */
export async function courierAgeing(prisma: Db, asOf: string): Promise<AgeingFigures[]> {
  const day = Prisma.sql`(${asOf}::date)`;
  const rows = await prisma.$queryRaw<
    { courier: string; b0: bigint | null; b31: bigint | null; b61: bigint | null; b91: bigint | null; total: bigint | null; credit: bigint | null }[]
  >`
    WITH d AS (
      SELECT s."id", s."courier", ${inDhaka(Prisma.sql`s."deliveredAt"`)}::date AS "day", (s."collectedAmount" - s."deliveryCharge")::bigint AS "net"
      FROM "Shipment" s WHERE s."deliveredAt" IS NOT NULL AND s."deliveredAt" < ${dhakaMidnight(Prisma.sql`${day} + 1`)}
    ), c AS (
      SELECT d.*, SUM(d."net") OVER (PARTITION BY d."courier" ORDER BY d."day", d."id" ROWS UNBOUNDED PRECEDING) AS "cum" FROM d
    ), r AS (
      SELECT m."courier", SUM(m."amount")::bigint AS "remitted" FROM "CourierRemittance" m WHERE m."receivedOn" <= ${day} GROUP BY 1
    ), o AS (
      SELECT c."courier", ${day} - c."day" AS "age", GREATEST(0, LEAST(c."net", c."cum" - COALESCE(r."remitted", 0))) AS "left"
      FROM c LEFT JOIN r ON r."courier" = c."courier"
    ), couriers AS (SELECT "courier" FROM d UNION SELECT "courier" FROM r)
    SELECT k."courier",
      (SELECT SUM(o."left") FROM o WHERE o."courier" = k."courier" AND o."age" <= 30) AS "b0",
      (SELECT SUM(o."left") FROM o WHERE o."courier" = k."courier" AND o."age" BETWEEN 31 AND 60) AS "b31",
      (SELECT SUM(o."left") FROM o WHERE o."courier" = k."courier" AND o."age" BETWEEN 61 AND 90) AS "b61",
      (SELECT SUM(o."left") FROM o WHERE o."courier" = k."courier" AND o."age" > 90) AS "b91",
      (SELECT SUM(o."left") FROM o WHERE o."courier" = k."courier") AS "total",
      GREATEST(0, COALESCE((SELECT r."remitted" FROM r WHERE r."courier" = k."courier"), 0) - COALESCE((SELECT SUM(d."net") FROM d WHERE d."courier" = k."courier"), 0)) AS "credit"
    FROM couriers k ORDER BY 1`;
  return rows
    .map((r) => ({ courier: r.courier, days0to30: n(r.b0), days31to60: n(r.b31), days61to90: n(r.b61), over90: n(r.b91), total: n(r.total), credit: n(r.credit) }))
    .filter((a) => a.total > 0 || a.credit > 0);
}

/** Months as SQL dates: the first day of `from` and the first day after `to`. */
function monthBounds(span: MonthSpan) {
  return { first: Prisma.sql`(${`${span.from}-01`}::date)`, after: Prisma.sql`((${`${span.to}-01`}::date + interval '1 month')::date)` };
}

/**
 * What the shop owes customers and has not paid yet, by when it became due: late payments
 * (PAID_NEEDS_REFUND) less what was refunded of them, and paid orders that were cancelled or came
 * back (online: ORDER_REFUND; cash on delivery: COD_REFUND) less their succeeded refunds. A refund
 * asked of a gateway and still PENDING is still owed.
 */
function payablesSql(span: MonthSpan): Prisma.Sql {
  const { first, after } = monthBounds(span);
  return Prisma.sql`
    WITH late AS (
      SELECT 'LATE_PAYMENT' AS "kind", o."id" AS "orderId", o."number" AS "orderNumber", COALESCE(p."verifiedAt", p."updatedAt") AS "dueSince",
        p."amount" - COALESCE((SELECT SUM(f."amount") FROM "Refund" f WHERE f."paymentId" = p."id" AND f."status"::text = 'SUCCEEDED'), 0) AS "amount"
      FROM "Payment" p JOIN "Order" o ON o."id" = p."orderId" WHERE p."status"::text = 'PAID_NEEDS_REFUND'
    ), held AS (
      SELECT CASE WHEN o."paymentMethod"::text = 'COD' THEN 'COD_REFUND' ELSE 'ORDER_REFUND' END AS "kind", o."id" AS "orderId", o."number" AS "orderNumber",
        COALESCE((SELECT MAX(e."at") FROM "OrderEvent" e WHERE e."orderId" = o."id" AND e."toStatus" = o."status"), o."updatedAt") AS "dueSince",
        o."netTotal" - COALESCE((SELECT SUM(f."amount") FROM "Refund" f WHERE f."orderId" = o."id" AND f."status"::text = 'SUCCEEDED'), 0) AS "amount"
      FROM "Order" o WHERE o."paymentStatus"::text = 'PAID' AND o."status"::text IN ('CANCELLED', 'RETURNED')
    ), due AS (SELECT * FROM late UNION ALL SELECT * FROM held)
    SELECT "kind", "orderId"::text AS "orderId", "orderNumber", "dueSince", "amount"::bigint AS "amount",
      to_char(${inDhaka(Prisma.sql`"dueSince"`)}, 'YYYY-MM') AS "month"
    FROM due WHERE "amount" > 0 AND "dueSince" >= ${dhakaMidnight(first)} AND "dueSince" < ${dhakaMidnight(after)}`;
}

export interface PayableTotals {
  month: string;
  /** Poisha still to give back, by kind. */
  latePayments: number;
  orderRefunds: number;
  codRefunds: number;
  total: number;
}

/** Refunds due by the Dhaka month they became due (months with any). */
export async function payableTotals(prisma: Db, span: MonthSpan): Promise<PayableTotals[]> {
  const rows = await prisma.$queryRaw<{ month: string; late: bigint | null; order: bigint | null; cod: bigint | null }[]>`
    SELECT p."month", SUM(p."amount") FILTER (WHERE p."kind" = 'LATE_PAYMENT') AS "late", SUM(p."amount") FILTER (WHERE p."kind" = 'ORDER_REFUND') AS "order",
      SUM(p."amount") FILTER (WHERE p."kind" = 'COD_REFUND') AS "cod"
    FROM (${payablesSql(span)}) p GROUP BY 1 ORDER BY 1 DESC`;
  return rows.map((r) => ({ month: r.month, latePayments: n(r.late), orderRefunds: n(r.order), codRefunds: n(r.cod), total: n(r.late) + n(r.order) + n(r.cod) }));
}

export type PayableKind = 'LATE_PAYMENT' | 'ORDER_REFUND' | 'COD_REFUND';

export interface PayableItem {
  kind: PayableKind;
  orderId: string;
  orderNumber: string;
  /** When it became due (the late payment's verification; the order's cancellation or return). */
  dueSince: Date;
  /** Poisha still to give back. */
  amount: number;
}

/** The refunds due that became due in a Dhaka month, oldest first. */
export async function payablesOfMonth(prisma: Db, month: string, limit: number): Promise<PayableItem[]> {
  const rows = await prisma.$queryRaw<(Omit<PayableItem, 'amount'> & { amount: bigint })[]>`
    SELECT p."kind", p."orderId", p."orderNumber", p."dueSince", p."amount" FROM (${payablesSql({ from: month, to: month })}) p
    ORDER BY p."dueSince", p."orderNumber" LIMIT ${limit}`;
  return rows.map((r) => ({ kind: r.kind, orderId: r.orderId, orderNumber: r.orderNumber, dueSince: r.dueSince, amount: n(r.amount) }));
}

export interface MonthShipment {
  id: string;
  cn: string;
  courier: string;
  orderNumber: string;
  deliveredAt: Date;
  collected: number;
  charge: number;
}

/** The parcels delivered in a Dhaka month (what its collected and charges add up), oldest first. */
export async function shipmentsOfMonth(prisma: Db, month: string, limit: number): Promise<MonthShipment[]> {
  const { first, after } = monthBounds({ from: month, to: month });
  const rows = await prisma.$queryRaw<{ id: string; cn: string; courier: string; orderNumber: string; deliveredAt: Date; collected: number; charge: number }[]>`
    SELECT s."id"::text AS "id", s."cn", s."courier", o."number" AS "orderNumber", s."deliveredAt", s."collectedAmount" AS "collected", s."deliveryCharge" AS "charge"
    FROM "Shipment" s JOIN "Order" o ON o."id" = s."orderId"
    WHERE s."deliveredAt" >= ${dhakaMidnight(first)} AND s."deliveredAt" < ${dhakaMidnight(after)}
    ORDER BY s."deliveredAt", s."cn" LIMIT ${limit}`;
  return rows.map((r) => ({ ...r, collected: n(r.collected), charge: n(r.charge) }));
}
