/**
 * The yardstick for bench/catalogue.ts: a bare GraphQL Yoga server with a hand-written graphql-js
 * schema that answers the storefront's card lists (the section page query and HomePageQuery: product
 * lists, sections, bundle years) straight from Prisma — no Pothos, no auth scopes, no request context,
 * no logging, no middleware, no response cache. It sends the same SQL as the shop: the same filter,
 * order and section resolution (catalog.service.ts, section-tree.ts), the same card columns, the card
 * facts through the same batched statement (product-facts.ts) and the same kept counts; it gives
 * byte-for-byte the same answers, so what differs is the framework.
 */
import { createServer, type Server } from 'node:http';
import {
  GraphQLBoolean,
  GraphQLEnumType,
  GraphQLFloat,
  GraphQLID,
  GraphQLInputObjectType,
  GraphQLInt,
  GraphQLInterfaceType,
  GraphQLList,
  GraphQLNonNull,
  type GraphQLNullableType,
  GraphQLObjectType,
  GraphQLSchema,
  GraphQLString,
} from 'graphql';
import { createYoga } from 'graphql-yoga';
import type { PrismaClient, ProductKind, Section } from '../server/src/generated/prisma/client.ts';
import { countProducts, productOrderBy, productWhere, resolveProductFilter, type ProductFilter, type ProductSort } from '../server/src/modules/catalog/catalog.service.ts';
import { productFacts } from '../server/src/modules/catalog/product-facts.ts';
import { sectionTree } from '../server/src/modules/catalog/section-tree.ts';
import { publicFileUrl } from '../server/src/modules/storage/file-storage.ts';
import { imageInfo } from '../server/src/modules/storage/image-info.ts';
import { variantSrcset } from '../server/src/modules/storage/images.ts';
import { formatTaka } from '../server/src/shared/money.ts';

const TYPENAME: Record<ProductKind, string> = { BOOK: 'Book', EBOOK: 'Ebook', STATIONERY: 'Stationery', BUNDLE: 'Bundle', CONTENT: 'Content' };
const PATH: Record<ProductKind, string> = { BOOK: 'book', EBOOK: 'ebook', STATIONERY: 'stationery', BUNDLE: 'bundle', CONTENT: 'content' };
const DIGITAL: ReadonlySet<ProductKind> = new Set(['EBOOK', 'CONTENT']);

/** The columns a card needs (what Pothos's select mode reads for ProductCard). */
const CARD_COLUMNS = {
  id: true,
  kind: true,
  slug: true,
  title: true,
  price: true,
  compareAtPrice: true,
  coverKey: true,
  stock: true,
  ratingCount: true,
  ratingSum: true,
} as const;

interface Card {
  id: string;
  kind: ProductKind;
  slug: string;
  title: string;
  price: number;
  compareAtPrice: number | null;
  coverKey: string | null;
  stock: number;
  ratingCount: number;
  ratingSum: number;
}

interface Ctx {
  prisma: PrismaClient;
}

const globalId = (typename: string, id: string) => Buffer.from(`${typename}:${id}`).toString('base64');
const nonNull = <T extends GraphQLNullableType>(type: T) => new GraphQLNonNull(type);
const list = <T extends GraphQLNullableType>(type: T) => nonNull(new GraphQLList(nonNull(type)));
const facts = (card: Card, ctx: Ctx) => productFacts(ctx).load(card.id);

const Money = new GraphQLObjectType<number>({
  name: 'Money',
  fields: {
    amount: { type: nonNull(GraphQLInt), resolve: (poisha) => poisha },
    formatted: { type: nonNull(GraphQLString), resolve: (poisha) => formatTaka(poisha) },
  },
});

const Image = new GraphQLObjectType<{ key: string; url: string; alt: string }, Ctx>({
  name: 'Image',
  fields: {
    url: { type: nonNull(GraphQLString) },
    alt: { type: nonNull(GraphQLString) },
    srcset: { type: GraphQLString, resolve: (image) => variantSrcset(image.key) },
    avifSrcset: { type: GraphQLString, resolve: async (image, _args, ctx) => (await imageInfo(ctx).load(image.key)).avifSrcset },
    placeholder: { type: GraphQLString, resolve: async (image, _args, ctx) => (await imageInfo(ctx).load(image.key)).placeholder },
  },
});

const Rating = new GraphQLObjectType<{ count: number; sum: number }>({
  name: 'Rating',
  fields: {
    count: { type: nonNull(GraphQLInt) },
    average: { type: GraphQLFloat, resolve: ({ count, sum }) => (count === 0 ? null : Math.round((sum / count) * 10) / 10) },
  },
});

const Author = new GraphQLObjectType<{ id: string; slug: string; name: string }>({
  name: 'Author',
  fields: {
    id: { type: nonNull(GraphQLID), resolve: (author) => globalId('Author', author.id) },
    name: { type: nonNull(GraphQLString) },
    path: { type: nonNull(GraphQLString), resolve: (author) => `/author/${author.slug}` },
  },
});

const Variant = new GraphQLObjectType<{ id: string; label: string }>({
  name: 'StationeryVariant',
  fields: { id: { type: nonNull(GraphQLID) }, label: { type: nonNull(GraphQLString) } },
});

const ProductKindEnum = new GraphQLEnumType({
  name: 'ProductKind',
  values: Object.fromEntries(Object.keys(TYPENAME).map((kind) => [kind, {}])),
});

const productFields = () => ({
  id: { type: nonNull(GraphQLID), resolve: (p: Card) => globalId(TYPENAME[p.kind], p.id) },
  kind: { type: nonNull(ProductKindEnum) },
  slug: { type: nonNull(GraphQLString) },
  title: { type: nonNull(GraphQLString) },
  path: { type: nonNull(GraphQLString), resolve: (p: Card) => `/${PATH[p.kind]}/${p.slug}` },
  price: { type: nonNull(Money), resolve: (p: Card) => p.price },
  compareAtPrice: {
    type: Money,
    resolve: (p: Card) => (p.compareAtPrice !== null && p.compareAtPrice > p.price ? p.compareAtPrice : null),
  },
  digital: { type: nonNull(GraphQLBoolean), resolve: (p: Card) => DIGITAL.has(p.kind) },
  inStock: { type: nonNull(GraphQLBoolean), resolve: (p: Card) => DIGITAL.has(p.kind) || p.stock > 0 },
  cover: { type: Image, resolve: (p: Card) => (p.coverKey ? { key: p.coverKey, url: publicFileUrl(p.coverKey), alt: p.title } : null) },
  authors: { type: list(Author), resolve: async (p: Card, _args: unknown, ctx: Ctx) => (await facts(p, ctx)).authors },
  rating: { type: nonNull(Rating), resolve: (p: Card) => ({ count: p.ratingCount, sum: p.ratingSum }) },
});

const Product = new GraphQLInterfaceType({
  name: 'Product',
  fields: productFields,
  resolveType: (p: Card) => TYPENAME[p.kind],
});

function productType(kind: ProductKind, extra: () => Record<string, object> = () => ({})) {
  return new GraphQLObjectType<Card, Ctx>({
    name: TYPENAME[kind],
    interfaces: [Product],
    fields: () => ({ ...productFields(), ...extra() }) as never,
  });
}

const ProductTypes = [
  productType('BOOK'),
  productType('EBOOK'),
  productType('STATIONERY', () => ({
    variants: { type: list(Variant), resolve: async (p: Card, _args: unknown, ctx: Ctx) => (await facts(p, ctx)).variants },
  })),
  productType('BUNDLE', () => ({
    year: { type: nonNull(GraphQLInt), resolve: async (p: Card, _args: unknown, ctx: Ctx) => (await facts(p, ctx)).bundleYear ?? 0 },
  })),
  productType('CONTENT', () => ({
    hscBatch: { type: nonNull(GraphQLString), resolve: async (p: Card, _args: unknown, ctx: Ctx) => (await facts(p, ctx)).content?.hscBatch ?? '' },
  })),
];

interface ProductList {
  rows: Card[];
  count: () => Promise<number>;
}

const ProductEdge = new GraphQLObjectType<Card>({ name: 'QueryProductsConnectionEdge', fields: { node: { type: nonNull(Product), resolve: (row) => row } } });

const ProductConnection = new GraphQLObjectType<ProductList>({
  name: 'QueryProductsConnection',
  fields: {
    totalCount: { type: nonNull(GraphQLInt), resolve: (connection) => connection.count() },
    edges: { type: list(ProductEdge), resolve: (connection) => connection.rows },
  },
});

/** A connection over sections: the same edges as the shop's (no cursors or page info: the cards do not ask). */
function sectionConnection(name: string) {
  const edge = new GraphQLObjectType<Section>({ name: `${name}Edge`, fields: () => ({ node: { type: nonNull(SectionType), resolve: (s) => s } }) });
  return new GraphQLObjectType<readonly Section[]>({ name, fields: { edges: { type: list(edge), resolve: (sections) => sections } } });
}

const SectionType: GraphQLObjectType<Section, Ctx> = new GraphQLObjectType<Section, Ctx>({
  name: 'Section',
  fields: () => ({
    id: { type: nonNull(GraphQLID), resolve: (s: Section) => globalId('Section', s.id) },
    slug: { type: nonNull(GraphQLString) },
    name: { type: nonNull(GraphQLString) },
    description: { type: nonNull(GraphQLString) },
    path: {
      type: nonNull(GraphQLString),
      resolve: async (s: Section, _args: unknown, ctx: Ctx) => {
        const parent = s.parentId ? (await sectionTree(ctx.prisma)).byId(s.parentId) : undefined;
        return parent ? `/${parent.slug}/${s.slug}` : `/${s.slug}`;
      },
    },
    children: {
      type: nonNull(SectionChildren),
      args: { first: { type: GraphQLInt } },
      resolve: async (s: Section, args: { first?: number | null }, ctx: Ctx) =>
        (await sectionTree(ctx.prisma)).children(s.id).slice(0, args.first ?? 20),
    },
  }),
});
const SectionChildren = sectionConnection('SectionChildrenConnection');
const Sections = sectionConnection('QuerySectionsConnection');

const Sort = new GraphQLEnumType({
  name: 'ProductSort',
  values: { NEWEST: {}, PRICE_LOW_HIGH: {}, PRICE_HIGH_LOW: {}, POPULAR: {} },
});

const Filter = new GraphQLInputObjectType({
  name: 'ProductFilter',
  fields: { section: { type: GraphQLString }, kinds: { type: new GraphQLList(nonNull(ProductKindEnum)) } },
});

async function products(ctx: Ctx, args: { first?: number | null; filter?: ProductFilter | null; sort: ProductSort }): Promise<ProductList> {
  const filter = await resolveProductFilter(ctx.prisma, args.filter);
  if (!filter) return { rows: [], count: async () => 0 };
  const rows = await ctx.prisma.product.findMany({
    where: productWhere(filter),
    orderBy: productOrderBy(args.sort),
    // As Pothos's connection does: one row more than the page, to know whether there is a next page.
    take: Math.min(args.first ?? 20, 100) + 1,
    select: CARD_COLUMNS,
  });
  return { rows: rows.slice(0, Math.min(args.first ?? 20, 100)), count: () => countProducts(ctx.prisma, filter) };
}

export function bareSchema(): GraphQLSchema {
  return new GraphQLSchema({
    types: ProductTypes,
    query: new GraphQLObjectType<unknown, Ctx>({
      name: 'Query',
      fields: {
        products: {
          type: nonNull(ProductConnection),
          args: { first: { type: GraphQLInt }, filter: { type: Filter }, sort: { type: Sort, defaultValue: 'NEWEST' } },
          resolve: (_root, args, ctx) => products(ctx, args),
        },
        sections: {
          type: nonNull(Sections),
          args: { first: { type: GraphQLInt } },
          resolve: async (_root, args: { first?: number | null }, ctx) => (await sectionTree(ctx.prisma)).roots().slice(0, args.first ?? 20),
        },
        bundleYears: {
          type: list(GraphQLInt),
          resolve: async (_root, _args, ctx) =>
            (await ctx.prisma.bundleDetail.groupBy({ by: ['year'], where: { product: { published: true } }, orderBy: { year: 'desc' } })).map(
              (row) => row.year,
            ),
        },
      },
    }),
  });
}

/** Serves the bare schema on 127.0.0.1 at a free port; resolves with its /graphql URL and the server. */
export async function startBareServer(prisma: PrismaClient): Promise<{ url: string; server: Server }> {
  const yoga = createYoga<object, Ctx>({ schema: bareSchema(), context: () => ({ prisma }), graphiql: false, landingPage: false, logging: false });
  const server = createServer(yoga);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('The bare server has no port');
  return { url: `http://127.0.0.1:${address.port}/graphql`, server };
}
