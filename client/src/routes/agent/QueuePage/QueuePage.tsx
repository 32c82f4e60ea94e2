import { useState } from 'react';
import { graphql } from 'react-relay';
import { Link, useRevalidator } from 'react-router';
import type { QueuePageClaimQueueItemMutation } from '../../../__generated__/QueuePageClaimQueueItemMutation.graphql.ts';
import type { QueuePageFinishQueueItemMutation } from '../../../__generated__/QueuePageFinishQueueItemMutation.graphql.ts';
import type { QueuePageQuery } from '../../../__generated__/QueuePageQuery.graphql.ts';
import { toast } from '../../../components/toast/toast-store.ts';
import { Badge, Button, Dialog, EmptyState, Table, TableHead } from '../../../components/ui/index.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { AdminPage } from '../../../features/catalog-admin/AdminPageHeader.tsx';
import { LogCallForm } from '../../../features/support/LogCallForm.tsx';
import { SUPPORT_SUBNAV, formatDateTime } from '../../../features/support/support-area.ts';
import { failureToast } from '../../../relay/mutation-result.ts';
import { queryLoader, useRouteQuery } from '../../../relay/route-query.ts';
import { useMutationPromise } from '../../../relay/use-mutation-promise.ts';

const query = graphql`
  query QueuePageQuery {
    supportQueue {
      key
      kind
      at
      title
      detail
      phone
      customerId
      orderId
      orderNumber
      claimedByName
      claimedByViewer
    }
  }
`;

const claimMutation = graphql`
  mutation QueuePageClaimQueueItemMutation($input: ClaimQueueItemInput!) {
    claimQueueItem(input: $input) {
      __typename
      ... on Error {
        message
      }
    }
  }
`;

const finishMutation = graphql`
  mutation QueuePageFinishQueueItemMutation($input: FinishQueueItemInput!) {
    finishQueueItem(input: $input) {
      __typename
      ... on Error {
        message
      }
    }
  }
`;

export const loader = queryLoader<QueuePageQuery>(query, undefined, 'network-only');

const KIND_LABELS: Record<string, string> = { COD_CONFIRMATION: 'Confirm COD', FAILED_PAYMENT: 'Payment', FOLLOW_UP: 'Follow-up' };
const COLUMNS = ['Kind', 'Waiting since', 'What', 'Phone', 'Who has it', { label: 'Actions', hidden: true }];
type Item = QueuePageQuery['response']['supportQueue'][number];

/** /agent/cx-panel: the work queue. Claim an item, call, log the call: it leaves the queue. */
export function Component() {
  const data = useRouteQuery<QueuePageQuery>(query);
  const revalidator = useRevalidator();
  const refresh = () => void revalidator.revalidate();
  const [claim, claiming] = useMutationPromise<QueuePageClaimQueueItemMutation>(claimMutation);
  const [finish, finishing] = useMutationPromise<QueuePageFinishQueueItemMutation>(finishMutation);
  const [calling, setCalling] = useState<Item | null>(null);

  const run = async (title: string, action: () => Promise<{ __typename: string; message?: string }>, success: string) => {
    try {
      const result = await action();
      const failed = failureToast(result, success, title);
      if (failed) toast(failed);
    } catch (error) {
      toast({ title, description: errorMessage(error), variant: 'destructive' });
    }
    refresh();
  };
  const items = data.supportQueue;
  return (
    <AdminPage title="Work queue" subnav={SUPPORT_SUBNAV} intro="Follow-ups due, cash-on-delivery orders to confirm by phone and failed or abandoned online payments. Claim an item before you call.">
      {items.length === 0 ? (
        <EmptyState titleAs="p" title="The queue is empty." />
      ) : (
        <Table dense aria-label="Work queue">
          <TableHead columns={COLUMNS} />
          <tbody>
            {items.map((item) => (
              <tr key={item.key}>
                <td>
                  <Badge tone={item.kind === 'FOLLOW_UP' ? 'info' : item.kind === 'FAILED_PAYMENT' ? 'warning' : 'primary'}>{KIND_LABELS[item.kind] ?? item.kind}</Badge>
                </td>
                <td>{formatDateTime(item.at)}</td>
                <th scope="row">
                  {item.customerId ? <Link to={`/agent/customers/${encodeURIComponent(item.customerId)}`}>{item.title}</Link> : item.title}
                  {item.detail && <div>{item.detail}</div>}
                </th>
                <td>{item.phone}</td>
                <td>{item.claimedByViewer ? 'You' : (item.claimedByName ?? 'Nobody')}</td>
                <td>
                  {item.claimedByViewer ? (
                    <>
                      <Button size="sm" variant="primary" onClick={() => setCalling(item)}>
                        Log call
                      </Button>{' '}
                      <Button
                        size="sm"
                        disabled={finishing}
                        onClick={() => void run('Could not finish the item', async () => (await finish({ input: { key: item.key } })).finishQueueItem, 'MutationFinishQueueItemSuccess')}
                      >
                        Done
                      </Button>
                    </>
                  ) : (
                    <Button
                      size="sm"
                      disabled={claiming || item.claimedByName !== null}
                      aria-label={`Claim: ${item.title}`}
                      onClick={() => void run('Could not claim the item', async () => (await claim({ input: { key: item.key } })).claimQueueItem, 'MutationClaimQueueItemSuccess')}
                    >
                      Claim
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      <Dialog open={calling !== null} title={calling ? `Log the call: ${calling.title}` : 'Log a call'} onClose={() => setCalling(null)}>
        {calling && (
          <LogCallForm
            customerId={calling.customerId}
            orders={calling.orderId && calling.orderNumber ? [{ id: calling.orderId, number: calling.orderNumber }] : []}
            orderId={calling.orderId}
            defaultPhone={calling.phone}
            queueItemKey={calling.key}
            onDone={() => {
              setCalling(null);
              refresh();
            }}
          />
        )}
      </Dialog>
    </AdminPage>
  );
}
