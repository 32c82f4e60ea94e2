/** The public tracking page of a parcel: what anyone holding its consignment id may see (no name, no address, a masked phone). */
import type { Context } from '../../context.ts';
import type { PrismaClient, ShipmentEvent, ShipmentStatus } from '../../generated/prisma/client.ts';
import { NotFoundError } from '../../shared/errors.ts';
import { TooManyAttemptsError } from '../accounts/errors.ts';
import { consume, waitText, type RateLimit } from '../accounts/rate-limit.ts';
import { COURIER_LABELS, type CourierCode } from './couriers/types.ts';
import { CN_PATTERN } from './tracking-links.ts';

/** Lookups of tracking pages from one address (guessing consignment ids is slow). */
export const TRACKING_LIMIT: RateLimit = { max: 60, windowMs: 10 * 60_000 };

export interface ParcelTracking {
  cn: string;
  trackingCode: string;
  courier: string;
  status: ShipmentStatus;
  /** The courier's own status (its in-between states are shown in plain words). */
  courierStatus: string;
  expectedDeliveryAt: Date | null;
  deliveredAt: Date | null;
  maskedPhone: string;
  events: ShipmentEvent[];
}

/** "017•••••678": enough for the customer to recognise their number, not enough for anyone else to use it. */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length < 7) return '•'.repeat(digits.length);
  return `${digits.slice(0, 3)}${'•'.repeat(digits.length - 6)}${digits.slice(-3)}`;
}

/** The rate-limit bucket of tracking lookups from one address: the GraphQL query and the HTML page share it. */
export const trackingBucket = (ip: string) => `tracking:ip:${ip}`;

/** What the page of a path answers: true/false (exists or not, 200/404), or past the tracking limit, when to come back (429). */
export type TrackingPageAnswer = boolean | { retryAfterSeconds: number };

/**
 * For the SPA's status: false for /tracking/{cn} of an unknown or malformed consignment id, true for any
 * other path. A /tracking/ page is a lookup like the GraphQL query's (its status says whether the
 * parcel exists), so it counts against the same limit of the client's address and, past it, answers
 * only when to come back, for a known parcel as for an unknown one.
 */
export async function trackingPageExists(prisma: Pick<PrismaClient, 'shipment' | 'rateLimitHit' | '$transaction'>, pathname: string, ip: string, now: Date): Promise<TrackingPageAnswer> {
  const match = /^\/tracking\/([^/]*)\/?$/i.exec(pathname);
  if (!match) return true;
  const limit = await consume(prisma, trackingBucket(ip), TRACKING_LIMIT, now);
  if (!limit.allowed) return { retryAfterSeconds: limit.retryAfterSeconds };
  let cn: string;
  try {
    cn = decodeURIComponent(match[1]!);
  } catch {
    return false;
  }
  if (!CN_PATTERN.test(cn)) return false;
  return (await prisma.shipment.count({ where: { cn } })) > 0;
}

/** The parcel's public view; NotFoundError for an unknown or malformed id, TooManyAttemptsError past the limit. */
export async function parcelTracking(ctx: Pick<Context, 'prisma' | 'remote' | 'services'>, cn: string): Promise<ParcelTracking> {
  const limit = await consume(ctx.prisma, trackingBucket(ctx.remote.ip), TRACKING_LIMIT, ctx.services.clock.now());
  if (!limit.allowed) {
    throw new TooManyAttemptsError(limit.retryAfterSeconds, `Too many tracking lookups. Try again in ${waitText(limit.retryAfterSeconds)}.`, 'TRACKING_LOOKUPS');
  }
  const notFound = new NotFoundError('Parcel', 'There is no parcel with this tracking number. Check the number in your text message.');
  if (!CN_PATTERN.test(cn)) throw notFound;
  const shipment = await ctx.prisma.shipment.findUnique({
    where: { cn },
    include: { order: { select: { phone: true } }, events: { orderBy: { seq: 'asc' } } },
  });
  if (!shipment) throw notFound;
  return {
    cn: shipment.cn,
    trackingCode: shipment.trackingCode,
    courier: COURIER_LABELS[shipment.courier as CourierCode] ?? shipment.courier,
    status: shipment.status,
    courierStatus: shipment.courierStatus,
    expectedDeliveryAt: shipment.deliveredAt ? null : shipment.expectedDeliveryAt,
    deliveredAt: shipment.deliveredAt,
    maskedPhone: maskPhone(shipment.order.phone),
    events: shipment.events,
  };
}
