/**
 * One customer's history for the support desk: orders, payments, calls, notes and coupons, newest
 * first. Each kind of event comes from one source function; a new kind (parcels, grants) is one
 * more function in TIMELINE_SOURCES. Staff names are read in one batched lookup at the end.
 */
import type { Context } from '../../context.ts';
import { formatTaka } from '../../shared/money.ts';
import { discountLabel } from '../coupons/coupons.schema.ts';
import { staffNames } from '../accounts/staff-names.ts';
import { statusLabel } from '../orders/order-state-machine.ts';

export const TIMELINE_KINDS = ['ORDER', 'ORDER_EVENT', 'PAYMENT', 'CALL', 'NOTE', 'COUPON_ISSUED', 'COUPON_REDEEMED'] as const;
export type TimelineKind = (typeof TIMELINE_KINDS)[number];

export interface TimelineEntry {
  kind: TimelineKind;
  at: Date;
  title: string;
  detail: string;
  /** The staff member who did it, when one did. */
  actorId: string | null;
  orderId: string | null;
  orderNumber: string | null;
}

export interface NamedTimelineEntry extends TimelineEntry {
  actorName: string | null;
}

type Db = Context['prisma'];
type Source = (db: Db, customerId: string, take: number) => Promise<TimelineEntry[]>;

const entry = (e: Partial<TimelineEntry> & Pick<TimelineEntry, 'kind' | 'at' | 'title'>): TimelineEntry => ({
  detail: '',
  actorId: null,
  orderId: null,
  orderNumber: null,
  ...e,
});

const orders: Source = async (db, customerId, take) => {
  const rows = await db.order.findMany({ where: { customerId }, orderBy: { placedAt: 'desc' }, take });
  return rows.map((o) =>
    entry({
      kind: 'ORDER',
      at: o.placedAt,
      title: `Order ${o.number} placed: ${formatTaka(o.netTotal)}, ${o.paymentMethod === 'COD' ? 'cash on delivery' : o.paymentMethod.toLowerCase()}`,
      detail: `Now ${statusLabel(o.status).toLowerCase()}, ${o.paymentStatus.toLowerCase()}`,
      orderId: o.id,
      orderNumber: o.number,
    }),
  );
};

const orderEvents: Source = async (db, customerId, take) => {
  const rows = await db.orderEvent.findMany({
    where: { order: { customerId }, type: { in: ['STATUS_CHANGED', 'NOTE'] } },
    include: { order: { select: { number: true } } },
    orderBy: [{ at: 'desc' }, { seq: 'desc' }],
    take,
  });
  return rows.map((e) =>
    entry({
      kind: 'ORDER_EVENT',
      at: e.at,
      title: e.type === 'NOTE' ? `Note on ${e.order.number}` : `${e.order.number}: ${e.toStatus ? statusLabel(e.toStatus) : e.type}`,
      detail: e.message,
      actorId: e.actorKind === 'STAFF' ? e.actorId : null,
      orderId: e.orderId,
      orderNumber: e.order.number,
    }),
  );
};

const payments: Source = async (db, customerId, take) => {
  const rows = await db.payment.findMany({
    where: { order: { customerId } },
    include: { order: { select: { number: true } } },
    orderBy: { updatedAt: 'desc' },
    take,
  });
  return rows.map((p) =>
    entry({
      kind: 'PAYMENT',
      at: p.updatedAt,
      title: `Payment of ${formatTaka(p.amount)} by ${p.method.toLowerCase()}: ${p.status.toLowerCase().replace(/_/g, ' ')}`,
      detail: p.failureReason ?? '',
      orderId: p.orderId,
      orderNumber: p.order.number,
    }),
  );
};

const calls: Source = async (db, customerId, take) => {
  const rows = await db.supportCall.findMany({
    where: { customerId },
    include: { order: { select: { number: true } } },
    orderBy: { startedAt: 'desc' },
    take,
  });
  return rows.map((c) =>
    entry({
      kind: 'CALL',
      at: c.startedAt,
      title: `${c.direction === 'INBOUND' ? 'Call from' : 'Call to'} ${c.phone}: ${c.outcome.toLowerCase().replace(/_/g, ' ')}`,
      detail: [c.reason, c.notes].filter(Boolean).join(' — '),
      actorId: c.agentId,
      orderId: c.orderId,
      orderNumber: c.order?.number ?? null,
    }),
  );
};

const notes: Source = async (db, customerId, take) => {
  const rows = await db.supportNote.findMany({ where: { customerId }, orderBy: { createdAt: 'desc' }, take });
  return rows.map((n) => entry({ kind: 'NOTE', at: n.createdAt, title: 'Note', detail: n.body, actorId: n.authorId }));
};

const couponsIssued: Source = async (db, customerId, take) => {
  const rows = await db.coupon.findMany({ where: { issuedToId: customerId }, orderBy: { createdAt: 'desc' }, take });
  return rows.map((c) =>
    entry({ kind: 'COUPON_ISSUED', at: c.createdAt, title: `Coupon ${c.code} issued: ${discountLabel(c)}`, detail: c.issueReason, actorId: c.createdById }),
  );
};

const couponsRedeemed: Source = async (db, customerId, take) => {
  const rows = await db.couponRedemption.findMany({
    where: { userId: customerId },
    include: { coupon: { select: { code: true } }, order: { select: { number: true } } },
    orderBy: { createdAt: 'desc' },
    take,
  });
  return rows.map((r) =>
    entry({
      kind: 'COUPON_REDEEMED',
      at: r.createdAt,
      title: `Coupon ${r.coupon.code} used${r.order ? ` on ${r.order.number}` : ''}: ${formatTaka(r.discount)} off`,
      orderId: r.orderId,
      orderNumber: r.order?.number ?? null,
    }),
  );
};

/** Every source of the timeline; each returns its newest `take` entries. */
export const TIMELINE_SOURCES: readonly Source[] = [orders, orderEvents, payments, calls, notes, couponsIssued, couponsRedeemed];

/** The customer's newest `limit` timeline entries, staff named in one lookup. */
export async function customerTimeline(db: Db, customerId: string, limit = 100): Promise<NamedTimelineEntry[]> {
  const lists = [];
  // One after another: a request shares one connection, and PGlite has only one.
  for (const source of TIMELINE_SOURCES) lists.push(await source(db, customerId, limit));
  const merged = lists
    .flat()
    .sort((a, b) => b.at.getTime() - a.at.getTime())
    .slice(0, limit);
  const names = await staffNames(db, merged.map((e) => e.actorId));
  return merged.map((e) => ({ ...e, actorName: e.actorId ? (names.get(e.actorId) ?? null) : null }));
}
