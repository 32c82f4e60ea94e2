/**
 * Learning a course: who may open which lesson (owners every lesson, everyone the free previews,
 * staff with catalog.manage for checking), completion marks and quiz scores kept per customer.
 */
import { createContextCache } from '@pothos/core';
import { z } from 'zod';
import type { Context } from '../../context.ts';
import type { ContentLesson } from '../../generated/prisma/client.ts';
import { NotFoundError, ValidationError } from '../../shared/errors.ts';
import { parseInput } from '../../shared/validation.ts';
import { requireViewerId } from '../accounts/auth.service.ts';
import { UUID } from '../../graphql/global-ids.ts';
import { parseQuiz, scoreQuiz } from './lesson-content.ts';
import { viewerOwnership } from './ownership.ts';

type CoursesCtx = Pick<Context, 'prisma' | 'viewer'>;

/** A lesson with the course it belongs to. */
export type LessonInCourse = Pick<ContentLesson, 'id' | 'freePreview'> & { chapter: { productId: string } };

/** Whether the viewer may open this lesson's body: a free preview, the course's owner, or staff editing courses. */
export async function mayOpenLesson(ctx: CoursesCtx, lesson: LessonInCourse): Promise<boolean> {
  if (lesson.freePreview) return true;
  if (ctx.viewer?.permissions.has('catalog.manage')) return true;
  return viewerOwnership(ctx)(lesson.chapter.productId);
}

/** The viewer's completed lesson ids in a course (one query per course and request). */
export const viewerCompletions = createContextCache((ctx: CoursesCtx) => {
  const answers = new Map<string, Promise<Set<string>>>();
  return (productId: string): Promise<Set<string>> => {
    if (!ctx.viewer) return Promise.resolve(new Set());
    let answer = answers.get(productId);
    if (!answer) {
      answer = ctx.prisma.lessonCompletion
        .findMany({ where: { userId: ctx.viewer.id, lesson: { chapter: { productId } } }, select: { lessonId: true } })
        .then((rows) => new Set(rows.map((r) => r.lessonId)));
      answers.set(productId, answer);
    }
    return answer;
  };
});

export interface CourseProgress {
  completedLessons: number;
  totalLessons: number;
}

/** How far the viewer is through a course. */
export async function courseProgress(ctx: CoursesCtx, productId: string): Promise<CourseProgress> {
  const [totalLessons, done] = await Promise.all([
    ctx.prisma.contentLesson.count({ where: { chapter: { productId } } }),
    viewerCompletions(ctx)(productId),
  ]);
  return { completedLessons: done.size, totalLessons };
}

const lessonNotOpen = () => new NotFoundError('Lesson', 'No such lesson, or it opens only for the owners of its course.');

/** The lesson the signed-in viewer may open, or NotFoundError (the same answer for a missing and a closed lesson). */
async function openLesson(ctx: CoursesCtx, lessonId: unknown): Promise<ContentLesson & { chapter: { productId: string } }> {
  requireViewerId(ctx);
  const id = typeof lessonId === 'string' && UUID.test(lessonId.trim()) ? lessonId.trim().toLowerCase() : null;
  const lesson = id ? await ctx.prisma.contentLesson.findUnique({ where: { id }, include: { chapter: { select: { productId: true } } } }) : null;
  if (!lesson || !(await mayOpenLesson(ctx, lesson))) throw lessonNotOpen();
  return lesson;
}

/** Marks a lesson completed (or not) for the viewer; safe to repeat. */
export async function setLessonCompleted(ctx: CoursesCtx, input: { lessonId: unknown; completed?: boolean | null }): Promise<ContentLesson> {
  const lesson = await openLesson(ctx, input.lessonId);
  const userId = ctx.viewer!.id;
  if (input.completed === false) {
    await ctx.prisma.lessonCompletion.deleteMany({ where: { userId, lessonId: lesson.id } });
  } else {
    await ctx.prisma.$executeRaw`INSERT INTO "LessonCompletion" ("userId", "lessonId") VALUES (${userId}::uuid, ${lesson.id}::uuid) ON CONFLICT DO NOTHING`;
  }
  return lesson;
}

const answersSchema = z.array(z.number().int('Choose one option per question').min(-1).max(7), { error: 'Send one answer per question' }).max(50);

/**
 * Scores the viewer's answers to a quiz lesson and keeps the latest and best score (one upsert, so
 * two submissions at once both count); a submitted quiz counts as completed.
 */
export async function submitQuiz(ctx: CoursesCtx, input: { lessonId: unknown; answers: unknown }) {
  const lesson = await openLesson(ctx, input.lessonId);
  const answers = parseInput(z.object({ answers: answersSchema }), { answers: input.answers }).answers;
  const quiz = lesson.kind === 'QUIZ' ? parseQuiz(lesson.body) : null;
  if (!quiz) throw new ValidationError([{ field: 'lessonId', message: 'This lesson has no quiz to answer.' }]);
  if (answers.length !== quiz.questions.length) {
    throw new ValidationError([{ field: 'answers', message: `Answer all ${quiz.questions.length} questions (choose -1 to skip one).` }]);
  }
  const { score, total } = scoreQuiz(quiz, answers);
  const userId = ctx.viewer!.id;
  const json = JSON.stringify(answers);
  await ctx.prisma.$transaction([
    ctx.prisma.$executeRaw`
      INSERT INTO "QuizResult" ("userId", "lessonId", "score", "bestScore", "total", "attempts", "answers", "submittedAt")
      VALUES (${userId}::uuid, ${lesson.id}::uuid, ${score}, ${score}, ${total}, 1, ${json}::jsonb, now())
      ON CONFLICT ("userId", "lessonId") DO UPDATE SET
        "score" = EXCLUDED."score", "bestScore" = GREATEST("QuizResult"."bestScore", EXCLUDED."score"), "total" = EXCLUDED."total",
        "attempts" = "QuizResult"."attempts" + 1, "answers" = EXCLUDED."answers", "submittedAt" = EXCLUDED."submittedAt"`,
    ctx.prisma.$executeRaw`INSERT INTO "LessonCompletion" ("userId", "lessonId") VALUES (${userId}::uuid, ${lesson.id}::uuid) ON CONFLICT DO NOTHING`,
  ]);
  return lesson;
}

/** The courses the viewer owns now, the latest grant first. */
export async function viewerCourseIds(ctx: CoursesCtx): Promise<string[]> {
  if (!ctx.viewer) return [];
  const grants = await ctx.prisma.entitlementGrant.findMany({
    where: { userId: ctx.viewer.id, revokedAt: null, product: { kind: 'CONTENT' } },
    select: { productId: true },
    orderBy: [{ grantedAt: 'desc' }, { id: 'asc' }],
    distinct: ['productId'],
  });
  return grants.map((g) => g.productId);
}
