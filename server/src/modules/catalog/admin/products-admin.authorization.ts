/** The product admin rows of the authorization matrix (see server/test/authorization-matrix.ts). */
import { encodeGlobalID } from '@pothos/plugin-relay';
import { staff, typename, type AuthorizationSpec, type Case } from '../../../../test/authorization-matrix.ts';
import type { ProductKind } from '../../../generated/prisma/client.ts';
import { PRODUCT_TYPENAMES } from './products-admin.service.ts';

type Fixtures = Record<'book' | 'ebook' | 'stationery' | 'bundle' | 'content' | 'doomed', string>;

const KINDS = [
  ['Book', 'book', ''],
  ['Ebook', 'ebook', ''],
  ['Stationery', 'stationery', 'variants: [{ label: "Blue", sku: "MATRIX-BLUE", stock: 1 }]'],
  ['Bundle', 'bundle', 'year: 2026, items: [{ productId: "BOOK_ID", quantity: 1 }]'],
  ['Content', 'content', 'hscBatch: "HSC 2026"'],
] as const;

const mutations: Case<Fixtures>[] = [
  ...KINDS.flatMap(([name, key, extra]): Case<Fixtures>[] => [
    {
      field: `create${name}`,
      document: (role, f) =>
        `mutation { create${name}(input: { title: "Matrix ${name} ${role}", price: 100 ${extra.replace('BOOK_ID', f.book)} }) { ${typename} } }`,
      expected: staff('FORBIDDEN', `Create${name}Payload`),
    },
    {
      field: `update${name}`,
      document: (role, f) => `mutation { update${name}(input: { id: "${f[key]}", title: "Renamed by ${role}" }) { ${typename} } }`,
      expected: staff('FORBIDDEN', `Update${name}Payload`),
    },
  ]),
  {
    field: 'deleteProduct',
    document: (_role, f) => `mutation { deleteProduct(input: { id: "${f.doomed}" }) { ${typename} } }`,
    expected: staff('FORBIDDEN', 'DeleteProductPayload'),
  },
  {
    field: 'setProductsPublished',
    document: (_role, f) => `mutation { setProductsPublished(input: { ids: ["${f.book}", "${f.stationery}"], published: true }) { ${typename} } }`,
    expected: staff('FORBIDDEN', 'SetProductsPublishedPayload'),
  },
];

const staffQueries: Case<Fixtures>[] = [
  {
    field: 'adminProducts',
    document: () => `{ adminProducts(first: 5) { totalCount edges { node { id published } } } }`,
    expected: staff('FORBIDDEN', 'ok'),
  },
  {
    // Support agents search users (users.view); their product list stays empty.
    field: 'adminSearch',
    document: () => `{ adminSearch(query: "matrix") { products { id } users { id } } }`,
    expected: staff('ok', 'ok'),
  },
  {
    field: 'productSales',
    document: (_role, f) => `{ productSales(productId: "${f.book}") { unitsSold revenue { amount } orders } }`,
    expected: staff('FORBIDDEN', 'ok'),
  },
];

export const productsAdminAuthorization: AuthorizationSpec<Fixtures> = {
  mutations,
  staffQueries,
  publicQueries: [],
  setup: async (t) => {
    const prisma = t.db.prisma;
    const row = async (kind: ProductKind, slug: string, detail: Record<string, unknown>) => {
      const product = await prisma.product.create({ data: { kind, slug, title: `Matrix ${slug}`, price: 1000, ...detail } });
      return encodeGlobalID(PRODUCT_TYPENAMES[kind], product.id);
    };
    return {
      book: await row('BOOK', 'matrix-book', { book: { create: {} } }),
      ebook: await row('EBOOK', 'matrix-ebook', { ebook: { create: {} } }),
      stationery: await row('STATIONERY', 'matrix-stationery', { stationery: { create: {} } }),
      bundle: await row('BUNDLE', 'matrix-bundle', { bundle: { create: { year: 2026 } } }),
      content: await row('CONTENT', 'matrix-content', { content: { create: { hscBatch: 'HSC 2026' } } }),
      doomed: await row('BOOK', 'matrix-doomed', { book: { create: {} } }),
    };
  },
};
