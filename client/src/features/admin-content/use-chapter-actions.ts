/**
 * What can be done to one chapter of a course and its lessons: rename or delete the chapter; add,
 * edit, delete and move its lessons (each a course save, see course-saves.ts). One-click actions
 * resolve to whether they succeeded (a failure is a toast); form saves resolve to the server's
 * failure for the form, or null.
 */
import { graphql } from 'react-relay';
import type { useChapterActionsCreateLessonMutation } from '../../__generated__/useChapterActionsCreateLessonMutation.graphql.ts';
import type { useChapterActionsDeleteChapterMutation } from '../../__generated__/useChapterActionsDeleteChapterMutation.graphql.ts';
import type { useChapterActionsDeleteLessonMutation } from '../../__generated__/useChapterActionsDeleteLessonMutation.graphql.ts';
import type { useChapterActionsReorderLessonsMutation } from '../../__generated__/useChapterActionsReorderLessonsMutation.graphql.ts';
import type { useChapterActionsUpdateChapterMutation } from '../../__generated__/useChapterActionsUpdateChapterMutation.graphql.ts';
import type { useChapterActionsUpdateLessonMutation } from '../../__generated__/useChapterActionsUpdateLessonMutation.graphql.ts';
import type { MoveBy, MoveFocus } from '../catalog-admin/MoveButtons.tsx';
import type { LessonValues } from './CourseItemForms.tsx';
import { moveInOrder, useCourseSave } from './course-saves.ts';

const updateChapterMutation = graphql`
  mutation useChapterActionsUpdateChapterMutation($input: UpdateChapterInput!) {
    updateChapter(input: $input) { __typename ... on MutationUpdateChapterSuccess { data { chapter { id title } } } ... on Error { message } ... on ValidationError { fields { field message } } }
  }
`;

const deleteChapterMutation = graphql`
  mutation useChapterActionsDeleteChapterMutation($input: DeleteChapterInput!) {
    deleteChapter(input: $input) { __typename ... on MutationDeleteChapterSuccess { data { content { ...CourseChaptersEditor_content } } } ... on Error { message } }
  }
`;

const createLessonMutation = graphql`
  mutation useChapterActionsCreateLessonMutation($input: CreateLessonInput!) {
    createLesson(input: $input) { __typename ... on MutationCreateLessonSuccess { data { content { ...CourseChaptersEditor_content } } } ... on Error { message } ... on ValidationError { fields { field message } } }
  }
`;

const updateLessonMutation = graphql`
  mutation useChapterActionsUpdateLessonMutation($input: UpdateLessonInput!) {
    updateLesson(input: $input) { __typename ... on MutationUpdateLessonSuccess { data { content { ...CourseChaptersEditor_content } } } ... on Error { message } ... on ValidationError { fields { field message } } }
  }
`;

const deleteLessonMutation = graphql`
  mutation useChapterActionsDeleteLessonMutation($input: DeleteLessonInput!) {
    deleteLesson(input: $input) { __typename ... on MutationDeleteLessonSuccess { data { content { ...CourseChaptersEditor_content } } } ... on Error { message } }
  }
`;

const reorderLessonsMutation = graphql`
  mutation useChapterActionsReorderLessonsMutation($input: ReorderLessonsInput!) {
    reorderLessons(input: $input) { __typename ... on MutationReorderLessonsSuccess { data { content { ...CourseChaptersEditor_content } } } ... on Error { message } ... on ValidationError { fields { field message } } }
  }
`;

interface ChapterActionsOptions {
  chapter: { readonly id: string; readonly title: string; readonly lessons: readonly { readonly id: string }[] };
  /** How messages name the chapter, e.g. "chapter 2". */
  name: string;
  /** Keeps focus on a moved lesson's button. */
  lessonFocus: MoveFocus;
  /** Tells screen reader users what changed. */
  announce: (message: string) => void;
}

export type ChapterActions = ReturnType<typeof useChapterActions>;

export function useChapterActions({ chapter, name, lessonFocus, announce }: ChapterActionsOptions) {
  const updateChapter = useCourseSave<useChapterActionsUpdateChapterMutation>(updateChapterMutation);
  const deleteChapter = useCourseSave<useChapterActionsDeleteChapterMutation>(deleteChapterMutation);
  const createLesson = useCourseSave<useChapterActionsCreateLessonMutation>(createLessonMutation);
  const updateLesson = useCourseSave<useChapterActionsUpdateLessonMutation>(updateLessonMutation);
  const deleteLesson = useCourseSave<useChapterActionsDeleteLessonMutation>(deleteLessonMutation);
  const reorderLessons = useCourseSave<useChapterActionsReorderLessonsMutation>(reorderLessonsMutation);
  const lessons = chapter.lessons;

  return {
    deletingChapter: deleteChapter.pending,
    deletingLesson: deleteLesson.pending,
    /** A delete or a move is under way: the other delete and move buttons wait. */
    busy: deleteChapter.pending || deleteLesson.pending || reorderLessons.pending,

    renameChapter: (title: string) => updateChapter.forForm({ id: chapter.id, title }),

    removeChapter: () => deleteChapter.withToast({ id: chapter.id }, `Could not delete ${name}`, () => announce(`Deleted ${name}, “${chapter.title}”.`)),

    addLesson: (values: LessonValues) =>
      createLesson.forForm({ chapterId: chapter.id, ...values }, () => announce(`Added lesson ${lessons.length + 1} to ${name}.`)),

    editLesson: (id: string, values: LessonValues) => updateLesson.forForm({ id, ...values }),

    /** Deletes the lesson at `position` (counted from 1). */
    removeLesson: (id: string, position: number) =>
      deleteLesson.withToast({ id }, 'Could not delete the lesson', () => announce(`Deleted lesson ${position} of ${name}.`)),

    moveLesson: (index: number, by: MoveBy) =>
      moveInOrder(lessons, index, by, (lessonIds) => reorderLessons.withToast({ chapterId: chapter.id, lessonIds }, 'Could not move the lesson'), {
        focus: lessonFocus,
        announce: (position, count) => announce(`Moved the lesson to position ${position} of ${count} in ${name}.`),
      }),
  };
}
