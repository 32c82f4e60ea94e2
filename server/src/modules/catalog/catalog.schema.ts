import { admitSearch } from './search-limits.ts';
import { queryFromInfo } from '@pothos/plugin-prisma';
import { resolveOffsetConnection } from '@pothos/plugin-relay';
import { builder, MAX_PAGE_SIZE } from '../../builder.ts';
import { NotFoundError } from '../../shared/errors.ts';
import { likeLiteral } from '../../shared/like-pattern.ts';
import { countProducts, findProduct, nonEmptyQuery, noRows, productOrderBy, productWhere, resolveProductFilter, type ProductFilter } from './catalog.service.ts';
import { AuthorNodeRef, ProductInterface, ProductKindEnum } from './product.schema.ts';
import { inIdOrder, parseSearchQuery, rankedProductIds } from './search.service.ts';

/** The storefront's read side of the catalogue: lists, product pages, search, authors, bundle years. */

export const ProductSortEnum = builder.enumType('ProductSort', {
  values: {
    NEWEST: { description: 'Most recently added first.' },
    PRICE_LOW_HIGH: { description: 'Cheapest first.' },
    PRICE_HIGH_LOW: { description: 'Dearest first.' },
    POPULAR: { description: 'Best sellers first.' },
  } as const,
});

export const ProductFilterInput = builder.inputType('ProductFilter', {
  fields: (t) => ({
    kinds: t.field({ type: [ProductKindEnum] }),
    section: t.string({ description: 'A section slug; products of its sub-sections are included.' }),
    minPrice: t.int({ description: 'Lowest price, in poisha.' }),
    maxPrice: t.int({ description: 'Highest price, in poisha.' }),
    inStock: t.boolean({ description: 'true: only what can be bought now (digital kinds always can).' }),
    bundleYear: t.int({ description: 'Bundles put together for this exam year.' }),
    author: t.string({ description: 'An author slug.' }),
  }),
});

const SEARCH_SUGGESTIONS_MAX = 10;

builder.queryFields((t) => ({
  products: t.prismaConnection({
    type: ProductInterface,
    cursor: 'id',
    description: 'Published products, filtered and sorted; the storefront lists.',
    args: {
      filter: t.arg({ type: ProductFilterInput }),
      sort: t.arg({ type: ProductSortEnum, defaultValue: 'NEWEST' }),
    },
    // An unknown section matches nothing: no statement at all. The count runs only when totalCount is asked for.
    resolve: async (query, _root, { filter, sort }, ctx) => {
      const resolved = await resolveProductFilter(ctx.prisma, filter as ProductFilter);
      return resolved ? ctx.prisma.product.findMany({ ...query, where: productWhere(resolved), orderBy: productOrderBy(sort) }) : noRows(query);
    },
    totalCount: async (_connection, { filter }, ctx) => {
      const resolved = await resolveProductFilter(ctx.prisma, filter as ProductFilter);
      return resolved ? countProducts(ctx.prisma, resolved) : 0;
    },
  }),
  product: t.prismaField({
    type: ProductInterface,
    description: 'One product page: the product of this kind whose slug or id is `key`.',
    errors: { types: [NotFoundError] },
    args: { kind: t.arg({ type: ProductKindEnum, required: true }), key: t.arg.string({ required: true }) },
    resolve: (query, _root, { kind, key }, ctx) => findProduct(ctx, kind, key, query),
  }),
  search: t.connection(
    {
      type: ProductInterface,
      description:
        'Published products matching what the shopper typed, best match first. A blank query finds nothing. Misspelt words are corrected (correctedQuery says to what) unless asTyped is true.',
      args: {
        query: t.arg.string({ required: true }),
        kinds: t.arg({ type: [ProductKindEnum] }),
        asTyped: t.arg.boolean({ defaultValue: false, description: 'Search the words exactly as typed, without correcting misspellings.' }),
      },
      resolve: async (_root, args, ctx, info) => {
        admitSearch(ctx, args.query);
        const parsed = parseSearchQuery(args.query);
        const query = parsed && args.asTyped ? { ...parsed, correctable: false, loose: false } : parsed;
        let totalCount = 0;
        let correctedQuery: string | null = null;
        let closeMatches = false;
        const connection = await resolveOffsetConnection({ args, maxSize: MAX_PAGE_SIZE }, async ({ offset, limit }) => {
          if (!query) return [];
          const ranked = await rankedProductIds(ctx, query, { kinds: args.kinds, offset, limit });
          totalCount = ranked.total;
          correctedQuery = ranked.corrected;
          closeMatches = ranked.partial;
          if (ranked.ids.length === 0) return [];
          const rows = await ctx.prisma.product.findMany({
            ...queryFromInfo({ context: ctx, info, path: ['edges', 'node'] }),
            where: { id: { in: ranked.ids } },
          });
          return inIdOrder(ranked.ids, rows);
        });
        return { ...connection, totalCount, correctedQuery, closeMatches };
      },
    },
    {
      fields: (c) => ({
        totalCount: c.int({ resolve: (connection) => connection.totalCount }),
        correctedQuery: c.string({
          nullable: true,
          description: 'The query with its misspelt words corrected ("physics" for "phisics") when the corrected words found products; null otherwise.',
          resolve: (connection) => connection.correctedQuery,
        }),
        closeMatches: c.boolean({
          description:
            'true when no product holds every word of the query and these are the closest matches instead (most words matched first): "No exact match; showing close results".',
          resolve: (connection) => connection.closeMatches,
        }),
      }),
    },
  ),
  searchSuggestions: t.prismaField({
    type: [ProductInterface],
    description: `Products whose words start with what is typed so far, for the search box (at most ${SEARCH_SUGGESTIONS_MAX}).`,
    args: { query: t.arg.string({ required: true }), first: t.arg.int({ defaultValue: 8 }) },
    resolve: async (query, _root, args, ctx) => {
      admitSearch(ctx, args.query);
      const parsed = parseSearchQuery(args.query);
      const limit = Math.min(Math.max(args.first ?? 8, 0), SEARCH_SUGGESTIONS_MAX);
      if (!parsed || limit === 0) return [];
      const { ids } = await rankedProductIds(ctx, parsed, { offset: 0, limit, withTotal: false });
      if (ids.length === 0) return [];
      return inIdOrder(ids, await ctx.prisma.product.findMany({ ...query, where: { id: { in: ids } } }));
    },
  }),
  author: t.prismaField({
    type: 'Author',
    description: 'An author page by slug.',
    errors: { types: [NotFoundError] },
    args: { slug: t.arg.string({ required: true }) },
    resolve: async (query, _root, { slug }, ctx) => {
      const author = await ctx.prisma.author.findUnique({ ...nonEmptyQuery(query), where: { slug } });
      if (!author) throw new NotFoundError('Author', `No author is called "${slug}".`);
      return author;
    },
  }),
  authors: t.prismaConnection({
    type: 'Author',
    cursor: 'id',
    description: 'Authors by name, optionally those whose name contains `search`.',
    args: { search: t.arg.string() },
    resolve: (query, _root, { search }, ctx) =>
      ctx.prisma.author.findMany({ ...query, where: authorWhere(search), orderBy: [{ name: 'asc' }, { id: 'asc' }] }),
    totalCount: (_connection, { search }, ctx) => ctx.prisma.author.count({ where: authorWhere(search) }),
  }),
  bundleYears: t.intList({
    description: 'Exam years with published bundles, newest first (/bundles/{year}).',
    // GROUP BY in SQL: Prisma's `distinct` reads every bundle and removes duplicates in JavaScript.
    resolve: async (_root, _args, ctx) => {
      const rows = await ctx.prisma.bundleDetail.groupBy({ by: ['year'], where: { product: { published: true } }, orderBy: { year: 'desc' } });
      return rows.map((row) => row.year);
    },
  }),
}));

function authorWhere(search: string | null | undefined) {
  const text = search?.trim();
  return text ? { name: { contains: likeLiteral(text), mode: 'insensitive' as const } } : {};
}

builder.prismaObjectField(AuthorNodeRef, 'products', (t) =>
  t.prismaConnection({
    type: ProductInterface,
    cursor: 'id',
    description: "The author's published products.",
    args: { sort: t.arg({ type: ProductSortEnum, defaultValue: 'NEWEST' }) },
    resolve: (query, author, { sort }, ctx) =>
      ctx.prisma.product.findMany({ ...query, where: productWhere(null, { authors: { some: { authorId: author.id } } }), orderBy: productOrderBy(sort) }),
    totalCount: (author, _args, ctx) =>
      ctx.prisma.product.count({ where: productWhere(null, { authors: { some: { authorId: author.id } } }) }),
  }),
);
