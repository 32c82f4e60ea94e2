/**
 * Form fields: a label, the control, a hint and the message line (FieldFrame), and the labelled controls
 * built on it for useZodForm's field props (TextField, SelectField, TextAreaField), plus CheckboxField
 * and FormError. components/form/Field.tsx re-exports these for the screens that still import it.
 */
import { clsx } from 'clsx';
import { useId, type ChangeEvent, type FocusEvent, type ReactNode } from 'react';
import type { FieldProps } from '../../lib/use-zod-form.ts';
import { Checkbox } from './Checkbox.tsx';
import { Input, Select, Textarea } from './Input.tsx';
import './Field.css';

export interface FieldFrameProps {
  label: string;
  error?: string;
  hint?: ReactNode;
  /** Hides the label visually (it still names the control), e.g. in a filter row whose placeholder says it. */
  hideLabel?: boolean;
  className?: string;
  children: (ids: { id: string; describedBy: string | undefined }) => ReactNode;
}

/** A label, the control (rendered by `children` with its id and aria-describedby), a hint and the message line. */
export function FieldFrame({ label, error, hint, hideLabel, className, children }: FieldFrameProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = `${id}-error`;
  const describedBy = [hintId, error ? errorId : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <div className={clsx('ui-field', className)}>
      <label className={clsx('ui-field__label', hideLabel && 'ui-visually-hidden')} htmlFor={id}>
        {label}
      </label>
      {children({ id, describedBy })}
      {hint && (
        <p className="ui-field__hint" id={hintId}>
          {hint}
        </p>
      )}
      {/* Always there, so a message coming or going never moves the controls below (a click on
          the submit button that blurs a field would otherwise miss the moving button). */}
      <p className="ui-field__error" id={errorId}>
        {error}
      </p>
    </div>
  );
}

type TextFieldProps = FieldProps & {
  label: string;
  type?: 'text' | 'email' | 'password' | 'tel' | 'url' | 'search' | 'number' | 'date';
  autoComplete?: string;
  /** The on-screen keyboard; a `type="tel"` field gets the phone keypad without it. */
  inputMode?: 'text' | 'tel' | 'email' | 'numeric' | 'decimal' | 'url' | 'search';
  autoFocus?: boolean;
  placeholder?: string;
  disabled?: boolean;
  hint?: ReactNode;
};

/** A labelled text input with its validation message (linked through aria-describedby). */
export function TextField({ label, error, hint, type = 'text', inputMode, ...input }: TextFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint}>
      {({ id, describedBy }) => (
        <Input
          {...input}
          id={id}
          type={type}
          inputMode={inputMode ?? (type === 'tel' ? 'tel' : undefined)}
          invalid={Boolean(error)}
          aria-describedby={describedBy}
        />
      )}
    </FieldFrame>
  );
}

export type SelectFieldProps = FieldProps & {
  label: string;
  options: readonly string[];
  /** Shown while nothing is chosen; not one of the choices. */
  placeholder: string;
  /** The words shown for a choice (e.g. in the interface language) when they are not the value itself. */
  optionLabel?: (option: string) => string;
  disabled?: boolean;
  hint?: ReactNode;
};

/** A labelled select with its validation message; the placeholder is hidden from the list of choices. */
export function SelectField({ label, error, hint, options, placeholder, optionLabel, ...select }: SelectFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint}>
      {({ id, describedBy }) => (
        <Select {...select} id={id} invalid={Boolean(error)} aria-describedby={describedBy}>
          <option value="" disabled hidden>
            {placeholder}
          </option>
          {options.map((option) => (
            <option key={option} value={option}>
              {optionLabel ? optionLabel(option) : option}
            </option>
          ))}
        </Select>
      )}
    </FieldFrame>
  );
}

type TextAreaFieldProps = FieldProps & { label: string; rows?: number; hint?: ReactNode; placeholder?: string; disabled?: boolean };

/** A labelled textarea validated like the text fields (on blur and on change). */
export function TextAreaField({ label, error, hint, rows = 5, onChange, onBlur, ref, ...input }: TextAreaFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint}>
      {({ id, describedBy }) => (
        <Textarea
          {...input}
          id={id}
          rows={rows}
          invalid={Boolean(error)}
          aria-describedby={describedBy}
          // useZodForm's handlers are typed for inputs and selects; they read only name and value.
          onChange={onChange as unknown as (event: ChangeEvent<HTMLTextAreaElement>) => void}
          onBlur={onBlur as unknown as (event: FocusEvent<HTMLTextAreaElement>) => void}
          ref={ref as unknown as (element: HTMLTextAreaElement | null) => () => void}
        />
      )}
    </FieldFrame>
  );
}

interface CheckboxFieldProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  hint?: ReactNode;
  error?: string;
  disabled?: boolean;
}

/** A checkbox with its label beside it (the label is a tap target too), an optional hint and message. */
export function CheckboxField({ label, checked, onChange, hint, error, disabled }: CheckboxFieldProps) {
  const { id, hintId, errorId, describedBy } = useFieldNoteIds(hint, error);
  return (
    <div className="ui-field ui-field--checkbox">
      <div className="ui-field__check-row">
        <Checkbox
          id={id}
          checked={checked}
          disabled={disabled}
          invalid={Boolean(error)}
          aria-describedby={describedBy}
          onCheckedChange={(state) => onChange(state === true)}
        />
        <label className="ui-field__label" htmlFor={id}>
          {label}
        </label>
      </div>
      <FieldNotes hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}

/** Ids for a field's hint and message (only for those shown) and the aria-describedby naming them. */
export function useFieldNoteIds(hint: ReactNode, error: string | undefined) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return { id, hintId, errorId, describedBy: [hintId, errorId].filter(Boolean).join(' ') || undefined };
}

/** The hint and the message under a field (or a group of controls), each only when there is one. */
export function FieldNotes({ hint, hintId, error, errorId }: { hint?: ReactNode; hintId?: string; error?: string; errorId?: string }) {
  return (
    <>
      {hint && (
        <p className="ui-field__hint" id={hintId}>
          {hint}
        </p>
      )}
      {error && (
        <p className="ui-field__error" id={errorId}>
          {error}
        </p>
      )}
    </>
  );
}

/** A message about the whole form (a server answer), announced when it appears. */
export function FormError({ message, id }: { message: string | null | undefined; /** For a control's aria-describedby. */ id?: string }) {
  if (!message) return null;
  return (
    <p className="ui-form-error" role="alert" id={id}>
      {message}
    </p>
  );
}
