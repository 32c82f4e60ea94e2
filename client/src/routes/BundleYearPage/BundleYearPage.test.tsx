import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMockEnvironment } from 'relay-test-utils';
import type { RelayMockEnvironment } from 'relay-test-utils/lib/RelayModernMockEnvironment';
import { connection, product } from '../../../test/catalog-data.ts';
import { resolveOperation, waitForOperation } from '../../../test/relay-operations.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { inLanguage } from '../../../test/languages.ts';
import { bundleYear } from './BundleYearPage.tsx';

let mockEnvironment: RelayMockEnvironment;
jest.mock('../../relay/environment.ts', () => ({
  get relayEnvironment() {
    return mockEnvironment;
  },
}));

beforeEach(() => {
  mockEnvironment = createMockEnvironment();
});

const BUNDLES_2026 = [
  product('b1', { kind: 'BUNDLE', title: 'HSC 2026 Science Bundle', year: 2026, price: 250000, compareAtPrice: 300000 }),
  product('b2', { kind: 'BUNDLE', title: 'HSC 2026 Commerce Bundle', year: 2026, inStock: false }),
];

describe('/bundles/{year}', () => {
  it('lists the bundles of that year, with links to the other years', async () => {
    await renderRoute('/bundles/2026', mockEnvironment, { user: null });
    const operation = await resolveOperation(mockEnvironment, 'BundleYearPageQuery', {
      bundleYears: [2026, 2025],
      products: connection(BUNDLES_2026),
    });
    expect(operation.request.variables).toEqual({ filter: { kinds: ['BUNDLE'], bundleYear: 2026 }, sort: 'NEWEST' });
    expect(await screen.findByRole('heading', { name: 'Bundles for 2026', level: 1 })).toBeInTheDocument();
    expect(document.title).toBe('Bundles for 2026 | Pathagar');
    const list = screen.getByRole('list', { name: 'Bundles for 2026' });
    expect(within(list).getAllByRole('article')).toHaveLength(2);
    expect(within(list).getByText('Out of stock')).toBeInTheDocument();
    expect(screen.getByText('2 items')).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Other years' })).getByRole('link', { name: '2025' })).toHaveAttribute('href', '/bundles/2025');
    expect(screen.queryByRole('checkbox', { name: 'Bundles' })).not.toBeInTheDocument();
  });

  it('moves to another year, loading its bundles', async () => {
    const typist = userEvent.setup();
    const { router } = await renderRoute('/bundles/2026', mockEnvironment, { user: null });
    await resolveOperation(mockEnvironment, 'BundleYearPageQuery', { bundleYears: [2026, 2025], products: connection(BUNDLES_2026) });
    await typist.click(await screen.findByRole('link', { name: '2025' }));
    const operation = await waitForOperation(mockEnvironment, 'BundleYearPageQuery');
    expect(operation.request.variables.filter).toEqual({ kinds: ['BUNDLE'], bundleYear: 2025 });
    await act(async () =>
      mockEnvironment.mock.resolve(operation, {
        data: { bundleYears: [2026, 2025], products: connection([product('b9', { kind: 'BUNDLE', title: 'HSC 2025 Arts Bundle', year: 2025 })]) },
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Bundles for 2025', level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'HSC 2025 Arts Bundle' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/bundles/2025');
  });

  it('shows the 404 view for a year without bundles', async () => {
    await renderRoute('/bundles/2019', mockEnvironment, { user: null });
    await resolveOperation(mockEnvironment, 'BundleYearPageQuery', { bundleYears: [2026, 2025], products: connection([]) });
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('Page not found: /bundles/2019')).toBeInTheDocument();
    expect(document.title).toBe('Page Not Found | Pathagar');
  });

  it.each(['abc', '20x6', '99999', '0001'])('shows the 404 view for /bundles/%s without asking the server', async (year) => {
    await renderRoute(`/bundles/${year}`, mockEnvironment, { user: null });
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(mockEnvironment.mock.getAllOperations()).toHaveLength(0);
  });

  it('accepts four-digit years only', () => {
    expect(bundleYear('2026')).toBe(2026);
    expect(bundleYear('1989')).toBeNull();
    expect(bundleYear(' 2026')).toBeNull();
    expect(bundleYear(undefined)).toBeNull();
  });

  it('speaks Bangla, with the years in Bangla digits', async () => {
    await inLanguage('bn', async () => {
      await renderRoute('/bundles/2026', mockEnvironment, { user: null });
      await resolveOperation(mockEnvironment, 'BundleYearPageQuery', { bundleYears: [2026, 2025], products: connection(BUNDLES_2026) });
      expect(await screen.findByRole('heading', { name: '২০২৬ সালের বান্ডেল', level: 1 })).toBeInTheDocument();
      expect(screen.getByText('২০২৬ সালের পরীক্ষার জন্য সাজানো বইয়ের বান্ডেল।')).toBeInTheDocument();
      expect(within(screen.getByRole('navigation', { name: 'অন্য বছর' })).getByRole('link', { name: '২০২৫' })).toHaveAttribute('href', '/bundles/2025');
      const list = screen.getByRole('list', { name: '২০২৬ সালের বান্ডেল' });
      expect(within(list).getByText('স্টকে নেই')).toBeInTheDocument();
      expect(within(list).getByText('৳২,৫০০')).toBeInTheDocument();
      expect(screen.getByText('২টি পণ্য')).toBeInTheDocument();
    });
  });
});
