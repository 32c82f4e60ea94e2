import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMockEnvironment } from 'relay-test-utils';
import type { RelayMockEnvironment } from 'relay-test-utils/lib/RelayModernMockEnvironment';
import { resolveOperation } from '../../../test/relay-operations.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { customer } from '../../../test/session.ts';

let mockEnvironment: RelayMockEnvironment;
jest.mock('../../relay/environment.ts', () => ({
  get relayEnvironment() {
    return mockEnvironment;
  },
}));

beforeEach(() => {
  mockEnvironment = createMockEnvironment();
});

import { ebook, productLink, productResult, money } from '../../features/catalog/product-detail-test-support.ts';

async function openEbook(product: Record<string, unknown> | null, path = '/ebook/organic-chemistry') {
  await renderRoute(path, mockEnvironment, { user: customer() });
  return resolveOperation(mockEnvironment, 'EbookDetailPageQuery', { product: productResult(product) });
}

describe('the ebook page', () => {
  it('shows the free preview, the page count, the print edition and that it is digital', async () => {
    const operation = await openEbook(
      ebook('organic-chemistry', {
        title: 'Organic Chemistry Made Easy',
        pageCount: 220,
        previewPages: 15,
        printEdition: productLink('BOOK', 'organic-chemistry-print', { price: money(380) }),
      }),
    );
    expect(operation.request.variables).toEqual({ key: 'organic-chemistry' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Organic Chemistry Made Easy' })).toBeInTheDocument();
    expect(document.title).toBe('Organic Chemistry Made Easy | Pathagar');
    expect(screen.getByRole('link', { name: 'Read the first 15 pages free' })).toHaveAttribute('href', '/ebook/organic-chemistry/read');
    expect(screen.queryByText(/opens soon/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Get the printed edition' })).toHaveAttribute('href', '/book/organic-chemistry-print');
    expect(screen.getByText('Digital: yours to use right after payment')).toBeInTheDocument();
    const details = within(screen.getByRole('table', { name: 'Ebook details' }));
    expect(details.getByRole('row', { name: 'Pages 220' })).toBeInTheDocument();
    expect(details.getByRole('row', { name: 'Free preview First 15 pages' })).toBeInTheDocument();
    expect(details.getByRole('row', { name: 'Language English' })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByRole('link', { name: 'Ebooks' })).toHaveAttribute('href', '/ebook');
  });

  it('offers no preview when the ebook has none', async () => {
    await openEbook(ebook('no-preview', { previewPages: 0 }));
    await screen.findByRole('heading', { level: 1, name: 'Title of no-preview' });
    expect(screen.queryByText(/pages free/)).not.toBeInTheDocument();
    expect(screen.queryByRole('row', { name: /Free preview/ })).not.toBeInTheDocument();
  });

  it('shows the 404 view when there is no such ebook', async () => {
    await openEbook(null, '/ebook/missing');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
  });
});
