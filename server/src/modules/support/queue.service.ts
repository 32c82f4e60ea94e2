/**
 * The support desk's work queue: COD orders waiting for a phone confirmation, failed or abandoned
 * online payments and follow-ups that are due. Each kind of item comes from one source function
 * (QUEUE_SOURCES; parcels on hold will be one more). An agent claims an item (the claim's primary
 * key makes a second claim impossible), acts, and finishes it: it leaves the queue.
 */
import type { Context } from '../../context.ts';
import { formatTaka } from '../../shared/money.ts';
import { ValidationError } from '../../shared/errors.ts';
import { dueFollowUpsWhere } from './follow-ups.ts';
import { staffNames } from '../accounts/staff-names.ts';
import { QueueItemTakenError } from './support.errors.ts';

export const QUEUE_KINDS = ['COD_CONFIRMATION', 'FAILED_PAYMENT', 'FOLLOW_UP'] as const;
export type QueueKind = (typeof QUEUE_KINDS)[number];

export interface QueueItem {
  /** "<source>:<id>", stable while the item is in the queue. */
  key: string;
  kind: QueueKind;
  /** Since when it waits. */
  at: Date;
  title: string;
  detail: string;
  phone: string;
  customerId: string | null;
  orderId: string | null;
  orderNumber: string | null;
}

export interface ClaimedQueueItem extends QueueItem {
  claimedById: string | null;
  claimedByName: string | null;
}

type Db = Context['prisma'];
type QueueSource = (db: Db, now: Date, take: number) => Promise<QueueItem[]>;
/** How long a claim holds without the agent finishing; after that another agent may take the item. */
export const CLAIM_HOLD_MS = 30 * 60_000;
/** Abandoned online orders older than this no longer come to the queue. */
const ABANDONED_WINDOW_MS = 7 * 86_400_000;

const codConfirmations: QueueSource = async (db, _now, take) => {
  const orders = await db.order.findMany({
    where: { status: 'PLACED', paymentMethod: 'COD', supportCalls: { none: { outcome: { in: ['CONFIRMED', 'CANCELLED'] } } } },
    orderBy: { placedAt: 'asc' },
    take,
  });
  return orders.map((o) => ({
    key: `cod:${o.id}`,
    kind: 'COD_CONFIRMATION',
    at: o.placedAt,
    title: `Confirm cash-on-delivery order ${o.number}`,
    detail: `${o.name}, ${formatTaka(o.netTotal)}`,
    phone: o.phone,
    customerId: o.customerId,
    orderId: o.id,
    orderNumber: o.number,
  }));
};

const failedPayments: QueueSource = async (db, now, take) => {
  const orders = await db.order.findMany({
    where: {
      paymentStatus: 'UNPAID',
      paymentMethod: { not: 'COD' },
      OR: [
        { status: 'PENDING_PAYMENT', payments: { some: { status: { in: ['FAILED', 'CANCELLED'] } } } },
        { status: 'EXPIRED', placedAt: { gte: new Date(now.getTime() - ABANDONED_WINDOW_MS) } },
      ],
    },
    orderBy: { placedAt: 'asc' },
    take,
  });
  return orders.map((o) => ({
    key: `payment:${o.id}`,
    kind: 'FAILED_PAYMENT',
    at: o.placedAt,
    title: `${o.status === 'EXPIRED' ? 'Abandoned' : 'Failed'} online payment of ${o.number}`,
    detail: `${o.name}, ${formatTaka(o.netTotal)}`,
    phone: o.phone,
    customerId: o.customerId,
    orderId: o.id,
    orderNumber: o.number,
  }));
};

const followUps: QueueSource = async (db, now, take) => {
  const calls = await db.supportCall.findMany({
    where: dueFollowUpsWhere(now),
    include: { order: { select: { number: true } } },
    orderBy: { followUpOn: 'asc' },
    take,
  });
  return calls.map((c) => ({
    key: `followup:${c.id}`,
    kind: 'FOLLOW_UP',
    at: c.followUpOn!,
    title: `Call back ${c.phone}`,
    detail: [c.reason, c.notes].filter(Boolean).join(' — '),
    phone: c.phone,
    customerId: c.customerId,
    orderId: c.orderId,
    orderNumber: c.order?.number ?? null,
  }));
};

/** Every source of queue items. */
export const QUEUE_SOURCES: readonly QueueSource[] = [followUps, codConfirmations, failedPayments];

/** The queue now, oldest first within each kind (follow-ups first), without finished items. */
export async function supportQueue(db: Db, now = new Date(), take = 100): Promise<ClaimedQueueItem[]> {
  const items: QueueItem[] = [];
  for (const source of QUEUE_SOURCES) items.push(...(await source(db, now, take)));
  const claims = items.length ? await db.supportQueueClaim.findMany({ where: { itemKey: { in: items.map((i) => i.key) } } }) : [];
  const byKey = new Map(claims.map((c) => [c.itemKey, c]));
  const open = items.filter((i) => !byKey.get(i.key)?.doneAt);
  const names = await staffNames(db, claims.map((c) => c.agentId));
  return open.map((item) => {
    const claim = byKey.get(item.key);
    const holding = claim && claim.claimedAt.getTime() > now.getTime() - CLAIM_HOLD_MS ? claim : null;
    return { ...item, claimedById: holding?.agentId ?? null, claimedByName: holding ? (names.get(holding.agentId) ?? null) : null };
  });
}

/** How many items wait in the queue now. */
export async function queueSize(db: Db, now = new Date()): Promise<number> {
  return (await supportQueue(db, now, 500)).length;
}

/**
 * Claims a queue item for the viewer: a new claim row, or taking over a claim that lapsed. Two
 * agents claiming at once: the primary key (or the conditional update) lets one through; the other
 * gets QueueItemTakenError naming who has it.
 */
export async function claimQueueItem(ctx: Pick<Context, 'prisma' | 'viewer'>, key: string, now = new Date()): Promise<ClaimedQueueItem> {
  const agentId = ctx.viewer!.id;
  const item = (await supportQueue(ctx.prisma, now, 500)).find((i) => i.key === key);
  if (!item) throw new ValidationError([{ field: 'key', message: 'This item is no longer in the queue.' }]);
  const inserted = await ctx.prisma.$executeRaw`
    INSERT INTO "SupportQueueClaim" ("itemKey", "agentId", "claimedAt") VALUES (${key}, ${agentId}::uuid, ${now})
    ON CONFLICT ("itemKey") DO NOTHING`;
  if (inserted === 0) {
    const lapsed = new Date(now.getTime() - CLAIM_HOLD_MS);
    const taken = await ctx.prisma.$executeRaw`
      UPDATE "SupportQueueClaim" SET "agentId" = ${agentId}::uuid, "claimedAt" = ${now}
      WHERE "itemKey" = ${key} AND "doneAt" IS NULL AND ("agentId" = ${agentId}::uuid OR "claimedAt" < ${lapsed})`;
    if (taken === 0) {
      const claim = await ctx.prisma.supportQueueClaim.findUnique({ where: { itemKey: key }, include: { agent: { select: { name: true } } } });
      const who = claim?.agent.name || 'another agent';
      throw new QueueItemTakenError(
        claim?.doneAt ? `${who} already dealt with this item.` : `${who} is already working on this item.`,
        claim?.agent.name ?? null,
      );
    }
  }
  const name = (await ctx.prisma.user.findUnique({ where: { id: agentId }, select: { name: true } }))?.name ?? null;
  return { ...item, claimedById: agentId, claimedByName: name };
}

/** Marks the viewer's claim on the item done, so it leaves the queue; false when they hold no claim on it. */
export async function finishQueueItem(ctx: Pick<Context, 'prisma' | 'viewer'>, key: string, now = new Date()): Promise<boolean> {
  const done = await ctx.prisma.supportQueueClaim.updateMany({ where: { itemKey: key, agentId: ctx.viewer!.id, doneAt: null }, data: { doneAt: now } });
  return done.count > 0;
}
