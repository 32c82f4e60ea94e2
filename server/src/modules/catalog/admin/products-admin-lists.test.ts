import { decodeGlobalID, encodeGlobalID } from '@pothos/plugin-relay';
import { startTestApp, type TestApp } from '../../../../test/test-app.ts';
import { graphqlAs, productRow, RESULT, storedFile, type Result } from './products-admin.test-support.ts';

let t: TestApp;
let gql: ReturnType<typeof graphqlAs>;

beforeAll(async () => {
  t = await startTestApp();
  gql = graphqlAs(t);
});
afterAll(() => t.close());

const idOf = (globalId: string) => decodeGlobalID(globalId).id;

async function deleteProduct(id: string) {
  const data = await gql('admin', `mutation($id: ID!) { deleteProduct(input: { id: $id }) { ${RESULT} ... on DeleteProductPayload { deletedId } } }`, { id });
  return data.deleteProduct as Result;
}

async function setPublished(ids: string[], published: boolean) {
  const data = await gql(
    'admin',
    `mutation($ids: [ID!]!, $published: Boolean!) { setProductsPublished(input: { ids: $ids, published: $published }) {
      ${RESULT} ... on SetProductsPublishedPayload { products { id published } } } }`,
    { ids, published },
  );
  return data.setProductsPublished as Result;
}

describe('deleteProduct', () => {
  it('refuses while a bundle contains the product, then deletes once it is free', async () => {
    const book = await productRow(t, 'BOOK', { title: 'Bundled book' });
    const bundle = await productRow(t, 'BUNDLE', { title: 'Exam pack' });
    await t.db.prisma.bundleItem.create({ data: { bundleId: bundle.id, productId: book.id, quantity: 1 } });

    const refused = await deleteProduct(book.globalId);
    expect(refused).toMatchObject({
      __typename: 'ValidationError',
      fields: [{ field: 'id', message: 'This product is in a bundle (Exam pack). Unpublish it instead, or take it out of the bundles first.' }],
    });
    expect(await t.db.prisma.product.count({ where: { id: book.id } })).toBe(1);
    expect(await t.db.prisma.auditEvent.count({ where: { action: 'catalog.product_deleted' } })).toBe(0);

    expect(await deleteProduct(bundle.globalId)).toEqual({ __typename: 'DeleteProductPayload', deletedId: bundle.globalId });
    expect(await deleteProduct(book.globalId)).toEqual({ __typename: 'DeleteProductPayload', deletedId: book.globalId });
    expect(await t.db.prisma.product.count({ where: { id: { in: [book.id, bundle.id] } } })).toBe(0);
    expect(await t.db.prisma.bundleItem.count({ where: { bundleId: bundle.id } })).toBe(0);
    const audit = await t.db.prisma.auditEvent.findMany({ where: { action: 'catalog.product_deleted' }, orderBy: { createdAt: 'asc' } });
    expect(audit.map((e) => [e.targetId, (e.details as { title: string }).title])).toEqual([
      [bundle.id, 'Exam pack'],
      [book.id, 'Bundled book'],
    ]);
  });

  it('answers NotFoundError for unknown ids and ids of another kind', async () => {
    const ebook = await productRow(t, 'EBOOK');
    for (const id of [encodeGlobalID('Book', ebook.id), encodeGlobalID('Author', ebook.id), 'x']) {
      expect((await deleteProduct(id)).__typename).toBe('NotFoundError');
    }
    expect(await t.db.prisma.product.count({ where: { id: ebook.id } })).toBe(1);
  });
});

describe('setProductsPublished', () => {
  it('publishes in bulk, stamps publishedAt only the first time and audits each product that changed', async () => {
    const a = await productRow(t, 'BOOK');
    const b = await productRow(t, 'STATIONERY');
    const c = await productRow(t, 'CONTENT', { published: true });
    const published = await setPublished([a.globalId, b.globalId, c.globalId, a.globalId], true);
    expect(published.__typename).toBe('SetProductsPublishedPayload');
    expect(published.products).toEqual([
      { id: a.globalId, published: true },
      { id: b.globalId, published: true },
      { id: c.globalId, published: true },
    ]);
    const first = await t.db.prisma.product.findUniqueOrThrow({ where: { id: a.id } });
    expect(first.publishedAt).toBeInstanceOf(Date);
    const audits = await t.db.prisma.auditEvent.findMany({ where: { action: 'catalog.products_published' } });
    expect(audits.map((e) => e.targetId).sort()).toEqual([a.id, b.id].sort());

    expect((await setPublished([a.globalId], false)).products).toEqual([{ id: a.globalId, published: false }]);
    expect(await t.db.prisma.auditEvent.count({ where: { action: 'catalog.products_unpublished', targetId: a.id } })).toBe(1);
    await setPublished([a.globalId], true);
    const again = await t.db.prisma.product.findUniqueOrThrow({ where: { id: a.id } });
    expect(again).toMatchObject({ published: true, publishedAt: first.publishedAt });
  });

  it('refuses ebooks without a file, unknown ids, and empty lists, changing nothing', async () => {
    const book = await productRow(t, 'BOOK');
    const fileless = await productRow(t, 'EBOOK', { title: 'Fileless ebook' });
    const withFile = await productRow(t, 'EBOOK', { fileKey: await storedFile(t, 'ebooks', 'PRIVATE', 'pdf') });
    expect(await setPublished([book.globalId, fileless.globalId, withFile.globalId], true)).toMatchObject({
      __typename: 'ValidationError',
      fields: [{ field: 'ids', message: 'Upload the file of these ebooks before publishing them: Fileless ebook' }],
    });
    expect((await setPublished([book.globalId, encodeGlobalID('Stationery', book.id)], true)).__typename).toBe('NotFoundError');
    expect((await setPublished([], true)).__typename).toBe('ValidationError');
    expect(await t.db.prisma.product.count({ where: { id: { in: [book.id, fileless.id, withFile.id] }, published: true } })).toBe(0);
    expect((await setPublished([withFile.globalId], true)).__typename).toBe('SetProductsPublishedPayload');
  });
});

describe('adminProducts', () => {
  let ids: Record<string, string>;

  beforeAll(async () => {
    await t.db.prisma.bundleItem.deleteMany();
    await t.db.prisma.product.deleteMany();
    const cycle = await t.db.prisma.section.findUniqueOrThrow({ where: { slug: 'cycle' } });
    const medical = await t.db.prisma.section.findUniqueOrThrow({ where: { slug: 'medical' } });
    const rows = {
      physics: await productRow(t, 'BOOK', { title: 'Physics Cycle Guide', price: 40_000, stock: 3, published: true }),
      biology: await productRow(t, 'BOOK', { title: 'Biology Question Bank', price: 20_000, stock: 50 }),
      pen: await productRow(t, 'STATIONERY', { title: 'Gel Pen', price: 1_000, stock: 0, published: true }),
      ebook: await productRow(t, 'EBOOK', { title: 'Physics Ebook', price: 10_000 }),
    };
    await t.db.prisma.product.update({ where: { id: rows.physics.id }, data: { sectionId: cycle.id, searchText: 'Shahjahan Tapan 9789840000001' } });
    await t.db.prisma.product.update({ where: { id: rows.biology.id }, data: { sectionId: medical.id } });
    ids = Object.fromEntries(Object.entries(rows).map(([name, row]) => [name, row.globalId]));
  });

  async function list(args: string) {
    const data = await gql('admin', `{ adminProducts(${args}) { totalCount edges { node { id title published } } } }`);
    const names = Object.fromEntries(Object.entries(ids).map(([name, id]) => [id, name]));
    return {
      totalCount: data.adminProducts.totalCount as number,
      names: (data.adminProducts.edges as { node: { id: string } }[]).map((e) => names[e.node.id]),
    };
  }

  it('lists unpublished products too, filtered and sorted', async () => {
    expect(await list('first: 10, sort: PRICE_LOW_HIGH')).toEqual({ totalCount: 4, names: ['pen', 'ebook', 'biology', 'physics'] });
    expect(await list('first: 10, sort: PRICE_HIGH_LOW, filter: { published: false }')).toEqual({ totalCount: 2, names: ['biology', 'ebook'] });
    expect(await list('first: 10, sort: PRICE_LOW_HIGH, filter: { kinds: [BOOK, EBOOK] }')).toEqual({ totalCount: 3, names: ['ebook', 'biology', 'physics'] });
    expect(await list('first: 10, filter: { search: "physics" }, sort: PRICE_LOW_HIGH')).toEqual({ totalCount: 2, names: ['ebook', 'physics'] });
    expect(await list('first: 10, filter: { search: "tapan" }')).toEqual({ totalCount: 1, names: ['physics'] });
    expect(await list('first: 10, filter: { search: "978-984-0000-001" }')).toEqual({ totalCount: 1, names: ['physics'] });
    expect(await list('first: 10, filter: { section: "academic" }')).toEqual({ totalCount: 1, names: ['physics'] });
    expect(await list('first: 10, filter: { lowStock: true }, sort: PRICE_LOW_HIGH')).toEqual({ totalCount: 2, names: ['pen', 'physics'] });
  });

  it('pages with a cursor and keeps the total', async () => {
    const data = await gql('admin', `{ adminProducts(first: 3, sort: PRICE_LOW_HIGH) { totalCount pageInfo { hasNextPage endCursor } edges { node { id } } } }`);
    expect(data.adminProducts.edges).toHaveLength(3);
    expect(data.adminProducts.pageInfo.hasNextPage).toBe(true);
    const next = await gql('admin', `query($after: String) { adminProducts(first: 3, after: $after, sort: PRICE_LOW_HIGH) { totalCount edges { node { id } } } }`, {
      after: data.adminProducts.pageInfo.endCursor,
    });
    expect(next.adminProducts).toEqual({ totalCount: 4, edges: [{ node: { id: ids.physics } }] });
  });
});

describe('adminSearch', () => {
  it('finds products and users for admins, only users for support agents', async () => {
    await productRow(t, 'BOOK', { title: 'Customer Service Handbook' });
    const query = `query($q: String!) { adminSearch(query: $q) { products { title } users { phone } } }`;
    const asAdmin = await gql('admin', query, { q: 'customer' });
    expect(asAdmin.adminSearch.products).toEqual([{ title: 'Customer Service Handbook' }]);
    expect(asAdmin.adminSearch.users).toEqual(expect.arrayContaining([{ phone: '01700000003' }]));
    const asAgent = await gql('agent', query, { q: 'customer' });
    expect(asAgent.adminSearch.products).toEqual([]);
    expect(asAgent.adminSearch.users).toEqual(expect.arrayContaining([{ phone: '01700000003' }]));
    const byPhone = await gql('admin', query, { q: '01700000003' });
    expect(byPhone.adminSearch.users).toEqual([{ phone: '01700000003' }]);
    expect((await gql('admin', query, { q: '   ' })).adminSearch).toEqual({ products: [], users: [] });
  });
});

describe('productSales', () => {
  it('counts sales from order lines only (the popularity counter is not a sale), and null for unknown products', async () => {
    const book = await productRow(t, 'BOOK', { soldCount: 17 });
    const query = `query($id: ID!) { productSales(productId: $id) { unitsSold revenue { amount formatted } orders } }`;
    expect((await gql('admin', query, { id: book.globalId })).productSales).toEqual({
      unitsSold: 0,
      revenue: { amount: 0, formatted: '৳0' },
      orders: 0,
    });
    expect((await gql('admin', query, { id: encodeGlobalID('Ebook', book.id) })).productSales).toBeNull();
    expect(idOf(book.globalId)).toBe(book.id);
  });
});
