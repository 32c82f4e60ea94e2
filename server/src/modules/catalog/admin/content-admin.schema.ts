import { builder } from '../../../builder.ts';
import { NotFoundError, ValidationError } from '../../../shared/errors.ts';
import { ContentNode, LessonKindEnum } from '../product.schema.ts';
import { decodeIdOf, isUuid } from './admin-inputs.ts';
import {
  createChapter,
  createLesson,
  deleteChapter,
  deleteLesson,
  reorderChapters,
  reorderLessons,
  updateChapter,
  updateLesson,
} from './content-admin.service.ts';

/** Staff editing of a course's chapters and lessons (catalog.manage); payloads carry the changed node and its parents. */

const manage = { permission: 'catalog.manage' } as const;
const errors = { types: [ValidationError, NotFoundError] };

// The lesson itself (video address, PDF key or text) is for staff here; owners get it through their library.
builder.prismaObjectField('ContentLesson', 'body', (t) =>
  t.exposeString('body', {
    authScopes: manage,
    description: 'The video address, PDF storage key or text of the lesson. Staff only.',
  }),
);

const contentId = (id: string | number) => decodeIdOf(String(id), 'Content', 'Content');
const chapterId = (id: string | number) => decodeIdOf(String(id), 'Chapter', 'Chapter');
/** Lessons are not Relay nodes: their id is the database id. */
function lessonId(id: string | number): string {
  if (!isUuid(String(id))) throw new NotFoundError('Lesson', 'No such lesson.');
  return String(id);
}

interface Ids {
  contentId: string;
  chapterId?: string;
  lessonId?: string;
  deletedId?: string;
}

/** A payload object: the changed node and its parents, loaded with the client's selection. */
function payload(name: string, description: string, shape: { chapter?: boolean; lesson?: boolean; deletedId?: boolean }) {
  return builder.objectRef<Ids>(name).implement({
    description,
    fields: (t) => ({
      ...(shape.deletedId ? { deletedId: t.id({ resolve: (p) => p.deletedId! }) } : {}),
      ...(shape.lesson
        ? {
            lesson: t.prismaField({
              type: 'ContentLesson',
              resolve: (query, p, _args, ctx) => ctx.prisma.contentLesson.findUniqueOrThrow({ ...query, where: { id: p.lessonId! } }),
            }),
          }
        : {}),
      ...(shape.chapter
        ? {
            chapter: t.prismaField({
              type: 'ContentChapter',
              resolve: (query, p, _args, ctx) => ctx.prisma.contentChapter.findUniqueOrThrow({ ...query, where: { id: p.chapterId! } }),
            }),
          }
        : {}),
      content: t.prismaField({
        type: ContentNode,
        resolve: (query, p, _args, ctx) => ctx.prisma.product.findUniqueOrThrow({ ...query, where: { id: p.contentId } }),
      }),
    }),
  });
}

const ChapterPayload = payload('ChapterPayload', 'A chapter that was added or renamed, and its course.', { chapter: true });
const DeleteChapterPayload = payload('DeleteChapterPayload', 'The global id of the deleted chapter, and its course.', {
  deletedId: true,
});
const ReorderChaptersPayload = payload('ReorderChaptersPayload', 'The course with its chapters in their new order.', {});
const LessonPayload = payload('LessonPayload', 'A lesson that was added or changed, its chapter and its course.', {
  lesson: true,
  chapter: true,
});
const DeleteLessonPayload = payload('DeleteLessonPayload', 'The id of the deleted lesson, its chapter and its course.', {
  deletedId: true,
  chapter: true,
});
const ReorderLessonsPayload = payload('ReorderLessonsPayload', 'The chapter with its lessons in their new order, and its course.', {
  chapter: true,
});

const CreateChapterInput = builder.inputType('CreateChapterInput', {
  fields: (t) => ({
    contentId: t.id({ required: true, description: 'The course (a Content id).' }),
    title: t.string({ required: true }),
  }),
});
const UpdateChapterInput = builder.inputType('UpdateChapterInput', {
  fields: (t) => ({ id: t.id({ required: true }), title: t.string({ required: true }) }),
});
const DeleteChapterInput = builder.inputType('DeleteChapterInput', {
  fields: (t) => ({ id: t.id({ required: true }) }),
});
const ReorderChaptersInput = builder.inputType('ReorderChaptersInput', {
  fields: (t) => ({
    contentId: t.id({ required: true }),
    chapterIds: t.idList({ required: true, description: "Every chapter of the course, in the new order." }),
  }),
});
const CreateLessonInput = builder.inputType('CreateLessonInput', {
  fields: (t) => ({
    chapterId: t.id({ required: true }),
    title: t.string({ required: true }),
    kind: t.field({ type: LessonKindEnum, defaultValue: 'VIDEO' }),
    durationMinutes: t.int({ defaultValue: 0 }),
    body: t.string({ defaultValue: '', description: 'Video address (http/https), PDF storage key, or the text.' }),
    freePreview: t.boolean({ defaultValue: false, description: 'Anyone may watch or read it before buying.' }),
  }),
});
const UpdateLessonInput = builder.inputType('UpdateLessonInput', {
  description: 'Fields left out (or null) stay as they are.',
  fields: (t) => ({
    id: t.id({ required: true }),
    title: t.string(),
    kind: t.field({ type: LessonKindEnum }),
    durationMinutes: t.int(),
    body: t.string(),
    freePreview: t.boolean(),
  }),
});
const DeleteLessonInput = builder.inputType('DeleteLessonInput', {
  fields: (t) => ({ id: t.id({ required: true }) }),
});
const ReorderLessonsInput = builder.inputType('ReorderLessonsInput', {
  fields: (t) => ({
    chapterId: t.id({ required: true }),
    lessonIds: t.idList({ required: true, description: 'Every lesson of the chapter, in the new order.' }),
  }),
});

/** Ids that cannot be the parent's children fail the "exactly the current set" check. */
const localIds = (ids: readonly (string | number)[], decode: (id: string | number) => string) =>
  ids.map((id) => {
    try {
      return decode(id);
    } catch {
      return `invalid:${String(id)}`;
    }
  });

builder.mutationFields((t) => ({
  createChapter: t.field({
    type: ChapterPayload,
    description: 'Adds a chapter at the end of a course.',
    authScopes: manage,
    errors,
    args: { input: t.arg({ type: CreateChapterInput, required: true }) },
    resolve: (_root, { input }, ctx) => createChapter(ctx, { contentId: contentId(input.contentId), title: input.title }),
  }),
  updateChapter: t.field({
    type: ChapterPayload,
    description: 'Renames a chapter.',
    authScopes: manage,
    errors,
    args: { input: t.arg({ type: UpdateChapterInput, required: true }) },
    resolve: (_root, { input }, ctx) => updateChapter(ctx, { id: chapterId(input.id), title: input.title }),
  }),
  deleteChapter: t.field({
    type: DeleteChapterPayload,
    description: 'Deletes a chapter and its lessons; the chapters after it move up.',
    authScopes: manage,
    errors,
    args: { input: t.arg({ type: DeleteChapterInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const result = await deleteChapter(ctx, { id: chapterId(input.id) });
      return { ...result, deletedId: String(input.id) };
    },
  }),
  reorderChapters: t.field({
    type: ReorderChaptersPayload,
    description: "Puts a course's chapters in a new order (send all of them).",
    authScopes: manage,
    errors,
    args: { input: t.arg({ type: ReorderChaptersInput, required: true }) },
    resolve: (_root, { input }, ctx) =>
      reorderChapters(ctx, { contentId: contentId(input.contentId), chapterIds: localIds(input.chapterIds, chapterId) }),
  }),
  createLesson: t.field({
    type: LessonPayload,
    description: 'Adds a lesson at the end of a chapter.',
    authScopes: manage,
    errors,
    args: { input: t.arg({ type: CreateLessonInput, required: true }) },
    resolve: (_root, { input }, ctx) => createLesson(ctx, { ...input, chapterId: chapterId(input.chapterId) }),
  }),
  updateLesson: t.field({
    type: LessonPayload,
    description: 'Changes the fields of a lesson that are sent.',
    authScopes: manage,
    errors,
    args: { input: t.arg({ type: UpdateLessonInput, required: true }) },
    resolve: (_root, { input }, ctx) => updateLesson(ctx, { ...input, id: lessonId(input.id) }),
  }),
  deleteLesson: t.field({
    type: DeleteLessonPayload,
    description: 'Deletes a lesson; the lessons after it move up.',
    authScopes: manage,
    errors,
    args: { input: t.arg({ type: DeleteLessonInput, required: true }) },
    resolve: (_root, { input }, ctx) => deleteLesson(ctx, { id: lessonId(input.id) }),
  }),
  reorderLessons: t.field({
    type: ReorderLessonsPayload,
    description: "Puts a chapter's lessons in a new order (send all of them).",
    authScopes: manage,
    errors,
    args: { input: t.arg({ type: ReorderLessonsInput, required: true }) },
    resolve: (_root, { input }, ctx) =>
      reorderLessons(ctx, { chapterId: chapterId(input.chapterId), lessonIds: localIds(input.lessonIds, lessonId) }),
  }),
}));
