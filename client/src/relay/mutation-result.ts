import { UNEXPECTED_ERROR_MESSAGE } from '../lib/error-message.ts';
import type { ToastInput } from '../components/toast/toast-store.ts';

/** A mutation's result union as selected: `__typename`, and for its errors `message` (plus ValidationError's `fields`). */
export interface MutationResult {
  readonly __typename: string;
  readonly message?: string;
  readonly fields?: ReadonlyArray<{ readonly field?: string; readonly message: string }>;
}

/** What a form shows for an expected failure: a message for the form and messages next to single fields. */
export interface FormFailure {
  message: string;
  fields: Record<string, string>;
}

/** A form's own message while the server's (or the checks') messages show beside its fields. */
export const CORRECT_FIELDS_MESSAGE = 'Please correct the highlighted fields.';

/**
 * Shows a refused save on its form: the field messages beside their fields (`setFieldErrors` answers
 * whether any of them is a field of the form) with CORRECT_FIELDS_MESSAGE for the form, else the
 * failure's own message for the form.
 */
export function showFormFailure(problem: FormFailure, setFieldErrors: (messages: Record<string, string>) => boolean, setFailure: (message: string) => void): void {
  setFailure(setFieldErrors(problem.fields) ? CORRECT_FIELDS_MESSAGE : problem.message);
}

/** Null when `result` is `successType`; otherwise the failure's message and its field messages. */
export function formFailure(result: MutationResult, successType: string): FormFailure | null {
  if (result.__typename === successType) return null;
  return {
    message: result.message ?? UNEXPECTED_ERROR_MESSAGE,
    fields: Object.fromEntries(
      (result.fields ?? []).flatMap(({ field, message }) => (field ? [[field, message] as const] : [])),
    ),
  };
}

/** The destructive toast for an expected failure (ValidationError, NotFoundError …), or null when `result` is `successType`. */
export function failureToast(result: MutationResult, successType: string, title: string): ToastInput | null {
  if (result.__typename === successType) return null;
  const messages = [result.message, ...(result.fields ?? []).map((field) => field.message)].filter(
    (message): message is string => Boolean(message),
  );
  const description = [...new Set(messages)].join(' ') || UNEXPECTED_ERROR_MESSAGE;
  return { title, description, variant: 'destructive' };
}

/** The destructive toast for a mutation that failed outright (network, permission). */
export function errorToast(error: Error, title: string): ToastInput {
  return { title, description: error.message, variant: 'destructive' };
}
