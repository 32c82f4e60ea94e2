import { registerCustomer, signInAs, unusedPhone } from '../../../test/accounts.ts';
import { productGlobalId } from '../../../test/catalog-fixtures.ts';
import { buyProducts, createEbookWithFile } from '../../../test/library-fixtures.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let owner: { token: string; userId: string };
let other: { token: string; userId: string };
let first: Awaited<ReturnType<typeof createEbookWithFile>>;
let second: Awaited<ReturnType<typeof createEbookWithFile>>;

beforeAll(async () => {
  t = await startTestApp();
  first = await createEbookWithFile(t, { title: 'Library First', previewPages: 2 });
  second = await createEbookWithFile(t, { title: 'Library Second', previewPages: 0 });
  owner = await registerCustomer(t, { name: 'Library Owner', phone: unusedPhone(), password: 'secret123' });
  other = await registerCustomer(t, { name: 'Library Other', phone: unusedPhone(), password: 'secret123' });
  await buyProducts(t, owner.userId, [first.id]);
  await buyProducts(t, owner.userId, [second.id]);
}, 60_000);
afterAll(() => t.close());

const SAVE = `mutation Save($input: SaveReadingProgressInput!) { saveReadingProgress(input: $input) {
  __typename ... on Error { code message }
  ... on MutationSaveReadingProgressSuccess { data { applied progress { page percent lastReadAt } } } } }`;
const READER = `query Reader($id: ID!) { node(id: $id) { ... on Ebook { readerAccess readerFileUrl readingProgress { page pageCount percent } } } }`;

function save(token: string, ebookId: string, page: number, at: Date) {
  return t.graphql(SAVE, { input: { ebookId, page, clientUpdatedAt: at.toISOString() } }, { cookie: token });
}

describe('what the reader may open', () => {
  it('gives the owner their copy, others the preview, and nothing without preview pages', async () => {
    const id = productGlobalId(first);
    const asOwner = await t.graphql(READER, { id }, { cookie: owner.token });
    expect(asOwner.data?.node).toEqual({ readerAccess: 'FULL', readerFileUrl: `/files/ebooks/${first.id}`, readingProgress: null });
    for (const cookie of [undefined, other.token, await signInAs(t, 'agent')]) {
      const answer = await t.graphql(READER, { id }, { cookie });
      expect(answer.data?.node).toEqual({ readerAccess: 'PREVIEW', readerFileUrl: `/files/ebooks/${first.id}/preview`, readingProgress: null });
    }
    const none = await t.graphql(READER, { id: productGlobalId(second) }, { cookie: other.token });
    expect(none.data?.node).toMatchObject({ readerAccess: 'NONE', readerFileUrl: null });
  });
});

describe('reading progress', () => {
  it('keeps the latest write by the device clock, restored on any device', async () => {
    const id = productGlobalId(first);
    const now = Date.now();
    const saved = await save(owner.token, id, 4, new Date(now - 1000));
    expect(saved.data?.saveReadingProgress).toEqual({
      __typename: 'MutationSaveReadingProgressSuccess',
      data: { applied: true, progress: { page: 4, percent: 67, lastReadAt: new Date(now - 1000).toISOString() } },
    });
    // A phone coming back online with an older position does not move the reader back.
    const older = await save(owner.token, id, 2, new Date(now - 60_000));
    expect(older.data?.saveReadingProgress.data).toMatchObject({ applied: false, progress: { page: 4 } });
    // Another device (a new session) sees the place.
    const laptop = await t.rest('POST', '/api/auth/login', { cred: (await t.db.prisma.user.findUniqueOrThrow({ where: { id: owner.userId } })).phone, password: 'secret123' });
    const cookie = laptop.headers.get('set-cookie')!.split(';')[0]!;
    const restored = await t.graphql(READER, { id }, { cookie });
    expect(restored.data?.node.readingProgress).toEqual({ page: 4, pageCount: 6, percent: 67 });
  });

  it('lets the newest of concurrent writes win whatever order they land in', async () => {
    const id = productGlobalId(second);
    const base = Date.now() - 10_000;
    const writes = [1, 2, 3, 4, 5, 6].map((page) => save(owner.token, id, page, new Date(base + page * 100)));
    const results = await Promise.all(writes);
    expect(results.every((r) => r.data?.saveReadingProgress.__typename === 'MutationSaveReadingProgressSuccess')).toBe(true);
    const row = await t.db.prisma.readingProgress.findUniqueOrThrow({ where: { userId_productId: { userId: owner.userId, productId: second.id } } });
    expect(row.page).toBe(6);
  });

  it('refuses a page outside the book, a clock far ahead, a non-owner and an unknown ebook, changing nothing', async () => {
    const id = productGlobalId(first);
    const before = await t.db.prisma.readingProgress.findMany({ orderBy: [{ userId: 'asc' }, { productId: 'asc' }] });
    for (const page of [0, 7, -1]) {
      const answer = await save(owner.token, id, page, new Date());
      expect(answer.data?.saveReadingProgress).toMatchObject({ __typename: 'ValidationError', code: 'VALIDATION_FAILED' });
    }
    const ahead = await save(owner.token, id, 3, new Date(Date.now() + 3600_000));
    expect(ahead.data?.saveReadingProgress.__typename).toBe('ValidationError');
    expect((await save(other.token, id, 3, new Date())).data?.saveReadingProgress.__typename).toBe('NotEntitledError');
    const unknown = await save(owner.token, productGlobalId({ id: '00000000-0000-4000-8000-000000000000', kind: 'EBOOK' }), 1, new Date());
    expect(unknown.data?.saveReadingProgress.__typename).toBe('NotFoundError');
    expect(await t.db.prisma.readingProgress.findMany({ orderBy: [{ userId: 'asc' }, { productId: 'asc' }] })).toEqual(before);
  });
});

describe('the library', () => {
  it('lists what the customer may read, the most recently read first, and nothing for others', async () => {
    const LIBRARY = `{ myEbookLibrary { ebook { title } progress { page percent } } }`;
    await save(owner.token, productGlobalId(first), 5, new Date());
    const mine = await t.graphql(LIBRARY, {}, { cookie: owner.token });
    expect(mine.data?.myEbookLibrary).toEqual([
      { ebook: { title: 'Library First' }, progress: { page: 5, percent: 83 } },
      { ebook: { title: 'Library Second' }, progress: { page: 6, percent: 100 } },
    ]);
    expect((await t.graphql(LIBRARY, {}, { cookie: other.token })).data?.myEbookLibrary).toEqual([]);
  });
});
