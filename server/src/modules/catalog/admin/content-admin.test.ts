import { encodeGlobalID } from '@pothos/plugin-relay';
import { signInAs } from '../../../../test/accounts.ts';
import { createBook, createContent, productGlobalId } from '../../../../test/catalog-fixtures.ts';
import { startTestApp, type TestApp } from '../../../../test/test-app.ts';

let t: TestApp;
let admin: string;
let customer: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await signInAs(t, 'admin');
  customer = await signInAs(t, 'customer');
});
afterAll(() => t.close());

async function createCourse(title = 'Physics 1st paper') {
  const product = await createContent(t.db.prisma, { title, instructor: 'Dr. Rahman' });
  return { id: product.id, gid: productGlobalId(product) };
}

const RESULT = `__typename
  ... on ValidationError { fields { field message } }
  ... on NotFoundError { what }
  ... on Error { message code }`;
const CONTENT = `content { id totalMinutes chapters { id title position lessons { id title position durationMinutes } } }`;

/** Runs a mutation as admin and returns its `data` payload, failing on anything but success. */
async function ok(field: string, input: Record<string, unknown>, selection: string, cookie = admin) {
  const { data, errors } = await t.graphql(
    `mutation($input: ${field[0]!.toUpperCase()}${field.slice(1)}Input!) { ${field}(input: $input) { ${RESULT} ... on Mutation${field[0]!.toUpperCase()}${field.slice(1)}Success { data { ${selection} } } } }`,
    { input },
    { cookie },
  );
  expect(errors).toBeUndefined();
  expect(data![field].__typename).toBe(`Mutation${field[0]!.toUpperCase()}${field.slice(1)}Success`);
  return data![field].data;
}

/** Runs a mutation as admin and returns its error result. */
async function fails(field: string, input: Record<string, unknown>) {
  const { data, errors } = await t.graphql(
    `mutation($input: ${field[0]!.toUpperCase()}${field.slice(1)}Input!) { ${field}(input: $input) { ${RESULT} } }`,
    { input },
    { cookie: admin },
  );
  expect(errors).toBeUndefined();
  return data![field];
}

async function chapterRows(productId: string) {
  return t.db.prisma.contentChapter.findMany({ where: { productId }, orderBy: { position: 'asc' } });
}

async function addChapters(course: { gid: string }, titles: string[]) {
  const ids: string[] = [];
  for (const title of titles) ids.push((await ok('createChapter', { contentId: course.gid, title }, 'chapter { id }')).chapter.id);
  return ids;
}

async function addLessons(chapterId: string, lessons: { title: string; durationMinutes: number }[]) {
  const ids: string[] = [];
  for (const lesson of lessons) ids.push((await ok('createLesson', { chapterId, ...lesson }, 'lesson { id }')).lesson.id);
  return ids;
}

describe('chapters', () => {
  it('adds chapters at the end, returning the chapter and its course, and audits it', async () => {
    const course = await createCourse();
    const first = await ok('createChapter', { contentId: course.gid, title: '  Vectors ' }, `chapter { id title position } ${CONTENT}`);
    expect(first.chapter).toMatchObject({ title: 'Vectors', position: 0 });
    const second = await ok('createChapter', { contentId: course.gid, title: 'Dynamics' }, `chapter { id title position } ${CONTENT}`);
    expect(second.chapter.position).toBe(1);
    expect(second.content.id).toBe(course.gid);
    expect(second.content.chapters.map((c: any) => [c.title, c.position])).toEqual([
      ['Vectors', 0],
      ['Dynamics', 1],
    ]);
    const audit = await t.db.prisma.auditEvent.findMany({ where: { action: 'catalog.chapters_changed', targetId: course.id } });
    expect(audit).toHaveLength(2);
    expect(audit[0]!.details).toMatchObject({ change: 'chapter_created' });
  });

  it('refuses an empty or overlong title and a course that does not exist or is not a course', async () => {
    const course = await createCourse();
    expect(await fails('createChapter', { contentId: course.gid, title: '   ' })).toMatchObject({
      __typename: 'ValidationError',
      fields: [{ field: 'title', message: 'Title is required' }],
    });
    expect(await fails('createChapter', { contentId: course.gid, title: 'x'.repeat(201) })).toMatchObject({ __typename: 'ValidationError' });
    expect(await chapterRows(course.id)).toHaveLength(0);

    const book = await createBook(t.db.prisma, { title: 'Not a course' });
    expect(await fails('createChapter', { contentId: encodeGlobalID('Book', book.id), title: 'A' })).toMatchObject({
      __typename: 'NotFoundError',
      what: 'Content',
    });
    // A Content id that names a book row is no course either.
    expect(await fails('createChapter', { contentId: encodeGlobalID('Content', book.id), title: 'A' })).toMatchObject({
      __typename: 'NotFoundError',
    });
    expect(await fails('createChapter', { contentId: 'nonsense', title: 'A' })).toMatchObject({ __typename: 'NotFoundError' });
  });

  it('renames a chapter', async () => {
    const course = await createCourse();
    const [id] = await addChapters(course, ['Old']);
    const result = await ok('updateChapter', { id, title: 'New name' }, 'chapter { id title } content { id }');
    expect(result).toEqual({ chapter: { id, title: 'New name' }, content: { id: course.gid } });
    expect(await fails('updateChapter', { id, title: '' })).toMatchObject({ __typename: 'ValidationError' });
    expect(await fails('updateChapter', { id: encodeGlobalID('Chapter', '00000000-0000-4000-8000-000000000000'), title: 'X' })).toMatchObject({
      __typename: 'NotFoundError',
      what: 'Chapter',
    });
    expect((await chapterRows(course.id))[0]!.title).toBe('New name');
  });

  it('deletes a chapter with its lessons, closes the gap and keeps the total minutes', async () => {
    const course = await createCourse();
    const [a, b, c, d] = await addChapters(course, ['A', 'B', 'C', 'D']);
    await addLessons(a!, [{ title: 'a1', durationMinutes: 10 }]);
    await addLessons(b!, [
      { title: 'b1', durationMinutes: 20 },
      { title: 'b2', durationMinutes: 25 },
    ]);
    await addLessons(d!, [{ title: 'd1', durationMinutes: 5 }]);
    const result = await ok('deleteChapter', { id: b }, `deletedId ${CONTENT}`);
    expect(result.deletedId).toBe(b);
    expect(result.content.totalMinutes).toBe(15);
    expect(result.content.chapters.map((ch: any) => [ch.id, ch.position])).toEqual([
      [a, 0],
      [c, 1],
      [d, 2],
    ]);
    expect(await t.db.prisma.contentLesson.count({ where: { title: { in: ['b1', 'b2'] } } })).toBe(0);
    expect(await fails('deleteChapter', { id: b })).toMatchObject({ __typename: 'NotFoundError' });

    await ok('deleteChapter', { id: a }, 'deletedId');
    expect((await chapterRows(course.id)).map((ch) => ch.position)).toEqual([0, 1]);
    const detail = await t.db.prisma.contentDetail.findUniqueOrThrow({ where: { productId: course.id } });
    expect(detail.totalMinutes).toBe(5);
  });

  it('reorders chapters, and refuses a list that is not exactly the current chapters', async () => {
    const course = await createCourse();
    const ids = await addChapters(course, ['One', 'Two', 'Three', 'Four']);
    const order = [ids[2], ids[0], ids[3], ids[1]];
    const result = await ok('reorderChapters', { contentId: course.gid, chapterIds: order }, CONTENT);
    expect(result.content.chapters.map((ch: any) => ch.id)).toEqual(order);
    expect(result.content.chapters.map((ch: any) => ch.position)).toEqual([0, 1, 2, 3]);

    const other = await createCourse();
    const [foreign] = await addChapters(other, ['Elsewhere']);
    for (const chapterIds of [
      order.slice(0, 3), // one missing
      [...order, ids[0]], // one twice
      [order[0], order[1], order[2], order[2]], // duplicate instead of one
      [order[0], order[1], order[2], foreign], // another course's chapter
      [order[0], order[1], order[2], 'garbage'],
    ]) {
      expect(await fails('reorderChapters', { contentId: course.gid, chapterIds })).toMatchObject({
        __typename: 'ValidationError',
        fields: [{ field: 'chapterIds' }],
      });
    }
    expect((await chapterRows(course.id)).map((ch) => encodeGlobalID('Chapter', ch.id))).toEqual(order);
  });

  it('keeps a valid order when several reorders and additions run at once', async () => {
    const course = await createCourse();
    const ids = await addChapters(course, ['A', 'B', 'C', 'D', 'E']);
    const permutations = [
      [4, 3, 2, 1, 0],
      [1, 0, 3, 2, 4],
      [2, 4, 1, 0, 3],
      [0, 2, 4, 1, 3],
      [3, 1, 4, 0, 2],
      [1, 2, 3, 4, 0],
    ].map((p) => p.map((i) => ids[i]!));
    const results = await Promise.all(
      permutations.map((chapterIds) =>
        t.graphql(
          `mutation($input: ReorderChaptersInput!) { reorderChapters(input: $input) { __typename } }`,
          { input: { contentId: course.gid, chapterIds } },
          { cookie: admin },
        ),
      ),
    );
    for (const result of results) expect(result.data?.reorderChapters.__typename).toBe('MutationReorderChaptersSuccess');
    const rows = await chapterRows(course.id);
    expect(rows.map((r) => r.position)).toEqual([0, 1, 2, 3, 4]);
    expect(permutations).toContainEqual(rows.map((r) => encodeGlobalID('Chapter', r.id)));

    const created = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        t.graphql(
          `mutation($input: CreateChapterInput!) { createChapter(input: $input) { __typename } }`,
          { input: { contentId: course.gid, title: `Parallel ${i}` } },
          { cookie: admin },
        ),
      ),
    );
    for (const result of created) expect(result.data?.createChapter.__typename).toBe('MutationCreateChapterSuccess');
    expect((await chapterRows(course.id)).map((r) => r.position)).toEqual([...Array(11).keys()]);
  });
});

describe('lessons', () => {
  it('adds, changes and deletes lessons, keeping positions without gaps and the total minutes', async () => {
    const course = await createCourse();
    const [chapter, other] = await addChapters(course, ['Optics', 'Waves']);
    await addLessons(other!, [{ title: 'w1', durationMinutes: 7 }]);
    const created = await ok(
      'createLesson',
      { chapterId: chapter, title: 'Reflection', kind: 'VIDEO', durationMinutes: 30, body: 'https://video.example/1', freePreview: true },
      `lesson { id title kind position durationMinutes freePreview body } chapter { id lessons { id } } ${CONTENT}`,
    );
    expect(created.lesson).toMatchObject({
      title: 'Reflection',
      kind: 'VIDEO',
      position: 0,
      durationMinutes: 30,
      freePreview: true,
      body: 'https://video.example/1',
    });
    expect(created.chapter.lessons).toEqual([{ id: created.lesson.id }]);
    expect(created.content.totalMinutes).toBe(37);

    const [l2, l3] = await addLessons(chapter!, [
      { title: 'Refraction', durationMinutes: 40 },
      { title: 'Lenses', durationMinutes: 15 },
    ]);
    const text = await ok('createLesson', { chapterId: chapter, title: 'Notes', kind: 'TEXT', body: 'Snell law: n1 sin a = n2 sin b' }, 'lesson { position durationMinutes freePreview }');
    expect(text.lesson).toEqual({ position: 3, durationMinutes: 0, freePreview: false });

    const updated = await ok('updateLesson', { id: l2, durationMinutes: 45 }, `lesson { title durationMinutes } ${CONTENT}`);
    expect(updated.lesson).toEqual({ title: 'Refraction', durationMinutes: 45 });
    expect(updated.content.totalMinutes).toBe(37 + 45 + 15);

    const deleted = await ok('deleteLesson', { id: created.lesson.id }, `deletedId chapter { lessons { id position } } ${CONTENT}`);
    expect(deleted.deletedId).toBe(created.lesson.id);
    expect(deleted.chapter.lessons.map((l: any) => l.position)).toEqual([0, 1, 2]);
    expect(deleted.chapter.lessons[0].id).toBe(l2);
    expect(deleted.content.totalMinutes).toBe(7 + 45 + 15);
    expect((await t.db.prisma.contentDetail.findUniqueOrThrow({ where: { productId: course.id } })).totalMinutes).toBe(67);

    expect(await fails('deleteLesson', { id: created.lesson.id })).toMatchObject({ __typename: 'NotFoundError', what: 'Lesson' });
    expect(await fails('updateLesson', { id: 'not-an-id', title: 'x' })).toMatchObject({ __typename: 'NotFoundError' });
    expect(l3).toBeDefined();
  });

  it('validates lesson fields and changes nothing on bad input', async () => {
    const course = await createCourse();
    const [chapter] = await addChapters(course, ['Only']);
    const [lesson] = await addLessons(chapter!, [{ title: 'Intro', durationMinutes: 12 }]);
    expect(await fails('createLesson', { chapterId: chapter, title: 'Clip', kind: 'VIDEO', body: 'not a url' })).toMatchObject({
      __typename: 'ValidationError',
      fields: [{ field: 'body' }],
    });
    expect(await fails('createLesson', { chapterId: chapter, title: 'Long', durationMinutes: -1 })).toMatchObject({
      fields: [{ field: 'durationMinutes', message: 'Duration cannot be negative' }],
    });
    expect(await fails('updateLesson', { id: lesson, title: ' ', durationMinutes: 99 })).toMatchObject({
      fields: [{ field: 'title', message: 'Title is required' }],
    });
    expect(await fails('createLesson', { chapterId: encodeGlobalID('Chapter', '00000000-0000-4000-8000-000000000000'), title: 'X' })).toMatchObject({
      __typename: 'NotFoundError',
      what: 'Chapter',
    });
    const rows = await t.db.prisma.contentLesson.findMany({ where: { chapter: { productId: course.id } } });
    expect(rows.map((r) => [r.title, r.durationMinutes])).toEqual([['Intro', 12]]);
    expect((await t.db.prisma.contentDetail.findUniqueOrThrow({ where: { productId: course.id } })).totalMinutes).toBe(12);
  });

  it('reorders lessons, refuses a wrong list, and survives concurrent reorders', async () => {
    const course = await createCourse();
    const [chapter] = await addChapters(course, ['Ch']);
    const ids = await addLessons(
      chapter!,
      ['a', 'b', 'c', 'd'].map((title) => ({ title, durationMinutes: 1 })),
    );
    const order = [ids[3]!, ids[1]!, ids[0]!, ids[2]!];
    const result = await ok('reorderLessons', { chapterId: chapter, lessonIds: order }, 'chapter { lessons { id position } } content { id }');
    expect(result.chapter.lessons).toEqual(order.map((id, position) => ({ id, position })));
    expect(await fails('reorderLessons', { chapterId: chapter, lessonIds: order.slice(1) })).toMatchObject({
      __typename: 'ValidationError',
      fields: [{ field: 'lessonIds' }],
    });
    expect(await fails('reorderLessons', { chapterId: chapter, lessonIds: [...order.slice(1), order[1]] })).toMatchObject({
      __typename: 'ValidationError',
    });

    const permutations = [
      [0, 1, 2, 3],
      [3, 2, 1, 0],
      [1, 3, 0, 2],
      [2, 0, 3, 1],
      [0, 3, 1, 2],
    ].map((p) => p.map((i) => ids[i]!));
    const results = await Promise.all(
      permutations.map((lessonIds) =>
        t.graphql(
          `mutation($input: ReorderLessonsInput!) { reorderLessons(input: $input) { __typename } }`,
          { input: { chapterId: chapter, lessonIds } },
          { cookie: admin },
        ),
      ),
    );
    for (const r of results) expect(r.data?.reorderLessons.__typename).toBe('MutationReorderLessonsSuccess');
    const rows = await t.db.prisma.contentLesson.findMany({ where: { chapter: { productId: course.id } }, orderBy: { position: 'asc' } });
    expect(rows.map((r) => r.position)).toEqual([0, 1, 2, 3]);
    expect(permutations).toContainEqual(rows.map((r) => r.id));
  });

  it('keeps the total right when lessons of different chapters change at once', async () => {
    const course = await createCourse();
    const chapters = await addChapters(course, ['A', 'B', 'C']);
    await Promise.all(
      chapters.flatMap((chapterId) =>
        [5, 10, 20].map((durationMinutes) =>
          t.graphql(
            `mutation($input: CreateLessonInput!) { createLesson(input: $input) { __typename } }`,
            { input: { chapterId, title: `L${durationMinutes}`, durationMinutes } },
            { cookie: admin },
          ),
        ),
      ),
    );
    expect((await t.db.prisma.contentDetail.findUniqueOrThrow({ where: { productId: course.id } })).totalMinutes).toBe(3 * 35);
    const lessons = await t.db.prisma.contentLesson.findMany({ where: { chapter: { productId: course.id } } });
    for (const chapterId of chapters) {
      const positions = lessons.filter((l) => encodeGlobalID('Chapter', l.chapterId) === chapterId).map((l) => l.position);
      expect(positions.sort()).toEqual([0, 1, 2]);
    }
  });
});

describe('who sees a lesson body', () => {
  it('shows lessons without their body to everyone, and the body to catalogue staff only', async () => {
    const course = await createCourse();
    const [chapter] = await addChapters(course, ['Ch']);
    await ok('createLesson', { chapterId: chapter, title: 'Secret', body: 'https://video.example/secret' }, 'lesson { id }');
    const outline = `{ node(id: "${course.gid}") { ... on Content { chapters { lessons { title } } } } }`;
    const withBody = `{ node(id: "${course.gid}") { ... on Content { chapters { lessons { title body } } } } }`;

    for (const cookie of [undefined, customer]) {
      const open = await t.graphql(outline, {}, { cookie });
      expect(open.errors).toBeUndefined();
      expect(open.data!.node.chapters[0].lessons).toEqual([{ title: 'Secret' }]);
    }
    const anonymous = await t.graphql(withBody);
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(JSON.stringify(anonymous.data)).not.toContain('secret');
    const asCustomer = await t.graphql(withBody, {}, { cookie: customer });
    expect(asCustomer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(JSON.stringify(asCustomer.data)).not.toContain('secret');
    const asAdmin = await t.graphql(withBody, {}, { cookie: admin });
    expect(asAdmin.errors).toBeUndefined();
    expect(asAdmin.data!.node.chapters[0].lessons).toEqual([{ title: 'Secret', body: 'https://video.example/secret' }]);
  });
});
