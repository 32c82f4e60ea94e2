import { createAuthor, createBook, createEbook, createStationery } from '../../../test/catalog-fixtures.ts';
import { countingApp } from '../../../test/statement-counter.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { MAX_STRING_LENGTH } from '../../graphql/input-hygiene.ts';
import { MAX_QUERY_LENGTH, parseSearchQuery } from './search.service.ts';

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

  // Bangla: the shop's catalogue is mostly Bangla-medium books.
  const humayun = await createAuthor(prisma, 'হুমায়ূন আহমেদ');
  const zafar = await createAuthor(prisma, 'মুহম্মদ জাফর ইকবাল');
  await createBook(prisma, { title: 'উচ্চতর গণিত ১ম পত্র', subtitle: 'এইচএসসি ২০২৬ পরীক্ষার্থীদের জন্য', authorIds: [zafar.id], soldCount: 3 });
  // Sells more, yet the exact title comes first.
  await createBook(prisma, { title: 'উচ্চতর গণিত ১ম পত্র গাইড', authorIds: [zafar.id], soldCount: 90 });
  await createBook(prisma, { title: 'পদার্থবিজ্ঞান ২য় পত্র', authorIds: [humayun.id], soldCount: 7 });
  await createEbook(prisma, { title: 'জীববিজ্ঞান ১ম পত্র (ই-বুক)', authorIds: [humayun.id], soldCount: 2 });
  // Stored as typed on a keyboard that sends decomposed vowel signs (ো as ে + া).
  await createBook(prisma, { title: 'তথ্য ও যোগাযোগ প্রযুক্তি'.normalize('NFD'), soldCount: 1 });

  // Ranking: the exact title, then titles starting with the query, then the other matches.
  await createBook(prisma, { title: 'Organic Chemistry', soldCount: 0 });
  await createBook(prisma, { title: 'Organic Chemistry Workbook', soldCount: 50 });
  await createBook(prisma, { title: 'Reactions: Chemistry of the Organic Kind', soldCount: 500 });
  // A misspelling only in a description is found as typed, before what the corrected word finds.
  await createBook(prisma, { title: 'Lab Notebook', description: 'Squared pages for chemestry practicals.', soldCount: 1 });
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
    // পদার্থবিজ্ঞান by the physics synonym (a title word) before the two description matches.
    expect(totalCount).toBe(6);
    expect(titles.slice(0, 3).sort()).toEqual(['Physics 1st Paper', 'Physics 2nd Paper', 'Physics Formula Ebook']);
    expect(titles[3]).toBe('পদার্থবিজ্ঞান ২য় পত্র');
    expect(titles.slice(4).sort()).toEqual(['Higher Mathematics Guide', 'Scientific Calculator']);
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
    expect(rest.totalCount).toBe(6);
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

describe('search in Bangla', () => {
  it('finds a Bangla title by its words, half-typed, and puts the exact title first', async () => {
    expect(await search('উচ্চতর গণিত ১ম পত্র')).toMatchObject({ titles: ['উচ্চতর গণিত ১ম পত্র', 'উচ্চতর গণিত ১ম পত্র গাইড'], totalCount: 2 });
    // The math synonym (গণিত, mathematics) finds the English title too.
    expect((await search('গণিত')).titles.sort()).toEqual(['Higher Mathematics Guide', 'উচ্চতর গণিত ১ম পত্র', 'উচ্চতর গণিত ১ম পত্র গাইড']);
    expect((await search('পদার্থবি')).titles).toEqual(['পদার্থবিজ্ঞান ২য় পত্র']);
    // পত্র is paper: the two English papers too.
    expect((await search('পত্র')).totalCount).toBe(6);
  });

  it("finds an author's books by the author's name, and a subtitle's Bangla digits by ASCII ones", async () => {
    expect((await search('হুমায়ূন আহমেদ')).titles.sort()).toEqual(['জীববিজ্ঞান ১ম পত্র (ই-বুক)', 'পদার্থবিজ্ঞান ২য় পত্র']);
    expect((await search('জাফর ইকবাল')).titles).toEqual(['উচ্চতর গণিত ১ম পত্র গাইড', 'উচ্চতর গণিত ১ম পত্র']);
    expect((await search('2026')).titles).toEqual(['উচ্চতর গণিত ১ম পত্র']);
    expect((await search('২০২৬')).titles).toEqual(['উচ্চতর গণিত ১ম পত্র']);
  });

  it('matches composed and decomposed Unicode alike (NFC), in queries and stored titles', async () => {
    const title = 'তথ্য ও যোগাযোগ প্রযুক্তি';
    const found = await search('যোগাযোগ');
    expect(found.titles.map((t) => t.normalize('NFC'))).toEqual([title]);
    expect((await search('যোগাযোগ'.normalize('NFD'))).totalCount).toBe(1);
    // য় typed as one code point (U+09DF) or as য + nukta.
    expect((await search('হুমা\u09DFূন')).totalCount).toBe(2);
    expect((await search('হুমা\u09AF\u09BCূন')).totalCount).toBe(2);
  });

  it('takes the Bangla letters people type for one another as the same (ু/ূ, ি/ী, ণ/ন, শ/ষ/স…)', async () => {
    expect((await search('হুমায়ুন')).totalCount).toBe(2);
    expect((await search('উচ্চতর গনিত')).totalCount).toBe(3);
    expect((await search('জীববীজ্ঞান')).titles).toEqual(['জীববিজ্ঞান ১ম পত্র (ই-বুক)']);
    const fold = async (text: string) => (await t.db.prisma.$queryRaw<{ f: string }[]>`SELECT search_fold(${text}) AS f`)[0]!.f;
    // NFC (য় decomposes), ী→ি, শ and ষ→স, ূ→ু, chandrabindu and zero-width joiners dropped, Bangla digits, lower case.
    expect(await fold('দেবাশীষ ভূঁইয়া র\u200D্যাব ২০২৬ Physics')).toBe('দেবাসিস ভুইজ\u09BCা র্জাব 2026 physics');
    expect(await fold('ঈদ ঊষা বাঙলা উৎস কারণ')).toBe('ইদ উসা বাংলা উতস কারন');
  });
});

describe('misspelt searches', () => {
  it('say what the words were corrected to, and search the words as typed when asked', async () => {
    const QUERY = `query ($query: String!, $asTyped: Boolean) { search(query: $query, first: 5, asTyped: $asTyped) { totalCount correctedQuery edges { node { title } } } }`;
    const corrected = await t.graphql(QUERY, { query: 'phisics 1st paper' });
    expect(corrected.data!.search).toMatchObject({ correctedQuery: 'physics 1st paper', totalCount: 1 });
    const asTyped = await t.graphql(QUERY, { query: 'phisics 1st paper', asTyped: true });
    expect(asTyped.data!.search).toEqual({ totalCount: 0, correctedQuery: null, edges: [] });
    const right = await t.graphql(QUERY, { query: 'physics' });
    expect(right.data!.search.correctedQuery).toBeNull();
  });

  it('correct an English word to the nearest word the catalogue has', async () => {
    expect((await search('phisics 1st paper')).titles).toEqual(['Physics 1st Paper']);
    // Corrected to "mathematics", it finds what that word finds: the English guide first, then গণিত by the math synonym.
    const mathematics = await search('mathmatics');
    expect(mathematics.titles[0]).toBe('Higher Mathematics Guide');
    expect(mathematics).toEqual(await search('mathematics'));
    expect((await search('ishtiak')).titles).toEqual(['Physics 1st Paper']);
  });

  it('rank what a corrected word finds as the right word ranks it (titles starting with it first)', async () => {
    const right = await search('physics');
    expect(right.titles.slice(0, 3).sort()).toEqual(['Physics 1st Paper', 'Physics 2nd Paper', 'Physics Formula Ebook']);
    // The corrected word finds what the right one finds, its synonyms included (পদার্থবিজ্ঞান for physics).
    expect(await search('phisics')).toEqual(right);
    expect(await search('পদার্থবিঞ্জান')).toEqual(await search('পদার্থবিজ্ঞান'));
  });

  it('correct a Bangla word, a letter left out or the wrong conjunct typed', async () => {
    // Corrected to পদার্থবিজ্ঞান: its title first, then the physics books by the synonym (as the right word finds them).
    const physics = (await search('পদার্থবিঞ্জান')).titles;
    expect(physics[0]).toBe('পদার্থবিজ্ঞান ২য় পত্র');
    expect(physics.slice(1, 4).sort()).toEqual(['Physics 1st Paper', 'Physics 2nd Paper', 'Physics Formula Ebook']);
    expect((await search('ইকবল')).titles).toEqual(['উচ্চতর গণিত ১ম পত্র গাইড', 'উচ্চতর গণিত ১ম পত্র']);
    expect((await search('হুমায়ুন আহমদ')).titles.sort()).toEqual(['জীববিজ্ঞান ১ম পত্র (ই-বুক)', 'পদার্থবিজ্ঞান ২য় পত্র']);
  });

  it('come after what the words as typed find, and find nothing when no word is near', async () => {
    // As typed: a description. Corrected to "chemistry": titles (best sellers first), then a description.
    expect((await search('chemestry')).titles).toEqual([
      'Lab Notebook',
      'Reactions: Chemistry of the Organic Kind',
      'Organic Chemistry Workbook',
      'Organic Chemistry',
      'Scientific Calculator',
    ]);
    expect((await search('qwertyuiop zxcvbnm')).totalCount).toBe(0);
    // Not with operators: an exclusion or a phrase means the words as typed.
    expect((await search('"phisics paper"')).totalCount).toBe(0);
  });
});

describe('ranking', () => {
  it('puts the exact title first, then titles that start with the query, then other matches, best sellers breaking ties', async () => {
    expect((await search('organic chemistry')).titles).toEqual([
      'Organic Chemistry',
      'Organic Chemistry Workbook',
      'Reactions: Chemistry of the Organic Kind',
    ]);
    expect((await search('Organic  Chemistry!')).titles[0]).toBe('Organic Chemistry');
  });
});

describe('cost', () => {
  const PAGE = `query ($query: String!, $first: Int) {
    search(query: $query, first: $first) { totalCount edges { node { title path price { formatted } cover { url } authors { name } } } }
  }`;

  it('is one search statement however many products match, misspelt or not, then the page of products', async () => {
    const counter = countingApp(t);
    try {
      const counts: number[] = [];
      for (const [query, first] of [['physics', 1], ['physics', 5], ['phisics paper', 5], ['উচ্চতর গণিত', 2], ['ইকবল', 2]] as const) {
        const statements = await counter.statements(PAGE, { query, first });
        // One look-up of the synonyms the words may name, one search statement.
        expect(statements.filter((sql) => sql.includes('"SearchSynonym"') && !sql.includes('"searchVector" @@'))).toHaveLength(1);
        expect(statements.filter((sql) => sql.includes('"searchVector" @@'))).toHaveLength(1);
        counts.push(statements.length);
      }
      expect(new Set(counts).size).toBe(1);
    } finally {
      await counter.close();
    }
  });
});

describe('odd input', () => {
  it('answers a clear result, never a server error', async () => {
    const odd = [
      'উ'.repeat(MAX_QUERY_LENGTH),
      'physics '.repeat(12),
      "'; DROP TABLE \"Product\"; --",
      'physics:* & !(paper | <->)',
      '।।॥',
      '📚 উচ্চতর',
      '\\\\',
      'a\u200Cb\u200Dc',
    ];
    for (const query of odd) {
      const { data, errors } = await t.graphql(SEARCH, { query });
      expect(errors).toBeUndefined();
      expect(data!.search.totalCount).toBeGreaterThanOrEqual(0);
      const suggestions = await t.graphql(`query ($query: String!) { searchSuggestions(query: $query) { title } }`, { query });
      expect(suggestions.errors).toBeUndefined();
    }
    expect((await search('📚 উচ্চতর')).totalCount).toBe(2);
    expect((await search('physics '.repeat(12))).totalCount).toBe(6);
  });

  it('refuses text over the search caps (search-limits.ts) with the reason instead of running it', async () => {
    for (const query of ['উ'.repeat(MAX_QUERY_LENGTH + 1), 'physics '.repeat(MAX_STRING_LENGTH / 8)]) {
      const { errors } = await t.graphql(SEARCH, { query });
      expect(errors?.[0]).toMatchObject({ message: `Search text is limited to ${MAX_QUERY_LENGTH} characters. Please shorten it.`, extensions: { code: 'SEARCH_TOO_COSTLY' } });
    }
  });

  it('refuses a query over the length limit or with a NUL character, with the reason', async () => {
    const long = await t.graphql(SEARCH, { query: 'a'.repeat(MAX_STRING_LENGTH + 1) });
    expect(long.errors).toEqual([{ message: 'query is too long: at most 10,000 characters.', extensions: { code: 'BAD_USER_INPUT' } }]);
    const nul = await t.graphql(SEARCH, { query: 'physics\u0000' });
    expect(nul.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
    expect(nul.errors?.[0]?.message).toMatch(/not allowed/);
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

  it('suggests Bangla titles from the first letters typed, and corrects a misspelt word', async () => {
    const suggest = async (query: string) =>
      ((await t.graphql(SUGGEST, { query })).data!.searchSuggestions as { title: string }[]).map((p) => p.title);
    expect(await suggest('উচ্চ')).toEqual(['উচ্চতর গণিত ১ম পত্র গাইড', 'উচ্চতর গণিত ১ম পত্র']);
    const corrected = await suggest('পদার্থবিঞ্জান');
    expect(corrected[0]).toBe('পদার্থবিজ্ঞান ২য় পত্র');
    expect(corrected).toEqual(await suggest('পদার্থবিজ্ঞান'));
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
  it('joins hyphenated digits, keeps words, and knows when the last word is a prefix and when words may be corrected', () => {
    expect(parseSearchQuery(' 978-984-9123-45-6 ')).toEqual({ text: '9789849123456', prefix: true, correctable: true });
    expect(parseSearchQuery('physics  1st pa')).toEqual({ text: 'physics 1st pa', prefix: true, correctable: true });
    expect(parseSearchQuery('"2nd paper"')).toEqual({ text: '"2nd paper"', prefix: false, correctable: false });
    expect(parseSearchQuery('physics -draft')).toEqual({ text: 'physics -draft', prefix: false, correctable: false });
    expect(parseSearchQuery('ict or math')).toMatchObject({ prefix: true, correctable: false });
    expect(parseSearchQuery('ict')).toMatchObject({ correctable: false });
    expect(parseSearchQuery('one two three four five six')).toMatchObject({ correctable: true });
    expect(parseSearchQuery('one two three four five six seven')).toMatchObject({ correctable: false });
    expect(parseSearchQuery(' !! ')).toBeNull();
  });

  it('makes the query NFC, one line, and at most MAX_QUERY_LENGTH characters, never cut inside one', () => {
    expect(parseSearchQuery('যোগাযোগ'.normalize('NFD'))!.text).toBe('যোগাযোগ'.normalize('NFC'));
    expect(parseSearchQuery('physics\n\t1st\r\npaper')!.text).toBe('physics 1st paper');
    const emoji = parseSearchQuery('📚'.repeat(MAX_QUERY_LENGTH + 5) + 'x');
    expect(emoji).toBeNull();
    const long = parseSearchQuery('a📚'.repeat(MAX_QUERY_LENGTH))!.text;
    expect([...long]).toHaveLength(MAX_QUERY_LENGTH);
    expect(long.endsWith('📚')).toBe(true);
  });
});
