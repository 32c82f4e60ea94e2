/**
 * Issue 32 §3: a product page's per-user bits come in a query of their own (ProductViewerQuery), and
 * while it is in flight the buy/read place shows a neutral placeholder, never "Add to cart" that then
 * turns into "Read now".
 */
import { act, screen } from '@testing-library/react';
import { createMockEnvironment } from 'relay-test-utils';
import type { RelayMockEnvironment } from 'relay-test-utils/lib/RelayModernMockEnvironment';
import { isPending, resolveOperation, waitForOperation } from '../../../test/relay-operations.ts';
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

import { book, content, ebook, productResult } from './product-detail-test-support.ts';

const EBOOK = ebook('organic-chemistry', { title: 'Organic Chemistry Made Easy' });

/** Opens the ebook page signed in and answers only its catalogue query. */
async function openSignedIn(product = EBOOK, path = '/ebook/organic-chemistry', query = 'EbookDetailPageQuery') {
  await renderRoute(path, mockEnvironment, { user: customer() });
  await resolveOperation(mockEnvironment, query, { product: productResult(product) });
  await screen.findByRole('heading', { level: 1, name: String(product.title) });
}

describe("a product page's per-user query", () => {
  it('is asked beside the catalogue query, with the kind and key, and the catalogue query asks no per-user field', async () => {
    await renderRoute('/ebook/organic-chemistry', mockEnvironment, { user: customer() });
    const operations = mockEnvironment.mock.getAllOperations();
    const names = operations.map((op) => op.request.node.params.name);
    expect(names).toEqual(expect.arrayContaining(['EbookDetailPageQuery', 'ProductViewerQuery']));
    const viewer = operations.find((op) => op.request.node.params.name === 'ProductViewerQuery')!;
    expect(viewer.request.variables).toEqual({ kind: 'EBOOK', key: 'organic-chemistry' });
    const catalogue = JSON.stringify(operations.find((op) => op.request.node.params.name === 'EbookDetailPageQuery')!.request.node.operation);
    for (const field of ['viewerOwns', 'viewerReview', 'viewerProgress', 'readerAccess', 'readingProgress', '"locked"', '"completed"']) expect(catalogue).not.toContain(field);
  });

  it('while in flight: a placeholder of the button, neither "Add to cart" nor "Read now"', async () => {
    await openSignedIn();
    expect(isPending(mockEnvironment, 'ProductViewerQuery')).toBe(true);
    expect(screen.getByTestId('purchase-pending')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('button', { name: /add to cart/i })).not.toBeInTheDocument();
    expect(screen.queryByText(/add to cart/i)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Read now' })).not.toBeInTheDocument();
  });

  it('answered "owned": Read now, and "Add to cart" never showed', async () => {
    await openSignedIn();
    expect(screen.queryByRole('button', { name: /add to cart/i })).not.toBeInTheDocument();
    await resolveOperation(mockEnvironment, 'ProductViewerQuery', { product: productResult({ ...EBOOK, viewerOwns: true }) });
    expect(await screen.findByRole('link', { name: 'Read now' })).toHaveAttribute('href', '/ebook/organic-chemistry/read');
    expect(screen.queryByTestId('purchase-pending')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /add to cart/i })).not.toBeInTheDocument();
  });

  it('answered "not owned": Add to cart', async () => {
    await openSignedIn();
    await resolveOperation(mockEnvironment, 'ProductViewerQuery', { product: productResult({ ...EBOOK, viewerOwns: false }) });
    expect(await screen.findByRole('button', { name: /add to cart/i })).toBeInTheDocument();
    expect(screen.queryByTestId('purchase-pending')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Read now' })).not.toBeInTheDocument();
  });

  it('failed: the page stays, offering what a signed-out shopper sees', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    await openSignedIn();
    await act(async () => {
      mockEnvironment.mock.reject(await waitForOperation(mockEnvironment, 'ProductViewerQuery'), new Error('offline'));
    });
    expect(await screen.findByRole('button', { name: /add to cart/i })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Organic Chemistry Made Easy' })).toBeInTheDocument();
    error.mockRestore();
  });

  it('a course waits the same way, then offers Open course to its owner', async () => {
    const course = content('hsc-physics-course', { title: 'HSC Physics Course' });
    await openSignedIn(course, '/content/hsc-physics-course', 'ContentDetailPageQuery');
    expect(screen.getByTestId('purchase-pending')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /add to cart/i })).not.toBeInTheDocument();
    await resolveOperation(mockEnvironment, 'CourseViewerQuery', { product: productResult({ ...course, viewerOwns: true }) });
    expect(await screen.findByRole('link', { name: 'Open course' })).toBeInTheDocument();
  });

  it('a printed book (never owned) offers Add to cart at once, whatever the per-user query is doing', async () => {
    const physics = book('hsc-physics', { title: 'HSC Physics' });
    await openSignedIn(physics, '/book/hsc-physics', 'BookDetailPageQuery');
    expect(isPending(mockEnvironment, 'ProductViewerQuery')).toBe(true);
    expect(screen.getByRole('button', { name: /add to cart/i })).toBeInTheDocument();
    expect(screen.queryByTestId('purchase-pending')).not.toBeInTheDocument();
  });

  it('signed out: a course still asks its (shared) per-user query, for its free preview lessons', async () => {
    await renderRoute('/content/hsc-physics-course', mockEnvironment, { user: null });
    expect(isPending(mockEnvironment, 'CourseViewerQuery')).toBe(true);
    expect(isPending(mockEnvironment, 'ProductViewerQuery')).toBe(false);
  });

  it('signed out: no per-user query for an ebook, and Add to cart at once', async () => {
    await renderRoute('/ebook/organic-chemistry', mockEnvironment, { user: null });
    await resolveOperation(mockEnvironment, 'EbookDetailPageQuery', { product: productResult(EBOOK) });
    expect(await screen.findByRole('button', { name: /add to cart/i })).toBeInTheDocument();
    expect(isPending(mockEnvironment, 'ProductViewerQuery')).toBe(false);
    expect(screen.queryByTestId('purchase-pending')).not.toBeInTheDocument();
  });
});
