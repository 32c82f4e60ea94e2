import { useState } from 'react';
import { graphql } from 'react-relay';
import type { CancelOrderButtonMutation } from '../../__generated__/CancelOrderButtonMutation.graphql.ts';
import { ConfirmStep } from '../../components/ConfirmStep.tsx';
import { Button, FormError } from '../../components/ui/index.ts';
import { toast } from '../../components/toast/toast-store.ts';
import { useT } from '../../i18n/i18n.ts';
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
  const t = useT();

  const cancel = async () => {
    setFailure(null);
    try {
      const { cancelOrder: result } = await commit({ input: { orderId } });
      if (result.__typename === 'MutationCancelOrderSuccess') {
        toast({ title: t('orders.cancel.done.title'), description: t('orders.cancel.done.body', { number: orderNumber }) });
        setConfirming(false);
        return;
      }
      // The server's own words for its refusals (their codes get catalogue messages elsewhere).
      setFailure(result.__typename === '%other' ? t('orders.cancel.failed') : result.message);
    } catch (error) {
      setFailure(errorMessage(error));
    }
    setConfirming(false);
  };

  return (
    <div className="cancel-order">
      {confirming ? (
        <ConfirmStep
          message={t('orders.cancel.confirm', { number: orderNumber })}
          confirmLabel={t('orders.cancel.yes')}
          cancelLabel={t('orders.cancel.keep')}
          label={t('orders.cancel.group')}
          busy={inFlight}
          busyLabel={t('orders.cancel.busy')}
          onConfirm={cancel}
          onCancel={() => setConfirming(false)}
        />
      ) : (
        <Button variant="outline" onClick={() => setConfirming(true)}>
          {t('orders.cancel.button')}
        </Button>
      )}
      <FormError message={failure} />
    </div>
  );
}
