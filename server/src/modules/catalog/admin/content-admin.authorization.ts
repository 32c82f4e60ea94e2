/**
 * Rows of the authorization matrix (server/test/authorization-matrix.ts) for the catalogue's staff
 * editing of authors, page images, chapters and lessons: catalog.manage only.
 */
import { encodeGlobalID } from '@pothos/plugin-relay';
import { createAuthor, createBook, createContent, productGlobalId } from '../../../../test/catalog-fixtures.ts';
import { staff, typename, type AuthorizationSpec, type Case } from '../../../../test/authorization-matrix.ts';
import type { TestApp } from '../../../../test/test-app.ts';

export interface ContentAdminFixtures {
  author: string;
  unusedAuthor: string;
  book: string;
  imageKey: string;
  page: string;
  pagedBook: string;
  pages: string;
  course: string;
  chapter: string;
  doomedChapter: string;
  orderedCourse: string;
  chapters: string;
  lesson: string;
  doomedLesson: string;
  orderedChapter: string;
  lessons: string;
}

const admin = (success: string) => staff('FORBIDDEN', success);
const list = (ids: string[]) => JSON.stringify(ids);

async function setup(t: TestApp): Promise<ContentAdminFixtures> {
  const prisma = t.db.prisma;
  const imageKey = 'pages/matrix.png';
  await prisma.storedFile.create({ data: { key: imageKey, contentType: 'image/png', size: 10, visibility: 'PUBLIC' } });
  const author = await createAuthor(prisma, 'Matrix Author');
  const unusedAuthor = await createAuthor(prisma, 'Unused Author');
  const book = await createBook(prisma, { title: 'Matrix book' });
  const pagedBook = await createBook(prisma, { title: 'Paged book' });
  const page = await prisma.productPage.create({ data: { productId: pagedBook.id, kind: 'PAGE', imageKey, position: 0 } });
  const pages = await Promise.all(
    [0, 1].map((position) => prisma.productPage.create({ data: { productId: pagedBook.id, kind: 'DEMO', imageKey, position } })),
  );
  const course = await createContent(prisma, { title: 'Matrix course' });
  const orderedCourse = await createContent(prisma, { title: 'Ordered course' });
  const chapter = await prisma.contentChapter.create({ data: { productId: course.id, title: 'One', position: 0 } });
  const doomedChapter = await prisma.contentChapter.create({ data: { productId: course.id, title: 'Two', position: 1 } });
  const orderedChapters = await Promise.all(
    [0, 1].map((position) => prisma.contentChapter.create({ data: { productId: orderedCourse.id, title: `C${position}`, position } })),
  );
  const lesson = await prisma.contentLesson.create({ data: { chapterId: chapter.id, title: 'L', position: 0 } });
  const doomedLesson = await prisma.contentLesson.create({ data: { chapterId: chapter.id, title: 'M', position: 1 } });
  const orderedLessons = await Promise.all(
    [0, 1].map((position) => prisma.contentLesson.create({ data: { chapterId: orderedChapters[0]!.id, title: `L${position}`, position } })),
  );
  const chapterId = (row: { id: string }) => encodeGlobalID('Chapter', row.id);
  return {
    author: encodeGlobalID('Author', author.id),
    unusedAuthor: encodeGlobalID('Author', unusedAuthor.id),
    book: productGlobalId(book),
    imageKey,
    page: encodeGlobalID('ProductPage', page.id),
    pagedBook: productGlobalId(pagedBook),
    pages: list([...pages].reverse().map((p) => encodeGlobalID('ProductPage', p.id))),
    course: productGlobalId(course),
    chapter: chapterId(chapter),
    doomedChapter: chapterId(doomedChapter),
    orderedCourse: productGlobalId(orderedCourse),
    chapters: list([...orderedChapters].reverse().map(chapterId)),
    lesson: lesson.id,
    doomedLesson: doomedLesson.id,
    orderedChapter: chapterId(orderedChapters[0]!),
    lessons: list([...orderedLessons].reverse().map((l) => l.id)),
  };
}

const mutations: Case<ContentAdminFixtures>[] = [
  {
    field: 'createAuthor',
    document: (role) => `mutation { createAuthor(input: { name: "Matrix ${role}" }) { ${typename} } }`,
    expected: admin('MutationCreateAuthorSuccess'),
  },
  {
    field: 'updateAuthor',
    document: (role, f) => `mutation { updateAuthor(input: { id: "${f.author}", bio: "by ${role}" }) { ${typename} } }`,
    expected: admin('MutationUpdateAuthorSuccess'),
  },
  {
    field: 'deleteAuthor',
    document: (_role, f) => `mutation { deleteAuthor(input: { id: "${f.unusedAuthor}" }) { ${typename} } }`,
    expected: admin('MutationDeleteAuthorSuccess'),
  },
  {
    field: 'addProductPage',
    document: (_role, f) =>
      `mutation { addProductPage(input: { productId: "${f.book}", kind: DEMO, imageKey: "${f.imageKey}" }) { ${typename} } }`,
    expected: admin('MutationAddProductPageSuccess'),
  },
  {
    field: 'removeProductPage',
    document: (_role, f) => `mutation { removeProductPage(input: { id: "${f.page}" }) { ${typename} } }`,
    expected: admin('MutationRemoveProductPageSuccess'),
  },
  {
    field: 'reorderProductPages',
    document: (_role, f) =>
      `mutation { reorderProductPages(input: { productId: "${f.pagedBook}", kind: DEMO, pageIds: ${f.pages} }) { ${typename} } }`,
    expected: admin('MutationReorderProductPagesSuccess'),
  },
  {
    field: 'createChapter',
    document: (role, f) => `mutation { createChapter(input: { contentId: "${f.course}", title: "By ${role}" }) { ${typename} } }`,
    expected: admin('MutationCreateChapterSuccess'),
  },
  {
    field: 'updateChapter',
    document: (role, f) => `mutation { updateChapter(input: { id: "${f.chapter}", title: "Renamed by ${role}" }) { ${typename} } }`,
    expected: admin('MutationUpdateChapterSuccess'),
  },
  {
    field: 'deleteChapter',
    document: (_role, f) => `mutation { deleteChapter(input: { id: "${f.doomedChapter}" }) { ${typename} } }`,
    expected: admin('MutationDeleteChapterSuccess'),
  },
  {
    field: 'reorderChapters',
    document: (_role, f) =>
      `mutation { reorderChapters(input: { contentId: "${f.orderedCourse}", chapterIds: ${f.chapters} }) { ${typename} } }`,
    expected: admin('MutationReorderChaptersSuccess'),
  },
  {
    field: 'createLesson',
    document: (role, f) =>
      `mutation { createLesson(input: { chapterId: "${f.chapter}", title: "By ${role}", durationMinutes: 5 }) { ${typename} } }`,
    expected: admin('MutationCreateLessonSuccess'),
  },
  {
    field: 'updateLesson',
    document: (_role, f) => `mutation { updateLesson(input: { id: "${f.lesson}", durationMinutes: 9 }) { ${typename} } }`,
    expected: admin('MutationUpdateLessonSuccess'),
  },
  {
    field: 'deleteLesson',
    document: (_role, f) => `mutation { deleteLesson(input: { id: "${f.doomedLesson}" }) { ${typename} } }`,
    expected: admin('MutationDeleteLessonSuccess'),
  },
  {
    field: 'reorderLessons',
    document: (_role, f) =>
      `mutation { reorderLessons(input: { chapterId: "${f.orderedChapter}", lessonIds: ${f.lessons} }) { ${typename} } }`,
    expected: admin('MutationReorderLessonsSuccess'),
  },
];

export const contentAdminAuthorization: AuthorizationSpec<ContentAdminFixtures> = {
  mutations,
  staffQueries: [],
  publicQueries: [],
  setup,
};
