import { screen, within } from '@testing-library/react';
import { dhakaToday, shiftDay } from '#shared/dhaka-days.ts';
import { openRoute } from '../../../../test/admin-route.ts';
import { resolveOperation } from '../../../../test/relay-operations.ts';
import { mockEnvironment } from '../../../../test/mock-relay-environment.ts';
import { renderRoute } from '../../../../test/render-route.tsx';
import { figure, point, summary, totals } from '../../../../test/report-data.ts';
import { customer } from '../../../../test/session.ts';

jest.mock('../../../relay/environment.ts', () => jest.requireActual('../../../../test/mock-relay-environment.ts'));

const today = dhakaToday();

const DATA = {
  today: { __typename: 'QuerySalesReportSuccess', report: summary(totals(2, 50_000), totals(4, 50_000), { from: shiftDay(today, -1), to: shiftDay(today, -1) }) },
  period: {
    __typename: 'QuerySalesReportSuccess',
    report: {
      ...summary(totals(30, 900_000), totals(20, 1_000_000), { from: shiftDay(today, -59), to: shiftDay(today, -30) }),
      series: [point(today, 2, 50_000)],
      methods: [figure('COD', 'COD', 25, 40, 700_000), figure('BKASH', 'BKASH', 5, 6, 200_000)],
      sections: [figure('s1', 'Academic', 28, 50, 800_000)],
      ordersByStatus: [{ __typename: 'OrderStatusCount', status: 'PLACED', orders: 6 }, { __typename: 'OrderStatusCount', status: 'DELIVERED', orders: 24 }],
    },
  },
  lowStock: {
    __typename: 'ProductConnection',
    totalCount: 1,
    edges: [{ __typename: 'ProductEdge', node: { __typename: 'Book', id: 'Qm9vazox', kind: 'BOOK', title: 'Physics 1st Paper', stock: 2 } }],
  },
  latestOrders: {
    __typename: 'QueryAdminOrdersConnection',
    edges: [{
      __typename: 'QueryAdminOrdersConnectionEdge',
      node: { __typename: 'Order', id: 'T3JkZXI6YWJj', number: 'PG-2026-000042', name: 'Rahim', status: 'PLACED', netTotal: { __typename: 'Money', amount: 46_000, formatted: '৳460' }, placedAt: '2026-11-25T04:00:00.000Z' },
    }],
  },
};

it('shows today and the last 30 days against the periods before, by method and section, states, low stock and the latest orders', async () => {
  const { query } = await openRoute(mockEnvironment, '/admin', { query: 'AdminDashboardPageQuery', data: DATA, heading: 'Dashboard' });
  expect(query.request.variables).toEqual({
    today: { from: today, to: today },
    period: { from: shiftDay(today, -29), to: today },
    withSales: true,
    withOrders: true,
    withStock: true,
  });
  const todayRegion = screen.getByRole('region', { name: /^Today/ });
  expect(todayRegion).toHaveTextContent('Revenue৳500no change against');
  expect(todayRegion).toHaveTextContent('Orders2−50% against');
  expect(screen.getByRole('region', { name: /^Last 30 days/ })).toHaveTextContent('Revenue৳9,000−10% against');
  expect(within(screen.getByRole('table', { name: 'By payment method' })).getByRole('rowheader', { name: 'bKash' })).toBeInTheDocument();
  expect(within(screen.getByRole('table', { name: 'Orders by state' })).getByRole('link', { name: 'Delivered' })).toHaveAttribute(
    'href',
    `/admin/orders?status=delivered&from=${shiftDay(today, -29)}&to=${today}`,
  );
  expect(within(screen.getByRole('table', { name: 'Stock running out' })).getByRole('row', { name: /Physics 1st Paper/ })).toHaveTextContent('2');
  expect(within(screen.getByRole('table', { name: 'Latest orders' })).getByRole('link', { name: 'PG-2026-000042' })).toHaveAttribute('href', '/admin/orders/abc');
});

it('asks only for what a member of staff may read', async () => {
  const catalogueOnly = customer({ roles: ['editor'], permissions: ['catalog.manage'] });
  await renderRoute('/admin', mockEnvironment, { user: catalogueOnly });
  const query = await resolveOperation(mockEnvironment, 'AdminDashboardPageQuery', { lowStock: DATA.lowStock });
  expect(query.request.variables).toMatchObject({ withSales: false, withOrders: false, withStock: true });
  expect(await screen.findByRole('table', { name: 'Stock running out' })).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: /^Today/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('table', { name: 'Latest orders' })).not.toBeInTheDocument();
});

it('changes the period through the address', async () => {
  const { user, router } = await openRoute(mockEnvironment, '/admin', { query: 'AdminDashboardPageQuery', data: DATA, heading: 'Dashboard' });
  await user.selectOptions(screen.getByLabelText('Period'), '7');
  const weekly = await resolveOperation(mockEnvironment, 'AdminDashboardPageQuery', DATA);
  expect(weekly.request.variables).toMatchObject({ period: { from: shiftDay(today, -6), to: today } });
  expect(router.state.location.search).toBe('?days=7');
});

it('shows staff who may see none of its figures where their work is, with no period to choose and no query', async () => {
  const agent = customer({ roles: ['agent'], permissions: ['support.access', 'users.view', 'coupons.issue', 'orders.view'] });
  await renderRoute('/admin', mockEnvironment, { user: agent });
  expect(await screen.findByRole('heading', { name: 'Back office', level: 1 })).toBeInTheDocument();
  expect(screen.queryByLabelText('Period')).not.toBeInTheDocument();
  const places = within(screen.getByRole('main'));
  expect(places.getByRole('link', { name: 'Support desk' })).toHaveAttribute('href', '/agent');
  expect(places.getByRole('link', { name: 'Users' })).toHaveAttribute('href', '/admin/users');
  expect(places.queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
  expect(mockEnvironment.mock.getAllOperations()).toEqual([]);
});
