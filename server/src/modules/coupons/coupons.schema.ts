import { builder } from '../../builder.ts';
import type { Context } from '../../context.ts';
import { CouponDiscountType, type Coupon, type Prisma, type PrismaClient } from '../../generated/prisma/client.ts';
import { NotFoundError, ValidationError } from '../../shared/errors.ts';
import { ErrorInterface } from '../../shared/errors.schema.ts';
import { likeLiteral } from '../../shared/like-pattern.ts';
import { formatTaka } from '../../shared/money.ts';
import { MoneyRef } from '../../shared/money.schema.ts';
import { localId } from '../../graphql/global-ids.ts';
import { ProductKindEnum } from '../catalog/product.schema.ts';
import { SectionNode } from '../catalog/section.schema.ts';
import { batchStatistics, createCouponBatch, type BatchStatistics } from './coupon-batches.service.ts';
import { COUPON_INVALID_REASONS } from './coupon-rules.ts';
import { CouponInvalidError } from './coupons.errors.ts';
import { createCoupon, deactivateCoupon, updateCoupon } from './coupons.service.ts';

export const CouponDiscountTypeEnum = builder.enumType(CouponDiscountType, {
  name: 'CouponDiscountType',
  description: 'PERCENT: `value` is a whole percent of the eligible subtotal; FIXED: `value` is poisha.',
});

export const CouponInvalidReasonEnum = builder.enumType('CouponInvalidReason', {
  description: 'Why a coupon cannot be used.',
  values: COUPON_INVALID_REASONS,
});

builder.objectType(CouponInvalidError, {
  name: 'CouponInvalidError',
  description: 'The coupon cannot be applied; `message` says why in words a customer understands.',
  interfaces: [ErrorInterface],
  isTypeOf: (value) => value instanceof CouponInvalidError,
  fields: (t) => ({
    reason: t.field({ type: CouponInvalidReasonEnum, resolve: (error) => error.reason }),
    couponCode: t.exposeString('couponCode', { description: 'The code as the shop reads it (upper case).' }),
  }),
});

/** "10% off, up to ৳200" / "৳50 off". */
export function discountLabel(coupon: Pick<Coupon, 'discountType' | 'value' | 'maxDiscount'>): string {
  if (coupon.discountType === 'FIXED') return `${formatTaka(coupon.value)} off`;
  return `${coupon.value}% off${coupon.maxDiscount !== null ? `, up to ${formatTaka(coupon.maxDiscount)}` : ''}`;
}

const CouponStatusEnum = builder.enumType('CouponStatus', {
  description: 'Where a coupon stands now.',
  values: {
    ACTIVE: { description: 'Can be used.' },
    SCHEDULED: { description: 'Starts later.' },
    EXPIRED: { description: 'Its end has passed.' },
    USED_UP: { description: 'Reached its usage limit.' },
    INACTIVE: { description: 'Switched off by staff.' },
  } as const,
});

function couponStatus(coupon: Coupon, now = new Date()) {
  if (!coupon.active) return 'INACTIVE' as const;
  if (coupon.endsAt && now >= coupon.endsAt) return 'EXPIRED' as const;
  if (coupon.usageLimit !== null && coupon.usedCount >= coupon.usageLimit) return 'USED_UP' as const;
  if (coupon.startsAt && now < coupon.startsAt) return 'SCHEDULED' as const;
  return 'ACTIVE' as const;
}

export const CouponNode = builder.prismaNode('Coupon', {
  id: { field: 'id' },
  description: 'A discount code, with its rules and how often it was used (staff with coupons.manage).',
  authScopes: { permission: 'coupons.manage' },
  fields: (t) => ({
    code: t.exposeString('code'),
    description: t.exposeString('description'),
    discountType: t.expose('discountType', { type: CouponDiscountTypeEnum }),
    value: t.exposeInt('value', { description: 'A whole percent (PERCENT) or poisha (FIXED).' }),
    label: t.string({ description: 'The discount in words, e.g. "10% off, up to ৳200".', resolve: (c) => discountLabel(c) }),
    maxDiscount: t.field({ type: MoneyRef, nullable: true, resolve: (c) => c.maxDiscount }),
    minOrder: t.field({ type: MoneyRef, description: "The cart's goods total it needs.", resolve: (c) => c.minOrder }),
    startsAt: t.expose('startsAt', { type: 'DateTime', nullable: true }),
    endsAt: t.expose('endsAt', { type: 'DateTime', nullable: true, description: 'The first instant it no longer works.' }),
    usageLimit: t.exposeInt('usageLimit', { nullable: true, description: 'Uses over all customers; null: unlimited.' }),
    perUserLimit: t.exposeInt('perUserLimit', { nullable: true }),
    usedCount: t.exposeInt('usedCount', { description: 'Uses so far (placed orders).' }),
    kinds: t.field({ type: [ProductKindEnum], description: 'Kinds it applies to; empty: all.', resolve: (c) => c.kinds }),
    sections: t.field({
      type: [SectionNode],
      description: 'Sections (with their sub-sections) it applies to; empty: all.',
      select: (_args, _ctx, nestedSelection) => ({ sections: { select: { section: nestedSelection(true) } } }),
      resolve: (c) => c.sections.map((s) => s.section),
    }),
    active: t.exposeBoolean('active'),
    status: t.field({ type: CouponStatusEnum, resolve: (c) => couponStatus(c) }),
    createdBy: t.relation('createdBy', { nullable: true }),
    createdByRole: t.exposeString('createdByRole', { description: "The creator's role then: admin, agent …" }),
    batch: t.relation('batch', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

const BatchStatisticsRef = builder.objectRef<BatchStatistics>('CouponBatchStatistics').implement({
  fields: (t) => ({
    codes: t.exposeInt('codes'),
    codesUsed: t.exposeInt('codesUsed', { description: 'Codes used at least once.' }),
    redemptions: t.exposeInt('redemptions'),
    discountGiven: t.field({ type: MoneyRef, resolve: (s) => s.discountGiven }),
  }),
});

// The statistics of every batch on a page come from one query per request tick.
const pendingStats = new WeakMap<object, { ids: Set<string>; result: Promise<Map<string, BatchStatistics>> }>();
function loadBatchStatistics(ctx: Context, batchId: string): Promise<BatchStatistics> {
  let pending = pendingStats.get(ctx);
  if (!pending) {
    const ids = new Set<string>();
    const result = new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
      pendingStats.delete(ctx);
      return batchStatistics(ctx.prisma, [...ids]);
    });
    pending = { ids, result };
    pendingStats.set(ctx, pending);
  }
  pending.ids.add(batchId);
  return pending.result.then((stats) => stats.get(batchId)!);
}

export const CouponBatchNode = builder.prismaNode('CouponBatch', {
  id: { field: 'id' },
  description: 'Codes generated in one go with a prefix and shared rules.',
  authScopes: { permission: 'coupons.manage' },
  fields: (t) => ({
    prefix: t.exposeString('prefix'),
    count: t.exposeInt('count'),
    description: t.exposeString('description'),
    createdBy: t.relation('createdBy', { nullable: true }),
    createdByRole: t.exposeString('createdByRole'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    statistics: t.field({ type: BatchStatisticsRef, resolve: (batch, _args, ctx) => loadBatchStatistics(ctx, batch.id) }),
    exportUrl: t.string({
      description: 'The CSV of its codes (GET, needs coupons.manage).',
      resolve: (batch) => `/api/coupon/batches/${batch.id}/export.csv`,
    }),
    coupons: t.relatedConnection('coupons', { cursor: 'id', query: { orderBy: [{ code: 'asc' }] }, totalCount: true }),
  }),
});

const CouponFilter = builder.inputType('CouponFilter', {
  fields: (t) => ({
    search: t.string({ description: 'A fragment of the code.' }),
    active: t.boolean({ description: 'The staff switch only (an expired coupon can still be switched on); see status.' }),
    status: t.field({ type: CouponStatusEnum, description: 'Only coupons that stand there now (the same rules as Coupon.status).' }),
    batchId: t.id({ description: "Only this batch's codes." }),
    inBatch: t.boolean({ description: 'false: only coupons made one by one; true: only batch codes.' }),
  }),
});

type CouponStatus = ReturnType<typeof couponStatus>;
type CouponFields = PrismaClient['coupon']['fields'];

/**
 * The rows whose couponStatus() is `status` at `now`, as a Prisma filter (same order of precedence).
 * Each negation is spelled out with its NULL case: SQL's NOT (ends_at <= now) is unknown, not true,
 * for a coupon without an end.
 */
function statusWhere(status: CouponStatus, fields: CouponFields, now: Date): Prisma.CouponWhereInput {
  const expired: Prisma.CouponWhereInput = { endsAt: { lte: now } };
  const notExpired: Prisma.CouponWhereInput = { OR: [{ endsAt: null }, { endsAt: { gt: now } }] };
  const usedUp: Prisma.CouponWhereInput = { usageLimit: { not: null }, usedCount: { gte: fields.usageLimit } };
  const notUsedUp: Prisma.CouponWhereInput = { OR: [{ usageLimit: null }, { usedCount: { lt: fields.usageLimit } }] };
  const scheduled: Prisma.CouponWhereInput = { startsAt: { gt: now } };
  const started: Prisma.CouponWhereInput = { OR: [{ startsAt: null }, { startsAt: { lte: now } }] };
  switch (status) {
    case 'INACTIVE':
      return { active: false };
    case 'EXPIRED':
      return { active: true, ...expired };
    case 'USED_UP':
      return { active: true, AND: [notExpired, usedUp] };
    case 'SCHEDULED':
      return { active: true, AND: [notExpired, notUsedUp, scheduled] };
    case 'ACTIVE':
      return { active: true, AND: [notExpired, notUsedUp, started] };
  }
}

function couponWhere(
  filter:
    | { search?: string | null; active?: boolean | null; status?: CouponStatus | null; batchId?: string | number | null; inBatch?: boolean | null }
    | null
    | undefined,
  fields: CouponFields,
): Prisma.CouponWhereInput {
  const parts: Prisma.CouponWhereInput[] = [];
  const search = filter?.search?.trim();
  if (search) parts.push({ code: { contains: likeLiteral(search.toUpperCase()) } });
  if (typeof filter?.active === 'boolean') parts.push({ active: filter.active });
  if (filter?.status) parts.push(statusWhere(filter.status, fields, new Date()));
  if (filter?.batchId !== undefined && filter.batchId !== null) {
    parts.push({ batchId: localId(String(filter.batchId), ['CouponBatch'])?.id ?? '00000000-0000-0000-0000-000000000000' });
  } else if (typeof filter?.inBatch === 'boolean') {
    parts.push({ batchId: filter.inBatch ? { not: null } : null });
  }
  return { AND: parts };
}

builder.queryFields((t) => ({
  coupons: t.prismaConnection({
    type: 'Coupon',
    cursor: 'id',
    description: 'Coupons, newest first, with filters (coupons.manage).',
    authScopes: { permission: 'coupons.manage' },
    args: { filter: t.arg({ type: CouponFilter }) },
    totalCount: (_parent, { filter }, ctx) => ctx.prisma.coupon.count({ where: couponWhere(filter, ctx.prisma.coupon.fields) }),
    resolve: (query, _root, { filter }, ctx) =>
      ctx.prisma.coupon.findMany({ ...query, where: couponWhere(filter, ctx.prisma.coupon.fields), orderBy: [{ createdAt: 'desc' }, { id: 'asc' }] }),
  }),
  couponBatches: t.prismaConnection({
    type: 'CouponBatch',
    cursor: 'id',
    description: 'Coupon batches, newest first, with their statistics (coupons.manage).',
    authScopes: { permission: 'coupons.manage' },
    totalCount: (_parent, _args, ctx) => ctx.prisma.couponBatch.count(),
    resolve: (query, _root, _args, ctx) => ctx.prisma.couponBatch.findMany({ ...query, orderBy: [{ createdAt: 'desc' }, { id: 'asc' }] }),
  }),
}));

const CreateCouponInput = builder.inputType('CreateCouponInput', {
  fields: (t) => ({
    code: t.string({ required: true, description: '3-40 letters, digits, - or _; stored upper case.' }),
    description: t.string(),
    discountType: t.field({ type: CouponDiscountTypeEnum, required: true }),
    value: t.int({ required: true, description: 'Whole percent (1-100) or poisha.' }),
    maxDiscount: t.int({ description: 'Poisha.' }),
    minOrder: t.int({ description: "Poisha; the cart's goods total it needs." }),
    startsAt: t.field({ type: 'DateTime' }),
    endsAt: t.field({ type: 'DateTime' }),
    usageLimit: t.int(),
    perUserLimit: t.int(),
    kinds: t.field({ type: [ProductKindEnum] }),
    sectionIds: t.idList(),
    active: t.boolean({ description: 'Default true.' }),
  }),
});

const UpdateCouponInput = builder.inputType('UpdateCouponInput', {
  description: 'Fields left out keep their value; null clears an optional one.',
  fields: (t) => ({
    id: t.id({ required: true }),
    code: t.string(),
    description: t.string(),
    discountType: t.field({ type: CouponDiscountTypeEnum }),
    value: t.int(),
    maxDiscount: t.int(),
    minOrder: t.int(),
    startsAt: t.field({ type: 'DateTime' }),
    endsAt: t.field({ type: 'DateTime' }),
    usageLimit: t.int(),
    perUserLimit: t.int(),
    kinds: t.field({ type: [ProductKindEnum] }),
    sectionIds: t.idList(),
    active: t.boolean(),
  }),
});

const DeactivateCouponInput = builder.inputType('DeactivateCouponInput', {
  fields: (t) => ({ id: t.id({ required: true }) }),
});

const CreateCouponBatchInput = builder.inputType('CreateCouponBatchInput', {
  fields: (t) => ({
    prefix: t.string({ required: true, description: '1-12 letters or digits; codes read PREFIX-XXXXXXXX.' }),
    count: t.int({ required: true, description: '1 to 10,000.' }),
    description: t.string(),
    discountType: t.field({ type: CouponDiscountTypeEnum, required: true }),
    value: t.int({ required: true }),
    maxDiscount: t.int(),
    minOrder: t.int(),
    startsAt: t.field({ type: 'DateTime' }),
    endsAt: t.field({ type: 'DateTime' }),
    usageLimit: t.int({ description: 'Uses of each code; left out: 1; null: unlimited.' }),
    perUserLimit: t.int(),
    kinds: t.field({ type: [ProductKindEnum] }),
    sectionIds: t.idList(),
    active: t.boolean(),
  }),
});

const ids = (list: readonly (string | number)[] | null | undefined) => (list === null || list === undefined ? list : list.map(String));

builder.mutationFields((t) => ({
  createCoupon: t.field({
    type: CouponNode,
    authScopes: { permission: 'coupons.manage' },
    errors: { types: [ValidationError], dataField: { name: 'coupon' } },
    args: { input: t.arg({ type: CreateCouponInput, required: true }) },
    resolve: (_root, { input }, ctx) => createCoupon(ctx, { ...input, sectionIds: ids(input.sectionIds) }),
  }),
  updateCoupon: t.field({
    type: CouponNode,
    authScopes: { permission: 'coupons.manage' },
    errors: { types: [ValidationError, NotFoundError], dataField: { name: 'coupon' } },
    args: { input: t.arg({ type: UpdateCouponInput, required: true }) },
    resolve: (_root, { input }, ctx) => updateCoupon(ctx, { ...input, id: String(input.id), sectionIds: ids(input.sectionIds) }),
  }),
  deactivateCoupon: t.field({
    type: CouponNode,
    authScopes: { permission: 'coupons.manage' },
    errors: { types: [NotFoundError], dataField: { name: 'coupon' } },
    args: { input: t.arg({ type: DeactivateCouponInput, required: true }) },
    resolve: (_root, { input }, ctx) => deactivateCoupon(ctx, { id: String(input.id) }),
  }),
  createCouponBatch: t.field({
    type: CouponBatchNode,
    description: 'Generates `count` unique random codes with the prefix and the shared rules, in one transaction.',
    authScopes: { permission: 'coupons.manage' },
    errors: { types: [ValidationError], dataField: { name: 'batch' } },
    args: { input: t.arg({ type: CreateCouponBatchInput, required: true }) },
    resolve: (_root, { input }, ctx) => createCouponBatch(ctx, { ...input, sectionIds: ids(input.sectionIds) }),
  }),
}));
