/** The library rows of the authorization matrix: staff grants, lesson completion and quizzes (see server/test/authorization-matrix.ts). */
import { encodeGlobalID } from '@pothos/plugin-relay';
import { PHONES, staff, typename, type AuthorizationSpec, type Case, type Role } from '../../../test/authorization-matrix.ts';
import { createContent, createEbook, productGlobalId } from '../../../test/catalog-fixtures.ts';
import { taka } from '../../shared/money.ts';

interface Fixtures {
  customerGid: string;
  ebookGid: string;
  /** A live grant of the customer's, one per role that tries to revoke it (only the admin succeeds). */
  grants: Record<Role, string>;
  /** A paid lesson and a quiz lesson of a course only the customer owns. */
  lesson: string;
  quiz: string;
  /** A published ebook priced ৳0. */
  freeEbookGid: string;
}

/** Owners open the lesson; everyone else gets the same NotFound as for a missing lesson (staff editing courses may check it). */
const lessonOwner = (success: string): Record<Role, string> => ({
  anonymous: 'UNAUTHENTICATED',
  customer: success,
  another: 'NotFoundError',
  agent: 'NotFoundError',
  admin: success,
});

const QUIZ_BODY = JSON.stringify({ questions: [{ prompt: '2 + 2?', options: ['3', '4'], answer: 1 }] });

const mutations: Case<Fixtures>[] = [
  {
    field: 'grantEntitlement',
    document: (role, { customerGid, ebookGid }) =>
      `mutation { grantEntitlement(input: { userId: "${customerGid}", productId: "${ebookGid}", reason: "Matrix ${role}" }) { ${typename} } }`,
    expected: staff('FORBIDDEN', 'MutationGrantEntitlementSuccess'),
  },
  {
    field: 'revokeEntitlement',
    document: (role, { grants }) => `mutation { revokeEntitlement(input: { grantId: "${grants[role]}", reason: "Matrix check" }) { ${typename} } }`,
    expected: staff('FORBIDDEN', 'MutationRevokeEntitlementSuccess'),
  },
  {
    field: 'takeFreeEbook',
    document: (_role, { freeEbookGid }) => `mutation { takeFreeEbook(input: { productId: "${freeEbookGid}" }) { ${typename} } }`,
    // Anyone signed in may take a free ebook; signed out, there is no library to put it in.
    expected: {
      anonymous: 'UNAUTHENTICATED',
      customer: 'MutationTakeFreeEbookSuccess',
      another: 'MutationTakeFreeEbookSuccess',
      agent: 'MutationTakeFreeEbookSuccess',
      admin: 'MutationTakeFreeEbookSuccess',
    },
  },
  {
    field: 'completeLesson',
    document: (_role, { lesson }) => `mutation { completeLesson(input: { lessonId: "${lesson}" }) { ${typename} } }`,
    expected: lessonOwner('MutationCompleteLessonSuccess'),
  },
  {
    field: 'submitQuiz',
    document: (_role, { quiz }) => `mutation { submitQuiz(input: { lessonId: "${quiz}", answers: [1] }) { ${typename} } }`,
    expected: lessonOwner('MutationSubmitQuizSuccess'),
  },
];

export const libraryAuthorization: AuthorizationSpec<Fixtures> = {
  mutations,
  staffQueries: [],
  publicQueries: ['viewerCourses', 'lesson'],
  setup: async (t) => {
    const prisma = t.db.prisma;
    const customer = await prisma.user.findUniqueOrThrow({ where: { phone: PHONES.customer } });
    const ebook = await createEbook(prisma, { title: 'Matrix Library Ebook', price: taka(100) });
    const freeEbook = await createEbook(prisma, { title: 'Matrix Free Ebook', price: 0 });
    const course = await createContent(prisma, { title: 'Matrix Course', price: taka(500) });
    const chapter = await prisma.contentChapter.create({ data: { productId: course.id, title: 'One', position: 0 } });
    const lesson = await prisma.contentLesson.create({ data: { chapterId: chapter.id, title: 'Paid', position: 0, kind: 'TEXT', body: 'Secret text' } });
    const quiz = await prisma.contentLesson.create({ data: { chapterId: chapter.id, title: 'Quiz', position: 1, kind: 'QUIZ', body: QUIZ_BODY } });
    await prisma.entitlementGrant.create({ data: { userId: customer.id, productId: course.id, source: 'STAFF', reason: 'matrix' } });
    const grants = {} as Record<Role, string>;
    for (const role of ['anonymous', 'customer', 'another', 'agent', 'admin'] as const) {
      const product = await createEbook(prisma, { title: `Matrix Revoke ${role}`, price: taka(50) });
      grants[role] = (await prisma.entitlementGrant.create({ data: { userId: customer.id, productId: product.id, source: 'STAFF', reason: 'matrix' } })).id;
    }
    return { customerGid: encodeGlobalID('User', customer.id), ebookGid: productGlobalId(ebook), grants, lesson: lesson.id, quiz: quiz.id, freeEbookGid: productGlobalId(freeEbook) };
  },
};
