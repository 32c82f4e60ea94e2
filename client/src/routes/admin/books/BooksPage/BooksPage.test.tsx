import { act, screen, within } from '@testing-library/react';
import { connection, productRow, SECTIONS, validationError } from '../../../../features/catalog-admin/test-support.ts';
import { isPending, resolveOperation, waitForOperation } from '../../../../../test/relay-operations.ts';
import { renderRoute } from '../../../../../test/render-route.tsx';
import { openRoute } from '../../../../../test/admin-route.ts';
import { mockEnvironment } from '../../../../../test/mock-relay-environment.ts';

jest.mock('../../../../relay/environment.ts', () => jest.requireActual('../../../../../test/mock-relay-environment.ts'));

const ALL_BOOKS = { kinds: ['BOOK'], search: null, published: null, section: null, lowStock: null };

async function openBooks(path = '/admin/books', books = [productRow(1), productRow(2, { published: false, stock: 3 })], options = {}) {
  return openRoute(mockEnvironment, path, {
    query: 'ProductListPageQuery',
    data: { sections: SECTIONS, adminProducts: connection(books, options) },
    heading: 'Books',
  });
}

const rowOf = (title: string) => screen.getByRole('link', { name: title }).closest('tr')!;

describe('the book list', () => {
  it('lists every book (unpublished too) with price, stock, status and edit links', async () => {
    const { query } = await openBooks();
    expect(query.request.variables).toEqual({ filter: ALL_BOOKS, sort: 'NEWEST' });
    expect(document.title).toBe('Books | Pathagar');
    expect(screen.getByText('Showing 2 of 2 books')).toBeInTheDocument();
    const second = within(rowOf('Book 2'));
    expect(second.getByText('Unpublished')).toBeInTheDocument();
    expect(second.getByText('Low')).toBeInTheDocument();
    expect(second.getByRole('link', { name: 'Edit Book 2' })).toHaveAttribute('href', '/admin/books/00000000-0000-4000-8000-000000000002');
    expect(second.queryByRole('link', { name: /View Book 2/ })).not.toBeInTheDocument();
    expect(within(rowOf('Book 1')).getByRole('link', { name: 'View Book 1 in the shop' })).toHaveAttribute('href', '/book/book-1');
    expect(screen.getByRole('link', { name: 'New book' })).toHaveAttribute('href', '/admin/books/create');
  });

  it('opens with the search, filters and sort of its address', async () => {
    const { query } = await openBooks('/admin/books?q=physics&status=unpublished&section=cycle&stock=low&sort=price-low-high');
    expect(query.request.variables).toEqual({
      filter: { kinds: ['BOOK'], search: 'physics', published: false, section: 'cycle', lowStock: true },
      sort: 'PRICE_LOW_HIGH',
    });
    expect(screen.getByRole('searchbox', { name: 'Search books' })).toHaveValue('physics');
    expect(screen.getByLabelText('Status')).toHaveValue('unpublished');
    expect(screen.getByLabelText('Section')).toHaveValue('cycle');
    expect(screen.getByLabelText('Sort by')).toHaveValue('PRICE_LOW_HIGH');
    expect(screen.getByRole('checkbox', { name: 'Low stock only (5 or fewer)' })).toBeChecked();
  });

  it('searches once typing pauses, keeping the search in the address', async () => {
    const { user, router } = await openBooks();
    await user.type(screen.getByRole('searchbox', { name: 'Search books' }), ' physics ');
    expect(isPending(mockEnvironment, 'ProductAdminTablePaginationQuery')).toBe(false);
    const refetch = await resolveOperation(mockEnvironment, 'ProductAdminTablePaginationQuery', {
      adminProducts: connection([productRow(7, { title: 'Physics 1st Paper' })]),
    });
    expect(refetch.request.variables).toEqual({ count: 20, cursor: null, filter: { ...ALL_BOOKS, search: 'physics' }, sort: 'NEWEST' });
    expect(await screen.findByRole('link', { name: 'Physics 1st Paper' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Book 1' })).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('?q=physics');
    // The page's own query is not sent again: only the list is refetched.
    expect(isPending(mockEnvironment, 'ProductListPageQuery')).toBe(false);
  });

  it('filters by status, section and low stock and sorts, each time fetching the list again', async () => {
    const { user, router } = await openBooks();
    const next = async () => (await resolveOperation(mockEnvironment, 'ProductAdminTablePaginationQuery', { adminProducts: connection([productRow(3)]) })).request.variables;

    await user.selectOptions(screen.getByLabelText('Status'), 'published');
    expect(await next()).toMatchObject({ filter: { ...ALL_BOOKS, published: true } });
    await user.selectOptions(screen.getByLabelText('Section'), 'cycle');
    expect(await next()).toMatchObject({ filter: { ...ALL_BOOKS, published: true, section: 'cycle' } });
    await user.click(screen.getByRole('checkbox', { name: 'Low stock only (5 or fewer)' }));
    expect(await next()).toMatchObject({ filter: { ...ALL_BOOKS, published: true, section: 'cycle', lowStock: true } });
    await user.selectOptions(screen.getByLabelText('Sort by'), 'POPULAR');
    expect(await next()).toMatchObject({ sort: 'POPULAR' });
    expect(router.state.location.search).toBe('?status=published&section=cycle&stock=low&sort=popular');
  });

  it('says so when nothing matches, and clears the filters', async () => {
    const { user, router } = await openBooks('/admin/books?q=zzz', []);
    expect(screen.getByText(/No books match these filters/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    const refetch = await resolveOperation(mockEnvironment, 'ProductAdminTablePaginationQuery', { adminProducts: connection([productRow(1)]) });
    expect(refetch.request.variables).toMatchObject({ filter: ALL_BOOKS });
    expect(router.state.location.search).toBe('');
    expect(await screen.findByRole('link', { name: 'Book 1' })).toBeInTheDocument();
  });

  it('invites adding the first book when there are none', async () => {
    await openBooks('/admin/books', []);
    expect(screen.getByText(/No books yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add the first book' })).toHaveAttribute('href', '/admin/books/create');
  });

  it('"Load more" asks for the next page after the last cursor', async () => {
    const { user } = await openBooks('/admin/books', [productRow(1), productRow(2)], { hasNextPage: true, totalCount: 3 });
    expect(screen.getByText('Showing 2 of 3 books')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    const page = await resolveOperation(mockEnvironment, 'ProductAdminTablePaginationQuery', {
      adminProducts: connection([productRow(3)], { totalCount: 3 }),
    });
    expect(page.request.variables).toEqual({ count: 20, cursor: `cursor-${productRow(2).id}`, filter: ALL_BOOKS, sort: 'NEWEST' });
    expect(await screen.findByRole('link', { name: 'Book 3' })).toBeInTheDocument();
    expect(screen.getByText('Showing 3 of 3 books')).toBeInTheDocument();
  });
});

describe('bulk publishing', () => {
  it('publishes the selected books after a confirmation that says how many', async () => {
    const { user } = await openBooks('/admin/books', [productRow(1, { published: false }), productRow(2, { published: false }), productRow(3)]);
    await user.click(screen.getByRole('checkbox', { name: 'Select Book 1' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Book 2' }));
    const bar = within(screen.getByRole('region', { name: 'Bulk actions' }));
    expect(bar.getByText('2 books selected')).toBeInTheDocument();

    await user.click(bar.getByRole('button', { name: 'Publish' }));
    expect(bar.getByText('Publish 2 books? They will show in the shop at once.')).toBeInTheDocument();
    expect(isPending(mockEnvironment, 'BulkPublishBarSetProductsPublishedMutation')).toBe(false);
    await user.click(bar.getByRole('button', { name: 'Publish 2 books' }));

    const ids = [productRow(1).id, productRow(2).id];
    const mutation = await resolveOperation(mockEnvironment, 'BulkPublishBarSetProductsPublishedMutation', {
      setProductsPublished: {
        __typename: 'SetProductsPublishedPayload',
        products: ids.map((id) => ({ __typename: 'Book', id, published: true, updatedAt: '2026-11-21T10:00:00.000Z' })),
      },
    });
    expect(mutation.request.variables).toEqual({ input: { ids, published: true } });
    expect(await screen.findByText('Published 2 books')).toBeInTheDocument();
    expect(within(rowOf('Book 1')).getByText('Published')).toBeInTheDocument();
    expect(within(rowOf('Book 2')).getByText('Published')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Bulk actions' })).not.toBeInTheDocument();
  });

  it('selects the whole page at once, and Cancel leaves everything as it was', async () => {
    const { user } = await openBooks();
    await user.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    const bar = within(screen.getByRole('region', { name: 'Bulk actions' }));
    expect(bar.getByText('2 books selected')).toBeInTheDocument();
    await user.click(bar.getByRole('button', { name: 'Unpublish' }));
    expect(bar.getByText('Unpublish 2 books? They will disappear from the shop.')).toBeInTheDocument();
    await user.click(bar.getByRole('button', { name: 'Cancel' }));
    expect(bar.getByRole('button', { name: 'Unpublish' })).toBeInTheDocument();
    expect(mockEnvironment.mock.getAllOperations()).toHaveLength(0);
  });

  it('shows why the server refused, and keeps the selection', async () => {
    const { user } = await openBooks();
    await user.click(screen.getByRole('checkbox', { name: 'Select Book 2' }));
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await user.click(screen.getByRole('button', { name: 'Publish 1 book' }));
    await resolveOperation(mockEnvironment, 'BulkPublishBarSetProductsPublishedMutation', {
      setProductsPublished: validationError('Book 2 has no price', { ids: 'Book 2 has no price' }),
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not publish 1 book');
    expect(alert).toHaveTextContent('Book 2 has no price');
    expect(screen.getByRole('checkbox', { name: 'Select Book 2' })).toBeChecked();
    expect(within(rowOf('Book 2')).getByText('Unpublished')).toBeInTheDocument();
  });
});

describe('failures', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('shows the 403 view when the server refuses the list', async () => {
    await renderRoute('/admin/books', mockEnvironment);
    const operation = await waitForOperation(mockEnvironment, 'ProductListPageQuery');
    act(() =>
      mockEnvironment.mock.resolve(operation, {
        data: null,
        errors: [{ message: 'You do not have permission to do this.', extensions: { code: 'FORBIDDEN' } }],
      } as never),
    );
    expect(await screen.findByRole('heading', { name: 'Forbidden' })).toBeInTheDocument();
  });
});
