/**
 * The yardstick for bench/catalogue.ts: a bare GraphQL Yoga server with a hand-written graphql-js
 * schema that answers the section page query straight from Prisma — no Pothos, no auth scopes, no
 * request context, no logging, no middleware. It uses the same Prisma filter and order as the shop
 * (catalog.service.ts) and gives byte-for-byte the same answer, so the difference is the framework.
 */
import { createServer, type Server } from 'node:http';
import {
  GraphQLEnumType,
  GraphQLID,
  GraphQLInputObjectType,
  GraphQLInt,
  GraphQLList,
  GraphQLNonNull,
  type GraphQLNullableType,
  GraphQLObjectType,
  GraphQLSchema,
  GraphQLString,
} from 'graphql';
import { createYoga } from 'graphql-yoga';
import type { PrismaClient, ProductKind } from '../server/src/generated/prisma/client.ts';
import { productOrderBy, productWhere, type ProductFilter, type ProductSort } from '../server/src/modules/catalog/catalog.service.ts';
import { formatTaka } from '../server/src/shared/money.ts';

const TYPENAME: Record<ProductKind, string> = { BOOK: 'Book', EBOOK: 'Ebook', STATIONERY: 'Stationery', BUNDLE: 'Bundle', CONTENT: 'Content' };
const PATH: Record<ProductKind, string> = { BOOK: 'book', EBOOK: 'ebook', STATIONERY: 'stationery', BUNDLE: 'bundle', CONTENT: 'content' };

interface Row {
  id: string;
  kind: ProductKind;
  slug: string;
  title: string;
  price: number;
  coverKey: string | null;
  authors: { author: { name: string } }[];
}

const nonNull = <T extends GraphQLNullableType>(type: T) => new GraphQLNonNull(type);

const Money = new GraphQLObjectType<number>({
  name: 'Money',
  fields: {
    amount: { type: nonNull(GraphQLInt), resolve: (poisha) => poisha },
    formatted: { type: nonNull(GraphQLString), resolve: (poisha) => formatTaka(poisha) },
  },
});

const Image = new GraphQLObjectType<{ url: string; alt: string }>({
  name: 'Image',
  fields: { url: { type: nonNull(GraphQLString) }, alt: { type: nonNull(GraphQLString) } },
});

const Author = new GraphQLObjectType<{ name: string }>({ name: 'Author', fields: { name: { type: nonNull(GraphQLString) } } });

const Product = new GraphQLObjectType<Row>({
  name: 'Product',
  fields: {
    id: { type: nonNull(GraphQLID), resolve: (p) => Buffer.from(`${TYPENAME[p.kind]}:${p.id}`).toString('base64') },
    title: { type: nonNull(GraphQLString) },
    slug: { type: nonNull(GraphQLString) },
    path: { type: nonNull(GraphQLString), resolve: (p) => `/${PATH[p.kind]}/${p.slug}` },
    price: { type: nonNull(Money), resolve: (p) => p.price },
    cover: { type: Image, resolve: (p) => (p.coverKey ? { url: `/files/${p.coverKey}`, alt: p.title } : null) },
    authors: { type: nonNull(new GraphQLList(nonNull(Author))), resolve: (p) => p.authors.map((a) => a.author) },
  },
});

const Edge = new GraphQLObjectType<Row>({ name: 'ProductEdge', fields: { node: { type: nonNull(Product), resolve: (row) => row } } });

const Connection = new GraphQLObjectType<{ totalCount: number; rows: Row[] }>({
  name: 'ProductConnection',
  fields: {
    totalCount: { type: nonNull(GraphQLInt) },
    edges: { type: nonNull(new GraphQLList(nonNull(Edge))), resolve: (connection) => connection.rows },
  },
});

const Sort = new GraphQLEnumType({
  name: 'ProductSort',
  values: { NEWEST: {}, PRICE_LOW_HIGH: {}, PRICE_HIGH_LOW: {}, POPULAR: {} },
});

const Filter = new GraphQLInputObjectType({ name: 'ProductFilter', fields: { section: { type: GraphQLString } } });

export function bareSchema(prisma: PrismaClient): GraphQLSchema {
  return new GraphQLSchema({
    query: new GraphQLObjectType({
      name: 'Query',
      fields: {
        products: {
          type: nonNull(Connection),
          args: { first: { type: GraphQLInt }, filter: { type: Filter }, sort: { type: Sort, defaultValue: 'NEWEST' } },
          resolve: async (_root, args: { first?: number | null; filter?: ProductFilter | null; sort: ProductSort }) => {
            const where = productWhere(args.filter);
            const [rows, totalCount] = await Promise.all([
              prisma.product.findMany({
                where,
                orderBy: productOrderBy(args.sort),
                take: Math.min(args.first ?? 20, 100),
                select: {
                  id: true,
                  kind: true,
                  slug: true,
                  title: true,
                  price: true,
                  coverKey: true,
                  authors: { orderBy: { position: 'asc' }, select: { author: { select: { name: true } } } },
                },
              }),
              prisma.product.count({ where }),
            ]);
            return { rows, totalCount };
          },
        },
      },
    }),
  });
}

/** Serves the bare schema on 127.0.0.1 at a free port; resolves with its /graphql URL and the server. */
export async function startBareServer(prisma: PrismaClient): Promise<{ url: string; server: Server }> {
  const yoga = createYoga({ schema: bareSchema(prisma), graphiql: false, landingPage: false, logging: false });
  const server = createServer(yoga);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('The bare server has no port');
  return { url: `http://127.0.0.1:${address.port}/graphql`, server };
}
