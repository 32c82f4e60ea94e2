import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import type { SupportOrders_customer$key } from '../../__generated__/SupportOrders_customer.graphql.ts';
import type { SupportOrdersResendPaymentLinkMutation } from '../../__generated__/SupportOrdersResendPaymentLinkMutation.graphql.ts';
import { toast } from '../../components/toast/toast-store.ts';
import { Button, EmptyState, Table, TableHead } from '../../components/ui/index.ts';
import { errorMessage } from '../../lib/error-message.ts';
import { failureToast } from '../../relay/mutation-result.ts';
import { useMutationPromise } from '../../relay/use-mutation-promise.ts';
import { formatDateTime } from './support-area.ts';

const resend = graphql`
  mutation SupportOrdersResendPaymentLinkMutation($input: ResendPaymentLinkInput!) {
    resendPaymentLink(input: $input) {
      __typename
      ... on Error {
        message
      }
    }
  }
`;

const COLUMNS = ['Order', 'Placed', 'Status', 'Payment', 'Total', { label: 'Actions', hidden: true }];

/** The customer's orders; an unpaid online one gets a fresh payment link by SMS. */
export function SupportOrders({ customer: key, canOpenOrders, onChanged }: { customer: SupportOrders_customer$key; canOpenOrders: boolean; onChanged: () => void }) {
  const { orders } = useFragment(
    graphql`
      fragment SupportOrders_customer on SupportCustomer {
        orders {
          id
          number
          status
          paymentStatus
          paymentMethod
          placedAt
          payable
          netTotal {
            formatted
          }
        }
      }
    `,
    key,
  );
  const [send, sending] = useMutationPromise<SupportOrdersResendPaymentLinkMutation>(resend);
  const sendLink = async (orderId: string, number: string) => {
    try {
      const { resendPaymentLink: result } = await send({ input: { orderId } });
      const failed = failureToast(result, 'MutationResendPaymentLinkSuccess', 'Could not send the payment link');
      if (failed) return toast(failed);
      toast({ title: 'Payment link sent', description: `The customer got a text with the link to pay ${number}.` });
      onChanged();
    } catch (error) {
      toast({ title: 'Could not send the payment link', description: errorMessage(error), variant: 'destructive' });
    }
  };
  if (orders.length === 0) return <EmptyState titleAs="p" title="No orders yet." />;
  return (
    <Table dense aria-label="Orders">
      <TableHead columns={COLUMNS} />
      <tbody>
        {orders.map((order) => (
          <tr key={order.id}>
            <th scope="row">{canOpenOrders ? <Link to={`/admin/orders/${encodeURIComponent(order.id)}`}>{order.number}</Link> : order.number}</th>
            <td>{formatDateTime(order.placedAt)}</td>
            <td>{order.status.toLowerCase().replace(/_/g, ' ')}</td>
            <td>
              {order.paymentMethod === 'COD' ? 'Cash on delivery' : order.paymentMethod.toLowerCase()}, {order.paymentStatus.toLowerCase()}
            </td>
            <td>{order.netTotal.formatted}</td>
            <td>
              {order.payable && (
                <Button size="sm" disabled={sending} onClick={() => void sendLink(order.id, order.number)} aria-label={`Resend payment link for ${order.number}`}>
                  Resend payment link
                </Button>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
