import type { CourseChapterCard_chapter$data } from '../../__generated__/CourseChapterCard_chapter.graphql.ts';
import { ConfirmStep } from '../../components/ConfirmStep.tsx';
import { MoveButtons, type MoveFocus } from '../catalog-admin/MoveButtons.tsx';
import { LESSON_KIND_LABELS, LessonForm, type LessonValues } from './CourseItemForms.tsx';
import { minutesLabel } from './course-saves.ts';
import type { ChapterActions } from './use-chapter-actions.ts';
import { Button } from '../../components/ui/index.ts';

type Lesson = CourseChapterCard_chapter$data['lessons'][number];

interface CourseLessonRowProps {
  lesson: Lesson;
  index: number;
  count: number;
  /** The chapter as messages name it, e.g. "chapter 2". */
  chapterName: string;
  actions: ChapterActions;
  focus: MoveFocus;
  editing: boolean;
  onEditingChange: (editing: boolean) => void;
  confirmingDelete: boolean;
  onConfirmingDeleteChange: (confirming: boolean) => void;
}

/**
 * One lesson of a chapter: its title, kind, length and free preview with Edit, Up/Down and Delete
 * (after a confirmation); or, while edited, the lesson form.
 */
export function CourseLessonRow(props: CourseLessonRowProps) {
  const { lesson, index, count, chapterName, actions, focus, editing, onEditingChange, confirmingDelete, onConfirmingDeleteChange } = props;
  const lessonName = `lesson ${index + 1} of ${chapterName}`;
  if (editing) {
    return (
      <li className="lesson-row">
        <LessonForm
          name={`Edit ${lessonName}`}
          lesson={lesson as LessonValues}
          submitLabel="Save lesson"
          onSave={(values) => actions.editLesson(lesson.id, values)}
          onDone={() => onEditingChange(false)}
          onCancel={() => onEditingChange(false)}
        />
      </li>
    );
  }
  return (
    <li className="lesson-row">
      <div className="lesson-row__info">
        <span className="lesson-row__title">
          {index + 1}. {lesson.title}
        </span>
        <span className="course-editor__muted">
          {LESSON_KIND_LABELS[lesson.kind as LessonValues['kind']] ?? lesson.kind} · {minutesLabel(lesson.durationMinutes)}
          {lesson.freePreview && ' · Free preview'}
        </span>
      </div>
      {confirmingDelete ? (
        <ConfirmStep
          message={`Delete ${lessonName} (“${lesson.title}”)? This cannot be undone.`}
          confirmLabel="Delete lesson"
          busy={actions.deletingLesson}
          busyLabel="Deleting…"
          onConfirm={() => void actions.removeLesson(lesson.id, index + 1).then(() => onConfirmingDeleteChange(false))}
          onCancel={() => onConfirmingDeleteChange(false)}
        />
      ) : (
        <div className="lesson-row__actions">
          <Button size="sm" aria-label={`Edit ${lessonName}`} onClick={() => onEditingChange(true)}>
            Edit
          </Button>
          <MoveButtons
            id={lesson.id}
            name={lessonName}
            index={index}
            count={count}
            disabled={actions.busy}
            focus={focus}
            onMove={(by) => void actions.moveLesson(index, by)}
          />
          <Button size="sm" aria-label={`Delete ${lessonName}`} disabled={actions.busy} onClick={() => onConfirmingDeleteChange(true)}>
            Delete
          </Button>
        </div>
      )}
    </li>
  );
}
