import { useId, type ReactNode } from 'react';
import type { FieldProps } from '../../lib/use-zod-form.ts';
import './form.css';

export interface FieldFrameProps {
  label: string;
  error?: string;
  hint?: ReactNode;
  children: (ids: { id: string; describedBy: string | undefined }) => ReactNode;
}

/** A label, the control (rendered by `children` with its id and aria-describedby), a hint and the message line. */
export function FieldFrame({ label, error, hint, children }: FieldFrameProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = `${id}-error`;
  const describedBy = [hintId, error ? errorId : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {children({ id, describedBy })}
      {hint && (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      )}
      {/* Always there, so a message coming or going never moves the controls below (a click on
          the submit button that blurs a field would otherwise miss the moving button). */}
      <p className="field__error" id={errorId}>
        {error}
      </p>
    </div>
  );
}

type TextFieldProps = FieldProps & {
  label: string;
  type?: 'text' | 'email' | 'password' | 'tel';
  autoComplete?: string;
  inputMode?: 'text' | 'tel' | 'email' | 'numeric';
  autoFocus?: boolean;
  hint?: ReactNode;
};

/** A labelled text input with its validation message (linked through aria-describedby). */
export function TextField({ label, error, hint, type = 'text', ...input }: TextFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint}>
      {({ id, describedBy }) => (
        <input {...input} id={id} type={type} className="field__control" aria-invalid={error ? true : undefined} aria-describedby={describedBy} />
      )}
    </FieldFrame>
  );
}

type SelectFieldProps = FieldProps & {
  label: string;
  options: readonly string[];
  /** Shown while nothing is chosen; not one of the choices. */
  placeholder: string;
  hint?: ReactNode;
};

/** A labelled select with its validation message; the placeholder is hidden from the list of choices. */
export function SelectField({ label, error, hint, options, placeholder, ...select }: SelectFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint}>
      {({ id, describedBy }) => (
        <select {...select} id={id} className="field__control" aria-invalid={error ? true : undefined} aria-describedby={describedBy}>
          <option value="" disabled hidden>
            {placeholder}
          </option>
          {options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}

/** A message about the whole form (a server answer), announced when it appears. */
export function FormError({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p className="form-error" role="alert">
      {message}
    </p>
  );
}
