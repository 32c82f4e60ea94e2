/**
 * A product form that edits a list beside its text fields (a bundle's items, a stationery item's
 * variants): the text fields under a zod schema, the list with its row messages, the controls every
 * product form has (useProductFormControls) and the submission: check everything, send, and show the
 * server's messages next to the fields, the list rows or for the whole form.
 */
import type { z } from 'zod';
import { useFormSubmit } from '../../lib/use-form-submit.ts';
import { useZodForm } from '../../lib/use-zod-form.ts';
import type { FormFailure } from '../../relay/mutation-result.ts';
import { useListField } from './use-list-field.ts';
import { useProductFormControls, type SavedProductControls } from './use-product-form-controls.ts';

type Controls = ReturnType<typeof useProductFormControls>;

interface ProductEditorOptions<S extends z.ZodType, K extends string, P extends SavedProductControls, R, L> {
  schema: S;
  /** The saved product, or null for a new one. */
  product: P | null | undefined;
  /** The text fields' values of a saved product (or empty ones). */
  valuesOf: (product: P | null | undefined) => Record<K, string>;
  /** The names of the form's text fields. */
  textFields: readonly string[];
  list: {
    /** The list's input field, e.g. "items" (the server's messages name "items.<i>.quantity" …). */
    name: string;
    /** The rows of a saved product (or none). */
    rowsOf: (product: P | null | undefined) => R[];
    /** The rows' messages by the server's field names, and the list to send (null while there are messages). */
    check: (rows: readonly R[]) => { messages: Record<string, string>; value: L | null };
  };
  /** Sends the create or update; null when it succeeded (it navigates or toasts itself), else the failure. */
  save: (values: z.output<S>, list: L, extras: ReturnType<Controls['inputExtras']>) => Promise<FormFailure | null>;
}

export function useProductEditor<S extends z.ZodType, K extends string, P extends SavedProductControls, R, L>({
  schema,
  product,
  valuesOf,
  textFields,
  list: listSpec,
  save,
}: ProductEditorOptions<S, K, P, R, L>) {
  const form = useZodForm(schema, valuesOf(product));
  const list = useListField(listSpec.name, () => listSpec.rowsOf(product));
  const { submitting, failure, setFailure, onSubmit } = useFormSubmit(async () => {
    controls.clearFailure();
    const values = form.validate();
    const checked = listSpec.check(list.rows);
    list.setErrors(checked.messages);
    if (!values || checked.value === null) {
      setFailure('Please correct the highlighted fields.');
      return;
    }
    const problem = await save(values, checked.value, controls.inputExtras(!product));
    if (problem) controls.showFailure(problem, list.showServerMessages(problem.fields));
  });
  const controls = useProductFormControls({
    product,
    onSaved: (saved) => {
      form.reset(valuesOf(saved));
      list.reset(listSpec.rowsOf(saved));
    },
    formFields: textFields,
    setFieldErrors: form.setErrors,
    setFailure,
  });
  return { form, list, controls, submitting, failure, onSubmit };
}
