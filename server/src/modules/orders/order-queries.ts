/** Read-side of orders: the staff list's filters and the figures by `source` and by product. */
import type { Context } from '../../context.ts';
import { Prisma, type OrderStatus, type PaymentMethod, type PaymentStatus } from '../../generated/prisma/client.ts';
import { likeLiteral } from '../../shared/like-pattern.ts';
import { asciiDigits } from '../../shared/phone.ts';
import { placedBetweenSql } from '../reports/report-time.ts';
import { SALE_STATUSES } from './orders.service.ts';

export interface AdminOrderFilter {
  statuses?: readonly OrderStatus[] | null;
  paymentMethods?: readonly PaymentMethod[] | null;
  paymentStatuses?: readonly PaymentStatus[] | null;
  placedFrom?: Date | null;
  placedBefore?: Date | null;
  /** Section slug: orders with a line of that section or one of its sub-sections. */
  section?: string | null;
  source?: string | null;
  /** Orders with an ebook or course (directly or in a bundle is not counted here). */
  digital?: boolean | null;
  /** Order number, phone or name fragment. */
  search?: string | null;
}

/** The Prisma filter of the staff order list. */
export async function adminOrderWhere(prisma: Context['prisma'], filter: AdminOrderFilter | null | undefined): Promise<Prisma.OrderWhereInput> {
  const and: Prisma.OrderWhereInput[] = [];
  if (filter?.statuses?.length) and.push({ status: { in: [...filter.statuses] } });
  if (filter?.paymentMethods?.length) and.push({ paymentMethod: { in: [...filter.paymentMethods] } });
  if (filter?.paymentStatuses?.length) and.push({ paymentStatus: { in: [...filter.paymentStatuses] } });
  if (filter?.placedFrom) and.push({ placedAt: { gte: filter.placedFrom } });
  if (filter?.placedBefore) and.push({ placedAt: { lt: filter.placedBefore } });
  if (filter?.source) and.push({ lines: { some: { source: filter.source } } });
  if (filter?.digital === true) and.push({ lines: { some: { kind: { in: ['EBOOK', 'CONTENT'] } } } });
  if (filter?.digital === false) and.push({ lines: { none: { kind: { in: ['EBOOK', 'CONTENT'] } } } });
  if (filter?.section) {
    const sections = await prisma.section.findMany({ select: { id: true, parentId: true, slug: true } });
    const root = sections.find((s) => s.slug === filter.section);
    const ids = new Set(root ? [root.id] : []);
    for (let grew = true; grew; ) {
      grew = false;
      for (const s of sections) if (s.parentId && ids.has(s.parentId) && !ids.has(s.id)) (ids.add(s.id), (grew = true));
    }
    and.push({ lines: { some: { sectionId: { in: [...ids] } } } });
  }
  const term = filter?.search?.trim();
  if (term) {
    and.push({
      OR: [
        { number: { contains: likeLiteral(term), mode: 'insensitive' } },
        { phone: { contains: asciiDigits(term).replace(/\D/g, '') || likeLiteral(term) } },
        { name: { contains: likeLiteral(term), mode: 'insensitive' } },
      ],
    });
  }
  return and.length ? { AND: and } : {};
}

export interface SourceFigures {
  source: string;
  orders: number;
  units: number;
  /** Poisha: the lines' totals (before the order's discount and delivery). */
  revenue: number;
}

/** Orders, units and line revenue by the `source` of the add-to-cart, over sales (placed and not undone). */
export async function salesBySource(prisma: Context['prisma'], range: { from?: Date | null; before?: Date | null } = {}): Promise<SourceFigures[]> {
  const rows = await prisma.$queryRaw<{ source: string; orders: bigint; units: bigint; revenue: bigint }[]>`
    SELECT l."source", COUNT(DISTINCT o."id") AS "orders", SUM(l."quantity") AS "units", SUM(l."lineTotal") AS "revenue"
    FROM "OrderLine" l JOIN "Order" o ON o."id" = l."orderId"
    WHERE o."status"::text IN (${Prisma.join([...SALE_STATUSES])})
      ${placedBetweenSql(range.from, range.before)}
    GROUP BY l."source" ORDER BY SUM(l."lineTotal") DESC, l."source"`;
  return rows.map((r) => ({ source: r.source, orders: Number(r.orders), units: Number(r.units), revenue: Number(r.revenue) }));
}

/** One product's sales from order lines (placed and not undone): units, line revenue, orders. */
export async function productSalesFromOrders(prisma: Context['prisma'], productId: string) {
  const [row] = await prisma.$queryRaw<{ orders: bigint; units: bigint | null; revenue: bigint | null }[]>`
    SELECT COUNT(DISTINCT l."orderId") AS "orders", SUM(l."quantity") AS "units", SUM(l."lineTotal") AS "revenue"
    FROM "OrderLine" l JOIN "Order" o ON o."id" = l."orderId"
    WHERE l."productId" = ${productId}::uuid AND o."status"::text IN (${Prisma.join([...SALE_STATUSES])})`;
  return { unitsSold: Number(row?.units ?? 0), revenue: Number(row?.revenue ?? 0), orders: Number(row?.orders ?? 0) };
}
