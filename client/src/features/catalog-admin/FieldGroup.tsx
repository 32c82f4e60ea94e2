import { clsx } from 'clsx';
import { useId, type ReactNode } from 'react';
import './FieldGroup.css';

interface FieldGroupProps {
  /** The group's name (its legend), e.g. "Authors". */
  label: string;
  hint?: ReactNode;
  error?: string;
  className?: string;
  children: ReactNode;
}

/**
 * A field made of several controls (a chosen list and a search box, an editable table): a fieldset
 * named by its legend, with a hint and a message under it that the group's aria-describedby names.
 */
export function FieldGroup({ label, hint, error, className, children }: FieldGroupProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <fieldset className={clsx('field-group', className)} aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}>
      <legend className="ui-field__label">{label}</legend>
      {children}
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
    </fieldset>
  );
}
