/**
 * Search finds what students type (issue 33): ordinals and digits in any script or spelling, Banglish,
 * synonyms and short forms (an admin-added one too, through the GraphQL admin API, audited), the
 * best partial matches when no product holds every word, and a named paper or kind ranked first.
 * Runs on PGlite and, with DATABASE_URL, on PostgreSQL.
 */
import { signInAs } from '../../../test/accounts.ts';
import { createAuthor, createBook, createEbook } from '../../../test/catalog-fixtures.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { ordinalOf } from './search-words.ts';

let t: TestApp;
let admin: string;
let customer: string;

beforeAll(async () => {
  t = await startTestApp();
  const prisma = t.db.prisma;
  const zafar = await createAuthor(prisma, 'জাফর ইসলাম');
  await createBook(prisma, { title: 'Chemistry 1st Paper Guide', soldCount: 90 });
  await createBook(prisma, { title: 'Chemistry 2nd Paper Guide', soldCount: 10 });
  await createBook(prisma, { title: 'রসায়ন ১ম পত্র', authorIds: [zafar.id], soldCount: 80 });
  await createBook(prisma, { title: 'রসায়ন ২য় পত্র', authorIds: [zafar.id], soldCount: 5 });
  // Sells most and says "first" in its description: a named paper still ranks the 1st Paper first.
  await createBook(prisma, { title: 'Physics 2nd Paper Question Bank', description: 'The first book to buy for the second paper.', soldCount: 500 });
  await createBook(prisma, { title: 'Physics 1st Paper', soldCount: 3 });
  await createBook(prisma, { title: 'Physics 1st Paper MCQ Practice', soldCount: 2 });
  await createEbook(prisma, { title: 'Physics 1st Paper Lecture Sheets', soldCount: 1 });
  await createBook(prisma, { title: 'উচ্চতর গণিত ২য় পত্র', soldCount: 4 });
  await createBook(prisma, { title: 'জীববিজ্ঞান ১ম পত্র', soldCount: 4 });
  await createBook(prisma, { title: 'হিসাববিজ্ঞান ১ম পত্র', soldCount: 4 });
  admin = await signInAs(t, 'admin');
  customer = await signInAs(t, 'customer', '198.51.100.7');
});
afterAll(() => t.close());

const SEARCH = `query ($query: String!) { search(query: $query, first: 20) { totalCount closeMatches correctedQuery edges { node { __typename title } } } }`;

async function search(query: string) {
  const { data, errors } = await t.graphql(SEARCH, { query }, { cookie: admin });
  expect(errors).toBeUndefined();
  return {
    titles: data!.search.edges.map((e: { node: { title: string } }) => e.node.title) as string[],
    totalCount: data!.search.totalCount as number,
    closeMatches: data!.search.closeMatches as boolean,
  };
}

const CHEMISTRY_2 = ['Chemistry 2nd Paper Guide', 'রসায়ন ২য় পত্র'];

describe('ordinals and numbers are one thing', () => {
  it.each([
    'chemistry 2nd paper',
    'chemistry second paper',
    'chemistry secnd paper',
    'Chemistry Second Paper',
    'chemistry 2',
    'রসায়ন ২য় পত্র',
    'রসায়ন দ্বিতীয় পত্র',
    'রসায়ন 2য় পত্র',
    'chemistry ২য় পত্র',
    'রসায়ন 2nd paper',
    'রসায়ন ditiyo potro',
  ])('"%s" finds the 2nd papers of chemistry in both scripts, and only them', async (query) => {
    const { titles, closeMatches } = await search(query);
    expect(titles.sort()).toEqual([...CHEMISTRY_2].sort());
    expect(closeMatches).toBe(false);
  });

  it('reads ordinals written any way (ordinalOf)', () => {
    for (const [word, n] of [['1st', 1], ['first', 1], ['frist', 1], ['১ম', 1], ['প্রথম', 1], ['1', 1], ['১', 1], ['prothom', 1],
      ['2nd', 2], ['second', 2], ['secnd', 2], ['২য়', 2], ['দ্বিতীয়', 2], ['দ্বিতিয়', 2], ['3rd', 3], ['third', 3], ['৩য়', 3], ['তৃতীয়', 3], ['4th', 4], ['৪র্থ', 4]] as const) {
      expect([word, ordinalOf(word)]).toEqual([word, n]);
    }
    for (const word of ['paper', 'chemistry', '2026', 'সেকেন্ড', 'secure']) expect([word, ordinalOf(word)]).toEqual([word, null]);
  });
});

describe('Banglish', () => {
  it.each(['rasayan', 'roshayon', 'rosayon', 'rashayan'])('"%s" finds রসায়ন (and chemistry by its synonym)', async (query) => {
    const { titles } = await search(query);
    expect(titles).toEqual(expect.arrayContaining(['রসায়ন ১ম পত্র', 'রসায়ন ২য় পত্র']));
  });

  it('finds Bangla subjects and authors by their romanised spellings', async () => {
    for (const query of ['gonit', 'ganit', 'uccotor gonit']) expect((await search(query)).titles).toContain('উচ্চতর গণিত ২য় পত্র');
    for (const query of ['jibbiggan', 'jiboviggan', 'jibbijnan', 'jibbigyan']) expect((await search(query)).titles).toContain('জীববিজ্ঞান ১ম পত্র');
    for (const query of ['hisabbiggan', 'hishabbigyan']) expect((await search(query)).titles).toContain('হিসাববিজ্ঞান ১ম পত্র');
    expect((await search('zafar islam')).titles.sort()).toEqual(['রসায়ন ১ম পত্র', 'রসায়ন ২য় পত্র']);
    expect((await search('rasayan prothom potro')).titles[0]).toBe('রসায়ন ১ম পত্র');
  });

  it('keeps the romanised keys in the search index, computed when a product is written', async () => {
    const [row] = await t.db.prisma.$queryRaw<{ v: string }[]>`SELECT "searchVector"::text AS v FROM "Product" WHERE "title" = 'রসায়ন ২য় পত্র'`;
    expect(row!.v).toContain("'~rsn'");
    expect(row!.v).toContain("'#o2'");
    expect(row!.v).toContain("'~jpr'");
  });
});

const SAVE = `mutation ($input: SaveSearchSynonymInput!) {
  saveSearchSynonym(input: $input) {
    __typename
    ... on MutationSaveSearchSynonymSuccess { synonym { id terms } }
    ... on ValidationError { fields { field message } }
    ... on NotFoundError { message }
    ... on Error { code }
  }
}`;
const DELETE = `mutation ($id: ID!) { deleteSearchSynonym(input: { id: $id }) { __typename ... on MutationDeleteSearchSynonymSuccess { deletedId } ... on Error { code } } }`;

describe('synonyms and short forms', () => {
  it('finds subjects by their short forms and in the other script', async () => {
    expect((await search('chem 2nd')).titles.sort()).toEqual([...CHEMISTRY_2].sort());
    expect((await search('h. math')).titles).toContain('উচ্চতর গণিত ২য় পত্র');
    expect((await search('higher math 2nd paper')).titles).toEqual(['উচ্চতর গণিত ২য় পত্র']);
    expect((await search('acc')).titles).toContain('হিসাববিজ্ঞান ১ম পত্র');
    expect((await search('bio')).titles).toContain('জীববিজ্ঞান ১ম পত্র');
  });

  it('uses a synonym an admin adds from the next query, audited; refuses bad input and other roles with typed errors', async () => {
    expect((await search('alchemy')).totalCount).toBe(0);
    const saved = await t.graphql(SAVE, { input: { terms: [' Alchemy ', 'রসায়ন', 'alchemy', 'chemistry'] } }, { cookie: admin });
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.saveSearchSynonym).toMatchObject({ __typename: 'MutationSaveSearchSynonymSuccess', synonym: { terms: ['Alchemy', 'রসায়ন', 'chemistry'] } });
    const id = saved.data!.saveSearchSynonym.synonym.id as string;
    expect((await search('alchemy 2nd paper')).titles.sort()).toEqual([...CHEMISTRY_2].sort());
    const audit = await t.db.prisma.auditEvent.findFirstOrThrow({ where: { action: 'search.synonym_saved' }, orderBy: { createdAt: 'desc' } });
    expect(audit.details).toEqual({ before: null, terms: ['Alchemy', 'রসায়ন', 'chemistry'] });

    const list = await t.graphql(`{ searchSynonyms { id terms } }`, {}, { cookie: admin });
    expect(list.data!.searchSynonyms).toContainEqual({ id, terms: ['Alchemy', 'রসায়ন', 'chemistry'] });

    const lonely = await t.graphql(SAVE, { input: { terms: ['only one', ' '] } }, { cookie: admin });
    expect(lonely.data!.saveSearchSynonym).toMatchObject({ __typename: 'ValidationError', code: 'VALIDATION_FAILED', fields: [{ field: 'terms' }] });
    const missing = await t.graphql(SAVE, { input: { id: 'U2VhcmNoU3lub255bTowMDAwMDAwMC0wMDAwLTQwMDAtODAwMC0wMDAwMDAwMDAwMDA=', terms: ['a b', 'c d'] } }, { cookie: admin });
    expect(missing.data!.saveSearchSynonym).toMatchObject({ __typename: 'NotFoundError', code: 'NOT_FOUND' });
    const forbidden = await t.graphql(SAVE, { input: { terms: ['x y', 'z w'] } }, { cookie: customer });
    expect(forbidden.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    const renamed = await t.graphql(SAVE, { input: { id, terms: ['alkemi', 'রসায়ন'] } }, { cookie: admin });
    expect(renamed.data!.saveSearchSynonym.__typename).toBe('MutationSaveSearchSynonymSuccess');
    expect((await search('alchemy')).totalCount).toBe(0);
    expect((await search('alkemi')).totalCount).toBeGreaterThan(0);

    const deleted = await t.graphql(DELETE, { id }, { cookie: admin });
    expect(deleted.data!.deleteSearchSynonym).toEqual({ __typename: 'MutationDeleteSearchSynonymSuccess', deletedId: id });
    expect(await t.db.prisma.auditEvent.count({ where: { action: 'search.synonym_deleted', targetId: audit.targetId! } })).toBe(1);
    expect((await t.graphql(DELETE, { id }, { cookie: admin })).data!.deleteSearchSynonym).toEqual({ __typename: 'NotFoundError', code: 'NOT_FOUND' });
    expect((await search('alkemi')).totalCount).toBe(0);
  });
});

describe('partial matches instead of nothing', () => {
  it('answers the products holding the most words, best first, and says so', async () => {
    const { titles, closeMatches } = await search('chemistry 2nd paper zebra');
    expect(closeMatches).toBe(true);
    expect(titles.slice(0, 2).sort()).toEqual([...CHEMISTRY_2].sort());
    expect(titles.length).toBeGreaterThan(2);
    expect(await search('chemistry 2nd paper')).toMatchObject({ closeMatches: false, totalCount: 2 });
    // Nothing relevant at all: still empty, and not "close".
    expect(await search('qwertyuiop zxcvbnm')).toMatchObject({ totalCount: 0, closeMatches: false });
  });
});

describe('ranking respects what was asked', () => {
  it('ranks the named paper first, then the named kind, exact titles above partial ones', async () => {
    const physics = await search('physics first paper');
    expect(physics.titles[0]).toBe('Physics 1st Paper');
    expect(physics.titles.slice(0, 3).every((title) => title.includes('1st Paper'))).toBe(true);
    expect(physics.titles.indexOf('Physics 2nd Paper Question Bank')).toBeGreaterThan(2);
    expect((await search('physics 1st paper mcq')).titles[0]).toBe('Physics 1st Paper MCQ Practice');
    expect((await search('physics ebook')).titles[0]).toBe('Physics 1st Paper Lecture Sheets');
    expect((await search('physics question bank')).titles[0]).toBe('Physics 2nd Paper Question Bank');
  });
});
