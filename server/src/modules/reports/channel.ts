/**
 * Which channel an order was sold through, as SQL over `"Order" o`: the one place the shop report
 * (/admin/report/shop) and the CHANNEL breakdown read it.
 * Every order carries its channel (`Order.channel`: ONLINE, or COUNTER for a sale at a shop counter).
 */
import { Prisma } from '../../generated/prisma/client.ts';

export const SALES_CHANNELS = ['ONLINE', 'COUNTER'] as const;
export type SalesChannel = (typeof SALES_CHANNELS)[number];

/** The channel of the order aliased `o`, as text. */
export function orderChannelSql(): Prisma.Sql {
  return Prisma.sql`o."channel"::text`;
}
