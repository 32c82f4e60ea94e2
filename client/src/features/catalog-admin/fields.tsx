/**
 * Form controls the catalogue forms need beyond components/form/Field.tsx (text and select): a
 * textarea and a checkbox. FieldFrame (label, hint, message) is Field.tsx's, passed on for them.
 */
import { useId, type ChangeEvent, type ReactNode } from 'react';
import { FieldFrame, type FieldFrameProps } from '../../components/form/Field.tsx';
import type { FieldProps } from '../../lib/use-zod-form.ts';
import '../../components/form/form.css';
import './catalog-admin.css';

export { FieldFrame, type FieldFrameProps };

type TextAreaFieldProps = FieldProps & { label: string; rows?: number; hint?: ReactNode };

/** A labelled textarea validated like the text fields (on blur and on change). */
export function TextAreaField({ label, error, hint, rows = 5, onChange, onBlur, ref, ...input }: TextAreaFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint}>
      {({ id, describedBy }) => (
        <textarea
          {...input}
          id={id}
          rows={rows}
          className="field__control"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={onChange as unknown as (event: ChangeEvent<HTMLTextAreaElement>) => void}
          onBlur={onBlur as unknown as (event: React.FocusEvent<HTMLTextAreaElement>) => void}
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

/** A checkbox with its label beside it, an optional hint and message. */
export function CheckboxField({ label, checked, onChange, hint, error, disabled }: CheckboxFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className="field field--checkbox">
      <label className="checkbox-field" htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          checked={checked}
          disabled={disabled}
          aria-describedby={hintId}
          aria-invalid={error ? true : undefined}
          onChange={(event) => onChange(event.currentTarget.checked)}
        />
        <span className="field__label">{label}</span>
      </label>
      {hint && (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      )}
      {error && <p className="field__error">{error}</p>}
    </div>
  );
}
