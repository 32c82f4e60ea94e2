/**
 * The small forms of the chapters screen: a chapter's title (add, rename) and a lesson (add, edit).
 * Each checks its fields like the product forms (on blur and on change, the server's messages) and
 * hands the checked values to `onSave`, which answers with the server's failure, if any.
 */
import { useState } from 'react';
import { z } from 'zod';
import { CheckboxField, FieldFrame, Select, TextAreaField, TextField } from '../../components/ui/index.ts';
import { useFormSubmit } from '../../lib/use-form-submit.ts';
import { useZodForm } from '../../lib/use-zod-form.ts';
import { CORRECT_FIELDS_MESSAGE, showFormFailure, type FormFailure } from '../../relay/mutation-result.ts';
import { optionalCount, optionalText } from '../catalog-admin/product-form.ts';
import { FormActions } from '../catalog-admin/FormActions.tsx';
import { FormGrid } from '../catalog-admin/ProductFormSections.tsx';

const title = z.string({ error: 'Title is required' }).trim().min(1, 'Title is required').max(200, 'Title must be at most 200 characters');

export const LESSON_KINDS = ['VIDEO', 'PDF', 'TEXT', 'QUIZ'] as const;
export type LessonKindName = (typeof LESSON_KINDS)[number];
export const LESSON_KIND_LABELS: Record<LessonKindName, string> = { VIDEO: 'Video', PDF: 'PDF', TEXT: 'Text', QUIZ: 'Quiz' };

export const VIDEO_ADDRESS_MESSAGE = 'A video lesson needs the address of the video (http:// or https://)';

const chapterSchema = z.object({ title });

const lessonSchema = z
  .object({
    title,
    kind: z.enum(LESSON_KINDS),
    durationMinutes: optionalCount('Duration', 1440),
    body: optionalText('Body', 100_000),
  })
  .superRefine((lesson, issues) => {
    if (lesson.kind === 'VIDEO' && lesson.body && !/^https?:\/\/\S+$/i.test(lesson.body)) {
      issues.addIssue({ code: 'custom', path: ['body'], message: VIDEO_ADDRESS_MESSAGE });
    }
  });

/** What createLesson/updateLesson take (besides the ids). */
export interface LessonValues {
  title: string;
  kind: LessonKindName;
  durationMinutes: number;
  body: string;
  freePreview: boolean;
}

interface ChapterTitleFormProps {
  /** The form's name, e.g. "New chapter" or "Rename chapter 2". */
  name: string;
  initialTitle?: string;
  submitLabel: string;
  /** Saves the title; resolves with the server's failure, or null once saved. */
  onSave: (title: string) => Promise<FormFailure | null>;
  /** Called once saved (a new chapter's form empties itself instead when not given). */
  onDone?: () => void;
  onCancel?: () => void;
}

/** A chapter's title: adding a chapter, or renaming one. */
export function ChapterTitleForm({ name, initialTitle = '', submitLabel, onSave, onDone, onCancel }: ChapterTitleFormProps) {
  const form = useZodForm(chapterSchema, { title: initialTitle });
  const { submitting, failure, setFailure, onSubmit } = useFormSubmit(async () => {
    const values = form.validate();
    if (!values) return setFailure(CORRECT_FIELDS_MESSAGE);
    const problem = await onSave(values.title);
    if (problem) return showFormFailure(problem, form.setErrors, setFailure);
    if (onDone) onDone();
    else form.reset({ title: '' });
  });
  return (
    <form className="course-form" noValidate onSubmit={onSubmit} aria-label={name}>
      <TextField label="Chapter title" {...form.field('title')} />
      <FormActions size="sm" submitting={submitting} submitLabel={submitLabel} failure={failure} onCancel={onCancel} />
    </form>
  );
}

interface LessonFormProps {
  name: string;
  /** The lesson to edit; none to add one. */
  lesson?: LessonValues;
  submitLabel: string;
  onSave: (values: LessonValues) => Promise<FormFailure | null>;
  onDone: () => void;
  onCancel: () => void;
}

/** A lesson's title, kind, duration, body (video address, PDF key or text) and free preview. */
export function LessonForm({ name, lesson, submitLabel, onSave, onDone, onCancel }: LessonFormProps) {
  const form = useZodForm(lessonSchema, {
    title: lesson?.title ?? '',
    kind: lesson?.kind ?? 'VIDEO',
    durationMinutes: lesson ? String(lesson.durationMinutes) : '',
    body: lesson?.body ?? '',
  });
  const [freePreview, setFreePreview] = useState(lesson?.freePreview ?? false);
  const { submitting, failure, setFailure, onSubmit } = useFormSubmit(async () => {
    const values = form.validate();
    if (!values) return setFailure(CORRECT_FIELDS_MESSAGE);
    const problem = await onSave({ ...values, durationMinutes: values.durationMinutes ?? 0, freePreview });
    if (problem) return showFormFailure(problem, form.setErrors, setFailure);
    onDone();
  });
  const kind = form.field('kind');
  return (
    <form className="course-form" noValidate onSubmit={onSubmit} aria-label={name}>
      <FormGrid>
        <TextField label="Lesson title" {...form.field('title')} />
        <FieldFrame label="Kind" error={kind.error}>
          {({ id, describedBy }) => (
            <Select {...kind} id={id} invalid={Boolean(kind.error)} aria-describedby={describedBy}>
              {LESSON_KINDS.map((option) => (
                <option key={option} value={option}>
                  {LESSON_KIND_LABELS[option]}
                </option>
              ))}
            </Select>
          )}
        </FieldFrame>
        <TextField label="Duration (minutes)" inputMode="numeric" {...form.field('durationMinutes')} />
      </FormGrid>
      <TextAreaField
        label="Body"
        rows={3}
        {...form.field('body')}
        hint="A video’s address (https://…), a PDF’s storage key, or the text of the lesson. Only staff and buyers see it."
      />
      <CheckboxField label="Free preview" checked={freePreview} onChange={setFreePreview} hint="Anyone may watch or read it before buying." />
      <FormActions size="sm" submitting={submitting} submitLabel={submitLabel} failure={failure} onCancel={onCancel} />
    </form>
  );
}
