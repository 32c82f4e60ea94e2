import type { ReactNode } from 'react';
import { Button } from '../../components/ui/index.ts';

interface FormActionsProps {
  /** The submit button's text, e.g. "Save coupon". */
  submitLabel: string;
  /** True while the form is being sent: the buttons are disabled and the submit button says `busyLabel`. */
  submitting: boolean;
  busyLabel?: string;
  /** Shows a Cancel button. */
  onCancel?: () => void;
  /** Shown after the buttons, e.g. a progress note. */
  children?: ReactNode;
}

/** The buttons under a staff form: submit (with its in-flight text) and Cancel. */
export function FormActions({ submitLabel, submitting, busyLabel = 'Saving…', onCancel, children }: FormActionsProps) {
  return (
    <div className="form-actions">
      <Button variant="primary" type="submit" disabled={submitting}>
        {submitting ? busyLabel : submitLabel}
      </Button>
      {onCancel && (
        <Button onClick={onCancel} disabled={submitting}>
          Cancel
        </Button>
      )}
      {children}
    </div>
  );
}
