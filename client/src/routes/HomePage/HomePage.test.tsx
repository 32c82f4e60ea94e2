import { screen, within } from '@testing-library/react';
import { createMockEnvironment } from 'relay-test-utils';
import type { RelayMockEnvironment } from 'relay-test-utils/lib/RelayModernMockEnvironment';
import { product, row } from '../../../test/catalog-data.ts';
import { resolveOperation, waitForOperation } from '../../../test/relay-operations.ts';
import { renderRoute } from '../../../test/render-route.tsx';

let mockEnvironment: RelayMockEnvironment;
jest.mock('../../relay/environment.ts', () => ({
  get relayEnvironment() {
    return mockEnvironment;
  },
}));

beforeEach(() => {
  mockEnvironment = createMockEnvironment();
});

function section(id: string, slug: string, name: string, path: string, children: { id: string; name: string; path: string }[] = []) {
  return {
    id,
    __typename: 'Section',
    slug,
    name,
    description: `${name} books`,
    path,
    children: { edges: children.map((node) => ({ node: { __typename: 'Section', ...node } })) },
  };
}

const SECTIONS = {
  edges: [
    { node: section('s1', 'academic', 'Academic', '/academic', [{ id: 's5', name: 'Cycle', path: '/academic/cycle' }]) },
    { node: section('s2', 'engineering', 'Engineering', '/engineering') },
    { node: section('s3', 'medical', 'Medical', '/medical') },
    { node: section('s4', 'varsity', 'Varsity', '/varsity') },
  ],
};

const EMPTY_ROWS = { newArrivals: row([]), popular: row([]), academic: row([]), engineering: row([]), medical: row([]), varsity: row([]), bundles: row([]) };

describe('home page', () => {
  it('loads everything in one query, then shows the sections and the product rows that have products', async () => {
    await renderRoute('/', mockEnvironment, { user: null });
    const operation = await waitForOperation(mockEnvironment, 'HomePageQuery');
    expect(mockEnvironment.mock.getAllOperations()).toHaveLength(1);
    // The hero and the links to the other kinds do not wait for the data.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Books, ebooks and courses');
    const kinds = screen.getByRole('navigation', { name: 'Shop by kind' });
    expect(within(kinds).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/ebook', '/stationery', '/content']);
    expect(screen.getByText('Loading products…')).toBeInTheDocument();
    expect(operation.request.node.params.name).toBe('HomePageQuery');

    await resolveOperation(mockEnvironment, 'HomePageQuery', {
      sections: SECTIONS,
      newArrivals: row([product('n1', { title: 'Newest Physics' }), product('n2', { title: 'Newest Chemistry', kind: 'EBOOK' })]),
      popular: row([product('p1', { title: 'Best Selling Math' })]),
      academic: row([product('a1', { title: 'Academic Biology' })]),
      engineering: row([]),
      medical: row([product('m1', { title: 'Medical Question Bank' })]),
      varsity: row([]),
      bundles: row([product('b1', { title: 'HSC 2026 Science Bundle', kind: 'BUNDLE', year: 2026 })]),
    });

    for (const name of ['Academic', 'Engineering', 'Medical', 'Varsity']) {
      expect(await screen.findByRole('heading', { name, level: 2 })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Cycle' })).toHaveAttribute('href', '/academic/cycle');

    const rows = within(screen.getByRole('main')).getAllByRole('region').map((region) => region.getAttribute('aria-label'));
    expect(rows).toEqual(['New arrivals', 'Popular', 'New in Academic', 'New in Medical', 'Latest bundles']);
    const arrivals = screen.getByRole('list', { name: 'New arrivals' });
    expect(within(arrivals).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Newest Physics', 'Newest Chemistry']);
    expect(within(screen.getByRole('region', { name: 'New in Academic' })).getByRole('link', { name: 'See all new in academic' })).toHaveAttribute(
      'href',
      '/academic',
    );
    const bundles = screen.getByRole('region', { name: 'Latest bundles' });
    expect(within(bundles).getByRole('link', { name: 'HSC 2026 Science Bundle' })).toHaveAttribute('href', '/bundle/hsc-2026-science-bundle');
    expect(within(bundles).getByRole('link', { name: /See all/ })).toHaveAttribute('href', '/bundle');
    expect(document.title).toBe('Pathagar');
  });

  it('says the shop is being stocked when there is nothing yet', async () => {
    await renderRoute('/', mockEnvironment, { user: null });
    await resolveOperation(mockEnvironment, 'HomePageQuery', { sections: { edges: [] }, ...EMPTY_ROWS });
    expect(await screen.findByText(/The shop is being stocked/)).toBeInTheDocument();
    expect(within(screen.getByRole('main')).queryByRole('region')).not.toBeInTheDocument();
  });
});
