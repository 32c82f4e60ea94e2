import { useState } from 'react';
import { graphql } from 'react-relay';
import type { CancelOrderButtonMutation } from '../../__generated__/CancelOrderButtonMutation.graphql.ts';
import { ConfirmStep } from '../../components/ConfirmStep.tsx';
import { Button, FormError } from '../../components/ui/index.ts';
import { toast } from '../../components/toast/toast-store.ts';
import { errorMessage } from '../../lib/error-message.ts';
import { useMutationPromise } from '../../relay/use-mutation-promise.ts';

const mutation = graphql`
  mutation CancelOrderButtonMutation($input: CancelOrderInput!) {
    cancelOrder(input: $input) {
      __typename
      ... on MutationCancelOrderSuccess {
        order {
          id
          status
          paymentStatus
          payable
          availableTransitions {
            to
          }
          ...OrderHistory_order
        }
      }
      ... on NotFoundError {
        message
      }
      ... on OrderTransitionError {
        message
      }
    }
  }
`;

/** "Cancel order" with a confirmation step; the order (status, history, buttons) updates from the answer. */
export function CancelOrderButton({ orderId, orderNumber }: { orderId: string; orderNumber: string }) {
  const [commit, inFlight] = useMutationPromise<CancelOrderButtonMutation>(mutation);
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const cancel = async () => {
    setFailure(null);
    try {
      const { cancelOrder: result } = await commit({ input: { orderId } });
      if (result.__typename === 'MutationCancelOrderSuccess') {
        toast({ title: 'Order cancelled', description: `Order ${orderNumber} is cancelled.` });
        setConfirming(false);
        return;
      }
      setFailure(result.__typename === '%other' ? 'The order could not be cancelled. Please try again.' : result.message);
    } catch (error) {
      setFailure(errorMessage(error));
    }
    setConfirming(false);
  };

  return (
    <div className="cancel-order">
      {confirming ? (
        <ConfirmStep
          message={`Cancel order ${orderNumber}? Its items go back on the shelf and this cannot be undone.`}
          confirmLabel="Yes, cancel the order"
          busy={inFlight}
          busyLabel="Cancelling…"
          onConfirm={cancel}
          onCancel={() => setConfirming(false)}
        />
      ) : (
        <Button variant="outline" onClick={() => setConfirming(true)}>
          Cancel order
        </Button>
      )}
      <FormError message={failure} />
    </div>
  );
}
