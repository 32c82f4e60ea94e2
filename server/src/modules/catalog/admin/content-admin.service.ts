/**
 * Chapters and lessons of a course (a CONTENT product). Positions are 0..n-1 without gaps and
 * unique per parent (a database constraint), so every change that moves positions runs in one
 * transaction that first locks the course's Product row: edits of one course queue up behind each
 * other instead of interleaving, which keeps the order and ContentDetail.totalMinutes consistent.
 */
import { z } from 'zod';
import type { Context } from '../../../context.ts';
import type { ContentLesson, LessonKind, Prisma } from '../../../generated/prisma/client.ts';
import { cacheEntity } from '../../../graphql/response-cache.ts';
import { NotFoundError, ValidationError } from '../../../shared/errors.ts';
import { parseInput } from '../../../shared/validation.ts';
import { recordAudit } from '../../accounts/audit.ts';
import { quizProblem } from '../../library/lesson-content.ts';
import { inTransaction } from './admin-checks.ts';

type AdminCtx = Pick<Context, 'prisma' | 'remote' | 'viewer' | 'services'>;
type Tx = Prisma.TransactionClient;

const title = z
  .string({ error: 'Title is required' })
  .trim()
  .min(1, 'Title is required')
  .max(200, 'Title must be at most 200 characters');

const lessonFields = z
  .object({
    title,
    kind: z.enum(['VIDEO', 'PDF', 'TEXT', 'QUIZ']),
    durationMinutes: z
      .number()
      .int('Duration must be a whole number of minutes')
      .min(0, 'Duration cannot be negative')
      .max(1440, 'Duration must be at most 1,440 minutes (24 hours)'),
    body: z.string().trim().max(100_000, 'Body must be at most 100,000 characters'),
    freePreview: z.boolean(),
  })
  .superRefine((lesson, issues) => {
    if (lesson.kind === 'VIDEO' && lesson.body && !/^(https?:\/\/\S+|\/files\/\S+)$/i.test(lesson.body)) {
      issues.addIssue({ code: 'custom', path: ['body'], message: 'A video lesson needs the address of the video (http:// or https://)' });
    }
    const quiz = lesson.kind === 'QUIZ' && lesson.body ? quizProblem(lesson.body) : null;
    if (quiz) issues.addIssue({ code: 'custom', path: ['body'], message: quiz });
  });

export interface LessonInput {
  title?: string | null;
  kind?: LessonKind | null;
  durationMinutes?: number | null;
  body?: string | null;
  freePreview?: boolean | null;
}

/** Locks a course's Product row for the rest of the transaction; NotFoundError unless it is course content. */
async function lockCourse(tx: Tx, productId: string): Promise<void> {
  const rows = await tx.$queryRaw<{ kind: string }[]>`
    SELECT kind::text AS kind FROM "Product" WHERE id = ${productId}::uuid FOR UPDATE`;
  if (rows[0]?.kind !== 'CONTENT') throw new NotFoundError('Content', 'No such course.');
}

/** The course a chapter belongs to, locked; NotFoundError when the chapter is gone. */
async function lockChapterCourse(tx: Tx, chapterId: string): Promise<string> {
  const chapter = await tx.contentChapter.findUnique({ where: { id: chapterId }, select: { productId: true } });
  if (!chapter) throw new NotFoundError('Chapter', 'No such chapter.');
  await lockCourse(tx, chapter.productId);
  // It may have been deleted while we waited for the lock.
  if (!(await tx.contentChapter.count({ where: { id: chapterId } }))) throw new NotFoundError('Chapter', 'No such chapter.');
  return chapter.productId;
}

async function refreshTotalMinutes(tx: Tx, productId: string): Promise<void> {
  const { _sum } = await tx.contentLesson.aggregate({ where: { chapter: { productId } }, _sum: { durationMinutes: true } });
  await tx.contentDetail.updateMany({ where: { productId }, data: { totalMinutes: _sum.durationMinutes ?? 0 } });
}

function sameSet(current: readonly string[], wanted: readonly string[]): boolean {
  const wantedSet = new Set(wanted);
  return wantedSet.size === wanted.length && current.length === wanted.length && current.every((id) => wantedSet.has(id));
}

function audit(ctx: AdminCtx, tx: Tx, productId: string, details: Prisma.InputJsonObject) {
  return recordAudit(inTransaction(ctx, tx), { action: 'catalog.chapters_changed', targetType: 'Product', targetId: productId, details });
}

/** Runs a change of a course in one transaction; once it has committed, cached answers showing the course go. */
async function changeCourse<T extends { contentId: string; chapterId?: string }>(ctx: AdminCtx, change: (tx: Tx) => Promise<T>): Promise<T> {
  const result = await ctx.prisma.$transaction(change);
  const chapter = result.chapterId ? [cacheEntity.chapter(result.chapterId)] : [];
  await ctx.services.responseCache.invalidate([cacheEntity.product(result.contentId), ...chapter]);
  return result;
}

/** Adds a chapter at the end of a course. */
export async function createChapter(ctx: AdminCtx, input: { contentId: string; title: string }) {
  const data = parseInput(z.object({ title }), input);
  return changeCourse(ctx, async (tx) => {
    await lockCourse(tx, input.contentId);
    const position = await tx.contentChapter.count({ where: { productId: input.contentId } });
    const chapter = await tx.contentChapter.create({ data: { productId: input.contentId, title: data.title, position } });
    await audit(ctx, tx, chapter.productId, { change: 'chapter_created', chapterId: chapter.id, title: chapter.title });
    return { chapterId: chapter.id, contentId: chapter.productId };
  });
}

/** Renames a chapter. */
export async function updateChapter(ctx: AdminCtx, input: { id: string; title: string }) {
  const data = parseInput(z.object({ title }), input);
  return changeCourse(ctx, async (tx) => {
    const found = await tx.contentChapter.findUnique({ where: { id: input.id } });
    if (!found) throw new NotFoundError('Chapter', 'No such chapter.');
    const chapter = await tx.contentChapter.update({ where: { id: input.id }, data: { title: data.title } });
    await audit(ctx, tx, chapter.productId, { change: 'chapter_renamed', chapterId: chapter.id, before: found.title, after: chapter.title });
    return { chapterId: chapter.id, contentId: chapter.productId };
  });
}

/** Deletes a chapter with its lessons; the chapters after it move up one place. */
export async function deleteChapter(ctx: AdminCtx, input: { id: string }) {
  return changeCourse(ctx, async (tx) => {
    const productId = await lockChapterCourse(tx, input.id);
    const chapter = await tx.contentChapter.delete({ where: { id: input.id }, include: { _count: { select: { lessons: true } } } });
    // Two phases so the unique (productId, position) never sees two rows on one place:
    // the later chapters go to distinct negative places, then to their final ones.
    await tx.$executeRaw`UPDATE "ContentChapter" SET position = -1 - position
      WHERE "productId" = ${productId}::uuid AND position > ${chapter.position}`;
    await tx.$executeRaw`UPDATE "ContentChapter" SET position = -2 - position
      WHERE "productId" = ${productId}::uuid AND position < 0`;
    await refreshTotalMinutes(tx, productId);
    await audit(ctx, tx, productId, { change: 'chapter_deleted', chapterId: chapter.id, title: chapter.title, lessons: chapter._count.lessons });
    return { deletedId: chapter.id, contentId: productId };
  });
}

/** Puts a course's chapters in the given order; the list must hold exactly the course's chapters. */
export async function reorderChapters(ctx: AdminCtx, input: { contentId: string; chapterIds: string[] }) {
  return changeCourse(ctx, async (tx) => {
    await lockCourse(tx, input.contentId);
    const current = await tx.contentChapter.findMany({ where: { productId: input.contentId }, select: { id: true } });
    if (!sameSet(current.map((c) => c.id), input.chapterIds)) {
      throw new ValidationError([
        { field: 'chapterIds', message: 'List every chapter of this course exactly once (the list may be out of date: reload it)' },
      ]);
    }
    // Two phases (see deleteChapter): all to distinct negative places, then each to its new place.
    await tx.$executeRaw`UPDATE "ContentChapter" SET position = -1 - position WHERE "productId" = ${input.contentId}::uuid`;
    await tx.$executeRaw`UPDATE "ContentChapter" AS c SET position = (v.ord - 1)::int
      FROM unnest(${input.chapterIds}::uuid[]) WITH ORDINALITY AS v(id, ord)
      WHERE c.id = v.id AND c."productId" = ${input.contentId}::uuid`;
    await audit(ctx, tx, input.contentId, { change: 'chapters_reordered', chapterIds: input.chapterIds });
    return { contentId: input.contentId };
  });
}

/** Adds a lesson at the end of a chapter. */
export async function createLesson(ctx: AdminCtx, input: LessonInput & { chapterId: string }) {
  const data = parseInput(lessonFields, {
    title: input.title,
    kind: input.kind ?? 'VIDEO',
    durationMinutes: input.durationMinutes ?? 0,
    body: input.body ?? '',
    freePreview: input.freePreview ?? false,
  });
  return changeCourse(ctx, async (tx) => {
    const productId = await lockChapterCourse(tx, input.chapterId);
    const position = await tx.contentLesson.count({ where: { chapterId: input.chapterId } });
    const lesson = await tx.contentLesson.create({ data: { ...data, chapterId: input.chapterId, position } });
    await refreshTotalMinutes(tx, productId);
    await audit(ctx, tx, productId, { change: 'lesson_created', chapterId: lesson.chapterId, lessonId: lesson.id, title: lesson.title });
    return { lessonId: lesson.id, chapterId: lesson.chapterId, contentId: productId };
  });
}

/** Changes the given fields of a lesson (the rest stay). */
export async function updateLesson(ctx: AdminCtx, input: LessonInput & { id: string }) {
  const found = await ctx.prisma.contentLesson.findUnique({ where: { id: input.id }, include: { chapter: { select: { productId: true } } } });
  if (!found) throw new NotFoundError('Lesson', 'No such lesson.');
  const productId = found.chapter.productId;
  const data = parseInput(lessonFields, {
    title: input.title ?? found.title,
    kind: input.kind ?? found.kind,
    durationMinutes: input.durationMinutes ?? found.durationMinutes,
    body: input.body ?? found.body,
    freePreview: input.freePreview ?? found.freePreview,
  });
  return changeCourse(ctx, async (tx) => {
    await lockCourse(tx, productId);
    const before = await tx.contentLesson.findUnique({ where: { id: input.id } });
    if (!before) throw new NotFoundError('Lesson', 'No such lesson.');
    const lesson = await tx.contentLesson.update({ where: { id: input.id }, data });
    await refreshTotalMinutes(tx, productId);
    await audit(ctx, tx, productId, { change: 'lesson_updated', lessonId: lesson.id, fields: changedFields(before, lesson) });
    return { lessonId: lesson.id, chapterId: lesson.chapterId, contentId: productId };
  });
}

function changedFields(before: ContentLesson, after: ContentLesson): string[] {
  const keys = ['title', 'kind', 'durationMinutes', 'body', 'freePreview'] as const;
  return keys.filter((key) => before[key] !== after[key]);
}

/** Deletes a lesson; the lessons after it move up one place. */
export async function deleteLesson(ctx: AdminCtx, input: { id: string }) {
  const found = await ctx.prisma.contentLesson.findUnique({ where: { id: input.id }, include: { chapter: { select: { productId: true } } } });
  if (!found) throw new NotFoundError('Lesson', 'No such lesson.');
  const productId = found.chapter.productId;
  return changeCourse(ctx, async (tx) => {
    await lockCourse(tx, productId);
    const lesson = await tx.contentLesson.findUnique({ where: { id: input.id } });
    if (!lesson) throw new NotFoundError('Lesson', 'No such lesson.');
    await tx.contentLesson.delete({ where: { id: lesson.id } });
    await tx.$executeRaw`UPDATE "ContentLesson" SET position = -1 - position
      WHERE "chapterId" = ${lesson.chapterId}::uuid AND position > ${lesson.position}`;
    await tx.$executeRaw`UPDATE "ContentLesson" SET position = -2 - position
      WHERE "chapterId" = ${lesson.chapterId}::uuid AND position < 0`;
    await refreshTotalMinutes(tx, productId);
    await audit(ctx, tx, productId, { change: 'lesson_deleted', chapterId: lesson.chapterId, lessonId: lesson.id, title: lesson.title });
    return { deletedId: lesson.id, chapterId: lesson.chapterId, contentId: productId };
  });
}

/** Puts a chapter's lessons in the given order; the list must hold exactly the chapter's lessons. */
export async function reorderLessons(ctx: AdminCtx, input: { chapterId: string; lessonIds: string[] }) {
  return changeCourse(ctx, async (tx) => {
    const productId = await lockChapterCourse(tx, input.chapterId);
    const current = await tx.contentLesson.findMany({ where: { chapterId: input.chapterId }, select: { id: true } });
    if (!sameSet(current.map((l) => l.id), input.lessonIds)) {
      throw new ValidationError([
        { field: 'lessonIds', message: 'List every lesson of this chapter exactly once (the list may be out of date: reload it)' },
      ]);
    }
    await tx.$executeRaw`UPDATE "ContentLesson" SET position = -1 - position WHERE "chapterId" = ${input.chapterId}::uuid`;
    await tx.$executeRaw`UPDATE "ContentLesson" AS l SET position = (v.ord - 1)::int
      FROM unnest(${input.lessonIds}::uuid[]) WITH ORDINALITY AS v(id, ord)
      WHERE l.id = v.id AND l."chapterId" = ${input.chapterId}::uuid`;
    await audit(ctx, tx, productId, { change: 'lessons_reordered', chapterId: input.chapterId, lessonIds: input.lessonIds });
    return { chapterId: input.chapterId, contentId: productId };
  });
}
