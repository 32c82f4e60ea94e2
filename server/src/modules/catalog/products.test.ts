import { encodeGlobalID } from '@pothos/plugin-relay';
import { signInAs } from '../../../test/accounts.ts';
import {
  createAuthor,
  createBook,
  createBundle,
  createContent,
  createEbook,
  createStationery,
} from '../../../test/catalog-fixtures.ts';
import { countingApp } from '../../../test/statement-counter.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
const day = (n: number) => new Date(Date.UTC(2026, 0, n));

// One shop's worth of rows, made once: every test below only reads.
let rows: Awaited<ReturnType<typeof seed>>;

async function seed(prisma: TestApp['db']['prisma']) {
  const humayun = await createAuthor(prisma, 'Humayun Ahmed', { slug: 'humayun-ahmed' });
  const zafar = await createAuthor(prisma, 'Muhammed Zafar Iqbal', { slug: 'zafar-iqbal' });
  const physics = await createBook(prisma, {
    title: 'Physics 1st Paper',
    section: 'academic',
    price: 45_000,
    soldCount: 50,
    authorIds: [zafar.id],
    createdAt: day(1),
    isbn: '9789849000011',
  });
  const cycleGuide = await createBook(prisma, {
    title: 'HSC Cycle Question Bank',
    section: 'cycle',
    price: 30_000,
    soldCount: 80,
    authorIds: [humayun.id, zafar.id],
    createdAt: day(2),
  });
  const soldOut = await createBook(prisma, {
    title: 'Chemistry 2nd Paper',
    section: 'academic',
    price: 38_000,
    stock: 0,
    soldCount: 10,
    createdAt: day(3),
  });
  const buetGuide = await createBook(prisma, { title: 'BUET Admission Guide', section: 'engineering', price: 60_000, createdAt: day(4) });
  const draft = await createBook(prisma, { title: 'Unreleased Biology', section: 'academic', published: false, createdAt: day(5) });
  const ebook = await createEbook(prisma, { title: 'Physics Ebook', section: 'academic', price: 15_000, createdAt: day(6), authorIds: [zafar.id] });
  const pen = await createStationery(prisma, { title: 'Gel Pen Blue', brand: 'Matador', price: 2_000, createdAt: day(7) });
  const content = await createContent(prisma, { title: 'HSC Physics Crash Course', section: 'academic', price: 99_000, createdAt: day(8) });
  const bundle2025 = await createBundle(prisma, { title: 'HSC 2025 Science Bundle', year: 2025, price: 70_000, createdAt: day(9) });
  const bundle2026 = await createBundle(prisma, {
    title: 'HSC 2026 Science Bundle',
    year: 2026,
    price: 80_000,
    createdAt: day(10),
    items: [{ productId: physics.id }, { productId: cycleGuide.id, quantity: 2 }],
  });
  await createBundle(prisma, { title: 'HSC 2019 Bundle (withdrawn)', year: 2019, published: false, createdAt: day(11) });
  return { humayun, zafar, physics, cycleGuide, soldOut, buetGuide, draft, ebook, pen, content, bundle2025, bundle2026 };
}

beforeAll(async () => {
  t = await startTestApp();
  rows = await seed(t.db.prisma);
});
afterAll(() => t.close());

const LIST = `query ($filter: ProductFilter, $sort: ProductSort, $first: Int, $after: String) {
  products(filter: $filter, sort: $sort, first: $first, after: $after) {
    totalCount
    edges { cursor node { __typename title price { amount } } }
    pageInfo { hasNextPage endCursor }
  }
}`;

async function titles(variables: Record<string, unknown>) {
  const { data, errors } = await t.graphql(LIST, variables);
  expect(errors).toBeUndefined();
  return data!.products.edges.map((e: { node: { title: string } }) => e.node.title) as string[];
}

describe('products', () => {
  it('lists published products newest first, with the total', async () => {
    const { data } = await t.graphql(LIST, {});
    expect(data!.products.totalCount).toBe(9);
    expect(data!.products.edges[0].node).toEqual({ __typename: 'Bundle', title: 'HSC 2026 Science Bundle', price: { amount: 80_000 } });
    const all = await titles({ first: 50 });
    expect(all).not.toContain('Unreleased Biology');
    expect(all).not.toContain('HSC 2019 Bundle (withdrawn)');
    expect(all.at(-1)).toBe('Physics 1st Paper');
  });

  it('filters by section, including its sub-sections', async () => {
    const academic = await titles({ filter: { section: 'academic' } });
    expect(academic.sort()).toEqual(
      ['Chemistry 2nd Paper', 'HSC Cycle Question Bank', 'HSC Physics Crash Course', 'Physics 1st Paper', 'Physics Ebook'].sort(),
    );
    expect(await titles({ filter: { section: 'cycle' } })).toEqual(['HSC Cycle Question Bank']);
    expect(await titles({ filter: { section: 'medical' } })).toEqual([]);
    expect(await titles({ filter: { section: 'no-such-section' } })).toEqual([]);
  });

  it('filters by kind, price range, stock, bundle year and author', async () => {
    expect(await titles({ filter: { kinds: ['EBOOK', 'STATIONERY'] } })).toEqual(['Gel Pen Blue', 'Physics Ebook']);
    expect(await titles({ filter: { minPrice: 30_000, maxPrice: 45_000 }, sort: 'PRICE_LOW_HIGH' })).toEqual([
      'HSC Cycle Question Bank',
      'Chemistry 2nd Paper',
      'Physics 1st Paper',
    ]);
    const inStock = await titles({ filter: { inStock: true }, first: 50 });
    expect(inStock).not.toContain('Chemistry 2nd Paper');
    expect(inStock).toContain('Physics Ebook'); // digital: always buyable
    expect(await titles({ filter: { inStock: false } })).toEqual(['Chemistry 2nd Paper']);
    expect(await titles({ filter: { bundleYear: 2026 } })).toEqual(['HSC 2026 Science Bundle']);
    expect(await titles({ filter: { bundleYear: 2019 } })).toEqual([]);
    expect(await titles({ filter: { author: 'zafar-iqbal' } })).toEqual(['Physics Ebook', 'HSC Cycle Question Bank', 'Physics 1st Paper']);
    expect(await titles({ filter: { author: 'humayun-ahmed', section: 'academic' } })).toEqual(['HSC Cycle Question Bank']);
  });

  it.each([
    ['PRICE_LOW_HIGH', (a: Row, b: Row) => a.price - b.price],
    ['PRICE_HIGH_LOW', (a: Row, b: Row) => b.price - a.price],
    ['POPULAR', (a: Row, b: Row) => b.soldCount - a.soldCount],
    ['NEWEST', (a: Row, b: Row) => b.createdAt.getTime() - a.createdAt.getTime()],
  ] as const)('sorts %s and pages through every product once with cursors', async (sort, compare) => {
    const seen: string[] = [];
    let after: string | null = null;
    for (let page = 0; page < 10; page += 1) {
      const { data }: { data?: any } = await t.graphql(LIST, { sort, first: 3, after });
      seen.push(...data!.products.edges.map((e: { node: { title: string } }) => e.node.title));
      if (!data!.products.pageInfo.hasNextPage) break;
      after = data!.products.pageInfo.endCursor;
    }
    const { humayun: _h, zafar: _z, ...products } = rows;
    const published: Row[] = Object.values(products).filter((r) => r.published);
    expect(seen).toHaveLength(published.length);
    expect(new Set(seen).size).toBe(seen.length);
    // Equal keys (many products sold 0) may come in either order; the keys themselves must be sorted.
    const byTitle = new Map(published.map((r) => [r.title, r]));
    const ordered = seen.map((title) => byTitle.get(title)!);
    for (let i = 1; i < ordered.length; i += 1) expect(compare(ordered[i - 1]!, ordered[i]!)).toBeLessThanOrEqual(0);
  });

});

type Row = { title: string; price: number; soldCount: number; createdAt: Date; published: boolean };

const PRODUCT = `query ($kind: ProductKind!, $key: String!) {
  product(kind: $kind, key: $key) {
    __typename
    ... on QueryProductSuccess { data { __typename id title path published authors { name } section { slug }
      ... on Book { isbn } ... on Bundle { year items { quantity product { title } } } } }
    ... on NotFoundError { message what }
  }
}`;

describe('product', () => {
  it('finds a product by slug or by id', async () => {
    const bySlug = await t.graphql(PRODUCT, { kind: 'BOOK', key: rows.physics.slug });
    expect(bySlug.data!.product.data).toMatchObject({
      __typename: 'Book',
      id: encodeGlobalID('Book', rows.physics.id),
      title: 'Physics 1st Paper',
      path: `/book/${rows.physics.slug}`,
      isbn: '9789849000011',
      authors: [{ name: 'Muhammed Zafar Iqbal' }],
      section: { slug: 'academic' },
    });
    const byId = await t.graphql(PRODUCT, { kind: 'BOOK', key: rows.physics.id });
    expect(byId.data!.product.data.title).toBe('Physics 1st Paper');
    const bundle = await t.graphql(PRODUCT, { kind: 'BUNDLE', key: rows.bundle2026.slug });
    expect(bundle.data!.product.data).toMatchObject({
      year: 2026,
      items: [
        { quantity: 1, product: { title: 'Physics 1st Paper' } },
        { quantity: 2, product: { title: 'HSC Cycle Question Bank' } },
      ],
    });
  });

  it('answers NotFoundError for the wrong kind, an unknown key, or only the error branch asked for', async () => {
    for (const [kind, key] of [
      ['EBOOK', rows.physics.slug],
      ['BOOK', 'no-such-book'],
      ['BOOK', '00000000-0000-4000-8000-000000000000'],
    ]) {
      const { data } = await t.graphql(PRODUCT, { kind, key });
      expect(data!.product).toMatchObject({ __typename: 'NotFoundError', what: 'Product' });
    }
    const { data, errors } = await t.graphql(
      `{ product(kind: BOOK, key: "${rows.physics.slug}") { __typename ... on Error { code } } }`,
    );
    expect(errors).toBeUndefined();
    expect(data!.product.__typename).toBe('QueryProductSuccess');
  });

  it('hides unpublished products from customers and shows them to catalogue staff', async () => {
    const anonymous = await t.graphql(PRODUCT, { kind: 'BOOK', key: rows.draft.slug });
    expect(anonymous.data!.product.__typename).toBe('NotFoundError');
    const customer = await t.graphql(PRODUCT, { kind: 'BOOK', key: rows.draft.slug }, { cookie: await signInAs(t, 'customer') });
    expect(customer.data!.product.__typename).toBe('NotFoundError');
    const agent = await t.graphql(PRODUCT, { kind: 'BOOK', key: rows.draft.id }, { cookie: await signInAs(t, 'agent') });
    expect(agent.data!.product.__typename).toBe('NotFoundError');
    const admin = await t.graphql(PRODUCT, { kind: 'BOOK', key: rows.draft.slug }, { cookie: await signInAs(t, 'admin') });
    expect(admin.data!.product.data).toMatchObject({ title: 'Unreleased Biology', published: false });
  });
});

describe('authors and bundle years', () => {
  it("shows an author with their published products and their count", async () => {
    const { data } = await t.graphql(`{
      author(slug: "zafar-iqbal") { __typename ... on QueryAuthorSuccess { data { name path productCount
        products(first: 2, sort: PRICE_LOW_HIGH) { totalCount edges { node { title } } pageInfo { hasNextPage } } } } }
    }`);
    expect(data!.author.data).toEqual({
      name: 'Muhammed Zafar Iqbal',
      path: '/author/zafar-iqbal',
      productCount: 3,
      products: {
        totalCount: 3,
        edges: [{ node: { title: 'Physics Ebook' } }, { node: { title: 'HSC Cycle Question Bank' } }],
        pageInfo: { hasNextPage: true },
      },
    });
    const missing = await t.graphql(`{ author(slug: "nobody") { __typename ... on NotFoundError { what } } }`);
    expect(missing.data!.author).toEqual({ __typename: 'NotFoundError', what: 'Author' });
  });

  it('lists authors by name, optionally searched', async () => {
    const { data } = await t.graphql(`{ all: authors(first: 10) { totalCount edges { node { name } } }
      some: authors(search: "ZAFAR") { totalCount edges { node { slug } } } }`);
    expect(data!.all.edges.map((e: { node: { name: string } }) => e.node.name)).toEqual(['Humayun Ahmed', 'Muhammed Zafar Iqbal']);
    expect(data!.some).toEqual({ totalCount: 1, edges: [{ node: { slug: 'zafar-iqbal' } }] });
  });

  it('lists the years with published bundles, newest first', async () => {
    const { data } = await t.graphql(`{ bundleYears }`);
    expect(data!.bundleYears).toEqual([2026, 2025]);
  });
});

describe('statement count', () => {
  const CARDS = `query ($first: Int!) {
    products(filter: { section: "academic" }, first: $first) {
      totalCount
      edges { node { __typename id title path price { amount formatted } compareAtPrice { amount } cover { url alt }
        authors { name path } section { name path } rating { average count } inStock
        ... on Book { isbn } ... on Bundle { year } } }
      pageInfo { hasNextPage endCursor }
    }
  }`;
  const SEARCH = `query ($first: Int!) {
    search(query: "physics", first: $first) {
      totalCount
      edges { node { __typename id title path price { amount formatted } cover { url alt }
        authors { name path } section { name path } rating { average count } ... on Book { isbn } } }
    }
  }`;

  it('does not grow with the page size (section list and search)', async () => {
    // Enough rows that a page of 100 is really bigger than a page of 20.
    const author = await createAuthor(t.db.prisma, 'Prolific Physics Writer');
    for (let i = 0; i < 45; i += 1) {
      await createBook(t.db.prisma, { title: `Physics Practice Set ${i}`, section: i % 2 ? 'academic' : 'cycle', authorIds: [author.id] });
    }
    const counter = countingApp(t);
    try {
      const small = await counter.statements(CARDS, { first: 20 });
      const large = await counter.statements(CARDS, { first: 100 });
      expect(small.length).toBeGreaterThan(0);
      expect(large).toHaveLength(small.length);
      const searchSmall = await counter.statements(SEARCH, { first: 20 });
      const searchLarge = await counter.statements(SEARCH, { first: 100 });
      expect(searchSmall.length).toBeGreaterThan(0);
      expect(searchLarge).toHaveLength(searchSmall.length);
    } finally {
      await counter.close();
    }
  });
});
