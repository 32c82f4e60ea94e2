/**
 * Free ebooks: a published ebook priced ৳0 is taken into the customer's library without an order. Taking
 * it gives a grant of its own (source FREE) that no refund touches; taking it again is answered with the
 * same grant. Anything with a price is bought through the cart.
 */
import type { Context } from '../../context.ts';
import type { EntitlementGrant } from '../../generated/prisma/client.ts';
import { NotFoundError, ValidationError } from '../../shared/errors.ts';
import { requireViewerId } from '../accounts/auth.service.ts';
import { localId } from '../../graphql/global-ids.ts';
import { cacheEntity } from '../../graphql/response-cache.ts';

type FreeCtx = Pick<Context, 'prisma' | 'viewer'> & Partial<Pick<Context, 'services'>>;

/** Gives the signed-in customer a free ebook (a FREE grant), once: a repeat, or two at once, get the one grant. */
export async function takeFreeEbook(ctx: FreeCtx, input: { productId: unknown }): Promise<EntitlementGrant> {
  const userId = requireViewerId(ctx);
  const productId = localId(input.productId, ['Ebook'])?.id;
  const product = productId
    ? await ctx.prisma.product.findFirst({ where: { id: productId, kind: 'EBOOK', published: true }, select: { id: true, title: true, price: true } })
    : null;
  if (!product) throw new NotFoundError('Product', 'No such ebook.');
  if (product.price !== 0) {
    throw new ValidationError([{ field: 'productId', message: `${product.title} is not free: add it to the cart to buy it.` }]);
  }
  const grant = await ctx.prisma.$transaction(async (tx) => {
    // The customer's row is the lock: of two requests at once, the second waits and finds the first's grant.
    await tx.$queryRaw`SELECT id FROM "User" WHERE id = ${userId}::uuid FOR UPDATE`;
    const live = await tx.entitlementGrant.findFirst({ where: { userId, productId: product.id, source: 'FREE', revokedAt: null } });
    return live ?? tx.entitlementGrant.create({ data: { userId, productId: product.id, source: 'FREE' } });
  });
  // The customer's own cached answers ("you own this") change (response-cache-plugin.ts PER_VIEWER_CACHEABLE_FIELDS).
  await ctx.services?.responseCache.invalidate([cacheEntity.viewer(userId)]);
  return grant;
}
