/**
 * How a save on the course chapters screen ends. A one-click action (move, delete) shows its failure
 * in a toast; a form's save hands the failure back for the form to show beside its fields.
 */
import { toast } from '../../components/toast/toast-store.ts';
import { errorToast, failureToast, formFailure, type FormFailure, type MutationResult } from '../../relay/mutation-result.ts';

/**
 * Runs a mutation whose failure is a toast titled `title`: true once it succeeded. An expected
 * failure (ValidationError, NotFoundError) shows the server's message; a failed request its error.
 */
export async function saveWithToast<R>(run: () => Promise<R>, result: (response: R) => MutationResult, successType: string, title: string) {
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
export async function saveForForm<R>(
  run: () => Promise<R>,
  result: (response: R) => MutationResult,
  successType: string,
): Promise<FormFailure | null> {
  return formFailure(result(await run()), successType);
}

/** "1 min", "45 min": a lesson's or a course's length. */
export function minutesLabel(total: number): string {
  return total === 1 ? '1 min' : `${total} min`;
}
