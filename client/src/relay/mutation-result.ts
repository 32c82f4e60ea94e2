import type { ToastInput } from '../components/toast/toast-store.ts';

/** What a mutation's result union looks like when it selects `... on Error { message }` and ValidationError's fields. */
interface MutationResult {
  readonly __typename: string;
  readonly message?: string;
  readonly fields?: readonly { readonly message: string }[];
}

/** The destructive toast for an expected failure (ValidationError, NotFoundError …), or null when `result` is `successType`. */
export function failureToast(result: MutationResult, successType: string, title: string): ToastInput | null {
  if (result.__typename === successType) return null;
  const messages = [result.message, ...(result.fields ?? []).map((field) => field.message)].filter(
    (message): message is string => Boolean(message),
  );
  const description = [...new Set(messages)].join(' ') || 'Something went wrong. Please try again.';
  return { title, description, variant: 'destructive' };
}

/** The destructive toast for a mutation that failed outright (network, permission). */
export function errorToast(error: Error, title: string): ToastInput {
  return { title, description: error.message, variant: 'destructive' };
}
