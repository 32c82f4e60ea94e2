import type { Config } from '../../../config.ts';
import type { PrismaClient } from '../../../generated/prisma/client.ts';
import { SandboxCourier } from './sandbox.ts';
import { SteadfastCourier } from './steadfast.ts';
import type { Courier, CourierCode } from './types.ts';

/** The couriers this shop works with: the one new parcels go to, and each one by code (for webhooks and sync). */
export interface Couriers {
  readonly active: CourierCode;
  /** Steadfast's webhook bearer token, when Steadfast is configured. */
  readonly steadfastWebhookToken: string | null;
  /** How often a live parcel's status is asked of its courier. */
  readonly syncSeconds: number;
  /** The courier of `code` on this database, or null when it is not configured. */
  get(code: string, prisma: PrismaClient): Courier | null;
}

/** The couriers the configuration names (the sandbox always; Steadfast when its credentials are set). */
export function createCouriers(config: Config['shipping'], options: { steadfastFetch?: typeof fetch } = {}): Couriers {
  const steadfast = config.steadfast ? new SteadfastCourier({ ...config.steadfast, fetch: options.steadfastFetch }) : null;
  return {
    active: config.courier === 'steadfast' && steadfast ? 'steadfast' : 'sandbox',
    steadfastWebhookToken: config.steadfast?.webhookToken ?? null,
    syncSeconds: config.syncSeconds,
    get: (code, prisma) => (code === 'sandbox' ? new SandboxCourier(prisma) : code === 'steadfast' ? steadfast : null),
  };
}
