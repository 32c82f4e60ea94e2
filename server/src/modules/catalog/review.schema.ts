import { builder } from '../../builder.ts';
import { ReviewStatus, type Product, type Review } from '../../generated/prisma/client.ts';
import { NotFoundError, ValidationError } from '../../shared/errors.ts';
import { ProductPageNode } from './product-page.schema.ts';
import { ProductInterface } from './product.schema.ts';
import type { Context } from '../../context.ts';
import { moderateReview, productLocalId, reviewerName, writeReview } from './reviews.service.ts';

/** Matches no row: the viewer's review when signed out, a moderation filter with a bad product id. */
const NO_ID = '00000000-0000-0000-0000-000000000000';

export const ReviewStatusEnum = builder.enumType(ReviewStatus, {
  name: 'ReviewStatus',
  description: 'PENDING until staff approve (shown on the product page) or reject it.',
});

/** A customer's review. Approved ones are public; the author and catalogue staff also see the others. */
export const ReviewNode = builder.prismaNode('Review', {
  id: { field: 'id' },
  authScopes: (review, ctx) =>
    review.status === 'APPROVED' || review.userId === ctx.viewer?.id ? true : { permission: 'catalog.manage' },
  fields: (t) => ({
    rating: t.exposeInt('rating', { description: '1 to 5 stars.' }),
    body: t.exposeString('body'),
    status: t.expose('status', { type: ReviewStatusEnum }),
    authorName: t.string({
      description: 'The reviewer as shown publicly: first name and last initial.',
      select: { user: { select: { name: true } } },
      resolve: (review) => reviewerName(review.user.name),
    }),
    product: t.relation('product', { type: ProductInterface }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

builder.prismaInterfaceFields(ProductInterface, (t) => ({
  reviews: t.relatedConnection('reviews', {
    cursor: 'id',
    description: 'Approved reviews, newest first.',
    query: { where: { status: 'APPROVED' }, orderBy: [{ createdAt: 'desc' }, { id: 'asc' }] },
    totalCount: true,
  }),
  viewerReview: t.field({
    type: ReviewNode,
    nullable: true,
    description: "The signed-in customer's own review of this product, whatever its status; null otherwise.",
    select: (_args, ctx, nestedSelection) => ({
      reviews: nestedSelection({ where: { userId: ctx.viewer?.id ?? NO_ID }, take: 1 }),
    }),
    resolve: (product, _args, ctx) => (ctx.viewer ? (product.reviews[0] ?? null) : null),
  }),
  samplePages: t.relation('pages', {
    type: ProductPageNode,
    description: 'Sample pages shoppers may look at before buying, in order.',
    query: { where: { kind: 'DEMO' }, orderBy: [{ position: 'asc' }, { id: 'asc' }] },
  }),
}));

const WriteReviewInput = builder.inputType('WriteReviewInput', {
  fields: (t) => ({
    productId: t.id({ required: true }),
    rating: t.int({ required: true, description: '1 to 5 stars.' }),
    body: t.string({ required: true, description: 'At most 2,000 characters; may be empty.' }),
  }),
});

const ModerateReviewInput = builder.inputType('ModerateReviewInput', {
  fields: (t) => ({
    reviewId: t.id({ required: true }),
    status: t.field({ type: ReviewStatusEnum, required: true }),
  }),
});

/** A changed review and its product (whose rating may have changed with it). */
const ReviewPayload = builder.objectRef<{ review: Review; product: Product }>('ReviewPayload').implement({
  fields: (t) => ({
    review: t.field({ type: ReviewNode, resolve: (payload) => payload.review }),
    product: t.field({ type: ProductInterface, resolve: (payload) => payload.product }),
  }),
});

async function withProduct(ctx: Pick<Context, 'prisma'>, review: Review) {
  return { review, product: await ctx.prisma.product.findUniqueOrThrow({ where: { id: review.productId } }) };
}

builder.mutationFields((t) => ({
  writeReview: t.field({
    type: ReviewPayload,
    description: 'Writes the viewer’s review of a product, or replaces it; it shows once staff approve it.',
    authScopes: { signedIn: true },
    errors: { types: [ValidationError, NotFoundError] },
    args: { input: t.arg({ type: WriteReviewInput, required: true }) },
    resolve: async (_root, { input }, ctx) => withProduct(ctx, await writeReview(ctx, input)),
  }),
  moderateReview: t.field({
    type: ReviewPayload,
    description: 'Approves or rejects a review (or sends it back to pending).',
    authScopes: { permission: 'catalog.manage' },
    errors: { types: [NotFoundError] },
    args: { input: t.arg({ type: ModerateReviewInput, required: true }) },
    resolve: async (_root, { input }, ctx) => withProduct(ctx, await moderateReview(ctx, input)),
  }),
}));

builder.queryFields((t) => ({
  reviewsForModeration: t.prismaConnection({
    type: ReviewNode,
    cursor: 'id',
    description: 'Reviews in one status (pending by default), most recently written first, optionally of one product.',
    authScopes: { permission: 'catalog.manage' },
    args: {
      status: t.arg({ type: ReviewStatusEnum, defaultValue: 'PENDING' }),
      productId: t.arg.id(),
    },
    resolve: (query, _root, args, ctx) =>
      ctx.prisma.review.findMany({ ...query, where: moderationWhere(args), orderBy: [{ updatedAt: 'desc' }, { id: 'asc' }] }),
    totalCount: (_connection, args, ctx) => ctx.prisma.review.count({ where: moderationWhere(args) }),
  }),
}));

function moderationWhere(args: { status?: ReviewStatus | null; productId?: string | null }) {
  let productId: string | undefined;
  if (args.productId) {
    try {
      productId = productLocalId(args.productId);
    } catch {
      productId = NO_ID; // not a product id: nothing matches
    }
  }
  return { status: args.status ?? 'PENDING', ...(productId ? { productId } : {}) };
}
