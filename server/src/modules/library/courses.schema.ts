/**
 * Course learning in GraphQL: a lesson's content (only for whoever may open it: owners, free
 * previews, staff editing courses), completion marks, quiz scores, course progress and the viewer's
 * courses. The stored body never leaves through any other field (the staff `body` of content-admin
 * asks catalog.manage).
 */
import { builder } from '../../builder.ts';
import type { ContentLesson } from '../../generated/prisma/client.ts';
import { NotFoundError, ValidationError } from '../../shared/errors.ts';
import { ContentNode } from '../catalog/product.schema.ts';
import { courseProgress, mayOpenLesson, setLessonCompleted, submitQuiz, viewerCompletions, viewerCourseIds, type CourseProgress } from './courses.service.ts';
import { parseQuiz, scoreQuiz, videoEmbed, type Quiz } from './lesson-content.ts';

type LessonRow = ContentLesson & { chapter: { productId: string } };

type LessonContent =
  | { kind: 'VIDEO'; embed: ReturnType<typeof videoEmbed> }
  | { kind: 'TEXT'; markdown: string }
  | { kind: 'PDF'; lessonId: string }
  | { kind: 'QUIZ'; lessonId: string; quiz: Quiz | null };

const VideoContentRef = builder.objectRef<Extract<LessonContent, { kind: 'VIDEO' }>>('VideoLessonContent').implement({
  description: 'A video lesson: the embeddable player address (null when the stored address is not one the shop plays).',
  fields: (t) => ({
    provider: t.string({ nullable: true, description: 'YOUTUBE, VIMEO or FILE (our own video file).', resolve: (c) => c.embed?.provider ?? null }),
    embedUrl: t.string({ nullable: true, resolve: (c) => c.embed?.embedUrl ?? null }),
  }),
});
const TextContentRef = builder.objectRef<Extract<LessonContent, { kind: 'TEXT' }>>('TextLessonContent').implement({
  description: 'A text lesson in Markdown (render it sanitised).',
  fields: (t) => ({ markdown: t.exposeString('markdown') }),
});
const PdfContentRef = builder.objectRef<Extract<LessonContent, { kind: 'PDF' }>>('PdfLessonContent').implement({
  description: "A PDF lesson: opened in the shop's reader (the file itself is served only through it).",
  fields: (t) => ({
    readerPath: t.string({ resolve: (c) => `/content/lesson/${c.lessonId}/read` }),
    fileUrl: t.string({
      description: "The PDF's address for the reader: same-origin, behind the session, the viewer's own stamped copy (signed in).",
      resolve: (c) => `/files/lessons/${c.lessonId}`,
    }),
  }),
});

const QuizQuestionRef = builder.objectRef<{ prompt: string; options: string[] }>('QuizQuestion').implement({
  description: 'One question of a quiz, without its answer.',
  fields: (t) => ({ prompt: t.exposeString('prompt'), options: t.exposeStringList('options') }),
});

interface QuizResultView {
  score: number;
  bestScore: number;
  total: number;
  attempts: number;
  answers: number[];
  correct: boolean[];
  explanations: string[];
  submittedAt: Date;
}
const QuizResultRef = builder.objectRef<QuizResultView>('QuizResult').implement({
  description: "The viewer's latest attempt at a quiz and their best score.",
  fields: (t) => ({
    score: t.exposeInt('score'),
    bestScore: t.exposeInt('bestScore'),
    total: t.exposeInt('total'),
    attempts: t.exposeInt('attempts'),
    answers: t.exposeIntList('answers', { description: 'The chosen option per question (-1: skipped).' }),
    correct: t.field({ type: ['Boolean'], description: 'Whether each answer was right.', resolve: (r) => r.correct }),
    explanations: t.exposeStringList('explanations', { description: "Each question's explanation, shown after an attempt." }),
    submittedAt: t.expose('submittedAt', { type: 'DateTime' }),
  }),
});

const QuizContentRef = builder.objectRef<Extract<LessonContent, { kind: 'QUIZ' }>>('QuizLessonContent').implement({
  description: 'A quiz: its questions (answers stay on the server) and the viewer\'s result.',
  fields: (t) => ({
    questions: t.field({
      type: [QuizQuestionRef],
      resolve: (c) => (c.quiz?.questions ?? []).map((q) => ({ prompt: q.prompt, options: q.options })),
    }),
    viewerResult: t.field({
      type: QuizResultRef,
      nullable: true,
      resolve: async (c, _args, ctx) => {
        if (!ctx.viewer || !c.quiz) return null;
        const row = await ctx.prisma.quizResult.findUnique({ where: { userId_lessonId: { userId: ctx.viewer.id, lessonId: c.lessonId } } });
        if (!row) return null;
        const answers = Array.isArray(row.answers) ? (row.answers as unknown[]).map((a) => (typeof a === 'number' ? a : -1)) : [];
        return {
          ...row,
          answers,
          correct: scoreQuiz(c.quiz, answers).correct,
          explanations: c.quiz.questions.map((q) => q.explanation),
        };
      },
    }),
  }),
});

const LessonContentUnion = builder.unionType('LessonContent', {
  description: 'What a lesson shows, by its kind.',
  types: [VideoContentRef, TextContentRef, PdfContentRef, QuizContentRef],
  resolveType: (c: LessonContent) =>
    ({ VIDEO: 'VideoLessonContent', TEXT: 'TextLessonContent', PDF: 'PdfLessonContent', QUIZ: 'QuizLessonContent' })[c.kind],
});

function contentOf(lesson: LessonRow): LessonContent {
  switch (lesson.kind) {
    case 'VIDEO':
      return { kind: 'VIDEO', embed: videoEmbed(lesson.body) };
    case 'TEXT':
      return { kind: 'TEXT', markdown: lesson.body };
    case 'PDF':
      return { kind: 'PDF', lessonId: lesson.id };
    case 'QUIZ':
      return { kind: 'QUIZ', lessonId: lesson.id, quiz: parseQuiz(lesson.body) };
  }
}

/** Pothos's selection for a re-read row; only `__typename` asked for gives an empty one, which Prisma refuses. */
function selection<Q extends { select?: object }>(query: Q): Q | Record<string, never> {
  return query.select && Object.keys(query.select).length === 0 ? {} : query;
}

const IN_COURSE = { chapter: { select: { productId: true } } } as const;

builder.prismaObjectFields('ContentLesson', (t) => ({
  locked: t.boolean({
    description: 'True when the viewer may not open it: only owners of the course open paid lessons.',
    select: { freePreview: true, ...IN_COURSE },
    resolve: async (lesson, _args, ctx) => !(await mayOpenLesson(ctx, lesson)),
  }),
  content: t.field({
    type: LessonContentUnion,
    nullable: true,
    description: 'The lesson itself (video, text, PDF or quiz); null when it is locked for the viewer.',
    select: { body: true, kind: true, freePreview: true, ...IN_COURSE },
    resolve: async (lesson, _args, ctx) => ((await mayOpenLesson(ctx, lesson as LessonRow)) ? contentOf(lesson as LessonRow) : null),
  }),
  completed: t.boolean({
    description: 'The signed-in viewer marked it done (a submitted quiz counts).',
    select: IN_COURSE,
    resolve: async (lesson, _args, ctx) => (await viewerCompletions(ctx)(lesson.chapter.productId)).has(lesson.id),
  }),
  course: t.field({
    type: ContentNode,
    description: 'The course the lesson belongs to.',
    select: (_args, _ctx, nested) => ({ chapter: { select: { product: nested(true) } } }),
    resolve: (lesson) => lesson.chapter.product,
  }),
}));

const CourseProgressRef = builder.objectRef<CourseProgress>('CourseProgress').implement({
  description: "The viewer's completed lessons of a course.",
  fields: (t) => ({
    completedLessons: t.exposeInt('completedLessons'),
    totalLessons: t.exposeInt('totalLessons'),
    percent: t.int({ resolve: (p) => (p.totalLessons === 0 ? 0 : Math.floor((p.completedLessons * 100) / p.totalLessons)) }),
  }),
});

builder.prismaObjectFields(ContentNode, (t) => ({
  viewerProgress: t.field({
    type: CourseProgressRef,
    description: 'How far the signed-in viewer is (no lessons done when signed out).',
    resolve: (course, _args, ctx) => courseProgress(ctx, course.id),
  }),

}));

const UUID_TEXT = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

builder.queryField('lesson', (t) =>
  t.prismaField({
    type: 'ContentLesson',
    nullable: true,
    description:
      "One lesson of a published course (the PDF lesson's reader page asks it); null for an unknown id. Its content is null unless the viewer may open it.",
    args: { id: t.arg.id({ required: true }) },
    resolve: async (query, _root, { id }, ctx) => {
      const text = String(id).trim();
      if (!UUID_TEXT.test(text)) return null;
      const staff = ctx.viewer?.permissions.has('catalog.manage') ?? false;
      return ctx.prisma.contentLesson.findFirst({
        ...query,
        where: { id: text.toLowerCase(), ...(staff ? {} : { chapter: { product: { published: true } } }) },
      });
    },
  }),
);

builder.queryField('viewerCourses', (t) =>
  t.prismaField({
    type: [ContentNode],
    description: 'The courses the signed-in customer owns now, the latest first (empty when signed out).',
    resolve: async (query, _root, _args, ctx) => {
      const ids = await viewerCourseIds(ctx);
      const rows = await ctx.prisma.product.findMany({ ...query, where: { id: { in: ids }, kind: 'CONTENT' } });
      const byId = new Map(rows.map((r) => [r.id, r]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },
  }),
);

const CompleteLessonInput = builder.inputType('CompleteLessonInput', {
  fields: (t) => ({
    lessonId: t.id({ required: true }),
    completed: t.boolean({ description: 'Default true; false takes the mark away.' }),
  }),
});
const SubmitQuizInput = builder.inputType('SubmitQuizInput', {
  fields: (t) => ({
    lessonId: t.id({ required: true }),
    answers: t.intList({ required: true, description: 'The chosen option (0-based) per question, in order; -1 skips one.' }),
  }),
});

builder.mutationFields((t) => ({
  completeLesson: t.prismaField({
    type: 'ContentLesson',
    description: "Marks a lesson the viewer may open as done (or not done). Another course's paid lesson is NotFound.",
    authScopes: { signedIn: true },
    errors: { types: [NotFoundError], dataField: { name: 'lesson' } },
    args: { input: t.arg({ type: CompleteLessonInput, required: true }) },
    resolve: async (query, _root, { input }, ctx) => {
      const lesson = await setLessonCompleted(ctx, { lessonId: String(input.lessonId), completed: input.completed });
      return ctx.prisma.contentLesson.findUniqueOrThrow({ ...selection(query), where: { id: lesson.id } });
    },
  }),
  submitQuiz: t.prismaField({
    type: 'ContentLesson',
    description: 'Scores the viewer\'s answers to a quiz lesson; keeps the latest and best score and marks it done.',
    authScopes: { signedIn: true },
    errors: { types: [NotFoundError, ValidationError], dataField: { name: 'lesson' } },
    args: { input: t.arg({ type: SubmitQuizInput, required: true }) },
    resolve: async (query, _root, { input }, ctx) => {
      const lesson = await submitQuiz(ctx, { lessonId: String(input.lessonId), answers: input.answers });
      return ctx.prisma.contentLesson.findUniqueOrThrow({ ...selection(query), where: { id: lesson.id } });
    },
  }),
}));
