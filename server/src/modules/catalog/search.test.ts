import { createAuthor, createBook, createEbook, createStationery } from '../../../test/catalog-fixtures.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { parseSearchQuery } from './search.service.ts';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
  const prisma = t.db.prisma;
  const ishtiaque = await createAuthor(prisma, 'Ishtiaque Hossain');
  await createBook(prisma, {
    title: 'Physics 1st Paper',
    subtitle: 'HSC textbook',
    description: 'Mechanics, vectors and motion for HSC science students.',
    authorIds: [ishtiaque.id],
    publisher: 'Hasan Book House',
    isbn: '9789849123456',
    soldCount: 5,
  });
  await createBook(prisma, {
    title: 'Physics 2nd Paper',
    description: 'Thermodynamics, waves and modern physics.',
    soldCount: 40,
  });
  // Mentions physics only in its description: ranks below title hits.
  await createBook(prisma, { title: 'Higher Mathematics Guide', description: 'Useful with physics problems too.', soldCount: 100 });
  await createEbook(prisma, { title: 'Physics Formula Ebook', soldCount: 1 });
  await createStationery(prisma, { title: 'Scientific Calculator', brand: 'Casio', description: 'For physics and chemistry labs.' });
  await createBook(prisma, { title: 'Physics Secret Draft', published: false });
});
afterAll(() => t.close());

const SEARCH = `query ($query: String!, $kinds: [ProductKind!], $first: Int, $after: String) {
  search(query: $query, kinds: $kinds, first: $first, after: $after) {
    totalCount
    edges { node { __typename title } }
    pageInfo { hasNextPage endCursor }
  }
}`;

async function search(query: string, variables: Record<string, unknown> = {}) {
  const { data, errors } = await t.graphql(SEARCH, { query, ...variables });
  expect(errors).toBeUndefined();
  return {
    titles: data!.search.edges.map((e: { node: { title: string } }) => e.node.title) as string[],
    totalCount: data!.search.totalCount as number,
    pageInfo: data!.search.pageInfo as { hasNextPage: boolean; endCursor: string | null },
  };
}

describe('search', () => {
  it('ranks title matches above description matches, then best sellers; never shows unpublished products', async () => {
    const { titles, totalCount } = await search('physics');
    expect(totalCount).toBe(5);
    expect(titles.slice(0, 3).sort()).toEqual(['Physics 1st Paper', 'Physics 2nd Paper', 'Physics Formula Ebook']);
    expect(titles.slice(3).sort()).toEqual(['Higher Mathematics Guide', 'Scientific Calculator']);
    expect(titles).not.toContain('Physics Secret Draft');
  });

  it('finds a partly typed title', async () => {
    expect((await search('physics 1st pa')).titles).toEqual(['Physics 1st Paper']);
    expect((await search('Phys')).totalCount).toBe(5);
    expect((await search('mathem')).titles).toEqual(['Higher Mathematics Guide']);
  });

  it('finds books by author, publisher, brand and ISBN with or without hyphens', async () => {
    expect((await search('ishtiaque')).titles).toEqual(['Physics 1st Paper']);
    expect((await search('Hasan Book House')).titles).toEqual(['Physics 1st Paper']);
    expect((await search('casio')).titles).toEqual(['Scientific Calculator']);
    expect((await search('9789849123456')).titles).toEqual(['Physics 1st Paper']);
    expect((await search('978-984-9123-45-6')).titles).toEqual(['Physics 1st Paper']);
  });

  it('understands quoted phrases, "or" and exclusions', async () => {
    expect((await search('"2nd paper"')).titles).toEqual(['Physics 2nd Paper']);
    expect((await search('calculator or mathematics')).totalCount).toBe(2);
    expect((await search('physics -paper')).titles).not.toContain('Physics 1st Paper');
  });

  it('filters by kind and pages with offset cursors', async () => {
    expect((await search('physics', { kinds: ['EBOOK'] })).titles).toEqual(['Physics Formula Ebook']);
    const first = await search('physics', { first: 2 });
    expect(first.titles).toHaveLength(2);
    expect(first.pageInfo.hasNextPage).toBe(true);
    const rest = await search('physics', { first: 10, after: first.pageInfo.endCursor });
    expect(rest.totalCount).toBe(5);
    expect([...first.titles, ...rest.titles].sort()).toEqual((await search('physics')).titles.sort());
    expect(rest.pageInfo.hasNextPage).toBe(false);
  });

  it('answers an empty connection for a blank or punctuation-only query, and odd input is not an error', async () => {
    for (const query of ['', '   ', '!!!', '"', '-', 'or', "'", '&|!:*()']) {
      expect(await search(query)).toMatchObject({ titles: [], totalCount: 0 });
    }
    expect((await search('nothing like this exists')).totalCount).toBe(0);
  });
});

describe('searchSuggestions', () => {
  const SUGGEST = `query ($query: String!, $first: Int) { searchSuggestions(query: $query, first: $first) { __typename title path } }`;

  it('suggests products as the shopper types', async () => {
    const { data } = await t.graphql(SUGGEST, { query: 'phy' });
    const titles = data!.searchSuggestions.map((p: { title: string }) => p.title);
    expect(titles.slice(0, 3).sort()).toEqual(['Physics 1st Paper', 'Physics 2nd Paper', 'Physics Formula Ebook']);
    expect(data!.searchSuggestions[0].path).toMatch(/^\/(book|ebook)\//);
  });

  it('returns at most 10 and nothing for a blank query', async () => {
    const many = await t.graphql(SUGGEST, { query: 'p', first: 50 });
    expect(many.data!.searchSuggestions.length).toBeLessThanOrEqual(10);
    const two = await t.graphql(SUGGEST, { query: 'physics', first: 2 });
    expect(two.data!.searchSuggestions).toHaveLength(2);
    const blank = await t.graphql(SUGGEST, { query: '  ' });
    expect(blank.data!.searchSuggestions).toEqual([]);
  });
});

describe('parseSearchQuery', () => {
  it('joins hyphenated digits, keeps words, and knows when the last word is a prefix', () => {
    expect(parseSearchQuery(' 978-984-9123-45-6 ')).toEqual({ text: '9789849123456', prefix: true });
    expect(parseSearchQuery('physics  1st pa')).toEqual({ text: 'physics 1st pa', prefix: true });
    expect(parseSearchQuery('"2nd paper"')).toEqual({ text: '"2nd paper"', prefix: false });
    expect(parseSearchQuery('physics -draft')).toEqual({ text: 'physics -draft', prefix: false });
    expect(parseSearchQuery(' !! ')).toBeNull();
  });
});
