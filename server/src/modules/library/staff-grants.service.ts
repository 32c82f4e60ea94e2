/**
 * Staff grants and revocations of ebooks and courses (a support case: a lost payment, a gift, a
 * mistaken refund). A staff grant is a grant of its own: refunds of the customer's orders leave it
 * alone; staff may revoke any single grant. Both are audited.
 */
import { z } from 'zod';
import type { Context } from '../../context.ts';
import type { EntitlementGrant } from '../../generated/prisma/client.ts';
import { NotFoundError, ValidationError } from '../../shared/errors.ts';
import { parseInput } from '../../shared/validation.ts';
import { recordAudit } from '../accounts/audit.ts';
import { requireViewerId } from '../accounts/auth.service.ts';
import { localId, UUID } from '../../graphql/global-ids.ts';
import { cacheEntity } from '../../graphql/response-cache.ts';

type StaffCtx = Pick<Context, 'prisma' | 'viewer' | 'remote'> & Partial<Pick<Context, 'services'>>;

const reason = (what: string) =>
  z.string({ error: `Say why you ${what}` }).trim().min(3, `Say why you ${what} (at least 3 characters)`).max(500, 'Keep the reason under 500 characters');

const grantSchema = z.object({ reason: reason('give it') });
const revokeSchema = z.object({ reason: reason('take it back') });

export interface StaffGrantInput {
  /** Optional when orderId is given: the order's customer. */
  userId?: unknown;
  productId: unknown;
  reason: unknown;
  orderId?: unknown;
}

/** Staff give a customer an ebook or a course; audited. */
export async function grantEntitlementAsStaff(ctx: StaffCtx, input: StaffGrantInput): Promise<EntitlementGrant> {
  const staffId = requireViewerId(ctx);
  const { reason: why } = parseInput(grantSchema, { reason: input.reason });
  const given = (value: unknown) => value !== undefined && value !== null && value !== '';
  let orderId: string | null = null;
  let orderCustomer: string | null = null;
  if (given(input.orderId)) {
    orderId = localId(input.orderId, ['Order'])?.id ?? null;
    const order = orderId ? await ctx.prisma.order.findUnique({ where: { id: orderId }, select: { customerId: true } }) : null;
    if (!order) throw new NotFoundError('Order', 'No such order.');
    orderCustomer = order.customerId;
  }
  // The customer: as named, or the order's (the order screen grants without naming them).
  const userId = given(input.userId) ? (localId(input.userId, ['User'])?.id ?? null) : orderCustomer;
  const user = userId ? await ctx.prisma.user.findUnique({ where: { id: userId }, select: { id: true } }) : null;
  if (!user) throw new NotFoundError('User', 'No such customer.');
  if (orderCustomer && orderCustomer !== user.id) throw new NotFoundError('Order', 'No such order of this customer.');
  const productId = localId(input.productId, ['Ebook', 'Content', 'Book', 'Stationery', 'Bundle'])?.id;
  const product = productId ? await ctx.prisma.product.findUnique({ where: { id: productId }, select: { id: true, kind: true, title: true } }) : null;
  if (!product) throw new NotFoundError('Product', 'No such product.');
  if (product.kind !== 'EBOOK' && product.kind !== 'CONTENT') {
    throw new ValidationError([{ field: 'productId', message: 'Only ebooks and courses can be granted.' }]);
  }
  const live = await ctx.prisma.entitlementGrant.findFirst({ where: { userId: user.id, productId: product.id, source: 'STAFF', revokedAt: null }, select: { id: true } });
  if (live) throw new ValidationError([{ field: 'productId', message: `The customer already has a staff grant of ${product.title}.` }]);
  const grant = await ctx.prisma.entitlementGrant.create({
    data: { userId: user.id, productId: product.id, source: 'STAFF', orderId, grantedById: staffId, reason: why },
  });
  await recordAudit(ctx, {
    action: 'library.entitlement_granted',
    targetType: 'EntitlementGrant',
    targetId: grant.id,
    details: { userId: user.id, productId: product.id, title: product.title, reason: why, ...(orderId ? { orderId } : {}) },
  });
  // The customer's own cached answers ("you own this") change (response-cache-plugin.ts PER_VIEWER_CACHEABLE_FIELDS).
  await ctx.services?.responseCache.invalidate([cacheEntity.viewer(user.id)]);
  return grant;
}

/** Staff end one grant (of any source); the customer keeps whatever their other live grants give. Audited. */
export async function revokeEntitlementAsStaff(ctx: StaffCtx, input: { grantId: unknown; reason: unknown }): Promise<EntitlementGrant> {
  const staffId = requireViewerId(ctx);
  const { reason: why } = parseInput(revokeSchema, { reason: input.reason });
  const grantId = typeof input.grantId === 'string' && UUID.test(input.grantId.trim()) ? input.grantId.trim().toLowerCase() : null;
  const found = grantId ? await ctx.prisma.entitlementGrant.findUnique({ where: { id: grantId } }) : null;
  if (!found) throw new NotFoundError('Entitlement', 'No such grant.');
  // Conditional: of two staff revoking at once, one changes the row and the other is told it is already revoked.
  const changed = await ctx.prisma.entitlementGrant.updateMany({
    where: { id: found.id, revokedAt: null },
    data: { revokedAt: new Date(), revokedById: staffId, revokeReason: why },
  });
  if (changed.count === 0) throw new ValidationError([{ field: 'grantId', message: 'This grant was already revoked.' }]);
  const grant = await ctx.prisma.entitlementGrant.findUniqueOrThrow({ where: { id: found.id } });
  await recordAudit(ctx, {
    action: 'library.entitlement_revoked',
    targetType: 'EntitlementGrant',
    targetId: grant.id,
    details: { userId: grant.userId, productId: grant.productId, source: grant.source, reason: why },
  });
  await ctx.services?.responseCache.invalidate([cacheEntity.viewer(grant.userId)]);
  return grant;
}
