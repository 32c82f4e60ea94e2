/**
 * The customer's ebook library: the ebooks some live grant of the customer's covers (entitlements.ts),
 * with reading progress.
 */
import type { Context } from '../../context.ts';

/** The ebooks the user may read now (some live grant), each with when its latest live grant was given. */
export async function readableEbookIds(prisma: Context['prisma'], userId: string): Promise<{ productId: string; grantedAt: Date }[]> {
  const grants = await prisma.entitlementGrant.findMany({
    where: { userId, revokedAt: null, product: { kind: 'EBOOK' } },
    select: { productId: true, grantedAt: true },
  });
  const latest = new Map<string, Date>();
  for (const grant of grants) {
    const seen = latest.get(grant.productId);
    if (!seen || grant.grantedAt > seen) latest.set(grant.productId, grant.grantedAt);
  }
  return [...latest].map(([productId, grantedAt]) => ({ productId, grantedAt }));
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
