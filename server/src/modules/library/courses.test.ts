/** Courses: lesson bodies only for owners (and free previews) through every GraphQL way in; completion marks and quiz scores per customer. */
import { encodeGlobalID } from '@pothos/plugin-relay';
import { signInAs } from '../../../test/accounts.ts';
import { newCustomer } from '../../../test/cart-helpers.ts';
import { createContent, productGlobalId } from '../../../test/catalog-fixtures.ts';
import { buyOnline } from '../../../test/library-fixtures.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { taka } from '../../shared/money.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const SECRET = 'The paid lesson text: only owners read this';
const QUIZ = JSON.stringify({
  questions: [
    { prompt: 'Capital of Bangladesh?', options: ['Chattogram', 'Dhaka', 'Khulna'], answer: 1, explanation: 'Dhaka is the capital.' },
    { prompt: '2 × 3?', options: ['5', '6'], answer: 1 },
  ],
});

async function course(title: string) {
  const product = await createContent(t.db.prisma, { title, price: taka(800) });
  const chapter = await t.db.prisma.contentChapter.create({ data: { productId: product.id, title: 'Chapter 1', position: 0 } });
  const lesson = (position: number, kind: 'VIDEO' | 'TEXT' | 'QUIZ' | 'PDF', body: string, freePreview = false) =>
    t.db.prisma.contentLesson.create({ data: { chapterId: chapter.id, title: `${kind} ${position}`, position, kind, body, freePreview } });
  const free = await lesson(0, 'VIDEO', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', true);
  const text = await lesson(1, 'TEXT', SECRET);
  const quiz = await lesson(2, 'QUIZ', QUIZ);
  const video = await lesson(3, 'VIDEO', 'https://vimeo.com/76979871');
  const bad = await lesson(4, 'VIDEO', 'javascript:alert(1)');
  const pdf = await lesson(5, 'PDF', 'ebooks/course-notes.pdf');
  return { product, chapter, free, text, quiz, video, bad, pdf };
}

const LESSON_FIELDS = `id title locked completed content { __typename
  ... on VideoLessonContent { provider embedUrl } ... on TextLessonContent { markdown } ... on PdfLessonContent { readerPath }
  ... on QuizLessonContent { questions { prompt options } viewerResult { score bestScore total attempts answers correct } } }`;

/** Every GraphQL way to a lesson: the course by node(id), the chapter by node(id), the product page, the product list. */
function waysIn(c: Awaited<ReturnType<typeof course>>) {
  const gid = productGlobalId(c.product);
  return [
    `{ node(id: "${gid}") { ... on Content { chapters { lessons { ${LESSON_FIELDS} } } } } }`,
    `{ node(id: "${encodeGlobalID('Chapter', c.chapter.id)}") { ... on Chapter { lessons { ${LESSON_FIELDS} } } } }`,
    `{ product(kind: CONTENT, key: "${c.product.slug}") { ... on QueryProductSuccess { data { ... on Content { chapters { lessons { ${LESSON_FIELDS} } } } } } } }`,
    `{ products(first: 3, filter: { kinds: [CONTENT] }) { edges { node { ... on Content { chapters { lessons { ${LESSON_FIELDS} } } } } } } }`,
  ];
}

it('never gives a paid lesson body to anyone but the owner, by any field; free previews open for all', async () => {
  const c = await course('Guarded Course');
  const { token: owner, userId } = await newCustomer(t, 'learner');
  await buyOnline(t, userId, [c.product.id]);
  const viewers: Record<string, string | undefined> = {
    anonymous: undefined,
    another: await signInAs(t, 'customer'),
    agent: await signInAs(t, 'agent'),
  };
  for (const [who, cookie] of Object.entries(viewers)) {
    for (const document of waysIn(c)) {
      const { data, errors } = await t.graphql(document, {}, { cookie });
      const text = JSON.stringify(data);
      expect([who, errors]).toEqual([who, undefined]);
      expect(text).not.toContain(SECRET);
      expect(text).not.toContain('vimeo');
      expect(text).not.toContain('Capital of Bangladesh');
      expect(text).not.toContain('course-notes');
      if (document.includes('products(')) continue; // the list holds other courses too
      expect(text).toContain('youtube-nocookie.com/embed/dQw4w9WgXcQ');
    }
  }
  // The staff body field asks catalog.manage: the agent is refused.
  const staffBody = `{ node(id: "${encodeGlobalID('Chapter', c.chapter.id)}") { ... on Chapter { lessons { body } } } }`;
  expect((await t.graphql(staffBody, {}, { cookie: viewers.agent })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  expect((await t.graphql(staffBody, {}, { cookie: owner })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

  // The owner gets every lesson, each kind in its safe shape.
  const { data } = await t.graphql(waysIn(c)[0]!, {}, { cookie: owner });
  const lessons = data!.node.chapters[0].lessons;
  expect(lessons.map((l: any) => [l.locked, l.content?.__typename ?? null])).toEqual([
    [false, 'VideoLessonContent'],
    [false, 'TextLessonContent'],
    [false, 'QuizLessonContent'],
    [false, 'VideoLessonContent'],
    [false, 'VideoLessonContent'],
    [false, 'PdfLessonContent'],
  ]);
  expect(lessons[1].content.markdown).toBe(SECRET);
  expect(lessons[2].content.questions).toEqual([
    { prompt: 'Capital of Bangladesh?', options: ['Chattogram', 'Dhaka', 'Khulna'] },
    { prompt: '2 × 3?', options: ['5', '6'] },
  ]);
  expect(JSON.stringify(lessons[2])).not.toContain('answer');
  expect(lessons[3].content).toEqual({ __typename: 'VideoLessonContent', provider: 'VIMEO', embedUrl: 'https://player.vimeo.com/video/76979871' });
  expect(lessons[4].content).toEqual({ __typename: 'VideoLessonContent', provider: null, embedUrl: null });
  expect(lessons[5].content).toEqual({ __typename: 'PdfLessonContent', readerPath: `/content/lesson/${c.pdf.id}/read` });
});

const COMPLETE = `mutation($input: CompleteLessonInput!) { completeLesson(input: $input) { __typename ... on Error { message }
  ... on MutationCompleteLessonSuccess { lesson { id completed content { __typename ... on TextLessonContent { markdown } } course { viewerProgress { completedLessons totalLessons percent } } } } } }`;
const SUBMIT = `mutation($input: SubmitQuizInput!) { submitQuiz(input: $input) { __typename ... on Error { message }
  ... on MutationSubmitQuizSuccess { lesson { completed content { ... on QuizLessonContent { viewerResult { score bestScore total attempts answers correct } } } } } } }`;

it('keeps completion marks and quiz scores per customer; a non-owner cannot mark or answer a paid lesson', async () => {
  const c = await course('Progress Course');
  const { token: owner, userId } = await newCustomer(t, 'progress');
  const { token: stranger, userId: strangerId } = await newCustomer(t, 'stranger');
  await buyOnline(t, userId, [c.product.id]);

  const refused = await t.graphql(COMPLETE, { input: { lessonId: c.text.id } }, { cookie: stranger });
  expect(refused.data!.completeLesson).toEqual({ __typename: 'NotFoundError', message: expect.stringContaining('owners') });
  expect(JSON.stringify(refused)).not.toContain(SECRET);
  const refusedQuiz = await t.graphql(SUBMIT, { input: { lessonId: c.quiz.id, answers: [1, 1] } }, { cookie: stranger });
  expect(refusedQuiz.data!.submitQuiz.__typename).toBe('NotFoundError');
  expect(await t.db.prisma.lessonCompletion.count({ where: { userId: strangerId } })).toBe(0);
  expect(await t.db.prisma.quizResult.count({ where: { userId: strangerId } })).toBe(0);

  const done = await t.graphql(COMPLETE, { input: { lessonId: c.text.id } }, { cookie: owner });
  expect(done.data!.completeLesson.lesson).toMatchObject({ completed: true, course: { viewerProgress: { completedLessons: 1, totalLessons: 6, percent: 16 } } });
  await t.graphql(COMPLETE, { input: { lessonId: c.text.id } }, { cookie: owner }); // repeat: still one mark
  expect(await t.db.prisma.lessonCompletion.count({ where: { userId } })).toBe(1);

  // Quiz: wrong shape refused; one right then both right: latest and best kept, attempts counted, marked done.
  expect((await t.graphql(SUBMIT, { input: { lessonId: c.quiz.id, answers: [1] } }, { cookie: owner })).data!.submitQuiz.__typename).toBe('ValidationError');
  expect((await t.graphql(SUBMIT, { input: { lessonId: c.text.id, answers: [1] } }, { cookie: owner })).data!.submitQuiz.__typename).toBe('ValidationError');
  const first = await t.graphql(SUBMIT, { input: { lessonId: c.quiz.id, answers: [0, 1] } }, { cookie: owner });
  expect(first.data!.submitQuiz.lesson).toEqual({
    completed: true,
    content: { viewerResult: { score: 1, bestScore: 1, total: 2, attempts: 1, answers: [0, 1], correct: [false, true] } },
  });
  const [second, third] = await Promise.all([
    t.graphql(SUBMIT, { input: { lessonId: c.quiz.id, answers: [1, 1] } }, { cookie: owner }),
    t.graphql(SUBMIT, { input: { lessonId: c.quiz.id, answers: [-1, -1] } }, { cookie: owner }),
  ]);
  expect([second.data!.submitQuiz.__typename, third.data!.submitQuiz.__typename]).toEqual(['MutationSubmitQuizSuccess', 'MutationSubmitQuizSuccess']);
  const stored = await t.db.prisma.quizResult.findUniqueOrThrow({ where: { userId_lessonId: { userId, lessonId: c.quiz.id } } });
  expect([stored.bestScore, stored.attempts]).toEqual([2, 3]);

  // Undo a mark; the courses list shows the owned course with progress, to the owner only.
  await t.graphql(COMPLETE, { input: { lessonId: c.text.id, completed: false } }, { cookie: owner });
  const mine = `{ viewerCourses { title viewerProgress { completedLessons totalLessons } } }`;
  expect((await t.graphql(mine, {}, { cookie: owner })).data!.viewerCourses).toEqual([{ title: 'Progress Course', viewerProgress: { completedLessons: 1, totalLessons: 6 } }]);
  expect((await t.graphql(mine, {}, { cookie: stranger })).data!.viewerCourses).toEqual([]);
  expect((await t.graphql(mine, {}, {})).data!.viewerCourses).toEqual([]);
});
