/**
 * Entitlements: who may read which ebook or open which course. One row per customer and product,
 * granted when an order is paid (its ebooks and courses, a bundle's digital items too) and revoked
 * when that order is refunded or cancelled. Every way to protected content asks `isEntitled`.
 */
import type { Prisma, PrismaClient } from '../../generated/prisma/client.ts';
import { isDigitalKind } from '../delivery/delivery-rules.ts';

type Db = PrismaClient | Prisma.TransactionClient;

/** The digital products an order unlocks: its ebook and course lines and the digital items of its bundles. */
export async function digitalProductsOf(db: Db, orderId: string): Promise<string[]> {
  const lines = await db.orderLine.findMany({ where: { orderId }, select: { productId: true, kind: true } });
  const ids = new Set(lines.filter((l) => isDigitalKind(l.kind)).map((l) => l.productId));
  const bundles = lines.filter((l) => l.kind === 'BUNDLE').map((l) => l.productId);
  if (bundles.length) {
    const items = await db.bundleItem.findMany({
      where: { bundleId: { in: bundles }, product: { kind: { in: ['EBOOK', 'CONTENT'] } } },
      select: { productId: true },
    });
    for (const item of items) ids.add(item.productId);
  }
  return [...ids].sort();
}

/** Grants the order's digital goods to its customer (re-activating a revoked grant); safe to repeat. */
export async function grantOrderEntitlements(tx: Prisma.TransactionClient, order: { id: string; customerId: string }, now = new Date()) {
  for (const productId of await digitalProductsOf(tx, order.id)) {
    const existing = await tx.entitlement.findUnique({ where: { userId_productId: { userId: order.customerId, productId } } });
    if (existing && !existing.revokedAt) continue;
    await tx.entitlement.upsert({
      where: { userId_productId: { userId: order.customerId, productId } },
      create: { userId: order.customerId, productId, orderId: order.id, grantedAt: now },
      update: { orderId: order.id, grantedAt: now, revokedAt: null },
    });
  }
}

/** Revokes what this order granted (a grant that came from another order stays). */
export async function revokeOrderEntitlements(tx: Prisma.TransactionClient, orderId: string, now = new Date()) {
  await tx.entitlement.updateMany({ where: { orderId, revokedAt: null }, data: { revokedAt: now } });
}

/** Whether the user may use a digital product now. */
export async function isEntitled(db: Db, userId: string, productId: string): Promise<boolean> {
  const row = await db.entitlement.findUnique({ where: { userId_productId: { userId, productId } }, select: { revokedAt: true } });
  return row !== null && row.revokedAt === null;
}
