/**
 * Dhaka time in SQL. "placedAt" and the other DateTime columns are timestamps without zone that hold
 * UTC (how Prisma stores DateTime); these fragments convert explicitly, so neither the server's nor
 * the database session's time zone can move a day's cut.
 */
import { Prisma } from '../../generated/prisma/client.ts';

export const SHOP_TIME_ZONE = 'Asia/Dhaka';
const zone = Prisma.raw(`'${SHOP_TIME_ZONE}'`);

/** The UTC instant (zone-less, like "placedAt") of the Dhaka midnight that starts `day` (an SQL date). */
export const dhakaMidnight = (day: Prisma.Sql) => Prisma.sql`((${day})::timestamp AT TIME ZONE ${zone} AT TIME ZONE 'UTC')`;

/** `AND o."placedAt" >= from AND o."placedAt" < before` for instants, compared in UTC whatever the session's zone. */
export function placedBetweenSql(from?: Date | null, before?: Date | null): Prisma.Sql {
  const at = (d: Date) => Prisma.sql`(${d.toISOString()}::timestamptz AT TIME ZONE 'UTC')`;
  return Prisma.sql`${from ? Prisma.sql`AND o."placedAt" >= ${at(from)}` : Prisma.empty} ${before ? Prisma.sql`AND o."placedAt" < ${at(before)}` : Prisma.empty}`;
}
