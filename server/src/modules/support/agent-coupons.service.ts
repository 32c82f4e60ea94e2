/**
 * Coupons agents issue to one customer from the support desk, within the limits an admin set for
 * each agent (per Dhaka day, highest percent, highest amount), and their statistics.
 */
import { z } from 'zod';
import type { Context } from '../../context.ts';
import { Prisma, type AgentCouponLimit, type Coupon } from '../../generated/prisma/client.ts';
import { NotFoundError } from '../../shared/errors.ts';
import { formatTaka } from '../../shared/money.ts';
import { parseInput } from '../../shared/validation.ts';
import { recordAudit } from '../accounts/audit.ts';
import { randomCodePart } from '../coupons/coupon-batches.service.ts';
import { actingRole } from '../coupons/coupons.service.ts';
import { notifyCustomer, SALE_STATUSES } from '../orders/orders.service.ts';
import { couponDiscountText } from '../coupons/coupon-discount-text.ts';
import { translate } from '../../i18n/translate.ts';
import { formatDate } from '../../shared/i18n/format.ts';
import { customerIdOf, type SupportCtx } from './customers.service.ts';
import { dhakaDayRange } from './dhaka-days.ts';
import { CouponLimitError, CouponRecipientError } from './support.errors.ts';

const DAY_MS = 86_400_000;
/** 10,000 Taka: far above any support coupon. */
const MAX_FIXED = 1_000_000;

const limitSchema = z.object({
  maxPerDay: z.number().int().min(0, 'The daily number cannot be negative').max(1000, 'At most 1,000 a day'),
  maxPercent: z.number().int().min(0, 'The percent cannot be negative').max(100, 'A percentage cannot be more than 100'),
  maxFixed: z.number().int().min(0, 'The amount cannot be negative').max(MAX_FIXED, 'At most ৳10,000'),
});

/** Sets what an agent may issue (coupons.manage). */
export async function setAgentCouponLimit(
  ctx: Pick<Context, 'prisma' | 'viewer' | 'remote'>,
  input: { agentId: unknown } & Record<string, unknown>,
): Promise<AgentCouponLimit> {
  const agentId = await customerIdOf(ctx.prisma, input.agentId).catch(() => {
    throw new NotFoundError('User', 'No such agent.');
  });
  const limits = parseInput(limitSchema, input);
  const row = await ctx.prisma.agentCouponLimit.upsert({
    where: { agentId },
    create: { agentId, ...limits, updatedById: ctx.viewer!.id },
    update: { ...limits, updatedById: ctx.viewer!.id },
  });
  await recordAudit(ctx, { action: 'support.coupon_limit_set', targetType: 'User', targetId: agentId, details: { ...limits } });
  return row;
}

/** What the viewer may issue today, for the issue form to show before they type. */
export interface CouponAllowance {
  /** Coupon managers (coupons.manage) issue without limits. */
  unlimited: boolean;
  /** False: no limit row yet, an agent may issue nothing until an admin sets one. */
  configured: boolean;
  maxPerDay: number;
  maxPercent: number;
  /** Poisha. */
  maxFixed: number;
  issuedToday: number;
  /** How many more today (null when unlimited). */
  remainingToday: number | null;
}

/** The viewer's limits and today's count (the same Dhaka day and count issueCustomerCoupon checks). */
export async function couponAllowance(ctx: Pick<Context, 'prisma' | 'viewer'>, now = new Date()): Promise<CouponAllowance> {
  const agentId = ctx.viewer!.id;
  const unlimited = ctx.viewer!.permissions.has('coupons.manage');
  const [limit, issuedToday] = await Promise.all([
    ctx.prisma.agentCouponLimit.findUnique({ where: { agentId } }),
    issuedSince(ctx.prisma, agentId, dhakaDayRange(now).from),
  ]);
  return {
    unlimited,
    configured: limit !== null,
    maxPerDay: limit?.maxPerDay ?? 0,
    maxPercent: limit?.maxPercent ?? 0,
    maxFixed: limit?.maxFixed ?? 0,
    issuedToday,
    remainingToday: unlimited ? null : Math.max(0, (limit?.maxPerDay ?? 0) - issuedToday),
  };
}

const issueSchema = z
  .object({
    discountType: z.enum(['PERCENT', 'FIXED'], { error: 'Choose percent or fixed amount' }),
    value: z.number().int('Enter a whole number').min(1, 'The discount must be more than zero'),
    reason: z.string().trim().min(1, 'Say why the customer gets it').max(200, 'Keep the reason under 200 characters'),
    validDays: z.number().int().min(1, 'Valid for at least a day').max(90, 'Valid for at most 90 days').nullish(),
  })
  .superRefine((input, issue) => {
    if (input.discountType === 'PERCENT' && input.value > 100) issue.addIssue({ code: 'custom', path: ['value'], message: 'A percentage cannot be more than 100' });
  });

/** Coupons the agent issued to customers since `from`. */
function issuedSince(db: Pick<Prisma.TransactionClient, 'coupon'>, agentId: string, from: Date) {
  return db.coupon.count({ where: { createdById: agentId, issuedToId: { not: null }, createdAt: { gte: from } } });
}

/**
 * Refuses a recipient who is not a customer: the issuer themselves, or any account holding a role
 * with a permission (staff). Read in the issuing transaction, before anything is written.
 */
async function requireCustomerRecipient(tx: Prisma.TransactionClient, issuerId: string, customerId: string): Promise<void> {
  if (customerId === issuerId) throw new CouponRecipientError('You cannot issue a support coupon to yourself.');
  const staff = await tx.user.count({ where: { id: customerId, roles: { some: { role: { permissions: { some: {} } } } } } });
  if (staff > 0) throw new CouponRecipientError('Support coupons are for customers: this is a staff account.');
}

/**
 * Issues a single-use coupon only `customerId` may use, and texts it to them. Only customers get
 * one: never the issuer, never a staff account (CouponRecipientError). Agents stay within
 * their limits: the limit row is locked for the count and the insert, so two coupons issued at
 * once cannot pass the daily number together. Staff who manage coupons have no limits.
 */
export async function issueCustomerCoupon(
  ctx: SupportCtx,
  input: { customerId: unknown } & Record<string, unknown>,
  now = new Date(),
): Promise<Coupon> {
  const customerId = await customerIdOf(ctx.prisma, input.customerId);
  const terms = parseInput(issueSchema, input);
  const agentId = ctx.viewer!.id;
  const unlimited = ctx.viewer!.permissions.has('coupons.manage');
  const coupon = await ctx.prisma.$transaction(async (tx) => {
    await requireCustomerRecipient(tx, agentId, customerId);
    let maxDiscount: number | null = null;
    if (!unlimited) {
      const [limit] = await tx.$queryRaw<AgentCouponLimit[]>`
        SELECT * FROM "AgentCouponLimit" WHERE "agentId" = ${agentId}::uuid FOR UPDATE`;
      if (!limit) throw new CouponLimitError('No coupon limits are set for you yet: ask an admin.');
      if (terms.discountType === 'PERCENT' && terms.value > limit.maxPercent) {
        throw new CouponLimitError(`You may give at most ${limit.maxPercent}% off.`);
      }
      if (terms.discountType === 'FIXED' && terms.value > limit.maxFixed) {
        throw new CouponLimitError(`You may give at most ${formatTaka(limit.maxFixed)} off.`);
      }
      if ((await issuedSince(tx, agentId, dhakaDayRange(now).from)) >= limit.maxPerDay) {
        throw new CouponLimitError(`You have issued your ${limit.maxPerDay} coupons for today.`);
      }
      if (terms.discountType === 'PERCENT' && limit.maxFixed > 0) maxDiscount = limit.maxFixed;
    }
    return tx.coupon.create({
      data: {
        code: `CX-${randomCodePart()}`,
        description: `Support coupon: ${terms.reason}`,
        discountType: terms.discountType,
        value: terms.value,
        maxDiscount,
        usageLimit: 1,
        perUserLimit: 1,
        startsAt: now,
        endsAt: new Date(now.getTime() + (terms.validDays ?? 30) * DAY_MS),
        createdById: agentId,
        createdByRole: actingRole(ctx.viewer),
        issuedToId: customerId,
        issueReason: terms.reason,
      },
    });
  });
  await recordAudit(ctx, { action: 'coupons.created', targetType: 'Coupon', targetId: coupon.id, details: { code: coupon.code, issuedTo: customerId } });
  const customer = await ctx.prisma.user.findUniqueOrThrow({ where: { id: customerId }, select: { phone: true } });
  if (customer.phone) {
    await notifyCustomer(ctx, customer.phone, (locale) =>
      translate(locale, 'sms.coupon.issued', { code: coupon.code, discount: couponDiscountText(coupon, locale), date: formatDate(coupon.endsAt!, locale) }),
      { customerId },
    );
  }
  return coupon;
}

export const COUPON_STAT_GROUPS = ['AGENT', 'REASON', 'WEEK'] as const;
export type CouponStatGroup = (typeof COUPON_STAT_GROUPS)[number];

export interface CouponStatRow {
  key: string;
  label: string;
  issued: number;
  redeemed: number;
  discountGiven: number;
  revenue: number;
}

/** The week's Monday in Dhaka time, whatever the database session's zone ("createdAt" holds UTC). */
const WEEK = Prisma.sql`to_char(date_trunc('week', (c."createdAt" AT TIME ZONE 'UTC') AT TIME ZONE 'Asia/Dhaka'), 'YYYY-MM-DD')`;
const GROUP_KEYS: Record<CouponStatGroup, { key: Prisma.Sql; label: Prisma.Sql }> = {
  AGENT: { key: Prisma.sql`coalesce(c."createdById"::text, '')`, label: Prisma.sql`coalesce(max(u."name"), 'Former staff')` },
  REASON: { key: Prisma.sql`c."issueReason"`, label: Prisma.sql`c."issueReason"` },
  WEEK: { key: WEEK, label: WEEK },
};

/**
 * Support coupons issued in [from, before), grouped by agent, reason or Dhaka week: how many were
 * issued and redeemed, the discount given and the net total of the sales that used them. One SQL aggregate.
 */
export async function couponStats(
  db: Context['prisma'],
  { groupBy, from, before, agentId }: { groupBy: CouponStatGroup; from: Date; before: Date; agentId?: string | null },
): Promise<CouponStatRow[]> {
  const { key, label } = GROUP_KEYS[groupBy];
  const rows = await db.$queryRaw<{ key: string; label: string; issued: number; redeemed: number; discount: number; revenue: number }[]>`
    SELECT ${key} AS "key", ${label} AS "label",
      count(DISTINCT c."id")::int AS "issued",
      count(DISTINCT r."couponId")::int AS "redeemed",
      coalesce(sum(r."discount"), 0)::int AS "discount",
      coalesce(sum(o."netTotal") FILTER (WHERE o."status"::text IN (${Prisma.join([...SALE_STATUSES])})), 0)::int AS "revenue"
    FROM "Coupon" c
    LEFT JOIN "User" u ON u."id" = c."createdById"
    LEFT JOIN "CouponRedemption" r ON r."couponId" = c."id"
    LEFT JOIN "Order" o ON o."id" = r."orderId"
    WHERE c."issuedToId" IS NOT NULL AND c."createdAt" >= ${from} AND c."createdAt" < ${before}
      ${agentId ? Prisma.sql`AND c."createdById" = ${agentId}::uuid` : Prisma.empty}
    GROUP BY 1 ${groupBy === 'AGENT' ? Prisma.empty : Prisma.sql`, 2`}
    ORDER BY 1`;
  return rows.map((r) => ({ key: r.key, label: r.label, issued: r.issued, redeemed: r.redeemed, discountGiven: r.discount, revenue: r.revenue }));
}
