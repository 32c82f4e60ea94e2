import { decodeGlobalID } from '@pothos/plugin-relay';
import { createBook } from '../../../test/catalog-fixtures.ts';
import { countingApp, type LoggedStatement, type StatementCounter } from '../../../test/statement-counter.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import type { Prisma, ProductKind } from '../../generated/prisma/client.ts';
import { productOrderBy, type ProductFilter, type ProductSort } from './catalog.service.ts';
import { loadDemoCatalog } from './demo/load.ts';

/**
 * The storefront lists over a generated catalogue (the demo catalogue at a fifth of its size, with
 * fresh planner statistics): the same rows in the same order and the same totals as before issue 12,
 * plans that read the lists' indexes (the same planner on PGlite and PostgreSQL: PGlite is
 * PostgreSQL compiled to WebAssembly), and kept counts that follow every kind of product write.
 */

const SCALE = 0.2;
let t: TestApp;
let counter: StatementCounter;

beforeAll(async () => {
  t = await startTestApp();
  await loadDemoCatalog(t.db.prisma, t.services.storage, { scale: SCALE });
  counter = countingApp(t);
}, 120_000);
afterAll(async () => {
  await counter.close();
  await t.close();
});

/** The storefront filter as it was before issue 12: Section joined for the section, its parent and grandparent. */
function whereBefore(filter: ProductFilter): Prisma.ProductWhereInput {
  const and: Prisma.ProductWhereInput[] = [{ published: true }];
  if (filter.kinds?.length) and.push({ kind: { in: [...filter.kinds] } });
  if (filter.section) {
    const slug = filter.section;
    and.push({ section: { OR: [{ slug }, { parent: { slug } }, { parent: { parent: { slug } } }] } });
  }
  if (filter.minPrice != null) and.push({ price: { gte: filter.minPrice } });
  if (filter.maxPrice != null) and.push({ price: { lte: filter.maxPrice } });
  if (filter.inStock === true) and.push({ OR: [{ kind: { in: ['EBOOK', 'CONTENT'] } }, { stock: { gt: 0 } }] });
  if (filter.inStock === false) and.push({ kind: { in: ['BOOK', 'STATIONERY', 'BUNDLE'] }, stock: { lte: 0 } });
  if (filter.bundleYear != null) and.push({ bundle: { year: filter.bundleYear } });
  if (filter.author) and.push({ authors: { some: { author: { slug: filter.author } } } });
  return { AND: and };
}

const LIST = `query ($filter: ProductFilter, $sort: ProductSort, $first: Int, $after: String) {
  products(filter: $filter, sort: $sort, first: $first, after: $after) {
    totalCount edges { node { id } } pageInfo { hasNextPage endCursor }
  }
}`;

const SORTS: ProductSort[] = ['NEWEST', 'PRICE_LOW_HIGH', 'PRICE_HIGH_LOW', 'POPULAR'];
const PAGE = 20;

describe('the lists give what they gave before', () => {
  it('the same rows in the same order and the same totals, for every sort and filter, two pages deep', async () => {
    const bundle = await t.db.prisma.bundleDetail.findFirstOrThrow({ where: { product: { published: true } } });
    const author = await t.db.prisma.author.findFirstOrThrow({ where: { products: { some: { product: { published: true } } } } });
    const filters: ProductFilter[] = [
      {},
      { section: 'academic' },
      { section: 'cycle' },
      { section: 'medical' },
      { section: 'no-such-section' },
      { kinds: ['EBOOK'] },
      { kinds: ['BOOK', 'BUNDLE'], section: 'engineering' },
      { minPrice: 20_000, maxPrice: 60_000 },
      { inStock: true, section: 'academic' },
      { inStock: false },
      { bundleYear: bundle.year },
      { author: author.slug, section: 'academic' },
    ];
    let compared = 0;
    for (const filter of filters) {
      const where = whereBefore(filter);
      const total = await t.db.prisma.product.count({ where });
      for (const sort of SORTS) {
        let after: string | null = null;
        for (let page = 0; page < 2; page += 1) {
          const { data, errors }: { data?: any; errors?: unknown } = await t.graphql(LIST, { filter, sort, first: PAGE, after });
          expect(errors).toBeUndefined();
          const ids = data.products.edges.map((edge: { node: { id: string } }) => decodeGlobalID(edge.node.id).id);
          const before = await t.db.prisma.product.findMany({ where, orderBy: productOrderBy(sort), skip: page * PAGE, take: PAGE, select: { id: true } });
          expect({ filter, sort, page, ids }).toEqual({ filter, sort, page, ids: before.map((row) => row.id) });
          expect(data.products.totalCount).toBe(total);
          compared += ids.length;
          if (!data.products.pageInfo.hasNextPage) break;
          after = data.products.pageInfo.endCursor;
        }
      }
    }
    expect(compared).toBeGreaterThan(500);
  });
});

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

function planNodes(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(planNodes)];
}

/** EXPLAINs a statement as Prisma sent it, with its bound values. */
async function explain({ sql, params }: LoggedStatement): Promise<PlanNode[]> {
  const rows = await t.db.prisma.$queryRawUnsafe<{ 'QUERY PLAN': [{ Plan: PlanNode }] }[]>(`EXPLAIN (FORMAT JSON) ${sql}`, ...params);
  const plan = rows[0]!['QUERY PLAN'];
  return planNodes((typeof plan === 'string' ? JSON.parse(plan) : plan)[0].Plan);
}

const LIST_INDEXES = [
  'Product_published_createdAt_id_idx',
  'Product_sectionId_published_createdAt_id_idx',
  'Product_kind_published_createdAt_id_idx',
  'Product_published_price_id_idx',
  'Product_published_soldCount_id_idx',
];

describe('the lists read their indexes', () => {
  const CARDS = `query ($filter: ProductFilter, $sort: ProductSort) {
    products(filter: $filter, sort: $sort, first: 20) { totalCount edges { node { id title path price { amount } cover { url }
      authors { name } ... on Content { hscBatch } ... on Bundle { year } ... on Stationery { variants { id } } } } }
  }`;

  it.each<[string, ProductFilter, ProductSort]>([
    ['a section page, newest first', { section: 'academic' }, 'NEWEST'],
    ['a section page, cheapest first', { section: 'academic' }, 'PRICE_LOW_HIGH'],
    ['a section page, dearest first', { section: 'engineering' }, 'PRICE_HIGH_LOW'],
    ['a section page, best sellers first', { section: 'medical' }, 'POPULAR'],
    ['new arrivals', {}, 'NEWEST'],
    ['best sellers', {}, 'POPULAR'],
    ['a kind page, newest first', { kinds: ['EBOOK'] }, 'NEWEST'],
    ['courses, best sellers first', { kinds: ['CONTENT'] }, 'POPULAR'],
  ])('%s: an index scan of Product in list order, no scan of the table, no sort', async (_name, filter, sort) => {
    const statements = await counter.statementsWithParams(CARDS, { filter, sort });
    const list = statements.find((statement) => /FROM "public"\."Product" WHERE/.test(statement.sql))!;
    const nodes = await explain(list);
    const onProduct = nodes.filter((node) => node['Relation Name'] === 'Product');
    expect(onProduct.map((node) => node['Node Type'])).not.toContain('Seq Scan');
    expect(onProduct).toHaveLength(1);
    expect(LIST_INDEXES).toContain(onProduct[0]!['Index Name']);
    // Rows come in list order from the index; at most the id tie-break is sorted within equal keys.
    expect(nodes.map((node) => node['Node Type'])).not.toContain('Sort');
  });
});

describe('the kept counts', () => {
  async function countsMatch() {
    const kept = await t.db.prisma.productListCount.findMany({ where: { published: { not: 0 } } });
    const counted = await t.db.prisma.product.groupBy({ by: ['sectionId', 'kind'], where: { published: true }, _count: true });
    const key = (sectionId: string | null, kind: ProductKind) => `${sectionId ?? '00000000-0000-0000-0000-000000000000'}/${kind}`;
    expect(Object.fromEntries(kept.map((row) => [key(row.sectionKey, row.kind), row.published]))).toEqual(
      Object.fromEntries(counted.map((row) => [key(row.sectionId, row.kind), row._count])),
    );
  }

  it('follow inserts, publishing, moves between sections, deletes and a section removed under its products', async () => {
    const prisma = t.db.prisma;
    await countsMatch();
    const books = await Promise.all(
      ['Counted One', 'Counted Two', 'Counted Three'].map((title, i) => createBook(prisma, { title, section: i ? 'medical' : 'varsity' })),
    );
    await createBook(prisma, { title: 'Counted Draft', section: 'medical', published: false });
    await countsMatch();
    await prisma.product.updateMany({ where: { title: { startsWith: 'Counted' } }, data: { published: true } });
    await countsMatch();
    await prisma.product.update({ where: { id: books[0]!.id }, data: { sectionId: null } });
    await prisma.product.update({ where: { id: books[1]!.id }, data: { published: false } });
    await prisma.product.update({ where: { id: books[2]!.id }, data: { stock: 0, soldCount: { increment: 3 } } });
    await countsMatch();
    const extra = await prisma.section.create({ data: { slug: 'counted-extra', name: 'Counted extra' } });
    await prisma.product.updateMany({ where: { title: { startsWith: 'Counted' } }, data: { sectionId: extra.id } });
    await countsMatch();
    await prisma.section.delete({ where: { id: extra.id } }); // the products' sectionId becomes null
    await countsMatch();
    await prisma.product.deleteMany({ where: { title: { startsWith: 'Counted' } } });
    await countsMatch();
  });
});
