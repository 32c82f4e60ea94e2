/** The storefront catalogue's rows of the authorization matrix (see server/test/authorization-matrix.ts). */
import { encodeGlobalID } from '@pothos/plugin-relay';
import { PHONES, signedIn, staff, typename, type AuthorizationSpec, type Case } from '../../../test/authorization-matrix.ts';
import { createBook, productGlobalId } from '../../../test/catalog-fixtures.ts';

interface Fixtures {
  productId: string;
  reviewId: string;
}

const mutations: Case<Fixtures>[] = [
  {
    field: 'writeReview',
    document: (_role, { productId }) =>
      `mutation { writeReview(input: { productId: "${productId}", rating: 4, body: "Good" }) { ${typename} } }`,
    expected: signedIn('MutationWriteReviewSuccess'),
  },
  {
    field: 'moderateReview',
    document: (_role, { reviewId }) => `mutation { moderateReview(input: { reviewId: "${reviewId}", status: APPROVED }) { ${typename} } }`,
    expected: staff('FORBIDDEN', 'MutationModerateReviewSuccess'),
  },
  {
    field: 'updateInfoPage',
    document: () => `mutation { updateInfoPage(input: { slug: "about", title: "About us", body: "We sell books." }) { ${typename} } }`,
    expected: staff('FORBIDDEN', 'MutationUpdateInfoPageSuccess'),
  },
];

const staffQueries: Case<Fixtures>[] = [
  {
    field: 'reviewsForModeration',
    document: () => `{ reviewsForModeration(first: 5) { edges { node { id body } } } }`,
    expected: staff('FORBIDDEN', 'ok'),
  },
];

const publicQueries = [
  'products',
  'product',
  'search',
  'searchSuggestions',
  'author',
  'authors',
  'bundleYears',
  'section',
  'sections',
  'infoPage',
  'infoPages',
];

export const catalogReadAuthorization: AuthorizationSpec<Fixtures> = {
  mutations,
  staffQueries,
  publicQueries,
  setup: async (t) => {
    const book = await createBook(t.db.prisma, { title: 'Matrix Reviews Book' });
    const customer = await t.db.prisma.user.findUniqueOrThrow({ where: { phone: PHONES.customer } });
    const review = await t.db.prisma.review.create({ data: { productId: book.id, userId: customer.id, rating: 5 } });
    return { productId: productGlobalId(book), reviewId: encodeGlobalID('Review', review.id) };
  },
};
