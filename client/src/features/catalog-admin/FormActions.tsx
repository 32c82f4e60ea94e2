import type { ReactNode } from 'react';
import { Button, FormError, type ButtonSize } from '../../components/ui/index.ts';
import './FormActions.css';

interface FormActionsProps {
  /** The submit button's text, e.g. "Save coupon". */
  submitLabel: string;
  /** True while the form is being sent: the buttons are disabled and the submit button says `busyLabel`. */
  submitting: boolean;
  busyLabel?: string;
  /** The form's own message (a server answer), announced above the buttons. */
  failure?: string | null;
  /** Shows a Cancel button. */
  onCancel?: () => void;
  /** sm for forms inside a list (a course's chapters and lessons). */
  size?: ButtonSize;
  /** Shown after the buttons, e.g. a progress note or a link. */
  children?: ReactNode;
}

/** The end of a staff form: its message, then submit (with its in-flight text) and Cancel. */
export function FormActions({ submitLabel, submitting, busyLabel = 'Saving…', failure, onCancel, size, children }: FormActionsProps) {
  return (
    <>
      <FormError message={failure} />
      <div className="form-actions">
        <Button variant="primary" size={size} type="submit" disabled={submitting}>
          {submitting ? busyLabel : submitLabel}
        </Button>
        {onCancel && (
          <Button size={size} onClick={onCancel} disabled={submitting}>
            Cancel
          </Button>
        )}
        {children}
      </div>
    </>
  );
}
