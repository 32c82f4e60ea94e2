import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { CourseChapterCard_chapter$key } from '../../__generated__/CourseChapterCard_chapter.graphql.ts';
import { ConfirmStep } from '../../components/ConfirmStep.tsx';
import { MoveButtons, useMoveFocus, type MoveBy, type MoveFocus } from '../catalog-admin/MoveButtons.tsx';
import { ChapterTitleForm, LessonForm } from './CourseItemForms.tsx';
import { CourseLessonRow } from './CourseLessonRow.tsx';
import { useChapterActions } from './use-chapter-actions.ts';
import { Button } from '../../components/ui/index.ts';

interface CourseChapterCardProps {
  chapter: CourseChapterCard_chapter$key;
  index: number;
  count: number;
  /** The chapters are being reordered: this chapter's Up/Down wait. */
  moveDisabled: boolean;
  focus: MoveFocus;
  onMove: (by: MoveBy) => void;
  announce: (message: string) => void;
}

/** What the card shows a form for: the chapter's title, a new lesson, or one lesson. */
type Editing = null | 'chapter' | 'new-lesson' | { lesson: string };

/** One chapter: its title and actions (rename, move, delete), then its lessons with theirs, and "Add lesson". */
export function CourseChapterCard({ chapter: key, index, count, moveDisabled, focus, onMove, announce }: CourseChapterCardProps) {
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
  // The chapter's or a lesson's id while its delete asks for confirmation.
  const [deleting, setDeleting] = useState<string | null>(null);
  const lessonFocus = useMoveFocus(lessons);
  const actions = useChapterActions({ chapter, name, lessonFocus, announce });

  return (
    <li className="chapter-card" aria-label={`Chapter ${index + 1}: ${chapter.title}`}>
      {editing === 'chapter' ? (
        <ChapterTitleForm
          name={`Rename ${name}`}
          initialTitle={chapter.title}
          submitLabel="Save title"
          onSave={actions.renameChapter}
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
              busy={actions.deletingChapter}
              busyLabel="Deleting…"
              onConfirm={() => void actions.removeChapter().then(() => setDeleting(null))}
              onCancel={() => setDeleting(null)}
            />
          ) : (
            <div className="chapter-card__actions">
              <Button size="sm" aria-label={`Rename ${name}`} onClick={() => setEditing('chapter')}>
                Rename
              </Button>
              <MoveButtons id={chapter.id} name={name} index={index} count={count} disabled={moveDisabled || actions.busy} focus={focus} onMove={onMove} />
              <Button size="sm" aria-label={`Delete ${name}`} disabled={actions.busy} onClick={() => setDeleting(chapter.id)}>
                Delete
              </Button>
            </div>
          )}
        </div>
      )}
      {lessons.length === 0 ? (
        <p className="course-editor__muted">No lessons in this chapter yet.</p>
      ) : (
        <ol className="lesson-list" aria-label={`Lessons of ${name}`}>
          {lessons.map((lesson, lessonIndex) => (
            <CourseLessonRow
              key={lesson.id}
              lesson={lesson}
              index={lessonIndex}
              count={lessons.length}
              chapterName={name}
              actions={actions}
              focus={lessonFocus}
              editing={typeof editing === 'object' && editing?.lesson === lesson.id}
              onEditingChange={(on) => setEditing(on ? { lesson: lesson.id } : null)}
              confirmingDelete={deleting === lesson.id}
              onConfirmingDeleteChange={(on) => setDeleting(on ? lesson.id : null)}
            />
          ))}
        </ol>
      )}
      {editing === 'new-lesson' ? (
        <LessonForm
          name={`New lesson in ${name}`}
          submitLabel="Add lesson"
          onSave={actions.addLesson}
          onDone={() => setEditing(null)}
          onCancel={() => setEditing(null)}
        />
      ) : (
        <Button size="sm" aria-label={`Add a lesson to ${name}`} onClick={() => setEditing('new-lesson')}>
          + Add lesson
        </Button>
      )}
    </li>
  );
}
