import { act, screen, within } from '@testing-library/react';
import { waitForOperation } from '../../../../test/relay-operations.ts';
import { openRoute } from '../../../../test/admin-route.ts';
import { mockEnvironment } from '../../../../test/mock-relay-environment.ts';

jest.mock('../../../relay/environment.ts', () => jest.requireActual('../../../../test/mock-relay-environment.ts'));

const item = (key: string, overrides: Record<string, unknown> = {}) => ({
  key,
  kind: 'COD_CONFIRMATION',
  at: '2026-11-24T06:00:00.000Z',
  title: `Confirm cash-on-delivery order ${key}`,
  detail: 'Karim Ahmed, ৳560',
  phone: '01811223344',
  customerId: btoa('User:c1'),
  orderId: btoa('Order:o1'),
  orderNumber: 'PG-2026-000042',
  claimedByName: null,
  claimedByViewer: false,
  ...overrides,
});

const open = (items: unknown[]) => openRoute(mockEnvironment, '/agent/cx-panel', { query: 'QueuePageQuery', data: { supportQueue: items }, heading: 'Work queue' });

describe('the work queue', () => {
  it('lists items with who holds them; a held item cannot be claimed', async () => {
    await open([item('cod:1'), item('cod:2', { claimedByName: 'Rival Agent' }), item('cod:3', { claimedByViewer: true, claimedByName: 'Me' })]);
    const rows = within(screen.getByRole('table', { name: 'Work queue' })).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByRole('button', { name: 'Claim: Confirm cash-on-delivery order cod:1' })).toBeEnabled();
    expect(within(rows[1]!).getByText('Rival Agent')).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('button', { name: /Claim/ })).toBeDisabled();
    expect(within(rows[2]!).getByText('You')).toBeInTheDocument();
    expect(within(rows[2]!).getByRole('button', { name: 'Log call' })).toBeInTheDocument();
  });

  it('tells the agent who won when another agent claimed the item first', async () => {
    const { user } = await open([item('cod:1')]);
    await user.click(screen.getByRole('button', { name: 'Claim: Confirm cash-on-delivery order cod:1' }));
    const operation = await waitForOperation(mockEnvironment, 'QueuePageClaimQueueItemMutation');
    expect(operation.request.variables).toEqual({ input: { key: 'cod:1' } });
    await act(async () =>
      mockEnvironment.mock.resolve(operation, {
        data: { claimQueueItem: { __typename: 'QueueItemTakenError', __isError: 'QueueItemTakenError', message: 'Rival Agent is already working on this item.' } },
      }),
    );
    expect(await screen.findByText('Rival Agent is already working on this item.')).toBeInTheDocument();
  });

  it('says so when the queue is empty', async () => {
    await open([]);
    expect(screen.getByText('The queue is empty.')).toBeInTheDocument();
  });
});
