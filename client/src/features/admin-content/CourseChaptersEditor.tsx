import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { CourseChapterCard_chapter$key } from '../../__generated__/CourseChapterCard_chapter.graphql.ts';
import type { CourseChaptersEditor_content$key } from '../../__generated__/CourseChaptersEditor_content.graphql.ts';
import type { CourseChaptersEditorCreateChapterMutation } from '../../__generated__/CourseChaptersEditorCreateChapterMutation.graphql.ts';
import type { CourseChaptersEditorCreateLessonMutation } from '../../__generated__/CourseChaptersEditorCreateLessonMutation.graphql.ts';
import type { CourseChaptersEditorDeleteChapterMutation } from '../../__generated__/CourseChaptersEditorDeleteChapterMutation.graphql.ts';
import type { CourseChaptersEditorDeleteLessonMutation } from '../../__generated__/CourseChaptersEditorDeleteLessonMutation.graphql.ts';
import type { CourseChaptersEditorReorderChaptersMutation } from '../../__generated__/CourseChaptersEditorReorderChaptersMutation.graphql.ts';
import type { CourseChaptersEditorReorderLessonsMutation } from '../../__generated__/CourseChaptersEditorReorderLessonsMutation.graphql.ts';
import type { CourseChaptersEditorUpdateChapterMutation } from '../../__generated__/CourseChaptersEditorUpdateChapterMutation.graphql.ts';
import type { CourseChaptersEditorUpdateLessonMutation } from '../../__generated__/CourseChaptersEditorUpdateLessonMutation.graphql.ts';
import { ConfirmStep } from '../../components/ConfirmStep.tsx';
import { toast } from '../../components/toast/toast-store.ts';
import { errorToast, failureToast, formFailure, type FormFailure, type MutationResult } from '../../relay/mutation-result.ts';
import { useMutationPromise } from '../../relay/use-mutation-promise.ts';
import { MoveButtons, movedOrder, useMoveFocus, type MoveBy, type MoveFocus } from '../catalog-admin/MoveButtons.tsx';
import { ChapterTitleForm, LESSON_KIND_LABELS, LessonForm, type LessonValues } from './CourseItemForms.tsx';
import '../../components/form/form.css';
import '../catalog-admin/catalog-admin.css';
import './admin-content.css';

// Every mutation answers with the course as it now is, so the store (and the screen) shows the
// server's order and totals: no guessing on the client.
const createChapterMutation = graphql`
  mutation CourseChaptersEditorCreateChapterMutation($input: CreateChapterInput!) {
    createChapter(input: $input) {
      __typename
      ... on MutationCreateChapterSuccess {
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

const updateChapterMutation = graphql`
  mutation CourseChaptersEditorUpdateChapterMutation($input: UpdateChapterInput!) {
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
  mutation CourseChaptersEditorDeleteChapterMutation($input: DeleteChapterInput!) {
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

const reorderChaptersMutation = graphql`
  mutation CourseChaptersEditorReorderChaptersMutation($input: ReorderChaptersInput!) {
    reorderChapters(input: $input) {
      __typename
      ... on MutationReorderChaptersSuccess {
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

const createLessonMutation = graphql`
  mutation CourseChaptersEditorCreateLessonMutation($input: CreateLessonInput!) {
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
  mutation CourseChaptersEditorUpdateLessonMutation($input: UpdateLessonInput!) {
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
  mutation CourseChaptersEditorDeleteLessonMutation($input: DeleteLessonInput!) {
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
  mutation CourseChaptersEditorReorderLessonsMutation($input: ReorderLessonsInput!) {
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

/**
 * Runs a mutation whose failure is a toast (moving, deleting): true once it succeeded. An expected
 * failure (ValidationError, NotFoundError) shows the server's message; a failed request its error.
 */
async function withToast<R>(run: () => Promise<R>, result: (response: R) => MutationResult, successType: string, title: string) {
  try {
    const failure = failureToast(result(await run()), successType, title);
    if (failure) toast(failure);
    return !failure;
  } catch (error) {
    toast(errorToast(error as Error, title));
    return false;
  }
}

/** Runs a form's mutation: the server's failure (for the form to show), or null once it succeeded. */
async function forForm<R>(run: () => Promise<R>, result: (response: R) => MutationResult, successType: string): Promise<FormFailure | null> {
  return formFailure(result(await run()), successType);
}

function minutes(total: number): string {
  return total === 1 ? '1 min' : `${total} min`;
}

/**
 * A course's chapters in order, each with its lessons in order: add, rename and delete (after a
 * confirmation) chapters and lessons, and move either up or down with buttons. Every change is
 * saved at once; the list then shows the order the server keeps.
 */
export function CourseChaptersEditor({ content: key }: { content: CourseChaptersEditor_content$key }) {
  const content = useFragment(
    graphql`
      fragment CourseChaptersEditor_content on Content {
        id
        title
        totalMinutes
        chapters {
          id
          ...CourseChapterCard_chapter
        }
      }
    `,
    key,
  );
  const chapters = content.chapters;
  const [announcement, setAnnouncement] = useState('');
  const [createChapter] = useMutationPromise<CourseChaptersEditorCreateChapterMutation>(createChapterMutation);
  const [reorderChapters, reordering] = useMutationPromise<CourseChaptersEditorReorderChaptersMutation>(reorderChaptersMutation);
  const focus = useMoveFocus(chapters);

  const moveChapter = async (index: number, by: MoveBy) => {
    const moved = chapters[index]!.id;
    const chapterIds = movedOrder(chapters.map((chapter) => chapter.id), index, by);
    const done = await withToast(
      () => reorderChapters({ input: { contentId: content.id, chapterIds } }),
      (response) => response.reorderChapters,
      'MutationReorderChaptersSuccess',
      'Could not move the chapter',
    );
    if (!done) return;
    setAnnouncement(`Moved the chapter to position ${index + by + 1} of ${chapterIds.length}.`);
    focus.focusMoved(moved, by, index + by, chapterIds.length);
  };

  return (
    <div className="course-editor">
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      {chapters.length === 0 ? (
        <p className="empty-state">No chapters yet. Add the first chapter below, then its lessons.</p>
      ) : (
        <>
          <p className="hint">
            {chapters.length} chapter{chapters.length === 1 ? '' : 's'} · {minutes(content.totalMinutes)} in all
          </p>
          <ol className="chapter-list" aria-label="Chapters">
            {chapters.map((chapter, index) => (
              <ChapterCard
                key={chapter.id}
                chapter={chapter}
                index={index}
                count={chapters.length}
                moveDisabled={reordering}
                focus={focus}
                onMove={(by) => void moveChapter(index, by)}
                announce={setAnnouncement}
              />
            ))}
          </ol>
        </>
      )}
      <section className="course-editor__add" aria-label="Add a chapter">
        <h2>Add a chapter</h2>
        <ChapterTitleForm
          name="New chapter"
          submitLabel="Add chapter"
          onSave={async (title) => {
            const problem = await forForm(
              () => createChapter({ input: { contentId: content.id, title } }),
              (response) => response.createChapter,
              'MutationCreateChapterSuccess',
            );
            if (!problem) setAnnouncement(`Added chapter ${chapters.length + 1}, “${title}”.`);
            return problem;
          }}
        />
      </section>
    </div>
  );
}

interface ChapterCardProps {
  chapter: CourseChapterCard_chapter$key;
  index: number;
  count: number;
  moveDisabled: boolean;
  focus: MoveFocus;
  onMove: (by: MoveBy) => void;
  announce: (message: string) => void;
}

type Editing = null | 'chapter' | 'new-lesson' | { lesson: string };

/** One chapter: its title and actions, then its lessons with theirs, and "Add lesson". */
function ChapterCard({ chapter: key, index, count, moveDisabled, focus, onMove, announce }: ChapterCardProps) {
  const chapter = useFragment(
    graphql`
      fragment CourseChapterCard_chapter on Chapter {
        id
        title
        lessons {
          id
          title
          kind
          durationMinutes
          body
          freePreview
        }
      }
    `,
    key,
  );
  const lessons = chapter.lessons;
  const name = `chapter ${index + 1}`;
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const [updateChapter] = useMutationPromise<CourseChaptersEditorUpdateChapterMutation>(updateChapterMutation);
  const [deleteChapter, deletingChapter] = useMutationPromise<CourseChaptersEditorDeleteChapterMutation>(deleteChapterMutation);
  const [createLesson] = useMutationPromise<CourseChaptersEditorCreateLessonMutation>(createLessonMutation);
  const [updateLesson] = useMutationPromise<CourseChaptersEditorUpdateLessonMutation>(updateLessonMutation);
  const [deleteLesson, deletingLesson] = useMutationPromise<CourseChaptersEditorDeleteLessonMutation>(deleteLessonMutation);
  const [reorderLessons, reordering] = useMutationPromise<CourseChaptersEditorReorderLessonsMutation>(reorderLessonsMutation);
  const lessonFocus = useMoveFocus(lessons);
  const busy = deletingChapter || deletingLesson || reordering;

  const removeChapter = async () => {
    const done = await withToast(
      () => deleteChapter({ input: { id: chapter.id } }),
      (response) => response.deleteChapter,
      'MutationDeleteChapterSuccess',
      `Could not delete ${name}`,
    );
    setDeleting(null);
    if (done) announce(`Deleted ${name}, “${chapter.title}”.`);
  };

  const removeLesson = async (id: string, position: number) => {
    const done = await withToast(
      () => deleteLesson({ input: { id } }),
      (response) => response.deleteLesson,
      'MutationDeleteLessonSuccess',
      'Could not delete the lesson',
    );
    setDeleting(null);
    if (done) announce(`Deleted lesson ${position} of ${name}.`);
  };

  const moveLesson = async (lessonIndex: number, by: MoveBy) => {
    const moved = lessons[lessonIndex]!.id;
    const lessonIds = movedOrder(lessons.map((lesson) => lesson.id), lessonIndex, by);
    const done = await withToast(
      () => reorderLessons({ input: { chapterId: chapter.id, lessonIds } }),
      (response) => response.reorderLessons,
      'MutationReorderLessonsSuccess',
      'Could not move the lesson',
    );
    if (!done) return;
    announce(`Moved the lesson to position ${lessonIndex + by + 1} of ${lessonIds.length} in ${name}.`);
    lessonFocus.focusMoved(moved, by, lessonIndex + by, lessonIds.length);
  };

  return (
    <li className="chapter-card" aria-label={`Chapter ${index + 1}: ${chapter.title}`}>
      {editing === 'chapter' ? (
        <ChapterTitleForm
          name={`Rename ${name}`}
          initialTitle={chapter.title}
          submitLabel="Save title"
          onSave={(title) =>
            forForm(() => updateChapter({ input: { id: chapter.id, title } }), (response) => response.updateChapter, 'MutationUpdateChapterSuccess')
          }
          onDone={() => setEditing(null)}
          onCancel={() => setEditing(null)}
        />
      ) : (
        <div className="chapter-card__header">
          <h2 className="chapter-card__title">
            <span className="chapter-card__number">Chapter {index + 1}</span> {chapter.title}
          </h2>
          {deleting === chapter.id ? (
            <ConfirmStep
              message={`Delete ${name} (“${chapter.title}”)${lessons.length ? ` and its ${lessons.length === 1 ? 'lesson' : `${lessons.length} lessons`}` : ''}? The chapters after it move up. This cannot be undone.`}
              confirmLabel="Delete chapter"
              busy={deletingChapter}
              busyLabel="Deleting…"
              onConfirm={() => void removeChapter()}
              onCancel={() => setDeleting(null)}
            />
          ) : (
            <div className="chapter-card__actions">
              <button type="button" className="button button--small" aria-label={`Rename ${name}`} onClick={() => setEditing('chapter')}>
                Rename
              </button>
              <MoveButtons id={chapter.id} name={name} index={index} count={count} disabled={moveDisabled || busy} focus={focus} onMove={onMove} />
              <button type="button" className="button button--small" aria-label={`Delete ${name}`} disabled={busy} onClick={() => setDeleting(chapter.id)}>
                Delete
              </button>
            </div>
          )}
        </div>
      )}
      {lessons.length === 0 ? (
        <p className="hint">No lessons in this chapter yet.</p>
      ) : (
        <ol className="lesson-list" aria-label={`Lessons of ${name}`}>
          {lessons.map((lesson, lessonIndex) => {
            const lessonName = `lesson ${lessonIndex + 1} of ${name}`;
            if (typeof editing === 'object' && editing?.lesson === lesson.id) {
              return (
                <li key={lesson.id} className="lesson-row">
                  <LessonForm
                    name={`Edit ${lessonName}`}
                    lesson={lesson as LessonValues}
                    submitLabel="Save lesson"
                    onSave={(values) =>
                      forForm(() => updateLesson({ input: { id: lesson.id, ...values } }), (response) => response.updateLesson, 'MutationUpdateLessonSuccess')
                    }
                    onDone={() => setEditing(null)}
                    onCancel={() => setEditing(null)}
                  />
                </li>
              );
            }
            return (
              <li key={lesson.id} className="lesson-row">
                <div className="lesson-row__info">
                  <span className="lesson-row__title">
                    {lessonIndex + 1}. {lesson.title}
                  </span>
                  <span className="hint">
                    {LESSON_KIND_LABELS[lesson.kind as LessonValues['kind']] ?? lesson.kind} · {minutes(lesson.durationMinutes)}
                    {lesson.freePreview && ' · Free preview'}
                  </span>
                </div>
                {deleting === lesson.id ? (
                  <ConfirmStep
                    message={`Delete ${lessonName} (“${lesson.title}”)? This cannot be undone.`}
                    confirmLabel="Delete lesson"
                    busy={deletingLesson}
                    busyLabel="Deleting…"
                    onConfirm={() => void removeLesson(lesson.id, lessonIndex + 1)}
                    onCancel={() => setDeleting(null)}
                  />
                ) : (
                  <div className="lesson-row__actions">
                    <button
                      type="button"
                      className="button button--small"
                      aria-label={`Edit ${lessonName}`}
                      onClick={() => setEditing({ lesson: lesson.id })}
                    >
                      Edit
                    </button>
                    <MoveButtons
                      id={lesson.id}
                      name={lessonName}
                      index={lessonIndex}
                      count={lessons.length}
                      disabled={busy}
                      focus={lessonFocus}
                      onMove={(by) => void moveLesson(lessonIndex, by)}
                    />
                    <button
                      type="button"
                      className="button button--small"
                      aria-label={`Delete ${lessonName}`}
                      disabled={busy}
                      onClick={() => setDeleting(lesson.id)}
                    >
                      Delete
                    </button>
                  </div>
                )}
              </li>
            );
          })}
        </ol>
      )}
      {editing === 'new-lesson' ? (
        <LessonForm
          name={`New lesson in ${name}`}
          submitLabel="Add lesson"
          onSave={async (values) => {
            const problem = await forForm(
              () => createLesson({ input: { chapterId: chapter.id, ...values } }),
              (response) => response.createLesson,
              'MutationCreateLessonSuccess',
            );
            if (!problem) announce(`Added lesson ${lessons.length + 1} to ${name}.`);
            return problem;
          }}
          onDone={() => setEditing(null)}
          onCancel={() => setEditing(null)}
        />
      ) : (
        <button type="button" className="button button--small" aria-label={`Add a lesson to ${name}`} onClick={() => setEditing('new-lesson')}>
          + Add lesson
        </button>
      )}
    </li>
  );
}
