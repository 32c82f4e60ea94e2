import { describeAuthorizationMatrix, outcome, ROLES, staff } from '../../../../test/authorization-matrix.ts';
import { createBook, createContent, productGlobalId } from '../../../../test/catalog-fixtures.ts';
import { contentAdminAuthorization } from './content-admin.authorization.ts';

const app = describeAuthorizationMatrix(contentAdminAuthorization);

describe('staff-only fields of public products', () => {
  it("shows a book's page images to catalogue staff only", async () => {
    const t = app();
    const book = await createBook(t.db.prisma, { title: 'Pages for staff' });
    await t.db.prisma.productPage.create({ data: { productId: book.id, kind: 'PAGE', imageKey: 'pages/matrix.png', position: 0 } });
    const read = `{ node(id: "${productGlobalId(book)}") { ... on Book { pageImages { id } } } }`;
    const got = Object.fromEntries(await Promise.all(ROLES.map(async (role) => [role, await outcome(t, role, 'node', read)])));
    expect(got).toEqual(staff('FORBIDDEN', 'ok'));
  });

  it("shows a lesson's body to catalogue staff only, and its outline to everyone", async () => {
    const t = app();
    const course = await createContent(t.db.prisma, { title: 'Bodies for staff' });
    const chapter = await t.db.prisma.contentChapter.create({ data: { productId: course.id, title: 'C', position: 0 } });
    await t.db.prisma.contentLesson.create({ data: { chapterId: chapter.id, title: 'L', position: 0, body: 'https://video.example/x' } });
    const node = (fields: string) => `{ node(id: "${productGlobalId(course)}") { ... on Content { chapters { lessons { ${fields} } } } } }`;
    for (const role of ROLES) {
      expect(await outcome(t, role, 'node', node('title durationMinutes'))).toBe('ok');
    }
    const got = Object.fromEntries(await Promise.all(ROLES.map(async (role) => [role, await outcome(t, role, 'node', node('body'))])));
    expect(got).toEqual(staff('FORBIDDEN', 'ok'));
  });
});
