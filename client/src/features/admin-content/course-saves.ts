/**
 * The saves of the course chapters screen, all of one shape: a course mutation (createChapter,
 * reorderLessons …) takes `{ input }` and answers `Mutation<Field>Success` (for all but the rename,
 * with the course as it now is, so the store and the screen show the server's order and totals) or
 * an error: `... on Error { message }`, and for a save whose messages name fields,
 * `... on ValidationError { fields { field message } }`.
 * A one-click action (move, delete) shows its failure in a toast; a form's save hands the failure
 * back for the form to show beside its fields.
 */
import type { GraphQLTaggedNode, MutationParameters } from 'relay-runtime';
import { toast } from '../../components/toast/toast-store.ts';
import { errorToast, failureToast, formFailure, type FormFailure, type MutationResult } from '../../relay/mutation-result.ts';
import { useMutationPromise } from '../../relay/use-mutation-promise.ts';
import { movedOrder, type MoveBy, type MoveFocus } from '../catalog-admin/MoveButtons.tsx';

interface CourseMutation extends MutationParameters {
  variables: { input: object };
  response: Record<string, MutationResult>;
}

/**
 * A course mutation, sent as a one-click action (`withToast`) or as a form's save (`forForm`), each
 * calling `onSaved` once it went through; `pending` while one is under way.
 */
export function useCourseSave<M extends CourseMutation>(mutation: GraphQLTaggedNode) {
  const [commit, pending] = useMutationPromise<M>(mutation);
  // The response's one field (e.g. createLesson) and its success type (MutationCreateLessonSuccess).
  const send = async (input: M['variables']['input']) => {
    const [field, result] = Object.entries(await commit({ input } as M['variables']))[0]!;
    return [result, `Mutation${field.charAt(0).toUpperCase()}${field.slice(1)}Success`] as const;
  };
  return {
    pending,
    /**
     * Resolves to true once saved. An expected failure (ValidationError, NotFoundError) is a toast
     * titled `title` with the server's message; a failed request, one with its error.
     */
    withToast: async (input: M['variables']['input'], title: string, onSaved?: () => void): Promise<boolean> => {
      try {
        const failure = failureToast(...(await send(input)), title);
        if (failure) toast(failure);
        else onSaved?.();
        return !failure;
      } catch (error) {
        toast(errorToast(error as Error, title));
        return false;
      }
    },
    /** Resolves to the server's failure (for the form to show), or null once saved. */
    forForm: async (input: M['variables']['input'], onSaved?: () => void): Promise<FormFailure | null> => {
      const failure = formFailure(...(await send(input)));
      if (!failure) onSaved?.();
      return failure;
    },
  };
}

/**
 * Moves the chapter or lesson at `index` by `by`: `reorder` saves the new order of ids (true once
 * saved); then `announce` tells screen reader users the new position (counted from 1) and the
 * focus stays on the moved item's button. Resolves to whether it moved.
 */
export async function moveInOrder(
  items: readonly { readonly id: string }[],
  index: number,
  by: MoveBy,
  reorder: (ids: string[]) => Promise<boolean>,
  { focus, announce }: { focus: MoveFocus; announce: (position: number, count: number) => void },
): Promise<boolean> {
  const moved = items[index]!.id;
  const ids = movedOrder(items.map((item) => item.id), index, by);
  if (!(await reorder(ids))) return false;
  announce(index + by + 1, ids.length);
  focus.focusMoved(moved, by, index + by, ids.length);
  return true;
}

/** "1 min", "45 min": a lesson's or a course's length. */
export function minutesLabel(total: number): string {
  return total === 1 ? '1 min' : `${total} min`;
}
