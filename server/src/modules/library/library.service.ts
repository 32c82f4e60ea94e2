/**
 * The customer's ebook library. Which ebooks a customer may read comes from the entitlements' own
 * storage; when its internals change (grants ledger), `readableEbookIds` is the one place to follow.
 */
import type { Context } from '../../context.ts';

/** The ebooks the user may read now, with when access was granted. */
export async function readableEbookIds(prisma: Context['prisma'], userId: string): Promise<{ productId: string; grantedAt: Date }[]> {
  return prisma.entitlement.findMany({
    where: { userId, revokedAt: null, product: { kind: 'EBOOK' } },
    select: { productId: true, grantedAt: true },
  });
}

/** The library's entries: every readable ebook, the most recently read first, then the most recently bought. */
export async function libraryEntries(ctx: Pick<Context, 'prisma' | 'viewer'>) {
  const userId = ctx.viewer!.id;
  const readable = await readableEbookIds(ctx.prisma, userId);
  if (!readable.length) return [];
  const ids = readable.map((r) => r.productId);
  const [products, progress] = await Promise.all([
    ctx.prisma.product.findMany({ where: { id: { in: ids } } }),
    ctx.prisma.readingProgress.findMany({ where: { userId, productId: { in: ids } } }),
  ]);
  const byId = new Map(products.map((p) => [p.id, p]));
  const progressOf = new Map(progress.map((p) => [p.productId, p]));
  return readable
    .map((r) => ({ product: byId.get(r.productId)!, progress: progressOf.get(r.productId) ?? null, grantedAt: r.grantedAt }))
    .filter((entry) => entry.product)
    .sort((a, b) => {
      const read = (b.progress?.clientUpdatedAt.getTime() ?? 0) - (a.progress?.clientUpdatedAt.getTime() ?? 0);
      return read !== 0 ? read : b.grantedAt.getTime() - a.grantedAt.getTime();
    });
}
