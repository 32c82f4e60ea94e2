import { useId } from 'react';
import { Button } from './ui/Button.tsx';

interface ConfirmStepProps {
  /** What will happen, in plain words. */
  message: string;
  /** The confirm button's label, e.g. 'Change roles'. */
  confirmLabel: string;
  /** True while the confirmed action runs: both buttons are disabled. */
  busy?: boolean;
  /** The confirm button's label while busy (default 'Saving…'). */
  busyLabel?: string;
  /** The button that goes back (default 'Cancel'). */
  cancelLabel?: string;
  /** The group's accessible name (default 'Confirm'). */
  label?: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The second step of a destructive or sweeping action: says what will happen and asks to go ahead. */
export function ConfirmStep({ message, confirmLabel, busy = false, busyLabel = 'Saving…', cancelLabel = 'Cancel', label = 'Confirm', onConfirm, onCancel }: ConfirmStepProps) {
  const messageId = useId();
  return (
    <div className="confirm-step" role="group" aria-label={label} aria-describedby={messageId}>
      <p id={messageId} className="confirm-step__message">
        {message}
      </p>
      <div className="confirm-step__actions">
        <Button variant="danger" onClick={onConfirm} disabled={busy} autoFocus>
          {busy ? busyLabel : confirmLabel}
        </Button>
        <Button onClick={onCancel} disabled={busy}>
          {cancelLabel}
        </Button>
      </div>
    </div>
  );
}
