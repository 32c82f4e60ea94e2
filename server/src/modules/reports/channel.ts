/**
 * Which channel an order was sold through, as SQL over `"Order" o`: the one place the shop report
 * (/admin/report/shop) and the CHANNEL breakdown read it.
 *
 * Today every order is placed online (the shop-counter orders of the fulfilment work are not here
 * yet), so the expression is the constant 'ONLINE'. When orders carry their own channel, this
 * becomes `o."channel"::text` and nothing else changes.
 */
import { Prisma } from '../../generated/prisma/client.ts';

export const SALES_CHANNELS = ['ONLINE', 'COUNTER'] as const;
export type SalesChannel = (typeof SALES_CHANNELS)[number];

/** The channel of the order aliased `o`, as text. */
export function orderChannelSql(): Prisma.Sql {
  return Prisma.sql`'ONLINE'::text`;
}
