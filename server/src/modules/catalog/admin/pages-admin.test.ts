import { encodeGlobalID } from '@pothos/plugin-relay';
import { signInAs } from '../../../../test/accounts.ts';
import { createBook, createEbook, createStationery, productGlobalId } from '../../../../test/catalog-fixtures.ts';
import { startTestApp, type TestApp } from '../../../../test/test-app.ts';

let t: TestApp;
let admin: string;
let customer: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await signInAs(t, 'admin');
  customer = await signInAs(t, 'customer');
});
afterAll(() => t.close());

const RESULT = `__typename ... on ValidationError { fields { field message } } ... on NotFoundError { what } ... on Error { message code }`;
const PAGES = `product { id ... on Book { pageImages { id position caption } } ... on Ebook { pageImages { id position caption } } }`;

async function mutate(field: string, input: Record<string, unknown>, selection = 'product { id }') {
  const type = `${field[0]!.toUpperCase()}${field.slice(1)}`;
  const { data, errors } = await t.graphql(
    `mutation($input: ${type}Input!) { ${field}(input: $input) { ${RESULT} ... on Mutation${type}Success { data { ${selection} } } } }`,
    { input },
    { cookie: admin },
  );
  expect(errors).toBeUndefined();
  return data![field];
}

let fileCount = 0;
async function image(visibility: 'PUBLIC' | 'PRIVATE' = 'PUBLIC', contentType = 'image/png') {
  fileCount += 1;
  const key = `pages/page-${fileCount}.png`;
  await t.db.prisma.storedFile.create({ data: { key, contentType, size: 100, visibility } });
  return key;
}

async function addPages(productId: string, kind: 'DEMO' | 'PAGE', count: number) {
  const ids: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const result = await mutate('addProductPage', { productId, kind, imageKey: await image(), caption: `${kind} ${i + 1}` }, 'page { id }');
    expect(result.__typename).toBe('MutationAddProductPageSuccess');
    ids.push(result.data.page.id);
  }
  return ids;
}

const positions = async (productId: string, kind: 'DEMO' | 'PAGE') =>
  (await t.db.prisma.productPage.findMany({ where: { productId, kind }, orderBy: { position: 'asc' } })).map((p) => ({
    id: encodeGlobalID('ProductPage', p.id),
    position: p.position,
  }));

describe('product pages', () => {
  it('adds pages at the end of their own list, returning the page and its product, and audits it', async () => {
    const book = await createBook(t.db.prisma, { title: 'Physics' });
    const gid = productGlobalId(book);
    const key = await image();
    const first = await mutate(
      'addProductPage',
      { productId: gid, kind: 'PAGE', imageKey: key, caption: ' Contents ' },
      `page { id kind position caption image { url alt } } ${PAGES}`,
    );
    expect(first.data.page).toMatchObject({ kind: 'PAGE', position: 0, caption: 'Contents', image: { url: `/files/${key}`, alt: 'Contents' } });
    expect(first.data.product).toEqual({ id: gid, pageImages: [{ id: first.data.page.id, position: 0, caption: 'Contents' }] });

    await addPages(gid, 'DEMO', 2);
    await addPages(gid, 'PAGE', 2);
    expect((await positions(book.id, 'DEMO')).map((p) => p.position)).toEqual([0, 1]);
    expect((await positions(book.id, 'PAGE')).map((p) => p.position)).toEqual([0, 1, 2]);
    expect(await t.db.prisma.auditEvent.count({ where: { action: 'catalog.pages_changed', targetId: book.id } })).toBe(5);

    const ebook = await createEbook(t.db.prisma, { title: 'Physics (ebook)' });
    const added = await mutate('addProductPage', { productId: productGlobalId(ebook), kind: 'PAGE', imageKey: key }, PAGES);
    expect(added.data.product.pageImages).toHaveLength(1);
  });

  it('refuses other kinds of product, unknown products and unusable images', async () => {
    const pen = await createStationery(t.db.prisma, { title: 'Pen' });
    const key = await image();
    expect(await mutate('addProductPage', { productId: productGlobalId(pen), kind: 'DEMO', imageKey: key })).toMatchObject({
      __typename: 'ValidationError',
      fields: [{ field: 'productId', message: 'Only books and ebooks have page images' }],
    });
    expect(
      await mutate('addProductPage', { productId: encodeGlobalID('Book', '00000000-0000-4000-8000-000000000000'), kind: 'DEMO', imageKey: key }),
    ).toMatchObject({ __typename: 'NotFoundError', what: 'Product' });
    expect(await mutate('addProductPage', { productId: 'garbage', kind: 'DEMO', imageKey: key })).toMatchObject({ __typename: 'NotFoundError' });

    const book = productGlobalId(await createBook(t.db.prisma, { title: 'Chemistry' }));
    for (const [imageKey, message] of [
      ['pages/none.png', 'No uploaded file has this key; upload the image first'],
      [await image('PRIVATE'), 'This file is not a public image'],
      [await image('PUBLIC', 'application/pdf'), 'This file is not a public image'],
    ]) {
      expect(await mutate('addProductPage', { productId: book, kind: 'DEMO', imageKey })).toMatchObject({
        __typename: 'ValidationError',
        fields: [{ field: 'imageKey', message }],
      });
    }
    expect(await mutate('addProductPage', { productId: book, kind: 'DEMO', imageKey: key, caption: 'c'.repeat(201) })).toMatchObject({
      fields: [{ field: 'caption' }],
    });
    expect(await t.db.prisma.productPage.count({ where: { product: { title: { in: ['Pen', 'Chemistry'] } } } })).toBe(0);
  });

  it('removes a page and closes the gap in its list only', async () => {
    const book = await createBook(t.db.prisma, { title: 'Biology' });
    const gid = productGlobalId(book);
    const demo = await addPages(gid, 'DEMO', 4);
    const pages = await addPages(gid, 'PAGE', 2);
    const removed = await mutate('removeProductPage', { id: demo[1] }, `deletedId ${PAGES}`);
    expect(removed.data.deletedId).toBe(demo[1]);
    expect(removed.data.product.pageImages.map((p: any) => p.id)).toEqual(pages);
    expect(await positions(book.id, 'DEMO')).toEqual([demo[0], demo[2], demo[3]].map((id, position) => ({ id, position })));
    expect(await mutate('removeProductPage', { id: demo[1] })).toMatchObject({ __typename: 'NotFoundError' });
    await mutate('removeProductPage', { id: demo[3] });
    await mutate('removeProductPage', { id: demo[0] });
    expect(await positions(book.id, 'DEMO')).toEqual([{ id: demo[2], position: 0 }]);
  });

  it('reorders one list, requiring exactly its current pages', async () => {
    const book = await createBook(t.db.prisma, { title: 'Maths' });
    const gid = productGlobalId(book);
    const demo = await addPages(gid, 'DEMO', 3);
    const pages = await addPages(gid, 'PAGE', 3);
    const order = [pages[2]!, pages[0]!, pages[1]!];
    const result = await mutate('reorderProductPages', { productId: gid, kind: 'PAGE', pageIds: order }, `pages { id position } ${PAGES}`);
    expect(result.data.pages).toEqual(order.map((id, position) => ({ id, position })));
    expect(result.data.product.pageImages.map((p: any) => p.id)).toEqual(order);

    for (const pageIds of [order.slice(1), [...order, order[0]], [order[0], order[1], order[1]], [order[0], order[1], demo[0]], [order[0], order[1], 'x']]) {
      expect(await mutate('reorderProductPages', { productId: gid, kind: 'PAGE', pageIds })).toMatchObject({
        __typename: 'ValidationError',
        fields: [{ field: 'pageIds' }],
      });
    }
    expect(await positions(book.id, 'PAGE')).toEqual(order.map((id, position) => ({ id, position })));
    expect(await positions(book.id, 'DEMO')).toEqual(demo.map((id, position) => ({ id, position })));

    const permutations = [
      [0, 1, 2],
      [2, 1, 0],
      [1, 2, 0],
      [1, 0, 2],
    ].map((p) => p.map((i) => demo[i]!));
    const results = await Promise.all(permutations.map((pageIds) => mutate('reorderProductPages', { productId: gid, kind: 'DEMO', pageIds })));
    for (const r of results) expect(r.__typename).toBe('MutationReorderProductPagesSuccess');
    const final = await positions(book.id, 'DEMO');
    expect(final.map((p) => p.position)).toEqual([0, 1, 2]);
    expect(permutations).toContainEqual(final.map((p) => p.id));
  });

  it('shows page images to catalogue staff only', async () => {
    const book = await createBook(t.db.prisma, { title: 'Secret pages' });
    const gid = productGlobalId(book);
    await addPages(gid, 'PAGE', 1);
    const query = `{ node(id: "${gid}") { ... on Book { title pageImages { image { url } } } } }`;
    const anonymous = await t.graphql(query);
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(JSON.stringify(anonymous.data)).not.toContain('/files/');
    const asCustomer = await t.graphql(query, {}, { cookie: customer });
    expect(asCustomer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(JSON.stringify(asCustomer.data)).not.toContain('/files/');
    const asAdmin = await t.graphql(query, {}, { cookie: admin });
    expect(asAdmin.errors).toBeUndefined();
    expect(asAdmin.data!.node.pageImages).toHaveLength(1);
    // The book itself stays public.
    const title = await t.graphql(`{ node(id: "${gid}") { ... on Book { title } } }`, {}, { cookie: customer });
    expect(title.data!.node).toEqual({ title: 'Secret pages' });
  });
});
