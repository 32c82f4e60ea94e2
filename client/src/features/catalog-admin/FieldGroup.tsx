import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { FieldNotes, useFieldNoteIds } from '../../components/ui/Field.tsx';
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
  const { hintId, errorId, describedBy } = useFieldNoteIds(hint, error);
  return (
    <fieldset className={clsx('field-group', className)} aria-describedby={describedBy}>
      <legend className="ui-field__label">{label}</legend>
      {children}
      <FieldNotes hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </fieldset>
  );
}
