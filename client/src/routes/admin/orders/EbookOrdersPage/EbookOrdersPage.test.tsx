import { screen, within } from '@testing-library/react';
import { entitlement, NO_FILTER, orderRow } from '../../../../features/admin-orders/test-support.ts';
import { connection, SECTIONS } from '../../../../features/catalog-admin/test-support.ts';
import { resolveOperation } from '../../../../../test/relay-operations.ts';
import { openRoute } from '../../../../../test/admin-route.ts';
import { mockEnvironment } from '../../../../../test/mock-relay-environment.ts';

jest.mock('../../../../relay/environment.ts', () => jest.requireActual('../../../../../test/mock-relay-environment.ts'));

async function openEbookOrders(path: string, orders: ReturnType<typeof orderRow>[]) {
  return openRoute(mockEnvironment, path, {
    query: 'EbookOrdersPageQuery',
    data: { sections: SECTIONS, adminOrders: connection(orders) },
    heading: 'Ebook orders',
  });
}

describe('ebook orders', () => {
  it('lists only orders of digital goods, with the entitlements each gave', async () => {
    const { query } = await openEbookOrders('/admin/orders/ebook', [
      orderRow(1, { paymentMethod: 'SANDBOX', paymentStatus: 'PAID', entitlements: [entitlement(1), entitlement(2, { active: false, revokedAt: '2026-11-23T04:00:00.000Z' })] }),
      orderRow(2, { status: 'PENDING_PAYMENT', paymentMethod: 'BKASH', entitlements: [] }),
    ]);
    expect(query.request.variables).toEqual({ filter: { ...NO_FILTER, digital: true } });
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Order', 'Placed', 'Customer', 'Status', 'Payment', 'Method', 'Total', 'Entitlements']);
    const first = screen.getByRole('rowheader', { name: 'PG-2026-000001' }).closest('tr')!;
    expect(within(first).getAllByRole('cell').at(-1)!.textContent).toBe('Ebook 1ActiveEbook 2Revoked');
    const second = screen.getByRole('rowheader', { name: 'PG-2026-000002' }).closest('tr')!;
    expect(within(second).getAllByRole('cell').map((cell) => cell.textContent).slice(2)).toEqual(['Awaiting payment', 'Unpaid', 'bKash', '৳1,060', 'None yet']);
  });

  it('keeps the digital filter when other filters change, and asks for the entitlements again', async () => {
    const { user } = await openEbookOrders('/admin/orders/ebook', [orderRow(1)]);
    await user.selectOptions(screen.getByLabelText('Payment state'), 'Refunded');
    const refetch = await resolveOperation(mockEnvironment, 'OrderAdminListPaginationQuery', { adminOrders: connection([]) });
    expect(refetch.request.variables).toEqual({ count: 20, cursor: null, filter: { ...NO_FILTER, paymentStatuses: ['REFUNDED'], digital: true }, withEntitlements: true });
    expect(await screen.findByText(/No orders match these filters/)).toBeInTheDocument();
  });

  it('says so when no digital goods were ordered yet', async () => {
    await openEbookOrders('/admin/orders/ebook', []);
    expect(screen.getByText('No orders of ebooks or courses yet.')).toBeInTheDocument();
  });
});
