import type { Context } from '../../context.ts';
import type { Prisma, ProductKind } from '../../generated/prisma/client.ts';
import { NotFoundError } from '../../shared/errors.ts';
import { sectionIdsUnder } from './section-tree.ts';

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

/** A storefront filter whose section slug is resolved to the ids of the section and its sub-sections. */
export interface ResolvedProductFilter extends Omit<ProductFilter, 'section'> {
  sectionIds?: readonly string[] | null;
}

/**
 * Resolves the section of a storefront filter (from the in-process section tree, see section-tree.ts);
 * null when the filter names a section that does not exist, so nothing can match.
 */
export async function resolveProductFilter(
  prisma: Parameters<typeof sectionIdsUnder>[0],
  filter: ProductFilter | null | undefined,
): Promise<ResolvedProductFilter | null> {
  if (!filter?.section) return filter ?? {};
  const { section, ...rest } = filter;
  const sectionIds = await sectionIdsUnder(prisma, section);
  return sectionIds.length ? { ...rest, sectionIds } : null;
}

/**
 * The Prisma filter for a storefront list: published products matching every given criterion. Flat
 * columns first (published, sectionId, kind, price), so the lists' indexes serve them.
 */
export function productWhere(filter: ResolvedProductFilter | null | undefined, extra: Prisma.ProductWhereInput = {}): Prisma.ProductWhereInput {
  const where: Prisma.ProductWhereInput = { published: true };
  if (filter?.sectionIds) where.sectionId = filter.sectionIds.length === 1 ? filter.sectionIds[0] : { in: [...filter.sectionIds] };
  if (filter?.kinds?.length) where.kind = filter.kinds.length === 1 ? filter.kinds[0] : { in: [...filter.kinds] };
  if (filter?.minPrice != null || filter?.maxPrice != null) {
    where.price = { ...(filter.minPrice != null ? { gte: filter.minPrice } : {}), ...(filter.maxPrice != null ? { lte: filter.maxPrice } : {}) };
  }
  const and: Prisma.ProductWhereInput[] = [];
  if (Object.keys(extra).length) and.push(extra);
  if (filter?.inStock === true) and.push({ OR: [{ kind: { in: DIGITAL_KINDS } }, { stock: { gt: 0 } }] });
  if (filter?.inStock === false) and.push({ kind: { in: PHYSICAL_KINDS }, stock: { lte: 0 } });
  if (filter?.bundleYear != null) and.push({ bundle: { year: filter.bundleYear } });
  if (filter?.author) and.push({ authors: { some: { author: { slug: filter.author } } } });
  return and.length ? { ...where, AND: and } : where;
}

/**
 * How many products a storefront list holds: for a list filtered by section and kind only (the
 * shop's sections and kind pages), the sum of the counts triggers keep per section and kind
 * (ProductListCount); otherwise a count of the matching products.
 */
export async function countProducts(prisma: Context['prisma'], filter: ResolvedProductFilter): Promise<number> {
  const { sectionIds, kinds, minPrice, maxPrice, inStock, bundleYear, author } = filter;
  if (minPrice != null || maxPrice != null || inStock != null || bundleYear != null || author) {
    return prisma.product.count({ where: productWhere(filter) });
  }
  const { _sum } = await prisma.productListCount.aggregate({
    _sum: { published: true },
    where: { ...(sectionIds ? { sectionKey: { in: [...sectionIds] } } : {}), ...(kinds?.length ? { kind: { in: [...kinds] } } : {}) },
  });
  return _sum.published ?? 0;
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
 * The answer of a list that needs no statement (its filter names a section that does not exist);
 * reading Pothos's query marks it used, so development runs do not warn that it was dropped.
 */
export function noRows(query: object): [] {
  void { ...query };
  return [];
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
