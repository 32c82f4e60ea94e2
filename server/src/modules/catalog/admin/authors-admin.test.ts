import { encodeGlobalID } from '@pothos/plugin-relay';
import { signInAs } from '../../../../test/accounts.ts';
import { createAuthor, createBook, createStationery } from '../../../../test/catalog-fixtures.ts';
import { startTestApp, type TestApp } from '../../../../test/test-app.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await signInAs(t, 'admin');
});
afterAll(() => t.close());

const AUTHOR = 'author { id slug name bio path photo { url alt } productCount }';
const RESULT = `__typename ... on ValidationError { fields { field message } } ... on Error { message code }`;
const NOT_FOUND = '... on NotFoundError { what }';

async function mutate(field: 'createAuthor' | 'updateAuthor' | 'deleteAuthor', input: Record<string, unknown>) {
  const type = `${field[0]!.toUpperCase()}${field.slice(1)}`;
  const selection = field === 'deleteAuthor' ? 'deletedId' : AUTHOR;
  const { data, errors } = await t.graphql(
    `mutation($input: ${type}Input!) { ${field}(input: $input) { ${RESULT} ${field === 'createAuthor' ? '' : NOT_FOUND} ... on Mutation${type}Success { data { ${selection} } } } }`,
    { input },
    { cookie: admin },
  );
  expect(errors).toBeUndefined();
  return data![field];
}

async function created(input: Record<string, unknown>) {
  const result = await mutate('createAuthor', input);
  expect(result.__typename).toBe('MutationCreateAuthorSuccess');
  return result.data.author;
}

async function publicFile(key: string, visibility: 'PUBLIC' | 'PRIVATE' = 'PUBLIC') {
  await t.db.prisma.storedFile.create({ data: { key, contentType: 'image/png', size: 10, visibility } });
  return key;
}

const searchHits = async (word: string) =>
  Number(
    (await t.db.prisma.$queryRaw<{ n: bigint }[]>`
      SELECT count(*) AS n FROM "Product" WHERE "searchVector" @@ to_tsquery('simple', ${word})`)[0]!.n,
  );

describe('creating authors', () => {
  it('derives a lower-case ASCII slug from the name, unique with a numeric suffix, and audits it', async () => {
    const photo = await publicFile('authors/humayun.png');
    const first = await created({ name: '  Humayun Ahmed ', bio: 'Novelist.', photoKey: photo });
    expect(first).toMatchObject({
      slug: 'humayun-ahmed',
      name: 'Humayun Ahmed',
      bio: 'Novelist.',
      path: '/author/humayun-ahmed',
      photo: { url: '/files/authors/humayun.png', alt: 'Humayun Ahmed' },
      productCount: 0,
    });
    expect((await created({ name: 'Humayun Ahmed' })).slug).toBe('humayun-ahmed-2');
    expect((await created({ name: 'HUMAYUN   ahmed!' })).slug).toBe('humayun-ahmed-3');
    expect((await created({ name: 'Zafar Iqbal', slug: 'humayun-ahmed-9' })).slug).toBe('humayun-ahmed-9');
    expect((await created({ name: 'Jahanara Imam' })).slug).toBe('jahanara-imam');
    expect((await created({ name: 'Ésa Ünal' })).slug).toBe('esa-unal');
    // A name with no Latin letters still gets an address.
    expect((await created({ name: 'হুমায়ূন আহমেদ' })).slug).toMatch(/^author(-\d+)?$/);

    const audit = await t.db.prisma.auditEvent.findFirstOrThrow({
      where: { action: 'catalog.author_saved', targetId: (await t.db.prisma.author.findUniqueOrThrow({ where: { slug: 'humayun-ahmed' } })).id },
    });
    expect(audit.details).toMatchObject({ created: true, name: 'Humayun Ahmed', slug: 'humayun-ahmed' });
  });

  it('gives concurrent authors of one name different slugs', async () => {
    const results = await Promise.all(Array.from({ length: 4 }, () => mutate('createAuthor', { name: 'Anisul Hoque' })));
    expect(results.map((r) => r.__typename)).toEqual(Array(4).fill('MutationCreateAuthorSuccess'));
    expect(results.map((r) => r.data.author.slug).sort()).toEqual(['anisul-hoque', 'anisul-hoque-2', 'anisul-hoque-3', 'anisul-hoque-4']);
  });

  it('refuses bad input with a message per field and creates nothing', async () => {
    const before = await t.db.prisma.author.count();
    await publicFile('ebooks/private.png', 'PRIVATE');
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: '   ' }, 'name', 'Name is required'],
      [{ name: 'x'.repeat(121) }, 'name', 'Name must be at most 120 characters'],
      [{ name: 'A', bio: 'b'.repeat(5001) }, 'bio', 'Bio must be at most 5,000 characters'],
      [{ name: 'A', slug: 'Not A Slug' }, 'slug', 'Slug may contain only a-z, 0-9 and single hyphens'],
      [{ name: 'A', slug: 'jahanara-imam' }, 'slug', 'Another author has this slug'],
      [{ name: 'A', photoKey: 'authors/missing.png' }, 'photoKey', 'No uploaded file has this key; upload the photo first'],
      [{ name: 'A', photoKey: 'ebooks/private.png' }, 'photoKey', 'This file is private and cannot be shown as a photo'],
    ];
    for (const [input, field, message] of cases) {
      expect(await mutate('createAuthor', input)).toMatchObject({ __typename: 'ValidationError', fields: [{ field, message }] });
    }
    expect(await t.db.prisma.author.count()).toBe(before);
  });
});

describe('updating authors', () => {
  it('changes only the fields sent, keeps the slug on rename, removes the photo with null', async () => {
    const photo = await publicFile('authors/sm.png');
    const author = await created({ name: 'Selina Hossain', bio: 'Old bio', photoKey: photo });
    const renamed = await mutate('updateAuthor', { id: author.id, name: 'Selina Hossain (b. 1947)' });
    expect(renamed.data.author).toMatchObject({ slug: 'selina-hossain', bio: 'Old bio', photo: { url: '/files/authors/sm.png' } });
    const cleared = await mutate('updateAuthor', { id: author.id, photoKey: null, bio: 'New bio', slug: 'selina' });
    expect(cleared.data.author).toMatchObject({ slug: 'selina', bio: 'New bio', photo: null, name: 'Selina Hossain (b. 1947)' });

    expect(await mutate('updateAuthor', { id: author.id, slug: 'jahanara-imam' })).toMatchObject({
      __typename: 'ValidationError',
      fields: [{ field: 'slug', message: 'Another author has this slug' }],
    });
    expect(await mutate('updateAuthor', { id: author.id, name: '' })).toMatchObject({ __typename: 'ValidationError' });
    expect(await mutate('updateAuthor', { id: encodeGlobalID('Author', '00000000-0000-4000-8000-000000000000'), name: 'X' })).toMatchObject({
      __typename: 'NotFoundError',
      what: 'Author',
    });
    expect(await mutate('updateAuthor', { id: encodeGlobalID('Book', '00000000-0000-4000-8000-000000000000'), name: 'X' })).toMatchObject({
      __typename: 'NotFoundError',
    });
    const row = await t.db.prisma.author.findUniqueOrThrow({ where: { slug: 'selina' } });
    expect(row).toMatchObject({ name: 'Selina Hossain (b. 1947)', bio: 'New bio', photoKey: null });
  });

  it('makes the products of a renamed author searchable under the new name at once', async () => {
    const row = await createAuthor(t.db.prisma, 'Muhammed Zafar Iqbal');
    const coauthor = await createAuthor(t.db.prisma, 'Yasmeen Haque');
    await createBook(t.db.prisma, { title: 'Amar Bondhu Rashed', authorIds: [row.id], isbn: '9789845020001', publisher: 'Somoy' });
    await createBook(t.db.prisma, { title: 'Dipu Number Two', authorIds: [coauthor.id, row.id] });
    await createStationery(t.db.prisma, { title: 'Pen', brand: 'Matador' });
    expect(await searchHits('zafar')).toBe(2);
    expect(await searchHits('shahriar')).toBe(0);

    const result = await mutate('updateAuthor', { id: encodeGlobalID('Author', row.id), name: 'Shahriar Kabir' });
    expect(result.__typename).toBe('MutationUpdateAuthorSuccess');
    expect(await searchHits('shahriar')).toBe(2);
    expect(await searchHits('zafar')).toBe(0);
    // The rest of the search text stays: co-author, ISBN, publisher.
    expect(await searchHits('yasmeen & shahriar')).toBe(1);
    expect(await searchHits('9789845020001 & somoy & shahriar')).toBe(1);
    const audit = await t.db.prisma.auditEvent.findFirstOrThrow({
      where: { action: 'catalog.author_saved', targetId: row.id },
      orderBy: { createdAt: 'desc' },
    });
    expect(audit.details).toMatchObject({ before: 'Muhammed Zafar Iqbal', after: 'Shahriar Kabir', productsUpdated: 2 });
  });
});

describe('deleting authors', () => {
  it('refuses while the author is on a product, deletes once they are not, and audits it', async () => {
    const row = await createAuthor(t.db.prisma, 'Rabindranath Tagore');
    const book = await createBook(t.db.prisma, { title: 'Gitanjali', authorIds: [row.id], published: false });
    const id = encodeGlobalID('Author', row.id);
    expect(await mutate('deleteAuthor', { id })).toMatchObject({
      __typename: 'ValidationError',
      fields: [{ field: 'id', message: 'Rabindranath Tagore is an author of 1 product; remove them from it first' }],
    });
    expect(await t.db.prisma.author.count({ where: { id: row.id } })).toBe(1);

    await t.db.prisma.productAuthor.deleteMany({ where: { productId: book.id } });
    expect(await mutate('deleteAuthor', { id })).toEqual({ __typename: 'MutationDeleteAuthorSuccess', data: { deletedId: id } });
    expect(await t.db.prisma.author.count({ where: { id: row.id } })).toBe(0);
    expect(await t.db.prisma.auditEvent.count({ where: { action: 'catalog.author_deleted', targetId: row.id } })).toBe(1);
    expect(await mutate('deleteAuthor', { id })).toMatchObject({ __typename: 'NotFoundError', what: 'Author' });
  });
});
