/**
 * What can be done to one chapter of a course and its lessons: rename or delete the chapter; add,
 * edit, delete and move its lessons. Every mutation but the rename answers with the course as it now
 * is, so the store (and the screen) shows the server's order and totals: no guessing on the client.
 * One-click actions resolve to whether they succeeded (a failure is a toast); form saves resolve to
 * the server's failure for the form, or null.
 */
import { graphql } from 'react-relay';
import type { useChapterActionsCreateLessonMutation } from '../../__generated__/useChapterActionsCreateLessonMutation.graphql.ts';
import type { useChapterActionsDeleteChapterMutation } from '../../__generated__/useChapterActionsDeleteChapterMutation.graphql.ts';
import type { useChapterActionsDeleteLessonMutation } from '../../__generated__/useChapterActionsDeleteLessonMutation.graphql.ts';
import type { useChapterActionsReorderLessonsMutation } from '../../__generated__/useChapterActionsReorderLessonsMutation.graphql.ts';
import type { useChapterActionsUpdateChapterMutation } from '../../__generated__/useChapterActionsUpdateChapterMutation.graphql.ts';
import type { useChapterActionsUpdateLessonMutation } from '../../__generated__/useChapterActionsUpdateLessonMutation.graphql.ts';
import { useMutationPromise } from '../../relay/use-mutation-promise.ts';
import { movedOrder, type MoveBy, type MoveFocus } from '../catalog-admin/MoveButtons.tsx';
import type { LessonValues } from './CourseItemForms.tsx';
import { saveForForm, saveWithToast } from './course-saves.ts';

const updateChapterMutation = graphql`
  mutation useChapterActionsUpdateChapterMutation($input: UpdateChapterInput!) {
    updateChapter(input: $input) {
      __typename
      ... on MutationUpdateChapterSuccess {
        data {
          chapter {
            id
            title
          }
        }
      }
      ... on Error {
        message
      }
      ... on ValidationError {
        fields {
          field
          message
        }
      }
    }
  }
`;

const deleteChapterMutation = graphql`
  mutation useChapterActionsDeleteChapterMutation($input: DeleteChapterInput!) {
    deleteChapter(input: $input) {
      __typename
      ... on MutationDeleteChapterSuccess {
        data {
          content {
            ...CourseChaptersEditor_content
          }
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

const createLessonMutation = graphql`
  mutation useChapterActionsCreateLessonMutation($input: CreateLessonInput!) {
    createLesson(input: $input) {
      __typename
      ... on MutationCreateLessonSuccess {
        data {
          content {
            ...CourseChaptersEditor_content
          }
        }
      }
      ... on Error {
        message
      }
      ... on ValidationError {
        fields {
          field
          message
        }
      }
    }
  }
`;

const updateLessonMutation = graphql`
  mutation useChapterActionsUpdateLessonMutation($input: UpdateLessonInput!) {
    updateLesson(input: $input) {
      __typename
      ... on MutationUpdateLessonSuccess {
        data {
          content {
            ...CourseChaptersEditor_content
          }
        }
      }
      ... on Error {
        message
      }
      ... on ValidationError {
        fields {
          field
          message
        }
      }
    }
  }
`;

const deleteLessonMutation = graphql`
  mutation useChapterActionsDeleteLessonMutation($input: DeleteLessonInput!) {
    deleteLesson(input: $input) {
      __typename
      ... on MutationDeleteLessonSuccess {
        data {
          content {
            ...CourseChaptersEditor_content
          }
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

const reorderLessonsMutation = graphql`
  mutation useChapterActionsReorderLessonsMutation($input: ReorderLessonsInput!) {
    reorderLessons(input: $input) {
      __typename
      ... on MutationReorderLessonsSuccess {
        data {
          content {
            ...CourseChaptersEditor_content
          }
        }
      }
      ... on Error {
        message
      }
      ... on ValidationError {
        fields {
          field
          message
        }
      }
    }
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
  const [updateChapter] = useMutationPromise<useChapterActionsUpdateChapterMutation>(updateChapterMutation);
  const [deleteChapter, deletingChapter] = useMutationPromise<useChapterActionsDeleteChapterMutation>(deleteChapterMutation);
  const [createLesson] = useMutationPromise<useChapterActionsCreateLessonMutation>(createLessonMutation);
  const [updateLesson] = useMutationPromise<useChapterActionsUpdateLessonMutation>(updateLessonMutation);
  const [deleteLesson, deletingLesson] = useMutationPromise<useChapterActionsDeleteLessonMutation>(deleteLessonMutation);
  const [reorderLessons, reordering] = useMutationPromise<useChapterActionsReorderLessonsMutation>(reorderLessonsMutation);
  const lessons = chapter.lessons;

  return {
    deletingChapter,
    deletingLesson,
    /** A delete or a move is under way: the other delete and move buttons wait. */
    busy: deletingChapter || deletingLesson || reordering,

    renameChapter: (title: string) =>
      saveForForm(() => updateChapter({ input: { id: chapter.id, title } }), (response) => response.updateChapter, 'MutationUpdateChapterSuccess'),

    removeChapter: async () => {
      const done = await saveWithToast(
        () => deleteChapter({ input: { id: chapter.id } }),
        (response) => response.deleteChapter,
        'MutationDeleteChapterSuccess',
        `Could not delete ${name}`,
      );
      if (done) announce(`Deleted ${name}, “${chapter.title}”.`);
      return done;
    },

    addLesson: async (values: LessonValues) => {
      const problem = await saveForForm(
        () => createLesson({ input: { chapterId: chapter.id, ...values } }),
        (response) => response.createLesson,
        'MutationCreateLessonSuccess',
      );
      if (!problem) announce(`Added lesson ${lessons.length + 1} to ${name}.`);
      return problem;
    },

    editLesson: (id: string, values: LessonValues) =>
      saveForForm(() => updateLesson({ input: { id, ...values } }), (response) => response.updateLesson, 'MutationUpdateLessonSuccess'),

    /** Deletes the lesson at `position` (counted from 1). */
    removeLesson: async (id: string, position: number) => {
      const done = await saveWithToast(
        () => deleteLesson({ input: { id } }),
        (response) => response.deleteLesson,
        'MutationDeleteLessonSuccess',
        'Could not delete the lesson',
      );
      if (done) announce(`Deleted lesson ${position} of ${name}.`);
      return done;
    },

    moveLesson: async (index: number, by: MoveBy) => {
      const moved = lessons[index]!.id;
      const lessonIds = movedOrder(lessons.map((lesson) => lesson.id), index, by);
      const done = await saveWithToast(
        () => reorderLessons({ input: { chapterId: chapter.id, lessonIds } }),
        (response) => response.reorderLessons,
        'MutationReorderLessonsSuccess',
        'Could not move the lesson',
      );
      if (!done) return false;
      announce(`Moved the lesson to position ${index + by + 1} of ${lessonIds.length} in ${name}.`);
      lessonFocus.focusMoved(moved, by, index + by, lessonIds.length);
      return true;
    },
  };
}
