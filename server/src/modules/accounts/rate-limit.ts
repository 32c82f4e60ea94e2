import type { PrismaClient } from '../../generated/prisma/client.ts';

/** A limit of `max` events per `windowMs` for one bucket (an account, an IP, a phone…). */
export interface RateLimit {
  max: number;
  windowMs: number;
}

export const SIGN_IN_LIMITS = {
  account: { max: 5, windowMs: 15 * 60_000 },
  ip: { max: 30, windowMs: 15 * 60_000 },
} satisfies Record<string, RateLimit>;

export const CODE_SEND_LIMITS = {
  phone: { max: 5, windowMs: 10 * 60_000 },
  ip: { max: 5, windowMs: 10 * 60_000 },
} satisfies Record<string, RateLimit>;

type Db = Pick<PrismaClient, 'rateLimitHit' | '$transaction'>;

/**
 * Counts one event against the bucket when it is within the limit and says whether it was. The
 * count and the insert run under a transaction-scoped advisory lock on the bucket, so concurrent
 * requests, in this or any other process sharing the database, cannot slip past the limit together.
 */
export async function consume(db: Db, bucket: string, limit: RateLimit, now = new Date()) {
  return db.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${bucket}))`;
    const count = await tx.rateLimitHit.count({
      where: { bucket, createdAt: { gt: new Date(now.getTime() - limit.windowMs) } },
    });
    if (count >= limit.max) return { allowed: false as const, retryAfterSeconds: Math.ceil(limit.windowMs / 1000) };
    const hit = await tx.rateLimitHit.create({ data: { bucket, createdAt: now } });
    return { allowed: true as const, hitId: hit.id };
  });
}

/** How many events the bucket holds within the window. */
export function countRecent(db: Pick<PrismaClient, 'rateLimitHit'>, bucket: string, limit: RateLimit, now = new Date()): Promise<number> {
  return db.rateLimitHit.count({ where: { bucket, createdAt: { gt: new Date(now.getTime() - limit.windowMs) } } });
}

/** Forgets the bucket's events (a successful sign-in clears the account's failures). */
export async function reset(db: Pick<PrismaClient, 'rateLimitHit'>, bucket: string): Promise<void> {
  await db.rateLimitHit.deleteMany({ where: { bucket } });
}

/** Takes back one consumed event (an attempt that turned out to succeed does not count against the IP). */
export async function release(db: Pick<PrismaClient, 'rateLimitHit'>, hitId: bigint): Promise<void> {
  await db.rateLimitHit.deleteMany({ where: { id: hitId } });
}
