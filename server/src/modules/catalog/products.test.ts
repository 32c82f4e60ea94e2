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
import { countingApp, type StatementCounter } from '../../../test/statement-counter.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import type { ProductKind } from '../../generated/prisma/client.ts';
import { sectionTree } from './section-tree.ts';

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

describe('statements a list sends', () => {
  // What the storefront's product cards ask for (ProductCard), and a home page of seven lists.
  const CARD = `__typename id title path inStock digital cover { url alt } authors { id name } price { amount formatted }
    compareAtPrice { amount } rating { average count } ... on Content { hscBatch } ... on Bundle { year } ... on Stationery { variants { id } }`;
  const SECTION_PAGE = `query ($first: Int!) {
    products(filter: { section: "academic" }, first: $first, sort: NEWEST) {
      totalCount edges { node { ${CARD} } } pageInfo { hasNextPage endCursor }
    }
  }`;
  const HOME = `query ($first: Int!) {
    sections(first: 20) { edges { node { id slug name description path children(first: 10) { edges { node { id name path } } } } } }
    newArrivals: products(first: $first, sort: NEWEST) { edges { node { ${CARD} } } }
    popular: products(first: $first, sort: POPULAR) { edges { node { ${CARD} } } }
    academic: products(first: $first, filter: { section: "academic" }, sort: NEWEST) { edges { node { ${CARD} } } }
    engineering: products(first: $first, filter: { section: "engineering" }, sort: NEWEST) { edges { node { ${CARD} } } }
    cheapest: products(first: $first, sort: PRICE_LOW_HIGH) { edges { node { ${CARD} } } }
    bundles: products(first: $first, filter: { kinds: [BUNDLE] }, sort: NEWEST) { edges { node { ${CARD} } } }
    courses: products(first: $first, filter: { kinds: [CONTENT] }, sort: POPULAR) { edges { node { ${CARD} } } }
    bundleYears
  }`;
  const LISTS = 7;
  let counter: StatementCounter;

  beforeAll(async () => {
    // Enough rows that a page of 60 is really bigger than a page of 5, with authors on each.
    const author = await createAuthor(t.db.prisma, 'Prolific Physics Writer');
    for (let i = 0; i < 60; i += 1) {
      await createBook(t.db.prisma, { title: `Physics Practice Set ${i}`, section: i % 2 ? 'academic' : 'cycle', authorIds: [author.id] });
    }
    counter = countingApp(t);
    await counter.statements(SECTION_PAGE, { first: 1 }); // this client reads the section tree once
  });
  afterAll(() => counter.close());

  it('reads a section page in three statements whatever its size: rows, card facts, count', async () => {
    for (const first of [5, 60]) {
      const statements = await counter.statements(SECTION_PAGE, { first });
      expect(statements).toHaveLength(3);
      const [rows, ...others] = statements as [string, ...string[]];
      // The section is resolved in the process: sectionId IN (academic, cycle), no join of Section.
      expect(rows).toMatch(/FROM "public"\."Product" WHERE .*"sectionId" IN \(\$\d+,\$\d+\)/);
      expect(rows).not.toMatch(/JOIN|"description"|"searchText"|"publishedAt"/);
      // The card facts and the count, in whichever order they were sent.
      expect(others.sort()).toEqual([
        expect.stringMatching(/^\s*SELECT p\.id,[\s\S]*FROM unnest\(\$1::uuid\[\]\)/),
        expect.stringMatching(/^SELECT SUM\("published"\).*FROM "public"\."ProductListCount"/),
      ]);
      expect(statements.join('\n')).not.toMatch(/"Section"/);
    }
  });

  it('reads a home page of seven lists in a few statements whatever their size', async () => {
    for (const first of [2, 60]) {
      const statements = await counter.statements(HOME, { first });
      // One per list, card facts in at most one batch per list, the bundle years; sections from memory.
      expect(statements.length).toBeLessThanOrEqual(2 * LISTS + 1);
      expect(statements.filter((sql) => sql.includes('FROM "public"."Product" WHERE'))).toHaveLength(LISTS);
      expect(statements.join('\n')).not.toMatch(/"Section"|"ProductAuthor"\."productId" IN|COUNT\(/);
    }
  });

  it('counts only when totalCount is asked for, from the kept counts when the filter is section and kinds', async () => {
    const rows = `query ($filter: ProductFilter) { products(filter: $filter, first: 3) { edges { node { title } } } }`;
    const counted = `query ($filter: ProductFilter) { products(filter: $filter, first: 3) { totalCount } }`;
    expect((await counter.statements(rows, { filter: { section: 'academic' } })).join('\n')).not.toMatch(/ProductListCount|COUNT\(/);
    expect(await counter.statements(counted, { filter: { section: 'academic', kinds: ['BOOK'] } })).toEqual([
      expect.stringMatching(/SUM\("published"\).*FROM "public"\."ProductListCount"/),
    ]);
    expect(await counter.statements(counted, { filter: { maxPrice: 50_000 } })).toEqual([expect.stringMatching(/^SELECT COUNT\(\*\)/)]);
    expect(await counter.statements(counted, { filter: { section: 'no-such-section' } })).toEqual([]);
  });

  it('answers the same totals from the kept counts as from counting', async () => {
    const TOTAL = `query ($filter: ProductFilter) { products(filter: $filter) { totalCount } }`;
    const filters = [{}, { section: 'academic' }, { section: 'cycle' }, { kinds: ['BOOK', 'EBOOK'] }, { section: 'academic', kinds: ['CONTENT'] }];
    for (const filter of filters) {
      const { data } = await t.graphql(TOTAL, { filter });
      const ids = filter.section ? (await sectionTree(t.db.prisma)).idsUnder(filter.section) : null;
      const expected = await t.db.prisma.product.count({
        where: { published: true, ...(ids ? { sectionId: { in: [...ids] } } : {}), ...(filter.kinds ? { kind: { in: filter.kinds as ProductKind[] } } : {}) },
      });
      expect(data!.products.totalCount).toBe(expected);
    }
  });

  it('does not grow with the page size in search either', async () => {
    const SEARCH = `query ($first: Int!) { search(query: "physics", first: $first) { totalCount edges { node { ${CARD} section { name path } } } } }`;
    const small = await counter.statements(SEARCH, { first: 5 });
    expect(small.length).toBeGreaterThan(0);
    expect(await counter.statements(SEARCH, { first: 60 })).toHaveLength(small.length);
  });
});
