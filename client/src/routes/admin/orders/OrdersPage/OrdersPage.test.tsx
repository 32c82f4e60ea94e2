import { screen, within } from '@testing-library/react';
import { NO_FILTER, orderRow, payment } from '../../../../features/admin-orders/test-support.ts';
import { connection, gid, SECTIONS, uuid } from '../../../../features/catalog-admin/test-support.ts';
import { isPending, resolveOperation, waitForOperation } from '../../../../../test/relay-operations.ts';
import { renderRoute } from '../../../../../test/render-route.tsx';
import { openRoute } from '../../../../../test/admin-route.ts';
import { mockEnvironment } from '../../../../../test/mock-relay-environment.ts';

jest.mock('../../../../relay/environment.ts', () => jest.requireActual('../../../../../test/mock-relay-environment.ts'));

async function openOrders(
  path = '/admin/orders',
  orders = [orderRow(1), orderRow(2)],
  page: { hasNextPage?: boolean; totalCount?: number } = {},
  refundQueue: Record<string, unknown>[] = [],
) {
  return openRoute(mockEnvironment, path, {
    query: 'OrdersPageQuery',
    data: { sections: SECTIONS, adminOrders: connection(orders, page), refundQueue },
    heading: 'Orders',
  });
}

const rowOf = (number: string) => screen.getByRole('rowheader', { name: number }).closest('tr')!;
const cellsOf = (number: string) => within(rowOf(number)).getAllByRole('cell').map((cell) => cell.textContent);

describe('the order list', () => {
  it('shows each order with its date, customer, status and payment badges, method and total, newest first as the server sends them', async () => {
    const { query } = await openOrders('/admin/orders', [
      orderRow(1, { status: 'SHIPPED', paymentStatus: 'PAID', paymentMethod: 'BKASH', netTotal: { amount: 125050, formatted: '৳1,250.50' } }),
      orderRow(2),
    ]);
    expect(query.request.variables).toEqual({ filter: NO_FILTER });
    expect(document.title).toBe('Orders | Pathagar');
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Order', 'Placed', 'Customer', 'Status', 'Payment', 'Method', 'Total']);
    expect(cellsOf('PG-2026-000001')).toEqual(['22 Nov 2026, 14:05', 'Customer 101710000001', 'Shipped', 'Paid', 'bKash', '৳1,250.50']);
    expect(cellsOf('PG-2026-000002').slice(2)).toEqual(['Placed', 'Unpaid', 'Cash on delivery', '৳1,060']);
    expect(screen.getByRole('link', { name: 'PG-2026-000001' })).toHaveAttribute('href', `/admin/orders/${uuid(1)}`);
    expect(screen.getByText('Showing 2 of 2 orders')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Orders area' })).toBeInTheDocument();
  });

  it('shows a loading skeleton under the title until the list arrives', async () => {
    await renderRoute('/admin/orders', mockEnvironment);
    expect(await screen.findByRole('heading', { name: 'Orders', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    await resolveOperation(mockEnvironment, 'OrdersPageQuery', { sections: SECTIONS, adminOrders: connection([orderRow(1)]), refundQueue: [] });
    expect(await screen.findByRole('table', { name: 'Orders' })).toBeInTheDocument();
  });

  it('says so when there are no orders yet', async () => {
    await openOrders('/admin/orders', []);
    expect(screen.getByText('No orders yet.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  });

  it('opens with every filter of its address in the query variables and the controls', async () => {
    const { query } = await openOrders(
      '/admin/orders?q=01711&status=shipped&method=cod&payment=unpaid&from=2026-11-01&to=2026-11-30&section=medical&source=home',
      [orderRow(3)],
    );
    expect(query.request.variables).toEqual({
      filter: {
        search: '01711',
        statuses: ['SHIPPED'],
        paymentMethods: ['COD'],
        paymentStatuses: ['UNPAID'],
        // Bangladesh days: from the first day's midnight to the midnight after the last.
        placedFrom: '2026-10-31T18:00:00.000Z',
        placedBefore: '2026-11-30T18:00:00.000Z',
        section: 'medical',
        source: 'home',
        digital: null,
      },
    });
    expect(screen.getByRole('searchbox', { name: 'Search orders' })).toHaveValue('01711');
    expect(screen.getByLabelText('Status')).toHaveValue('shipped');
    expect(screen.getByLabelText('Payment method')).toHaveValue('cod');
    expect(screen.getByLabelText('Payment state')).toHaveValue('unpaid');
    expect(screen.getByLabelText('Placed from')).toHaveValue('2026-11-01');
    expect(screen.getByLabelText('Placed until')).toHaveValue('2026-11-30');
    expect(screen.getByLabelText('Section')).toHaveValue('medical');
    expect(screen.getByRole('searchbox', { name: 'Source' })).toHaveValue('home');
  });

  it('ignores values of the address it does not know', async () => {
    const { query } = await openOrders('/admin/orders?status=lost&method=cash&from=yesterday');
    expect(query.request.variables).toEqual({ filter: NO_FILTER });
    expect(screen.getByLabelText('Status')).toHaveValue('');
  });

  it('searches once typing pauses and filters by status, method, payment state and dates, keeping them in the address', async () => {
    const { user, router } = await openOrders();
    await user.type(screen.getByRole('searchbox', { name: 'Search orders' }), 'Rahim');
    const search = await resolveOperation(mockEnvironment, 'OrderAdminListPaginationQuery', { adminOrders: connection([orderRow(5, { name: 'Rahim' })]) });
    expect(search.request.variables).toEqual({ count: 20, cursor: null, filter: { ...NO_FILTER, search: 'Rahim' }, withEntitlements: false });
    expect(router.state.location.search).toBe('?q=Rahim');
    expect(await screen.findByRole('rowheader', { name: 'PG-2026-000005' })).toBeInTheDocument();
    expect(screen.queryByRole('rowheader', { name: 'PG-2026-000001' })).not.toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Status'), 'Awaiting payment');
    const status = await resolveOperation(mockEnvironment, 'OrderAdminListPaginationQuery', { adminOrders: connection([orderRow(5)]) });
    expect(status.request.variables.filter).toEqual({ ...NO_FILTER, search: 'Rahim', statuses: ['PENDING_PAYMENT'] });

    await user.selectOptions(screen.getByLabelText('Payment method'), 'SSLCommerz');
    await resolveOperation(mockEnvironment, 'OrderAdminListPaginationQuery', { adminOrders: connection([orderRow(5)]) });
    await user.selectOptions(screen.getByLabelText('Payment state'), 'Paid');
    await resolveOperation(mockEnvironment, 'OrderAdminListPaginationQuery', { adminOrders: connection([orderRow(5)]) });
    await user.type(screen.getByLabelText('Placed from'), '2026-12-01');
    const dated = await resolveOperation(mockEnvironment, 'OrderAdminListPaginationQuery', { adminOrders: connection([]) });
    expect(dated.request.variables.filter).toEqual({
      ...NO_FILTER,
      search: 'Rahim',
      statuses: ['PENDING_PAYMENT'],
      paymentMethods: ['SSLCOMMERZ'],
      paymentStatuses: ['PAID'],
      placedFrom: '2026-11-30T18:00:00.000Z',
    });
    expect(router.state.location.search).toBe('?q=Rahim&status=pending_payment&method=sslcommerz&payment=paid&from=2026-12-01');
    expect(await screen.findByText(/No orders match these filters/)).toBeInTheDocument();
  });

  it('filters by section and source', async () => {
    const { user, router } = await openOrders();
    await user.selectOptions(screen.getByLabelText('Section'), 'Academic › Cycle');
    const section = await resolveOperation(mockEnvironment, 'OrderAdminListPaginationQuery', { adminOrders: connection([orderRow(1)]) });
    expect(section.request.variables.filter).toEqual({ ...NO_FILTER, section: 'cycle' });
    await user.type(screen.getByRole('searchbox', { name: 'Source' }), 'facebook');
    const source = await resolveOperation(mockEnvironment, 'OrderAdminListPaginationQuery', { adminOrders: connection([orderRow(1)]) });
    expect(source.request.variables.filter).toEqual({ ...NO_FILTER, section: 'cycle', source: 'facebook' });
    expect(router.state.location.search).toBe('?section=cycle&source=facebook');
  });

  it('offers to clear the filters when none match, and lists every order again', async () => {
    const { user, router } = await openOrders('/admin/orders?status=refunded&q=nobody', []);
    expect(screen.getByText(/No orders match these filters/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    const cleared = await resolveOperation(mockEnvironment, 'OrderAdminListPaginationQuery', { adminOrders: connection([orderRow(1)]) });
    expect(cleared.request.variables.filter).toEqual(NO_FILTER);
    expect(router.state.location.search).toBe('');
    expect(await screen.findByRole('rowheader', { name: 'PG-2026-000001' })).toBeInTheDocument();
    expect(screen.getByLabelText('Status')).toHaveValue('');
  });

  it('loads the next page with the same filters and counts what is shown against the total', async () => {
    const { user } = await openOrders('/admin/orders?status=placed', [orderRow(1), orderRow(2)], { hasNextPage: true, totalCount: 3 });
    expect(screen.getByText('Showing 2 of 3 orders')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    const next = await resolveOperation(mockEnvironment, 'OrderAdminListPaginationQuery', {
      adminOrders: { ...connection([orderRow(3)]), totalCount: 3 },
    });
    expect(next.request.variables).toEqual({ count: 20, cursor: `cursor-${gid('Order', 2)}`, filter: { ...NO_FILTER, statuses: ['PLACED'] }, withEntitlements: false });
    expect(await screen.findByRole('rowheader', { name: 'PG-2026-000003' })).toBeInTheDocument();
    expect(screen.getByText('Showing 3 of 3 orders')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });
});

describe('the refund queue of late payments', () => {
  const late = (n: number, orderNumber: string, status: string) => ({
    ...payment(n, { status: 'PAID_NEEDS_REFUND', method: 'BKASH', amount: { amount: 45000, formatted: '৳450' } }),
    order: { __typename: 'Order', id: gid('Order', 10 + n), number: orderNumber, status },
  });

  it('is not shown while no payment waits', async () => {
    await openOrders();
    expect(screen.queryByRole('region', { name: 'Late payments to refund' })).not.toBeInTheDocument();
  });

  it('lists each late payment with its order, and refunds one through its gateway, then reads the queue again', async () => {
    const { user } = await openOrders('/admin/orders', [orderRow(1)], {}, [late(1, 'PG-2026-000011', 'EXPIRED'), late(2, 'PG-2026-000012', 'CANCELLED')]);
    const queue = within(screen.getByRole('region', { name: 'Late payments to refund' }));
    const rows = within(queue.getByRole('table', { name: 'Late payments to refund' }))
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.children].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['22 Nov 2026, 14:06', 'PG-2026-000011Expired', 'bKash', 'TRX-1', '৳450', 'Refund'],
      ['22 Nov 2026, 14:06', 'PG-2026-000012Cancelled', 'bKash', 'TRX-2', '৳450', 'Refund'],
    ]);
    expect(queue.getByRole('link', { name: 'PG-2026-000011' })).toHaveAttribute('href', `/admin/orders/${uuid(11)}`);

    await user.click(queue.getByRole('button', { name: 'Refund ৳450 of PG-2026-000012' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Refund ৳450 of PG-2026-000012' }));
    await user.click(dialog.getByRole('button', { name: 'Refund' }));
    const mutation = await resolveOperation(mockEnvironment, 'RefundFormPaymentMutation', {
      refundPayment: { __typename: 'MutationRefundPaymentSuccess', refund: { __typename: 'Refund', id: uuid(601), status: 'PENDING', amount: { amount: 45000, formatted: '৳450' } } },
    });
    expect(mutation.request.variables.input).toMatchObject({ paymentId: uuid(402), amountPoisha: null });
    expect(await screen.findByText('Refund asked')).toBeInTheDocument();
    expect(await waitForOperation(mockEnvironment, 'RefundQueueRefetchQuery')).toBeTruthy();
    expect(isPending(mockEnvironment, 'RefundFormPaymentMutation')).toBe(false);
  });
});
