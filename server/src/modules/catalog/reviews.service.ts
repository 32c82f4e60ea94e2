import { decodeGlobalID } from '@pothos/plugin-relay';
import { z } from 'zod';
import type { Context } from '../../context.ts';
import { Prisma, type ReviewStatus } from '../../generated/prisma/client.ts';
import { cacheEntity } from '../../graphql/response-cache.ts';
import { NotFoundError } from '../../shared/errors.ts';
import { parseInput } from '../../shared/validation.ts';
import { recordAudit } from '../accounts/audit.ts';
import { isUuid } from './catalog.service.ts';

/**
 * Reviews: one per customer per product, moderated before they show. Product.ratingCount and
 * ratingSum hold the approved reviews only; every change to them happens in the transaction that
 * changes a review's status, with the review row locked, so concurrent edits and moderation
 * cannot count a review twice or forget it.
 */

export const REVIEW_BODY_MAX = 2000;

export const reviewSchema = z.object({
  rating: z
    .number({ error: 'Choose a rating from 1 to 5 stars' })
    .int('Choose a rating from 1 to 5 stars')
    .min(1, 'Choose a rating from 1 to 5 stars')
    .max(5, 'Choose a rating from 1 to 5 stars'),
  body: z.string().trim().max(REVIEW_BODY_MAX, `Maximum ${REVIEW_BODY_MAX.toLocaleString('en-US')} characters`),
});

const PRODUCT_TYPENAMES = new Set(['Book', 'Ebook', 'Stationery', 'Bundle', 'Content']);

/** The database id inside a global id of the given node types; NotFoundError for anything else. */
export function localId(globalId: string, typenames: ReadonlySet<string>, what: string): string {
  try {
    const decoded = decodeGlobalID(globalId);
    if (typenames.has(decoded.typename) && isUuid(decoded.id)) return decoded.id;
  } catch {
    // not a global id at all
  }
  throw new NotFoundError(what, `No such ${what.toLowerCase()}.`);
}

export const productLocalId = (globalId: string) => localId(globalId, PRODUCT_TYPENAMES, 'Product');

type Tx = Prisma.TransactionClient;

interface LockedReview {
  id: string;
  productId: string;
  status: ReviewStatus;
  rating: number;
}

async function lockReview(tx: Tx, where: Prisma.Sql): Promise<LockedReview | null> {
  const rows = await tx.$queryRaw<LockedReview[]>`
    SELECT "id", "productId", "status"::text AS "status", "rating" FROM "Review" WHERE ${where} FOR UPDATE`;
  return rows[0] ?? null;
}

/** Moves an approved review's rating into or out of its product's aggregate (atomic increments). */
async function adjustAggregate(tx: Tx, productId: string, rating: number, direction: 1 | -1) {
  await tx.product.update({
    where: { id: productId },
    data: { ratingCount: { increment: direction }, ratingSum: { increment: direction * rating } },
  });
}

/** Writes or rewrites the viewer's review of a published product; it waits for moderation again. */
export async function writeReview(
  ctx: Pick<Context, 'prisma' | 'viewer' | 'services'>,
  input: { productId: string; rating: number; body: string },
) {
  const userId = ctx.viewer!.id;
  const { rating, body } = parseInput(reviewSchema, input);
  const productId = productLocalId(input.productId);
  const product = await ctx.prisma.product.findFirst({ where: { id: productId, published: true }, select: { id: true } });
  if (!product) throw new NotFoundError('Product', 'This product is not in the shop.');

  // A rewritten approved review leaves the product's page (and rating) until it is approved again.
  let wasApproved = false;
  const attempt = () =>
    ctx.prisma.$transaction(async (tx) => {
      const previous = await lockReview(tx, Prisma.sql`"productId" = ${productId}::uuid AND "userId" = ${userId}::uuid`);
      wasApproved = previous?.status === 'APPROVED';
      if (!previous) return tx.review.create({ data: { productId, userId, rating, body } });
      if (previous.status === 'APPROVED') await adjustAggregate(tx, productId, previous.rating, -1);
      return tx.review.update({
        where: { id: previous.id },
        data: { rating, body, status: 'PENDING', moderatedAt: null, moderatedById: null },
      });
    });
  let review;
  try {
    review = await attempt();
  } catch (error) {
    // Two first reviews sent at once: the loser finds the winner's row on its second try.
    if (!(error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002')) throw error;
    review = await attempt();
  }
  // The writer's own cached answers (their review) change too (response-cache-plugin.ts PER_VIEWER_CACHEABLE_FIELDS).
  await ctx.services.responseCache.invalidate([cacheEntity.viewer(userId), ...(wasApproved ? [cacheEntity.review(review.id), cacheEntity.product(productId)] : [])]);
  return review;
}

/** Sets a review's status (catalog.manage); the product's rating follows only actual changes. Audited. */
export async function moderateReview(
  ctx: Pick<Context, 'prisma' | 'viewer' | 'remote' | 'services'>,
  input: { reviewId: string; status: ReviewStatus },
) {
  const reviewId = localId(input.reviewId, new Set(['Review']), 'Review');
  const result = await ctx.prisma.$transaction(async (tx) => {
    const current = await lockReview(tx, Prisma.sql`"id" = ${reviewId}::uuid`);
    if (!current) return null;
    const changed = current.status !== input.status;
    if (changed && current.status === 'APPROVED') await adjustAggregate(tx, current.productId, current.rating, -1);
    if (changed && input.status === 'APPROVED') await adjustAggregate(tx, current.productId, current.rating, 1);
    const review = await tx.review.update({
      where: { id: reviewId },
      data: { status: input.status, moderatedAt: new Date(), moderatedById: ctx.viewer!.id },
    });
    return { review, from: current.status, changed };
  });
  if (!result) throw new NotFoundError('Review', 'No such review.');
  // The product's reviews and rating show approved reviews only.
  if (result.changed) {
    await ctx.services.responseCache.invalidate([cacheEntity.review(reviewId), cacheEntity.product(result.review.productId)]);
  }
  await recordAudit(ctx, {
    action: 'catalog.review_moderated',
    targetType: 'Review',
    targetId: reviewId,
    details: { productId: result.review.productId, from: result.from, to: input.status, changed: result.changed },
  });
  return result.review;
}

/** "Rahim K.": a reviewer's first name and last initial, never their phone or email. */
export function reviewerName(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return 'A customer';
  const [first, ...rest] = words;
  const last = rest.at(-1);
  return last ? `${first} ${last[0]!.toUpperCase()}.` : first!;
}
