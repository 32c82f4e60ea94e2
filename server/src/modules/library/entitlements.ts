/**
 * Entitlements as grants: who may read which ebook or open which course. Each grant has its source
 * (an order's own ebook/course line, a bundle line of an order, a staff grant with its reason, a free
 * ebook) and its own revocation; access is the union of live grants, so refunding one order never takes
 * away what another order or a staff grant gives. Every way to protected content asks `isEntitled`.
 */
import type { EntitlementSource, Prisma, PrismaClient } from '../../generated/prisma/client.ts';
import { isDigitalKind } from '../delivery/delivery-rules.ts';

type Db = PrismaClient | Prisma.TransactionClient;

/** The sources an order's state changes grant and revoke; staff and free grants are left alone by refunds. */
export const ORDER_SOURCES: readonly EntitlementSource[] = ['ORDER', 'BUNDLE'];

interface OrderGrant {
  productId: string;
  orderLineId: string;
  source: 'ORDER' | 'BUNDLE';
}

/** What an order unlocks, line by line: its ebook and course lines, and the digital items of its bundle lines. */
export async function orderGrantsOf(db: Db, orderId: string): Promise<OrderGrant[]> {
  const lines = await db.orderLine.findMany({ where: { orderId }, select: { id: true, productId: true, kind: true }, orderBy: { position: 'asc' } });
  const grants: OrderGrant[] = lines.filter((l) => isDigitalKind(l.kind)).map((l) => ({ productId: l.productId, orderLineId: l.id, source: 'ORDER' }));
  const bundleLines = lines.filter((l) => l.kind === 'BUNDLE');
  if (bundleLines.length) {
    const items = await db.bundleItem.findMany({
      where: { bundleId: { in: bundleLines.map((l) => l.productId) }, product: { kind: { in: ['EBOOK', 'CONTENT'] } } },
      select: { bundleId: true, productId: true },
      orderBy: { position: 'asc' },
    });
    for (const line of bundleLines) {
      for (const item of items) if (item.bundleId === line.productId) grants.push({ productId: item.productId, orderLineId: line.id, source: 'BUNDLE' });
    }
  }
  return grants;
}

/** The digital products an order unlocks (each once). */
export async function digitalProductsOf(db: Db, orderId: string): Promise<string[]> {
  return [...new Set((await orderGrantsOf(db, orderId)).map((g) => g.productId))].sort();
}

/**
 * Grants the order's digital goods to its customer, one grant per line and product (a bundle's items
 * each get one); safe to repeat: an existing grant is kept, a revoked one re-opened.
 */
export async function grantOrderEntitlements(tx: Prisma.TransactionClient, order: { id: string; customerId: string | null }, now = new Date()) {
  // A counter sale without a customer account has nobody to grant to (counter sales of digital goods need the customer's phone).
  const userId = order.customerId;
  if (!userId) return;
  for (const grant of await orderGrantsOf(tx, order.id)) {
    await tx.entitlementGrant.upsert({
      where: { orderLineId_productId: { orderLineId: grant.orderLineId, productId: grant.productId } },
      create: { userId, productId: grant.productId, source: grant.source, orderId: order.id, orderLineId: grant.orderLineId, grantedAt: now },
      update: { revokedAt: null, revokedById: null, revokeReason: '' },
    });
  }
}

/** Revokes the grants this order's lines gave (other orders' grants and staff grants stay). */
export async function revokeOrderEntitlements(tx: Prisma.TransactionClient, orderId: string, now = new Date()) {
  await tx.entitlementGrant.updateMany({
    where: { orderId, source: { in: [...ORDER_SOURCES] }, revokedAt: null },
    data: { revokedAt: now, revokeReason: 'Order refunded or cancelled' },
  });
}

/** Whether the user may use a digital product now: one indexed lookup of a live grant (userId, productId, revokedAt). */
export async function isEntitled(db: Db, userId: string, productId: string): Promise<boolean> {
  const grant = await db.entitlementGrant.findFirst({ where: { userId, productId, revokedAt: null }, select: { id: true } });
  return grant !== null;
}

/** Of these products, the ones the user may use now (one query; for lists and carts). */
export async function entitledProductIds(db: Db, userId: string, productIds: readonly string[]): Promise<Set<string>> {
  if (productIds.length === 0) return new Set();
  const grants = await db.entitlementGrant.findMany({
    where: { userId, productId: { in: [...new Set(productIds)] }, revokedAt: null },
    select: { productId: true },
    distinct: ['productId'],
  });
  return new Set(grants.map((g) => g.productId));
}
