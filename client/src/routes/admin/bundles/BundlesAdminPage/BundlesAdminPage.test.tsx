import { screen, within } from '@testing-library/react';
import { connection, gid, productRow, SECTIONS, uuid } from '../../../../features/catalog-admin/test-support.ts';
import { resolveOperation } from '../../../../../test/relay-operations.ts';
import { openRoute } from '../../../../../test/admin-route.ts';
import { mockEnvironment } from '../../../../../test/mock-relay-environment.ts';

jest.mock('../../../../relay/environment.ts', () => jest.requireActual('../../../../../test/mock-relay-environment.ts'));

const ALL_BUNDLES = { kinds: ['BUNDLE'], search: null, published: null, section: null, lowStock: null };

function bundleRow(n: number, overrides: Record<string, unknown> = {}) {
  return productRow(n, { __typename: 'Bundle', id: gid('Bundle', n), kind: 'BUNDLE', title: `HSC ${2024 + n} bundle`, path: `/bundle/hsc-${n}`, ...overrides });
}

async function openBundles(path = '/admin/bundles', bundles = [bundleRow(1), bundleRow(2, { published: false })], options = {}) {
  return openRoute(mockEnvironment, path, {
    query: 'ProductListPageQuery',
    data: { sections: SECTIONS, adminProducts: connection(bundles, options) },
    heading: 'Bundles',
  });
}

const rowOf = (title: string) => screen.getByRole('link', { name: title }).closest('tr')!;

describe('the bundle list', () => {
  it('lists every bundle (unpublished too) with links to their edit screens', async () => {
    const { query } = await openBundles();
    expect(query.request.variables).toEqual({ filter: ALL_BUNDLES, sort: 'NEWEST' });
    expect(document.title).toBe('Bundles | Pathagar');
    expect(screen.getByText('Showing 2 of 2 bundles')).toBeInTheDocument();
    const second = within(rowOf('HSC 2026 bundle'));
    expect(second.getByText('Unpublished')).toBeInTheDocument();
    expect(second.getByRole('link', { name: 'Edit HSC 2026 bundle' })).toHaveAttribute('href', `/admin/bundles/${uuid(2)}`);
    expect(within(rowOf('HSC 2025 bundle')).getByRole('link', { name: 'View HSC 2025 bundle in the shop' })).toHaveAttribute('href', '/bundle/hsc-1');
    expect(screen.getByRole('link', { name: 'New bundle' })).toHaveAttribute('href', '/admin/bundles/create');
    expect(screen.getByRole('searchbox', { name: 'Search bundles' })).toBeInTheDocument();
  });

  it('opens with the filters of its address and searches again when they change', async () => {
    const { query, user, router } = await openBundles('/admin/bundles?status=unpublished&sort=price-high-low');
    expect(query.request.variables).toEqual({ filter: { ...ALL_BUNDLES, published: false }, sort: 'PRICE_HIGH_LOW' });
    await user.selectOptions(screen.getByLabelText('Section'), 'medical');
    const refetch = await resolveOperation(mockEnvironment, 'ProductAdminTablePaginationQuery', { adminProducts: connection([bundleRow(3)]) });
    expect(refetch.request.variables).toMatchObject({ filter: { ...ALL_BUNDLES, published: false, section: 'medical' }, sort: 'PRICE_HIGH_LOW' });
    expect(router.state.location.search).toBe('?status=unpublished&sort=price-high-low&section=medical');
    expect(await screen.findByRole('link', { name: 'HSC 2027 bundle' })).toBeInTheDocument();
  });

  it('invites putting the first bundle together when there are none', async () => {
    await openBundles('/admin/bundles', []);
    expect(screen.getByText(/No bundles yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add the first bundle' })).toHaveAttribute('href', '/admin/bundles/create');
  });

  it('says so when no bundle matches the search', async () => {
    await openBundles('/admin/bundles?q=zzz', []);
    expect(screen.getByText(/No bundles match these filters/)).toBeInTheDocument();
    expect(screen.queryByText(/No bundles yet/)).not.toBeInTheDocument();
  });

  it('unpublishes the selected bundles after a confirmation', async () => {
    const { user } = await openBundles();
    await user.click(screen.getByRole('checkbox', { name: 'Select HSC 2025 bundle' }));
    const bar = within(screen.getByRole('region', { name: 'Bulk actions' }));
    await user.click(bar.getByRole('button', { name: 'Unpublish' }));
    await user.click(bar.getByRole('button', { name: 'Unpublish 1 bundle' }));
    const id = bundleRow(1).id;
    const mutation = await resolveOperation(mockEnvironment, 'BulkPublishBarSetProductsPublishedMutation', {
      setProductsPublished: {
        __typename: 'SetProductsPublishedPayload',
        products: [{ __typename: 'Bundle', id, published: false, updatedAt: '2026-11-21T10:00:00.000Z' }],
      },
    });
    expect(mutation.request.variables).toEqual({ input: { ids: [id], published: false } });
    expect(await within(rowOf('HSC 2025 bundle')).findByText('Unpublished')).toBeInTheDocument();
  });
});
