import { screen, within } from '@testing-library/react';
import { isPending, resolveOperation } from '../../../../../test/relay-operations.ts';
import { renderRoute } from '../../../../../test/render-route.tsx';
import { openRoute } from '../../../../../test/admin-route.ts';
import { mockEnvironment } from '../../../../../test/mock-relay-environment.ts';

jest.mock('../../../../relay/environment.ts', () => jest.requireActual('../../../../../test/mock-relay-environment.ts'));

const figures = (source: string, orders: number, units: number, revenue: number, formatted: string) => ({
  __typename: 'OrderSourceFigures',
  source,
  orders,
  units,
  revenue: { amount: revenue, formatted },
});

const FIGURES = [figures('home', 1200, 2405, 84000000, '৳8,40,000'), figures('facebook-eid', 3, 4, 140000, '৳1,400')];

async function openSources(path = '/admin/orders/sources', data = FIGURES) {
  return openRoute(mockEnvironment, path, { query: 'OrderSourcesPageQuery', data: { orderSalesBySource: data }, heading: 'Sales by source' });
}

const tableRows = () =>
  within(screen.getByRole('table', { name: 'Sales by source' }))
    .getAllByRole('row')
    .map((row) => [...row.children].map((cell) => cell.textContent));

describe('sales by source', () => {
  it('shows orders, units and revenue per source for all time', async () => {
    const { query } = await openSources();
    expect(query.request.variables).toEqual({ placedFrom: null, placedBefore: null });
    expect(tableRows()).toEqual([
      ['Source', 'Orders', 'Units', 'Revenue'],
      ['home', '1,200', '2,405', '৳8,40,000'],
      ['facebook-eid', '3', '4', '৳1,400'],
    ]);
  });

  it('asks for a date range in Bangladesh days and keeps it in the address', async () => {
    const { user, router } = await openSources();
    await user.type(screen.getByLabelText('Placed from'), '2026-11-01');
    await user.type(screen.getByLabelText('Placed until'), '2026-11-30');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    const ranged = await resolveOperation(mockEnvironment, 'OrderSourcesPageQuery', { orderSalesBySource: [figures('home', 2, 3, 70000, '৳700')] });
    expect(ranged.request.variables).toEqual({ placedFrom: '2026-10-31T18:00:00.000Z', placedBefore: '2026-11-30T18:00:00.000Z' });
    expect(router.state.location.search).toBe('?from=2026-11-01&to=2026-11-30');
    expect(await screen.findByRole('cell', { name: '৳700' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'All time' }));
    const all = await resolveOperation(mockEnvironment, 'OrderSourcesPageQuery', { orderSalesBySource: FIGURES });
    expect(all.request.variables).toEqual({ placedFrom: null, placedBefore: null });
    expect(router.state.location.search).toBe('');
  });

  it('refuses a range that ends before it starts, and asks nothing', async () => {
    const { user } = await openSources('/admin/orders/sources?from=2026-11-10');
    expect(screen.getByLabelText('Placed from')).toHaveValue('2026-11-10');
    await user.type(screen.getByLabelText('Placed until'), '2026-11-01');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The last day cannot be before the first day');
    expect(isPending(mockEnvironment, 'OrderSourcesPageQuery')).toBe(false);
  });

  it('shows a skeleton while loading and says so when nothing was sold in the period', async () => {
    await renderRoute('/admin/orders/sources?from=2026-01-01&to=2026-01-31', mockEnvironment);
    expect(await screen.findByRole('status', { name: 'Loading' })).toBeInTheDocument();
    await resolveOperation(mockEnvironment, 'OrderSourcesPageQuery', { orderSalesBySource: [] });
    expect(await screen.findByText('No orders in this period.')).toBeInTheDocument();
  });
});
