/**
 * The channels an order is sold through, as the shop report (/admin/report/shop) and the CHANNEL breakdown name them.
 * Every order carries its channel (`Order.channel`: ONLINE, or COUNTER for a sale at a shop counter).
 */
export const SALES_CHANNELS = ['ONLINE', 'COUNTER'] as const;
export type SalesChannel = (typeof SALES_CHANNELS)[number];
