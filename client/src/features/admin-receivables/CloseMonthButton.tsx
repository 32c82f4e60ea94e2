import { useState } from 'react';
import { graphql } from 'react-relay';
import type { CloseMonthButtonMutation } from '../../__generated__/CloseMonthButtonMutation.graphql.ts';
import { Button, Dialog, DialogActions, FormError } from '../../components/ui/index.ts';
import { toast } from '../../components/toast/toast-store.ts';
import { errorMessage } from '../../lib/error-message.ts';
import { useMutationPromise } from '../../relay/use-mutation-promise.ts';
import { monthLabel } from './month-label.ts';

const mutation = graphql`
  mutation CloseMonthButtonMutation($month: String!) {
    closeReceivablesMonth(month: $month) {
      __typename
      ... on MutationCloseReceivablesMonthSuccess { month { month closed } }
      ... on ValidationError { message }
    }
  }
`;

/** "Close month" behind a confirmation dialog: the month's figures are frozen for good. */
export function CloseMonthButton({ month, onClosed }: { month: string; onClosed: () => void }) {
  const [commit, inFlight] = useMutationPromise<CloseMonthButtonMutation>(mutation);
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const label = monthLabel(month);

  const close = async () => {
    setFailure(null);
    try {
      const { closeReceivablesMonth: result } = await commit({ month });
      if (result.__typename === 'MutationCloseReceivablesMonthSuccess') {
        toast({ title: `${label} closed`, description: 'Its figures are frozen as they are now.' });
        setOpen(false);
        onClosed();
        return;
      }
      setFailure(result.__typename === 'ValidationError' ? result.message : 'The month could not be closed. Please try again.');
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (setOpen(next), setFailure(null))}
      dismissible={!inFlight}
      trigger={
        <Button size="sm" variant="outline">
          Close {label}
        </Button>
      }
      title={`Close ${label}?`}
      description="Its figures, parcels, remittances and refunds due are frozen as they are now. Remittances or deliveries recorded later with a date in this month will not change it, and it cannot be reopened."
    >
      <FormError message={failure} />
      <DialogActions>
        <Button variant="danger" onClick={close} disabled={inFlight} aria-busy={inFlight}>
          {inFlight ? 'Closing…' : `Yes, close ${label}`}
        </Button>
        <Button onClick={() => setOpen(false)} disabled={inFlight}>
          Cancel
        </Button>
      </DialogActions>
    </Dialog>
  );
}
