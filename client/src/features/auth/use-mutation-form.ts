import { useCaughtErrorMessage, useFormFailure } from '../../i18n/error-messages.ts';
import { useFormSubmit } from '../../lib/use-form-submit.ts';
import type { MutationResult } from '../../relay/mutation-result.ts';

/** What the submission needs of a useZodForm form. */
interface CheckedForm<V> {
  validate: () => V | null;
  setErrors: (messages: Readonly<Record<string, string>>) => boolean;
}

/**
 * The submission of a form that sends one mutation: checks the form, sends its values, and on
 * `successType` runs `onSuccess` (awaited, so the form stays busy until it is done); otherwise shows the
 * server's messages next to their fields, or for the whole form when none of them is a field of it, in
 * the interface language (client/src/i18n/error-messages.ts).
 */
export function useMutationForm<V>(
  form: CheckedForm<V>,
  send: (values: V) => Promise<MutationResult>,
  successType: string,
  onSuccess: (values: V) => unknown,
) {
  const formFailure = useFormFailure();
  const caughtMessage = useCaughtErrorMessage();
  const submission = useFormSubmit(async () => {
    const values = form.validate();
    if (!values) return;
    let failed;
    try {
      failed = formFailure(await send(values), successType);
    } catch (error) {
      submission.setFailure(caughtMessage(error));
      return;
    }
    if (!failed) await onSuccess(values);
    else if (!form.setErrors(failed.fields)) submission.setFailure(failed.message);
  });
  return submission;
}
