import type { Context } from '../../context.ts';
import type { Prisma, ProductKind } from '../../generated/prisma/client.ts';
import { NotFoundError } from '../../shared/errors.ts';

export type ProductSort = 'NEWEST' | 'PRICE_LOW_HIGH' | 'PRICE_HIGH_LOW' | 'POPULAR';

export interface ProductFilter {
  kinds?: readonly ProductKind[] | null;
  /** A section slug; its sub-sections are included. */
  section?: string | null;
  minPrice?: number | null;
  maxPrice?: number | null;
  inStock?: boolean | null;
  bundleYear?: number | null;
  /** An author slug. */
  author?: string | null;
}

const DIGITAL_KINDS: ProductKind[] = ['EBOOK', 'CONTENT'];
const PHYSICAL_KINDS: ProductKind[] = ['BOOK', 'STATIONERY', 'BUNDLE'];

/** The Prisma filter for a storefront list: published products matching every given criterion. */
export function productWhere(filter: ProductFilter | null | undefined, extra: Prisma.ProductWhereInput = {}): Prisma.ProductWhereInput {
  const and: Prisma.ProductWhereInput[] = [{ published: true }, extra];
  if (filter?.kinds?.length) and.push({ kind: { in: [...filter.kinds] } });
  if (filter?.section) {
    // Sections are a shallow tree (academic → cycle); three levels cover it with room to spare.
    const slug = filter.section;
    and.push({ section: { OR: [{ slug }, { parent: { slug } }, { parent: { parent: { slug } } }] } });
  }
  if (filter?.minPrice != null) and.push({ price: { gte: filter.minPrice } });
  if (filter?.maxPrice != null) and.push({ price: { lte: filter.maxPrice } });
  if (filter?.inStock === true) and.push({ OR: [{ kind: { in: DIGITAL_KINDS } }, { stock: { gt: 0 } }] });
  if (filter?.inStock === false) and.push({ kind: { in: PHYSICAL_KINDS }, stock: { lte: 0 } });
  if (filter?.bundleYear != null) and.push({ bundle: { year: filter.bundleYear } });
  if (filter?.author) and.push({ authors: { some: { author: { slug: filter.author } } } });
  return { AND: and };
}

/** The order of a storefront list; the id comes last so equal keys page stably. */
export function productOrderBy(sort: ProductSort | null | undefined): Prisma.ProductOrderByWithRelationInput[] {
  switch (sort ?? 'NEWEST') {
    case 'NEWEST':
      return [{ createdAt: 'desc' }, { id: 'desc' }];
    case 'PRICE_LOW_HIGH':
      return [{ price: 'asc' }, { id: 'asc' }];
    case 'PRICE_HIGH_LOW':
      return [{ price: 'desc' }, { id: 'asc' }];
    case 'POPULAR':
      return [{ soldCount: 'desc' }, { id: 'asc' }];
  }
}

/**
 * Pothos's query for a field whose result union is asked only for its error branch is
 * `{ select: {} }`, which Prisma refuses; select the key column then.
 */
export function nonEmptyQuery<Q extends object>(query: Q, key = 'id'): Q {
  const select = (query as { select?: object }).select;
  return select && Object.keys(select).length === 0 ? { ...query, select: { [key]: true } } : query;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/** Staff with catalog.manage see unpublished products too (previews from the admin area). */
export function canSeeUnpublished(ctx: Pick<Context, 'viewer'>): boolean {
  return ctx.viewer?.permissions.has('catalog.manage') ?? false;
}

/**
 * The product of this kind whose slug or id is `key`; NotFoundError when there is none, or when it
 * is unpublished and the viewer may not manage the catalogue.
 */
export async function findProduct<Q extends object>(
  ctx: Pick<Context, 'prisma' | 'viewer'>,
  kind: ProductKind,
  key: string,
  query: Q,
) {
  const keys: Prisma.ProductWhereInput[] = [{ slug: key }];
  if (isUuid(key)) keys.push({ id: key });
  const product = await ctx.prisma.product.findFirst({
    ...nonEmptyQuery(query),
    where: { kind, OR: keys, ...(canSeeUnpublished(ctx) ? {} : { published: true }) },
  });
  if (!product) throw new NotFoundError('Product', 'This product is not in the shop.');
  return product;
}
