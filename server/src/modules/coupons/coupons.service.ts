/**
 * Coupons: staff create, edit and deactivate them; carts check them (coupon-rules.ts); orders
 * count a use with `redeemCoupon` inside the order's transaction.
 */
import { z } from 'zod';
import type { Context } from '../../context.ts';
import { Prisma, ProductKind, type Coupon, type PrismaClient } from '../../generated/prisma/client.ts';
import { NotFoundError, ValidationError } from '../../shared/errors.ts';
import { parseInput } from '../../shared/validation.ts';
import { recordAudit } from '../accounts/audit.ts';
import { localId } from '../../graphql/global-ids.ts';
import { widenSections, type CouponTerms } from './coupon-rules.ts';
import { CouponInvalidError } from './coupons.errors.ts';

export type Db = PrismaClient | Prisma.TransactionClient;
export type StaffCtx = Pick<Context, 'prisma' | 'viewer' | 'remote'>;

/** Codes are compared and stored upper case (case-insensitive uniqueness). */
export function normalizeCode(code: string): string {
  return code.trim().toUpperCase();
}

export const COUPON_CODE = /^[A-Z0-9][A-Z0-9_-]{2,39}$/;
/** 10 million Taka: far above any real price, far below integer trouble. */
const MAX_MONEY = 1_000_000_000;

/** The role a staff member acts in, recorded with what they create (admin wins over agent). */
export function actingRole(viewer: Context['viewer']): string {
  if (!viewer) return '';
  for (const key of ['admin', 'agent']) if (viewer.roles.includes(key)) return key;
  return viewer.roles[0] ?? '';
}

const money = (label: string) =>
  z.number({ error: `${label} must be a whole number of poisha` }).int(`${label} must be a whole number of poisha`).max(MAX_MONEY, `${label} is too large`);

/** The rules a coupon (or every code of a batch) carries. */
export const couponRulesSchema = z
  .object({
    description: z.string().trim().max(500, 'Keep the description under 500 characters').default(''),
    discountType: z.enum(['PERCENT', 'FIXED'], { error: 'Choose percent or fixed amount' }),
    value: money('The discount').min(1, 'The discount must be more than zero'),
    maxDiscount: money('The maximum discount').min(1, 'The maximum discount must be more than zero').nullish().transform((v) => v ?? null),
    minOrder: money('The minimum order').min(0, 'The minimum order cannot be negative').nullish().transform((v) => v ?? 0),
    startsAt: z.date().nullish().transform((v) => v ?? null),
    endsAt: z.date().nullish().transform((v) => v ?? null),
    usageLimit: z.number().int().min(1, 'The usage limit must be at least 1').nullish().transform((v) => v ?? null),
    perUserLimit: z.number().int().min(1, 'The per-customer limit must be at least 1').nullish().transform((v) => v ?? null),
    kinds: z.array(z.enum(ProductKind)).nullish().transform((v) => [...new Set(v ?? [])]),
    sectionIds: z.array(z.string()).max(50, 'Choose at most 50 sections').nullish().transform((v) => v ?? []),
    active: z.boolean().nullish().transform((v) => v ?? true),
  })
  .superRefine((rules, issue) => {
    if (rules.discountType === 'PERCENT' && rules.value > 100) {
      issue.addIssue({ code: 'custom', path: ['value'], message: 'A percentage cannot be more than 100' });
    }
    if (rules.startsAt && rules.endsAt && rules.endsAt <= rules.startsAt) {
      issue.addIssue({ code: 'custom', path: ['endsAt'], message: 'The end must be after the start' });
    }
  });
export type CouponRules = z.output<typeof couponRulesSchema>;
export type CouponRulesInput = z.input<typeof couponRulesSchema>;

const codeSchema = z
  .string({ error: 'Enter a code' })
  .transform(normalizeCode)
  .pipe(z.string().regex(COUPON_CODE, 'Use 3 to 40 letters, digits, - or _, starting with a letter or digit'));

/** Section ids (global or bare) that exist; ValidationError otherwise. */
export async function resolveSections(db: Db, ids: readonly string[]): Promise<string[]> {
  const local = ids.map((id) => localId(id, ['Section']));
  const unique = [...new Set(local.map((l) => l?.id).filter((id): id is string => !!id))];
  const found = unique.length ? await db.section.count({ where: { id: { in: unique } } }) : 0;
  if (local.some((l) => l === null) || found !== unique.length) {
    throw new ValidationError([{ field: 'sectionIds', message: 'One of the sections does not exist' }]);
  }
  return unique;
}

/** Turns a unique violation on the code into a field message. */
function duplicateCode(error: unknown): ValidationError | null {
  if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') {
    return new ValidationError([{ field: 'code', message: 'A coupon with this code already exists' }]);
  }
  return null;
}

function ruleData(rules: CouponRules) {
  const { sectionIds: _sections, ...data } = rules;
  return data;
}

/** Creates one coupon (coupons.manage). */
export async function createCoupon(ctx: StaffCtx, input: { code: unknown } & Record<string, unknown>): Promise<Coupon> {
  const { code, ...rules } = parseInput(z.object({ code: codeSchema }).and(couponRulesSchema), input);
  const sectionIds = await resolveSections(ctx.prisma, rules.sectionIds);
  try {
    const coupon = await ctx.prisma.coupon.create({
      data: {
        ...ruleData(rules),
        code,
        createdById: ctx.viewer?.id ?? null,
        createdByRole: actingRole(ctx.viewer),
        sections: { create: sectionIds.map((sectionId) => ({ sectionId })) },
      },
    });
    await recordAudit(ctx, { action: 'coupons.created', targetType: 'Coupon', targetId: coupon.id, details: { code } });
    return coupon;
  } catch (error) {
    throw duplicateCode(error) ?? error;
  }
}

export function couponIdOf(value: unknown): string {
  const local = localId(value, ['Coupon']);
  if (!local) throw new NotFoundError('Coupon', 'No such coupon.');
  return local.id;
}

/** Changes a coupon: fields left out keep their value, null clears an optional one (coupons.manage). */
export async function updateCoupon(ctx: StaffCtx, input: { id: unknown } & Record<string, unknown>): Promise<Coupon> {
  const id = couponIdOf(input.id);
  const existing = await ctx.prisma.coupon.findUnique({ where: { id }, include: { sections: true } });
  if (!existing) throw new NotFoundError('Coupon', 'No such coupon.');
  const pick = (key: string, current: unknown, nullable: boolean) =>
    input[key] === undefined || (input[key] === null && !nullable) ? current : input[key];
  const merged = {
    code: pick('code', existing.code, false),
    description: pick('description', existing.description, false),
    discountType: pick('discountType', existing.discountType, false),
    value: pick('value', existing.value, false),
    maxDiscount: pick('maxDiscount', existing.maxDiscount, true),
    minOrder: pick('minOrder', existing.minOrder, true),
    startsAt: pick('startsAt', existing.startsAt, true),
    endsAt: pick('endsAt', existing.endsAt, true),
    usageLimit: pick('usageLimit', existing.usageLimit, true),
    perUserLimit: pick('perUserLimit', existing.perUserLimit, true),
    kinds: pick('kinds', existing.kinds, true),
    sectionIds: pick('sectionIds', existing.sections.map((s) => s.sectionId), true),
    active: pick('active', existing.active, false),
  };
  const { code, ...rules } = parseInput(z.object({ code: codeSchema }).and(couponRulesSchema), merged);
  const sectionIds = await resolveSections(ctx.prisma, rules.sectionIds);
  try {
    const coupon = await ctx.prisma.$transaction(async (tx) => {
      await tx.couponSection.deleteMany({ where: { couponId: id } });
      if (sectionIds.length) await tx.couponSection.createMany({ data: sectionIds.map((sectionId) => ({ couponId: id, sectionId })) });
      return tx.coupon.update({ where: { id }, data: { ...ruleData(rules), code } });
    });
    await recordAudit(ctx, {
      action: 'coupons.updated',
      targetType: 'Coupon',
      targetId: id,
      details: { code, changed: Object.keys(input).filter((key) => key !== 'id' && input[key] !== undefined) },
    });
    return coupon;
  } catch (error) {
    throw duplicateCode(error) ?? error;
  }
}

/** Switches a coupon off: carts drop it, orders cannot use it (coupons.manage). */
export async function deactivateCoupon(ctx: StaffCtx, input: { id: unknown }): Promise<Coupon> {
  const id = couponIdOf(input.id);
  const { count } = await ctx.prisma.coupon.updateMany({ where: { id }, data: { active: false } });
  if (count === 0) throw new NotFoundError('Coupon', 'No such coupon.');
  const coupon = await ctx.prisma.coupon.findUniqueOrThrow({ where: { id } });
  await recordAudit(ctx, { action: 'coupons.deactivated', targetType: 'Coupon', targetId: id, details: { code: coupon.code } });
  return coupon;
}

/** A coupon's terms for coupon-rules.ts, its sections widened to their sub-sections. */
export async function couponTerms(db: Db, coupon: Coupon & { sections: { sectionId: string }[] }): Promise<CouponTerms> {
  const roots = coupon.sections.map((s) => s.sectionId);
  const tree = roots.length ? await db.section.findMany({ select: { id: true, parentId: true } }) : [];
  return { ...coupon, sectionIds: widenSections(roots, tree) };
}

/** How many times the user has used the coupon (placed orders). */
export function usesBy(db: Db, couponId: string, userId: string): Promise<number> {
  return db.couponRedemption.count({ where: { couponId, userId } });
}

/**
 * Counts one use of a coupon for an order, inside the order's transaction. The usage counter goes
 * up with a conditional update (active and under the total limit), which also locks the coupon's
 * row, so the per-customer count that follows cannot race another order of the same customer.
 * Throws CouponInvalidError (the caller's transaction then rolls back the increment).
 */
export async function redeemCoupon(
  tx: Prisma.TransactionClient,
  input: { couponId: string; userId: string; discount: number; orderId?: string | null; now?: Date },
) {
  const now = input.now ?? new Date();
  if (!Number.isInteger(input.discount) || input.discount < 0) throw new Error(`redeemCoupon: bad discount ${input.discount}`);
  const counted = await tx.$executeRaw`
    UPDATE "Coupon" SET "usedCount" = "usedCount" + 1, "updatedAt" = CURRENT_TIMESTAMP
    WHERE "id" = ${input.couponId}::uuid AND "active" AND ("usageLimit" IS NULL OR "usedCount" < "usageLimit")`;
  const coupon = await tx.coupon.findUnique({ where: { id: input.couponId } });
  if (!coupon) throw CouponInvalidError.of('NOT_FOUND', '');
  if (counted === 0) throw CouponInvalidError.of(coupon.active ? 'USAGE_LIMIT_REACHED' : 'INACTIVE', coupon.code);
  if (coupon.issuedToId && coupon.issuedToId !== input.userId) throw CouponInvalidError.of('ISSUED_TO_ANOTHER', coupon.code);
  if (coupon.startsAt && now < coupon.startsAt) throw CouponInvalidError.of('NOT_STARTED', coupon.code);
  if (coupon.endsAt && now >= coupon.endsAt) throw CouponInvalidError.of('EXPIRED', coupon.code);
  if (coupon.perUserLimit !== null && (await usesBy(tx, coupon.id, input.userId)) >= coupon.perUserLimit) {
    throw CouponInvalidError.of('PER_USER_LIMIT_REACHED', coupon.code, coupon);
  }
  return tx.couponRedemption.create({
    data: { couponId: coupon.id, userId: input.userId, orderId: input.orderId ?? null, discount: input.discount },
  });
}

