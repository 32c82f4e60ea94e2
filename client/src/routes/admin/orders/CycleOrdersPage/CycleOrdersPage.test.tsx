import { screen } from '@testing-library/react';
import { NO_FILTER, orderRow } from '../../../../features/admin-orders/test-support.ts';
import { connection } from '../../../../features/catalog-admin/test-support.ts';
import { resolveOperation } from '../../../../../test/relay-operations.ts';
import { openRoute } from '../../../../../test/admin-route.ts';
import { mockEnvironment } from '../../../../../test/mock-relay-environment.ts';

jest.mock('../../../../relay/environment.ts', () => jest.requireActual('../../../../../test/mock-relay-environment.ts'));

async function openCycleOrders(path: string, orders: ReturnType<typeof orderRow>[]) {
  return openRoute(mockEnvironment, path, { query: 'CycleOrdersPageQuery', data: { adminOrders: connection(orders) }, heading: 'Cycle orders' });
}

describe('cycle orders', () => {
  it('lists orders of the academic cycle sub-section, whatever section the address names', async () => {
    const { query } = await openCycleOrders('/admin/orders/cycle?section=medical&status=delivered', [orderRow(4, { status: 'DELIVERED' })]);
    expect(query.request.variables).toEqual({ filter: { ...NO_FILTER, statuses: ['DELIVERED'], section: 'cycle' } });
    expect(screen.getByRole('rowheader', { name: 'PG-2026-000004' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Section')).not.toBeInTheDocument();
    expect(screen.getByText('Showing 1 of 1 order')).toBeInTheDocument();
  });

  it('searches within the sub-section', async () => {
    const { user } = await openCycleOrders('/admin/orders/cycle', [orderRow(4)]);
    await user.type(screen.getByRole('searchbox', { name: 'Search orders' }), 'PG-2026');
    const search = await resolveOperation(mockEnvironment, 'OrderAdminListPaginationQuery', { adminOrders: connection([orderRow(4)]) });
    expect(search.request.variables.filter).toEqual({ ...NO_FILTER, search: 'PG-2026', section: 'cycle' });
  });

  it('says so when the sub-section has no orders', async () => {
    await openCycleOrders('/admin/orders/cycle', []);
    expect(screen.getByText('No orders of the Cycle sub-section yet.')).toBeInTheDocument();
  });
});
