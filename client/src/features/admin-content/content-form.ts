/** The course form's rules (the shared product fields plus a course's own) and its API input. */
import { z } from 'zod';
import { HSC_BATCH_OPTIONS } from '#shared/account-forms.ts';
import { optionalText, productForm, unstockedInputFields } from '../catalog-admin/product-form.ts';

export { HSC_BATCH_OPTIONS };

export const HSC_BATCH_MESSAGE = `HSC batch must be one of: ${HSC_BATCH_OPTIONS.join(', ')}`;

export const courseFieldSchemas = {
  hscBatch: z.enum(HSC_BATCH_OPTIONS, { error: (issue) => (issue.input === undefined ? 'HSC batch is required' : HSC_BATCH_MESSAGE) }),
  instructor: optionalText('Instructor', 100),
};

/** Every field of the course form, as the form's text values are checked, and their names. */
export const courseForm = productForm(courseFieldSchemas);

export type CourseFormValues = z.output<typeof courseForm.schema>;

/** A saved course's own form values (beside the common ones), or empty ones for a new course. */
export function courseFormValues(course: { hscBatch: string; instructor: string } | null | undefined) {
  return { hscBatch: course?.hscBatch ?? '', instructor: course?.instructor ?? '' };
}

/** The fields of createContent/updateContent from the checked values (a course has no stock). */
export function courseInput(values: CourseFormValues) {
  return { ...unstockedInputFields(values), hscBatch: values.hscBatch, instructor: values.instructor };
}
