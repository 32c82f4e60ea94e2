import { screen, within } from '@testing-library/react';
import { createMockEnvironment } from 'relay-test-utils';
import type { RelayMockEnvironment } from 'relay-test-utils/lib/RelayModernMockEnvironment';
import { connection, product } from '../../../test/catalog-data.ts';
import { resolveOperation } from '../../../test/relay-operations.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { inLanguage } from '../../../test/languages.ts';

let mockEnvironment: RelayMockEnvironment;
jest.mock('../../relay/environment.ts', () => ({
  get relayEnvironment() {
    return mockEnvironment;
  },
}));

beforeEach(() => {
  mockEnvironment = createMockEnvironment();
});

describe('/bundle', () => {
  it('lists every bundle with links to each year that has bundles', async () => {
    await renderRoute('/bundle?sort=price-desc', mockEnvironment, { user: null });
    const operation = await resolveOperation(mockEnvironment, 'BundlesPageQuery', {
      bundleYears: [2027, 2026],
      products: connection([product('b1', { kind: 'BUNDLE', title: 'Engineering Admission Bundle', year: 2027 })]),
    });
    expect(operation.request.variables).toEqual({ filter: { kinds: ['BUNDLE'] }, sort: 'PRICE_HIGH_LOW' });
    expect(await screen.findByRole('link', { name: 'Engineering Admission Bundle' })).toHaveAttribute('href', '/bundle/engineering-admission-bundle');
    const years = screen.getByRole('navigation', { name: 'Bundles by year' });
    expect(within(years).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['2027', '/bundles/2027'],
      ['2026', '/bundles/2026'],
    ]);
    expect(screen.getByRole('heading', { name: 'Bundles', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'In stock only' })).toBeInTheDocument();
  });

  it('explains an empty shop', async () => {
    await renderRoute('/bundle', mockEnvironment, { user: null });
    await resolveOperation(mockEnvironment, 'BundlesPageQuery', { bundleYears: [], products: connection([]) });
    expect(await screen.findByText(/No bundles are on sale yet/)).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Bundles by year' })).not.toBeInTheDocument();
  });

  it('speaks Bangla, with the exam years in Bangla digits', async () => {
    await inLanguage('bn', async () => {
      await renderRoute('/bundle', mockEnvironment, { user: null });
      await resolveOperation(mockEnvironment, 'BundlesPageQuery', {
        bundleYears: [2027],
        products: connection([product('b1', { kind: 'BUNDLE', title: 'Engineering Admission Bundle', year: 2027 })]),
      });
      expect(await screen.findByRole('heading', { name: 'বান্ডেল', level: 1 })).toBeInTheDocument();
      const years = screen.getByRole('navigation', { name: 'বছর অনুযায়ী বান্ডেল' });
      expect(within(years).getByRole('link', { name: '২০২৭' })).toHaveAttribute('href', '/bundles/2027');
      expect(screen.getByText('পরীক্ষা ২০২৭')).toBeInTheDocument();
      expect(screen.getByText(/আলাদা আলাদা কেনার চেয়ে কম দামে/)).toBeInTheDocument();
    });
  });
});
