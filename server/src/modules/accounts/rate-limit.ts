import type { PrismaClient } from '../../generated/prisma/client.ts';

/** A limit of `max` events per `windowMs` for one bucket (an IP, an IP and an account, a device, a phone…). */
export interface RateLimit {
  max: number;
  windowMs: number;
}

/**
 * A slowing limit: `freeAttempts` events within `windowMs` go through at once; after that each
 * further event must wait a delay after the previous one that doubles from `baseDelayMs` up to `maxDelayMs`.
 * Nobody is ever shut out for longer than `maxDelayMs`.
 */
export interface Backoff {
  freeAttempts: number;
  baseDelayMs: number;
  maxDelayMs: number;
  windowMs: number;
}

const FIFTEEN_MINUTES = 15 * 60_000;

export const SIGN_IN_LIMITS = {
  /** Failed sign-ins from one address, whatever the account (stops one attacker trying many accounts). */
  ip: { max: 30, windowMs: FIFTEEN_MINUTES },
  /** Failed sign-ins from one address to one account, for browsers this account has not signed in on. */
  ipAccount: { max: 10, windowMs: FIFTEEN_MINUTES },
  /** Failed sign-ins from one known device (its cookie skips the account's slowing, not this). */
  device: { max: 10, windowMs: FIFTEEN_MINUTES },
  /** Sign-ins to one account from browsers it has not signed in on: 5 at once, then 1 s, 2 s, 4 s … 60 s apart. */
  account: { freeAttempts: 5, baseDelayMs: 1_000, maxDelayMs: 60_000, windowMs: FIFTEEN_MINUTES },
} satisfies Record<string, RateLimit | Backoff>;

export const CODE_SEND_LIMITS = {
  phone: { max: 5, windowMs: 10 * 60_000 },
  ip: { max: 5, windowMs: 10 * 60_000 },
} satisfies Record<string, RateLimit>;

type Db = Pick<PrismaClient, 'rateLimitHit' | '$transaction'>;

export type Consumed = { allowed: true; hitId: bigint } | { allowed: false; retryAfterSeconds: number };

/**
 * Counts one event against the bucket when the rule lets it through now. The count and the insert run
 * under a transaction-scoped advisory lock on the bucket, so concurrent requests, in this or any other
 * process sharing the database, cannot slip past the limit together.
 */
async function consumeWith(
  db: Db,
  bucket: string,
  windowMs: number,
  now: Date,
  waitMs: (recent: { count: number; oldest: Date; newest: Date }) => number,
): Promise<Consumed> {
  return db.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${bucket}))`;
    const where = { bucket, createdAt: { gt: new Date(now.getTime() - windowMs) } };
    const recent = await tx.rateLimitHit.aggregate({ where, _count: { _all: true }, _min: { createdAt: true }, _max: { createdAt: true } });
    const count = recent._count._all;
    const wait = count === 0 ? 0 : waitMs({ count, oldest: recent._min.createdAt!, newest: recent._max.createdAt! });
    if (wait > 0) return { allowed: false as const, retryAfterSeconds: Math.max(1, Math.ceil(wait / 1000)) };
    const hit = await tx.rateLimitHit.create({ data: { bucket, createdAt: now } });
    return { allowed: true as const, hitId: hit.id };
  });
}

/** Counts one event when the bucket holds fewer than `limit.max` within the window; otherwise says how long until one expires. */
export function consume(db: Db, bucket: string, limit: RateLimit, now = new Date()): Promise<Consumed> {
  return consumeWith(db, bucket, limit.windowMs, now, ({ count, oldest }) =>
    count < limit.max ? 0 : oldest.getTime() + limit.windowMs - now.getTime(),
  );
}

/** The delay the backoff asks after the previous event when `count` events are within the window. */
export function backoffDelayMs(rule: Backoff, count: number): number {
  if (count < rule.freeAttempts) return 0;
  return Math.min(rule.baseDelayMs * 2 ** (count - rule.freeAttempts), rule.maxDelayMs);
}

/** Counts one event unless the backoff asks to wait longer after the previous one; then says how long. */
export function consumeWithBackoff(db: Db, bucket: string, rule: Backoff, now = new Date()): Promise<Consumed> {
  return consumeWith(db, bucket, rule.windowMs, now, ({ count, newest }) =>
    newest.getTime() + backoffDelayMs(rule, count) - now.getTime(),
  );
}

/** Forgets the bucket's events (a successful sign-in clears the account's failures). */
export async function reset(db: Pick<PrismaClient, 'rateLimitHit'>, bucket: string): Promise<void> {
  await db.rateLimitHit.deleteMany({ where: { bucket } });
}

/** Takes back one consumed event (an attempt that turned out to succeed does not count against the IP). */
export async function release(db: Pick<PrismaClient, 'rateLimitHit'>, hitId: bigint): Promise<void> {
  await db.rateLimitHit.deleteMany({ where: { id: hitId } });
}

/** "8 seconds", "1 minute", "15 minutes": a wait as a sentence says it. */
export function waitText(seconds: number): string {
  const [amount, unit] = seconds < 60 ? [seconds, 'second'] : [Math.ceil(seconds / 60), 'minute'];
  return `${amount} ${unit}${amount === 1 ? '' : 's'}`;
}
