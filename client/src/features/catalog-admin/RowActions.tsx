import { useState, type ReactNode } from 'react';
import { ConfirmStep } from '../../components/ConfirmStep.tsx';
import { errorMessage } from '../../lib/error-message.ts';
import { Button, Dialog } from '../../components/ui/index.ts';

/** A destructive action of a row (delete, deactivate …), run after a confirmation step. */
export interface RowAction {
  /** The button's text, e.g. "Delete"; its accessible name is `${label} ${name}`. */
  label: string;
  /** What will happen, in plain words (the confirmation's message). */
  confirmMessage: string;
  /** The confirm button, e.g. "Delete author", and its text while the action runs. */
  confirmLabel: string;
  busyLabel: string;
  /** Runs the action: resolves with a refusal to show in the row, or null when done. Thrown errors are shown too. */
  run: () => Promise<string | null>;
}

interface RowActionsProps {
  /** The row's thing as people call it, in the buttons' names and the dialog's title ("Edit CODE1"). */
  name: string;
  /** The edit dialog's form; `close` ends the editing (saved or cancelled). */
  editForm: (close: () => void) => ReactNode;
  /** The destructive action; null when it does not apply (e.g. already inactive). */
  action: RowAction | null;
}

/** The actions cell of a staff list row: "Edit" (a dialog) and a destructive action behind a confirmation. */
export function RowActions({ name, editForm, action }: RowActionsProps) {
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const close = () => setEditing(false);

  const confirm = async (run: RowAction['run']) => {
    setBusy(true);
    let outcome: string | null;
    try {
      outcome = await run();
    } catch (error) {
      outcome = errorMessage(error);
    }
    setBusy(false);
    setConfirming(false);
    setRefusal(outcome);
  };

  return (
    <>
      {confirming && action ? (
        <ConfirmStep
          message={action.confirmMessage}
          confirmLabel={action.confirmLabel}
          busy={busy}
          busyLabel={action.busyLabel}
          onConfirm={() => void confirm(action.run)}
          onCancel={() => setConfirming(false)}
        />
      ) : (
        <>
          <Button size="sm" aria-label={`Edit ${name}`} onClick={() => setEditing(true)}>
            Edit
          </Button>
          {action && (
            <>
              {' '}
              <Button
                size="sm"
                aria-label={`${action.label} ${name}`}
                onClick={() => {
                  setRefusal(null);
                  setConfirming(true);
                }}
              >
                {action.label}
              </Button>
            </>
          )}
        </>
      )}
      {refusal && (
        <p className="ui-field__error" role="alert">
          {refusal}
        </p>
      )}
      <Dialog open={editing} title={`Edit ${name}`} onClose={close}>
        {editForm(close)}
      </Dialog>
    </>
  );
}
