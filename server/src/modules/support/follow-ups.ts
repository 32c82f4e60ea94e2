import type { Prisma } from '../../generated/prisma/client.ts';
import { dateColumn, dhakaDay } from './dhaka-days.ts';

/** Calls whose follow-up day has come (today in Dhaka or earlier) and that nobody followed up yet. */
export function dueFollowUpsWhere(now = new Date()): Prisma.SupportCallWhereInput {
  return { followUpOn: { lte: dateColumn(dhakaDay(now)) }, followUpDoneAt: null };
}
