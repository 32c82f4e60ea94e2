/**
 * The support desk's day: calls made, confirmations, coupons issued (for one agent or the team)
 * and the queue's size, against the previous period of the same length.
 */
import type { Context } from '../../context.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { queueSize } from './queue.service.ts';

export interface DeskFigures {
  callsMade: number;
  confirmations: number;
  couponsIssued: number;
}

/** The figures of [from, before), for one agent or (agentId null) everyone. */
export async function deskFigures(db: Context['prisma'], range: { from: Date; before: Date }, agentId: string | null): Promise<DeskFigures> {
  const calls: Prisma.SupportCallWhereInput = { startedAt: { gte: range.from, lt: range.before }, ...(agentId ? { agentId } : {}) };
  const callsMade = await db.supportCall.count({ where: calls });
  const confirmations = await db.supportCall.count({ where: { ...calls, outcome: 'CONFIRMED' } });
  const couponsIssued = await db.coupon.count({
    where: { issuedToId: { not: null }, createdAt: { gte: range.from, lt: range.before }, ...(agentId ? { createdById: agentId } : {}) },
  });
  return { callsMade, confirmations, couponsIssued };
}

export interface DeskDashboard {
  from: Date;
  before: Date;
  mine: DeskFigures;
  minePrevious: DeskFigures;
  team: DeskFigures;
  teamPrevious: DeskFigures;
  queueSize: number;
}

/** The viewer's and the team's figures of a period and of the equal period before it. */
export async function deskDashboard(db: Context['prisma'], agentId: string, range: { from: Date; before: Date }, now = new Date()): Promise<DeskDashboard> {
  const length = range.before.getTime() - range.from.getTime();
  const previous = { from: new Date(range.from.getTime() - length), before: range.from };
  return {
    ...range,
    mine: await deskFigures(db, range, agentId),
    minePrevious: await deskFigures(db, previous, agentId),
    team: await deskFigures(db, range, null),
    teamPrevious: await deskFigures(db, previous, null),
    queueSize: await queueSize(db, now),
  };
}
