import { screen, within } from '@testing-library/react';
import { createMockEnvironment } from 'relay-test-utils';
import type { RelayMockEnvironment } from 'relay-test-utils/lib/RelayModernMockEnvironment';
import { bundleDetails } from '../../../../features/admin-bundles/test-support.ts';
import { gid, uuid } from '../../../../features/catalog-admin/test-support.ts';
import { resolveOperation, waitForOperation } from '../../../../../test/relay-operations.ts';
import { renderRoute } from '../../../../../test/render-route.tsx';

let mockEnvironment: RelayMockEnvironment;
jest.mock('../../../../relay/environment.ts', () => ({
  get relayEnvironment() {
    return mockEnvironment;
  },
}));

beforeEach(() => {
  mockEnvironment = createMockEnvironment();
});

const BUNDLE = bundleDetails(4, { title: 'HSC 2026 Science bundle', published: true });

describe('a bundle’s sales', () => {
  it('shows units sold, orders and revenue of this bundle under its tabs', async () => {
    await renderRoute(`/admin/bundles/${uuid(4)}/sales`, mockEnvironment);
    const query = await resolveOperation(mockEnvironment, 'BundleSalesPageQuery', {
      product: { __typename: 'QueryProductSuccess', data: BUNDLE },
      productSales: { unitsSold: 1240, orders: 310, revenue: { amount: 111600000, formatted: '৳11,16,000' } },
    });
    expect(query.request.variables).toEqual({ key: uuid(4), productId: gid('Bundle', 4) });
    expect(await screen.findByRole('heading', { name: 'HSC 2026 Science bundle', level: 1 })).toBeInTheDocument();
    expect(document.title).toBe('Sales · HSC 2026 Science bundle | Pathagar');
    expect(within(screen.getByRole('navigation', { name: 'Bundle' })).getByRole('link', { name: 'Sales' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('Units sold', { selector: 'dt' }).nextSibling).toHaveTextContent('1,240');
    expect(screen.getByText('Orders', { selector: 'dt' }).nextSibling).toHaveTextContent('310');
    expect(screen.getByText('Revenue', { selector: 'dt' }).nextSibling).toHaveTextContent('৳11,16,000');
    expect(screen.queryByText(/No orders yet/)).not.toBeInTheDocument();
  });

  it('says so when the bundle has not been ordered yet', async () => {
    await renderRoute(`/admin/bundles/${uuid(4)}/sales`, mockEnvironment);
    await resolveOperation(mockEnvironment, 'BundleSalesPageQuery', {
      product: { __typename: 'QueryProductSuccess', data: BUNDLE },
      productSales: { unitsSold: 0, orders: 0, revenue: { amount: 0, formatted: '৳0' } },
    });
    expect(await screen.findByText(/No orders yet\. .*buy this bundle/)).toBeInTheDocument();
  });

  it('swaps a slug in the address for the bundle’s database id', async () => {
    const { router } = await renderRoute('/admin/bundles/bundle-4/sales', mockEnvironment);
    await resolveOperation(mockEnvironment, 'BundleSalesPageQuery', {
      product: { __typename: 'QueryProductSuccess', data: BUNDLE },
      productSales: null,
    });
    const again = await waitForOperation(mockEnvironment, 'BundleSalesPageQuery');
    expect(again.request.variables).toEqual({ key: uuid(4), productId: gid('Bundle', 4) });
    expect(router.state.location.pathname).toBe(`/admin/bundles/${uuid(4)}/sales`);
  });
});
