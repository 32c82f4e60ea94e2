import { encodeGlobalID } from '@pothos/plugin-relay';
import { signInAs } from '../../../test/accounts.ts';
import { createBook, productGlobalId } from '../../../test/catalog-fixtures.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { reviewerName } from './reviews.service.ts';

let t: TestApp;
let customer: string;
let fresh: string;
let admin: string;
let book: Awaited<ReturnType<typeof createBook>>;

beforeAll(async () => {
  t = await startTestApp();
  [customer, fresh, admin] = await Promise.all([signInAs(t, 'customer'), signInAs(t, 'fresh'), signInAs(t, 'admin')]);
  book = await createBook(t.db.prisma, { title: 'Organic Chemistry Made Easy' });
});
afterAll(() => t.close());

const WRITE = `mutation ($input: WriteReviewInput!) {
  writeReview(input: $input) {
    __typename
    ... on MutationWriteReviewSuccess { data { review { id rating body status authorName } product { rating { count average } } } }
    ... on ValidationError { fields { field message } }
    ... on NotFoundError { what }
  }
}`;
const MODERATE = `mutation ($input: ModerateReviewInput!) {
  moderateReview(input: $input) {
    __typename
    ... on MutationModerateReviewSuccess { data { review { id status } product { rating { count average } } } }
    ... on NotFoundError { what }
  }
}`;
const PAGE = `query ($key: String!) {
  product(kind: BOOK, key: $key) {
    ... on QueryProductSuccess { data {
      rating { count average }
      reviews(first: 10) { totalCount edges { node { rating body authorName status } } }
      viewerReview { rating status }
    } }
  }
}`;

async function write(cookie: string, input: Record<string, unknown>) {
  const { data, errors } = await t.graphql(WRITE, { input: { productId: productGlobalId(book), body: '', ...input } }, { cookie });
  expect(errors).toBeUndefined();
  return data!.writeReview;
}
async function moderate(reviewId: string, status: string, cookie = admin) {
  const { data, errors } = await t.graphql(MODERATE, { input: { reviewId, status } }, { cookie });
  expect(errors).toBeUndefined();
  return data!.moderateReview;
}
async function page(cookie?: string) {
  const { data, errors } = await t.graphql(PAGE, { key: book.slug }, { cookie });
  expect(errors).toBeUndefined();
  return data!.product.data;
}
async function aggregate() {
  return t.db.prisma.product.findUniqueOrThrow({ where: { id: book.id }, select: { ratingCount: true, ratingSum: true } });
}

describe('the review lifecycle', () => {
  let mine: string;
  let theirs: string;

  it('keeps a new review pending: not shown, not counted, but visible to its author', async () => {
    const written = await write(customer, { rating: 4, body: '  Clear explanations of reaction mechanisms.  ' });
    expect(written).toMatchObject({
      __typename: 'MutationWriteReviewSuccess',
      data: {
        review: { rating: 4, body: 'Clear explanations of reaction mechanisms.', status: 'PENDING', authorName: 'Demo C.' },
        product: { rating: { count: 0, average: null } },
      },
    });
    mine = written.data.review.id;
    expect(await page()).toMatchObject({ reviews: { totalCount: 0, edges: [] }, viewerReview: null });
    expect((await page(customer)).viewerReview).toEqual({ rating: 4, status: 'PENDING' });
    expect((await page(fresh)).viewerReview).toBeNull();
  });

  it('shows and counts it once approved', async () => {
    const pending = await t.graphql(`{ reviewsForModeration(first: 10) { totalCount edges { node { id status product { title } } } } }`, {}, { cookie: admin });
    expect(pending.data!.reviewsForModeration).toEqual({
      totalCount: 1,
      edges: [{ node: { id: mine, status: 'PENDING', product: { title: 'Organic Chemistry Made Easy' } } }],
    });
    expect(await moderate(mine, 'APPROVED')).toMatchObject({ data: { review: { status: 'APPROVED' }, product: { rating: { count: 1, average: 4 } } } });
    const theirsWritten = await write(fresh, { rating: 5, body: 'Best chemistry book.' });
    theirs = theirsWritten.data.review.id;
    await moderate(theirs, 'APPROVED');
    const shown = await page();
    expect(shown.rating).toEqual({ count: 2, average: 4.5 });
    expect(shown.reviews.totalCount).toBe(2);
    // Newest first; the name is first name and initial, never the phone or email.
    expect(shown.reviews.edges.map((e: { node: unknown }) => e.node)).toEqual([
      { rating: 5, body: 'Best chemistry book.', authorName: 'Fresh C.', status: 'APPROVED' },
      { rating: 4, body: 'Clear explanations of reaction mechanisms.', authorName: 'Demo C.', status: 'APPROVED' },
    ]);
  });

  it('sends an edited review back to pending and takes its old rating out of the average', async () => {
    const edited = await write(customer, { rating: 2, body: 'On second reading, too many errors.' });
    expect(edited.data.review).toMatchObject({ id: mine, rating: 2, status: 'PENDING' });
    expect(edited.data.product.rating).toEqual({ count: 1, average: 5 });
    expect(await aggregate()).toEqual({ ratingCount: 1, ratingSum: 5 });
    expect((await page()).reviews.edges).toHaveLength(1);
    expect(await t.db.prisma.review.count({ where: { productId: book.id } })).toBe(2); // replaced, not added

    await moderate(mine, 'APPROVED');
    expect(await aggregate()).toEqual({ ratingCount: 2, ratingSum: 7 });
  });

  it('takes a rejected review out, and counts each status change only once', async () => {
    expect(await moderate(mine, 'REJECTED')).toMatchObject({ data: { review: { status: 'REJECTED' }, product: { rating: { count: 1, average: 5 } } } });
    await moderate(mine, 'REJECTED');
    expect(await aggregate()).toEqual({ ratingCount: 1, ratingSum: 5 });
    expect((await page(customer)).viewerReview).toEqual({ rating: 2, status: 'REJECTED' });
    const rejected = await t.graphql(`{ reviewsForModeration(status: REJECTED, productId: "${productGlobalId(book)}") { edges { node { id } } } }`, {}, { cookie: admin });
    expect(rejected.data!.reviewsForModeration.edges).toEqual([{ node: { id: mine } }]);

    const audit = await t.db.prisma.auditEvent.findMany({ where: { action: 'catalog.review_moderated' }, orderBy: { createdAt: 'asc' } });
    expect(audit.length).toBeGreaterThanOrEqual(5);
    expect(audit.at(-1)).toMatchObject({ targetType: 'Review', details: { from: 'REJECTED', to: 'REJECTED', changed: false } });
  });

  it('counts concurrent approvals of one review once', async () => {
    const results = await Promise.all(Array.from({ length: 6 }, () => moderate(mine, 'APPROVED')));
    expect(results.every((r) => r.__typename === 'MutationModerateReviewSuccess')).toBe(true);
    expect(await aggregate()).toEqual({ ratingCount: 2, ratingSum: 7 });
    // Approve and reject racing each other: whatever wins, the aggregate matches the final status.
    await Promise.all([moderate(theirs, 'REJECTED'), moderate(theirs, 'APPROVED'), moderate(theirs, 'REJECTED'), write(fresh, { rating: 3 })]);
    const approved = await t.db.prisma.review.findMany({ where: { productId: book.id, status: 'APPROVED' } });
    expect(await aggregate()).toEqual({ ratingCount: approved.length, ratingSum: approved.reduce((s, r) => s + r.rating, 0) });
  });
});

describe('writeReview input', () => {
  it('refuses bad ratings and long text with messages, changing nothing', async () => {
    const before = await t.db.prisma.review.findMany({ where: { productId: book.id }, orderBy: { id: 'asc' } });
    for (const rating of [0, 6, -1]) {
      expect(await write(fresh, { rating })).toEqual({
        __typename: 'ValidationError',
        fields: [{ field: 'rating', message: 'Choose a rating from 1 to 5 stars' }],
      });
    }
    expect(await write(fresh, { rating: 5, body: 'x'.repeat(2001) })).toEqual({
      __typename: 'ValidationError',
      fields: [{ field: 'body', message: 'Maximum 2,000 characters' }],
    });
    expect(await t.db.prisma.review.findMany({ where: { productId: book.id }, orderBy: { id: 'asc' } })).toEqual(before);
  });

  it('answers NotFoundError for an unpublished product or something that is not a product', async () => {
    const draft = await createBook(t.db.prisma, { title: 'Not Yet Out', published: false });
    expect(await write(fresh, { rating: 5, productId: productGlobalId(draft) })).toEqual({ __typename: 'NotFoundError', what: 'Product' });
    expect(await write(fresh, { rating: 5, productId: encodeGlobalID('User', book.id) })).toEqual({ __typename: 'NotFoundError', what: 'Product' });
    expect(await write(fresh, { rating: 5, productId: 'nonsense' })).toEqual({ __typename: 'NotFoundError', what: 'Product' });
    expect(await moderate(encodeGlobalID('Review', '00000000-0000-4000-8000-000000000000'), 'APPROVED')).toEqual({
      __typename: 'NotFoundError',
      what: 'Review',
    });
  });
});

describe('who sees a review', () => {
  it('shows a pending review through node() only to its author and catalogue staff', async () => {
    const { data } = await t.graphql(
      `mutation ($input: WriteReviewInput!) { writeReview(input: $input) { ... on MutationWriteReviewSuccess { data { review { id } } } } }`,
      { input: { productId: productGlobalId(await createBook(t.db.prisma, { title: 'Another' })), rating: 3, body: '' } },
      { cookie: customer },
    );
    const id = data!.writeReview.data.review.id;
    const read = (cookie?: string) => t.graphql(`{ node(id: "${id}") { ... on Review { rating } } }`, {}, { cookie });
    // Anyone else gets what an unknown id gets: null (issue 29 item 5).
    for (const cookie of [undefined, fresh]) expect(await read(cookie)).toMatchObject({ data: { node: null } });
    expect((await read(fresh)).errors).toBeUndefined();
    expect((await read(customer)).data!.node).toEqual({ rating: 3 });
    expect((await read(admin)).data!.node).toEqual({ rating: 3 });
  });

  it('names reviewers by first name and last initial', () => {
    expect(reviewerName('Rahim Uddin Khan')).toBe('Rahim K.');
    expect(reviewerName('  Nusrat ')).toBe('Nusrat');
    expect(reviewerName('')).toBe('A customer');
  });
});
