import { screen, within } from '@testing-library/react';
import { connection, gid, productRow, SECTIONS, uuid } from '../../../../features/catalog-admin/test-support.ts';
import { isPending, resolveOperation, waitForOperation } from '../../../../../test/relay-operations.ts';
import { renderRoute } from '../../../../../test/render-route.tsx';
import { mockEnvironment } from '../../../../../test/mock-relay-environment.ts';

jest.mock('../../../../relay/environment.ts', () => jest.requireActual('../../../../../test/mock-relay-environment.ts'));

const ALL_STATIONERY = { kinds: ['STATIONERY'], search: null, published: null, section: null, lowStock: null };

function stationeryRow(n: number, overrides: Record<string, unknown> = {}) {
  return productRow(n, { __typename: 'Stationery', id: gid('Stationery', n), kind: 'STATIONERY', title: `Pen ${n}`, path: `/stationery/pen-${n}`, ...overrides });
}

async function openList(path = '/admin/stationary', items = [stationeryRow(1), stationeryRow(2, { published: false, stock: 2 })]) {
  const view = await renderRoute(path, mockEnvironment);
  const query = await resolveOperation(mockEnvironment, 'ProductListPageQuery', { sections: SECTIONS, adminProducts: connection(items) });
  await screen.findByRole('heading', { name: 'Stationery', level: 1 });
  return { ...view, query };
}

const rowOf = (title: string) => screen.getByRole('link', { name: title }).closest('tr')!;

describe('the stationery list', () => {
  it('lists every item (unpublished too) with stock, status and links to their own edit screens', async () => {
    const { query } = await openList();
    expect(query.request.variables).toEqual({ filter: ALL_STATIONERY, sort: 'NEWEST' });
    expect(document.title).toBe('Stationery | Pathagar');
    expect(screen.getByText('Showing 2 of 2 stationery items')).toBeInTheDocument();
    const second = within(rowOf('Pen 2'));
    expect(second.getByText('Unpublished')).toBeInTheDocument();
    expect(second.getByText('Low')).toBeInTheDocument();
    expect(second.getByRole('link', { name: 'Edit Pen 2' })).toHaveAttribute('href', `/admin/stationary/${uuid(2)}`);
    expect(screen.getByRole('link', { name: 'New item' })).toHaveAttribute('href', '/admin/stationary/create');
    expect(screen.getByRole('searchbox', { name: 'Search stationery' })).toHaveAttribute('placeholder', 'Title, brand or slug');
    expect(screen.getByRole('checkbox', { name: 'Low stock only (5 or fewer)' })).toBeInTheDocument();
  });

  it('opens with the low-stock filter of its address', async () => {
    const { query } = await openList('/admin/stationary?stock=low&q=pen');
    expect(query.request.variables).toEqual({ filter: { ...ALL_STATIONERY, search: 'pen', lowStock: true }, sort: 'NEWEST' });
    expect(screen.getByRole('checkbox', { name: 'Low stock only (5 or fewer)' })).toBeChecked();
  });

  it('invites adding the first item when there are none', async () => {
    await openList('/admin/stationary', []);
    expect(screen.getByText(/No stationery yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add the first item' })).toHaveAttribute('href', '/admin/stationary/create');
  });

  it('sends the old address of an item’s editor (?edit=<id>) to the item’s own screen', async () => {
    const { router } = await renderRoute(`/admin/stationary?edit=${uuid(7)}`, mockEnvironment);
    const edit = await waitForOperation(mockEnvironment, 'StationeryEditPageQuery');
    expect(edit.request.variables).toEqual({ key: uuid(7) });
    expect(router.state.location.pathname).toBe(`/admin/stationary/${uuid(7)}`);
    expect(isPending(mockEnvironment, 'ProductListPageQuery')).toBe(false);
  });
});
