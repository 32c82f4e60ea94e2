/**
 * Form state checked by a zod schema (seed §5): a field is validated when it loses focus and when its
 * value is committed (the DOM `change` event), not while the user types. With `quietUntilEdited`
 * (checkout's address), a field the user only passed through (Tab) says nothing until it is edited or
 * the form is submitted.
 */
import { useCallback, useEffect, useRef, useState, type ChangeEvent, type FocusEvent } from 'react';
import type { z } from 'zod';

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/** The props a form control spreads: value, handlers, the `change` listener and aria-invalid. */
export interface FieldProps {
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => void;
  onBlur: (event: FocusEvent<HTMLInputElement | HTMLSelectElement>) => void;
  ref: (element: HTMLInputElement | HTMLSelectElement | null) => () => void;
  error?: string;
}

// An empty control is an absent value, so each schema's "required" rule gives its own message.
function schemaInput(values: Record<string, string>): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(values).map(([key, value]) => [key, value === '' ? undefined : value]));
}

function firstMessages(issues: readonly z.core.$ZodIssue[]): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? '');
    if (key && !(key in messages)) messages[key] = issue.message;
  }
  return messages;
}

/** A form's values and messages under `schema`; `validate()` checks every field and returns the parsed values or null. */
export function useZodForm<S extends z.ZodType, K extends string>(schema: S, initialValues: Record<K, string>, { quietUntilEdited = false } = {}) {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrorState] = useState<FieldErrors<K>>({});
  const latest = useRef({ schema, values });
  useEffect(() => {
    latest.current.schema = schema;
  }, [schema]);

  // Fields the user has typed in or changed: only these are checked when they lose focus.
  const edited = useRef(new Set<K>());
  const setValue = useCallback((name: K, value: string) => {
    edited.current.add(name);
    latest.current.values = { ...latest.current.values, [name]: value };
    setValues(latest.current.values);
  }, []);

  const validateField = useCallback((name: K, value: string) => {
    const next = { ...latest.current.values, [name]: value };
    const result = latest.current.schema.safeParse(schemaInput(next));
    const message = result.success ? undefined : firstMessages(result.error.issues)[name];
    setErrorState((current) => ({ ...current, [name]: message }));
  }, []);

  // One `change` listener per field, kept across renders.
  const listeners = useRef(new Map<K, FieldProps['ref']>());
  const changeListener = (name: K): FieldProps['ref'] => {
    let ref = listeners.current.get(name);
    if (!ref) {
      ref = (element) => {
        if (!element) return () => {};
        const onCommit = () => validateField(name, element.value);
        element.addEventListener('change', onCommit);
        return () => element.removeEventListener('change', onCommit);
      };
      listeners.current.set(name, ref);
    }
    return ref;
  };

  const field = (name: K): FieldProps => ({
    name,
    value: values[name],
    onChange: (event) => setValue(name, event.currentTarget.value),
    // The form's own value is checked, not the control's text: a picker may show a label for it (District
    // shows "Dhaka (ঢাকা)" for the value "Dhaka"), and a typed control's text is its value anyway.
    onBlur: () => {
      if (!quietUntilEdited || edited.current.has(name) || errors[name]) validateField(name, latest.current.values[name]);
    },
    ref: changeListener(name),
    error: errors[name],
  });

  const validate = (): z.output<S> | null => {
    const result = schema.safeParse(schemaInput(latest.current.values));
    setErrorState(result.success ? {} : (firstMessages(result.error.issues) as FieldErrors<K>));
    return result.success ? result.data : null;
  };

  /** Shows messages the server sent for some fields; false when none of them is a field of this form. */
  const setErrors = useCallback((messages: Readonly<Record<string, string>>): boolean => {
    const known = Object.entries(messages).filter(([key]) => key in latest.current.values);
    setErrorState(Object.fromEntries(known) as FieldErrors<K>);
    return known.length > 0;
  }, []);

  /** Sets a field's value from a picker (not typed) and checks it at once, as a committed change. */
  const commitValue = useCallback(
    (name: K, value: string) => {
      setValue(name, value);
      validateField(name, value);
    },
    [setValue, validateField],
  );

  const reset = useCallback((next: Record<K, string>) => {
    edited.current.clear();
    latest.current.values = next;
    setValues(next);
    setErrorState({});
  }, []);

  return { values, errors, field, validate, setErrors, reset, commitValue };
}
