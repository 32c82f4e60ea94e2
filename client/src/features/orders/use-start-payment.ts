import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useStartPaymentMutation } from '../../__generated__/useStartPaymentMutation.graphql.ts';
import { useT } from '../../i18n/i18n.ts';
import { useMutationPromise } from '../../relay/use-mutation-promise.ts';
import { goToGateway } from './gateway-redirect.ts';

const mutation = graphql`
  mutation useStartPaymentMutation($input: StartOrderPaymentInput!) {
    startOrderPayment(input: $input) {
      __typename
      ... on MutationStartOrderPaymentSuccess {
        data {
          redirectUrl
        }
      }
      ... on PaymentUnavailableError {
        orderNumber
      }
      ... on NotFoundError {
        message
      }
      ... on ValidationError {
        message
      }
      ... on OrderTransitionError {
        message
      }
    }
  }
`;

/**
 * Opens a payment for the viewer's unpaid online order and sends the browser to the gateway.
 * Resolves with null once the browser is on its way, or with a message to show when it cannot pay now.
 */
export function useStartPayment(): [(orderId: string) => Promise<string | null>, boolean] {
  const [commit, inFlight] = useMutationPromise<useStartPaymentMutation>(mutation);
  const t = useT();
  const start = useCallback(
    async (orderId: string) => {
      const { startOrderPayment: result } = await commit({ input: { orderId } });
      if (result.__typename === 'MutationStartOrderPaymentSuccess') {
        goToGateway(result.data.redirectUrl);
        return null;
      }
      if (result.__typename === 'PaymentUnavailableError') {
        return t('orders.pay.unavailable', { number: result.orderNumber });
      }
      // The server's own words for its refusals (their codes get catalogue messages elsewhere).
      return result.__typename === '%other' ? t('orders.pay.failed') : result.message;
    },
    [commit, t],
  );
  return [start, inFlight];
}
