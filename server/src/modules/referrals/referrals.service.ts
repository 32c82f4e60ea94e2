/**
 * The referral programme: campus representatives (enrolled by admins) each hold a joining id;
 * a shopper puts one on their cart, the order keeps it (Order.joiningId), and the representative
 * reads the orders and stationery sales their code brought. A representative reads only their own
 * figures: every report here takes the viewer's own representative row, never an id from the client.
 *
 * What counts as earned: an order that was delivered, or paid and still on its way (PLACED,
 * PROCESSING, SHIPPED with paymentStatus PAID). Cancelled, expired, returned and refunded orders are
 * listed but never counted; unpaid orders still on their way (cash on delivery) are pending.
 * Sales are goods after the coupon's discount, without the delivery charge.
 */
import { z } from 'zod';
import type { Context } from '../../context.ts';
import { Prisma, type Order, type OrderStatus, type PaymentStatus, type Representative } from '../../generated/prisma/client.ts';
import { NotFoundError, ValidationError } from '../../shared/errors.ts';
import { parseInput } from '../../shared/validation.ts';
import { recordAudit } from '../accounts/audit.ts';
import { requireViewerId } from '../accounts/auth.service.ts';
import { normalizePhone } from '../accounts/identifiers.ts';
import { changeCart, type CartView } from '../cart/cart.service.ts';
import { localId } from '../../graphql/global-ids.ts';
import { randomCodePart } from '../coupons/coupon-batches.service.ts';
import { SALE_STATUSES } from '../orders/orders.service.ts';
import { NotRepresentativeError, ReferralCodeError } from './referrals.errors.ts';

type Ctx = Pick<Context, 'prisma' | 'viewer'>;
type AuditCtx = Pick<Context, 'prisma' | 'viewer' | 'remote'>;

export type ReferralStanding = 'EARNED' | 'PENDING' | 'VOID';
const VOID_STATUSES = ['CANCELLED', 'EXPIRED', 'RETURNED', 'REFUNDED'] as const satisfies readonly OrderStatus[];

/** Whether an order brought by a code counts as earned, is still pending, or never will (see the top). */
export function referralStanding(order: { status: OrderStatus; paymentStatus: PaymentStatus }): ReferralStanding {
  if ((VOID_STATUSES as readonly string[]).includes(order.status)) return 'VOID';
  if (order.status === 'DELIVERED') return 'EARNED';
  if (order.paymentStatus === 'PAID' && (SALE_STATUSES as readonly string[]).includes(order.status)) return 'EARNED';
  return 'PENDING';
}

const list = (values: readonly string[]) => Prisma.join(values.map((v) => Prisma.sql`${v}`));
/** The same rule as referralStanding, in SQL over "Order" aliased o. */
const EARNED_SQL = Prisma.sql`(o."status"::text = 'DELIVERED' OR (o."paymentStatus"::text = 'PAID' AND o."status"::text IN (${list(SALE_STATUSES)})))`;
const VOID_SQL = Prisma.sql`(o."status"::text IN (${list(VOID_STATUSES)}))`;
/** The Dhaka calendar month an order was placed in, YYYY-MM ("placedAt" is stored as UTC without a zone). */
const DHAKA_MONTH = Prisma.sql`to_char((o."placedAt" AT TIME ZONE 'UTC') AT TIME ZONE 'Asia/Dhaka', 'YYYY-MM')`;

// ------------------------------------------------------------------------------------------------
// Joining ids

const JOINING_ID = /^[A-Z0-9][A-Z0-9-]{2,18}[A-Z0-9]$/;
const JOINING_ID_MESSAGE = 'A joining id has 4 to 20 letters, digits or dashes';

/** A typed joining id in its stored form (trimmed, upper case), or null when it cannot be one. */
export function normalizeJoiningId(input: string): string | null {
  const code = input.trim().toUpperCase();
  return JOINING_ID.test(code) ? code : null;
}

/**
 * Puts a joining id on the viewer's cart, or takes it off (null or blank). Refused, nothing changed:
 * a code no representative holds, an inactive representative's, or the viewer's own.
 */
export function setCartJoiningId(ctx: Ctx, input: { joiningId?: string | null }): Promise<CartView> {
  const code = parseInput(z.object({ joiningId: optional(normalizeJoiningId, JOINING_ID_MESSAGE) }), input).joiningId;
  const viewerId = requireViewerId(ctx);
  return changeCart(ctx, async (tx, cart) => {
    if (code) {
      const rep = await tx.representative.findUnique({ where: { joiningId: code } });
      if (!rep) throw new ReferralCodeError('UNKNOWN', code);
      if (rep.userId === viewerId) throw new ReferralCodeError('OWN_CODE', code);
      if (!rep.active) throw new ReferralCodeError('INACTIVE', code);
    }
    await tx.cart.update({ where: { id: cart.id }, data: { joiningId: code } });
  });
}

// ------------------------------------------------------------------------------------------------
// Representatives

/** The viewer's representative row (active or not), or null. */
export function viewerRepresentative(ctx: Ctx): Promise<Representative | null> {
  if (!ctx.viewer) return Promise.resolve(null);
  return ctx.prisma.representative.findUnique({ where: { userId: ctx.viewer.id } });
}

export async function requireRepresentative(ctx: Ctx): Promise<Representative> {
  const rep = await viewerRepresentative(ctx);
  if (!rep) throw new NotRepresentativeError();
  return rep;
}

const text = (label: string, max: number) =>
  z.string({ error: `${label} is required` }).trim().min(2, `${label} needs at least 2 characters`).max(max, `${label} is at most ${max} characters`);
/** An optional text field: blank or missing is null, anything else must normalise or is refused with `message`. */
const optional = (normalize: (text: string) => string | null, message: string) =>
  z
    .string()
    .nullish()
    .transform((v, ctx) => {
      if (v === null || v === undefined || v.trim() === '') return null;
      const normal = normalize(v);
      if (normal) return normal;
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    });
const payoutPhone = optional(normalizePhone, 'Give a Bangladeshi mobile number (01XXXXXXXXX) for bKash');
const profileSchema = z.object({ displayName: text('Display name', 80), institution: text('Institution', 120), payoutPhone });

/** The representative edits their own profile (the joining id never changes: orders keep it). */
export async function updateMyProfile(ctx: Ctx, input: unknown): Promise<Representative> {
  const data = parseInput(profileSchema, input);
  const rep = await requireRepresentative(ctx);
  return ctx.prisma.representative.update({ where: { id: rep.id }, data });
}

const enrolSchema = profileSchema.extend({
  userId: z.string(),
  joiningId: optional(normalizeJoiningId, JOINING_ID_MESSAGE),
});

const isUniqueViolation = (error: unknown) => error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002';

/**
 * An admin enrols a customer as a representative (or re-activates and updates one). A new
 * representative gets the joining id asked for, or REP-XXXXXX; an existing one keeps theirs.
 */
export async function enrolRepresentative(ctx: AuditCtx, input: unknown): Promise<Representative> {
  const { userId: userGid, joiningId, ...profile } = parseInput(enrolSchema, input);
  const userId = localId(userGid, ['User'])?.id;
  const user = userId ? await ctx.prisma.user.findUnique({ where: { id: userId }, include: { representative: true } }) : null;
  if (!user) throw new NotFoundError('User', 'No account has this id');
  const existing = user.representative;
  if (existing && joiningId && joiningId !== existing.joiningId) {
    throw new ValidationError([{ field: 'joiningId', message: `This representative keeps their joining id ${existing.joiningId}` }]);
  }
  let rep: Representative;
  try {
    rep = existing
      ? await ctx.prisma.representative.update({ where: { id: existing.id }, data: { ...profile, active: true } })
      : await ctx.prisma.representative.create({ data: { ...profile, userId: user.id, joiningId: joiningId ?? `REP-${randomCodePart(6)}` } });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ValidationError([{ field: 'joiningId', message: 'Another representative has this joining id' }]);
    throw error;
  }
  await recordAudit(ctx, {
    action: existing ? 'referrals.representative_updated' : 'referrals.representative_enrolled',
    targetType: 'Representative',
    targetId: rep.id,
    details: { userId: user.id, joiningId: rep.joiningId, institution: rep.institution },
  });
  return rep;
}

/**
 * An admin stops a representative's code being accepted: refused in carts from now on, taken off every
 * cart that holds it (in the same transaction), and not carried by orders placed afterwards
 * (activeJoiningId). Their past orders stay theirs.
 */
export async function deactivateRepresentative(ctx: AuditCtx, id: unknown): Promise<Representative> {
  const repId = localId(id, ['Representative'])?.id;
  const rep = repId ? await ctx.prisma.representative.findUnique({ where: { id: repId } }) : null;
  if (!rep) throw new NotFoundError('Representative');
  const { updated, cartsCleared } = await ctx.prisma.$transaction(async (tx) => {
    const updated = await tx.representative.update({ where: { id: rep.id }, data: { active: false } });
    const { count } = await tx.cart.updateMany({ where: { joiningId: rep.joiningId }, data: { joiningId: null } });
    return { updated, cartsCleared: count };
  });
  await recordAudit(ctx, { action: 'referrals.representative_deactivated', targetType: 'Representative', targetId: rep.id, details: { joiningId: rep.joiningId, cartsCleared } });
  return updated;
}

// ------------------------------------------------------------------------------------------------
// Reports (the representative's own)

/** "R." from the recipient's name, never more. */
export function maskName(name: string): string {
  const first = Array.from(name.trim())[0];
  return first ? `${first.toUpperCase()}.` : '—';
}

/** 01711223344 → 017******44: enough to recognise a friend, not to call a stranger. */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length < 6) return '*'.repeat(digits.length);
  return `${digits.slice(0, 3)}${'*'.repeat(digits.length - 5)}${digits.slice(-2)}`;
}

export interface ReferralOrderRow {
  id: string;
  number: string;
  placedAt: Date;
  status: OrderStatus;
  standing: ReferralStanding;
  /** Poisha: goods after the coupon, without delivery. */
  sales: number;
  customer: string;
}

export function referralOrderRow(order: Pick<Order, 'id' | 'number' | 'placedAt' | 'status' | 'paymentStatus' | 'goodsTotal' | 'discountTotal' | 'name' | 'phone'>): ReferralOrderRow {
  return {
    id: order.id,
    number: order.number,
    placedAt: order.placedAt,
    status: order.status,
    standing: referralStanding(order),
    sales: order.goodsTotal - order.discountTotal,
    customer: `${maskName(order.name)} ${maskPhone(order.phone)}`,
  };
}

/** A page of the orders a code brought, newest first. */
export async function referralOrders(ctx: Ctx, joiningId: string, page: { offset: number; limit: number }): Promise<ReferralOrderRow[]> {
  const orders = await ctx.prisma.order.findMany({
    where: { joiningId },
    orderBy: [{ placedAt: 'desc' }, { id: 'desc' }],
    skip: page.offset,
    take: page.limit,
    select: { id: true, number: true, placedAt: true, status: true, paymentStatus: true, goodsTotal: true, discountTotal: true, name: true, phone: true },
  });
  return orders.map(referralOrderRow);
}

export interface ReferralMonth {
  month: string;
  orders: number;
  earnedOrders: number;
  pendingOrders: number;
  voidOrders: number;
  earnedSales: number;
}

/** Per Dhaka month, newest first (at most the last 36 months with orders). */
export async function referralMonths(ctx: Ctx, joiningId: string): Promise<ReferralMonth[]> {
  const rows = await ctx.prisma.$queryRaw<{ month: string; orders: bigint; earned: bigint; void: bigint; sales: bigint | null }[]>`
    SELECT ${DHAKA_MONTH} AS "month",
           count(*) AS "orders",
           count(*) FILTER (WHERE ${EARNED_SQL}) AS "earned",
           count(*) FILTER (WHERE ${VOID_SQL}) AS "void",
           sum(o."goodsTotal" - o."discountTotal") FILTER (WHERE ${EARNED_SQL}) AS "sales"
    FROM "Order" o
    WHERE o."joiningId" = ${joiningId}
    GROUP BY 1
    ORDER BY 1 DESC
    LIMIT 36`;
  return rows.map((r) => {
    const orders = Number(r.orders);
    const earnedOrders = Number(r.earned);
    const voidOrders = Number(r.void);
    return { month: r.month, orders, earnedOrders, voidOrders, pendingOrders: orders - earnedOrders - voidOrders, earnedSales: Number(r.sales ?? 0) };
  });
}

export interface StationeryProductSales {
  productId: string;
  title: string;
  quantity: number;
  revenue: number;
}
export interface StationeryMonthSales {
  month: string;
  quantity: number;
  revenue: number;
}

/** Stationery lines of the earned orders a code brought: by product (best first) and by Dhaka month (newest first). */
export async function stationerySales(ctx: Ctx, joiningId: string): Promise<{ byProduct: StationeryProductSales[]; byMonth: StationeryMonthSales[] }> {
  const where = Prisma.sql`o."joiningId" = ${joiningId} AND l."kind"::text = 'STATIONERY' AND ${EARNED_SQL}`;
  const byProduct = await ctx.prisma.$queryRaw<{ productId: string; title: string; quantity: bigint; revenue: bigint }[]>`
    SELECT l."productId"::text AS "productId", max(l."title") AS "title", sum(l."quantity") AS "quantity", sum(l."lineTotal") AS "revenue"
    FROM "OrderLine" l JOIN "Order" o ON o."id" = l."orderId"
    WHERE ${where}
    GROUP BY l."productId"
    ORDER BY 4 DESC, 2 ASC
    LIMIT 100`;
  const byMonth = await ctx.prisma.$queryRaw<{ month: string; quantity: bigint; revenue: bigint }[]>`
    SELECT ${DHAKA_MONTH} AS "month", sum(l."quantity") AS "quantity", sum(l."lineTotal") AS "revenue"
    FROM "OrderLine" l JOIN "Order" o ON o."id" = l."orderId"
    WHERE ${where}
    GROUP BY 1
    ORDER BY 1 DESC
    LIMIT 36`;
  return {
    byProduct: byProduct.map((r) => ({ productId: r.productId, title: r.title, quantity: Number(r.quantity), revenue: Number(r.revenue) })),
    byMonth: byMonth.map((r) => ({ month: r.month, quantity: Number(r.quantity), revenue: Number(r.revenue) })),
  };
}

