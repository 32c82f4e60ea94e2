import { screen } from '@testing-library/react';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { renderRoute } from '../test/render-route.tsx';
import { backOfficeRoutesOnNavigation } from './router.tsx';

const mockEnvironment = createMockEnvironment();
jest.mock('./relay/environment.ts', () => ({ relayEnvironment: mockEnvironment }));

describe('routing', () => {
  it('shows "Page not found: {path}" titled Page Not Found for an unknown path, inside the storefront', async () => {
    await renderRoute('/nope', mockEnvironment);
    expect(await screen.findByText('Page not found: /nope')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Shop sections' })).toBeInTheDocument();
    expect(document.title).toBe('Page Not Found | Pathagar');
  });

  it('answers unknown admin paths inside the admin layout', async () => {
    await renderRoute('/admin/nothing-here', mockEnvironment);
    expect(await screen.findByText('Page not found: /admin/nothing-here')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Back office' })).toBeInTheDocument();
  });

  it("fetches the back office's routes with the first back-office navigation, once, and again after a failed fetch", async () => {
    const table = [{ path: '/admin/orders', layout: 'admin' as const, guard: 'admin' as const, page: async () => ({ Component: () => <h1>Orders here</h1> }) }];
    const load = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(table);
    const patch = jest.fn();
    const onNavigation = backOfficeRoutesOnNavigation(load);
    const navigate = (path: string) => onNavigation({ path, patch, matches: [], signal: new AbortController().signal, fetcherKey: undefined });
    expect(navigate('/book/1')).toBeUndefined();
    await expect(navigate('/admin/orders')).rejects.toThrow('offline');
    await navigate('/agent');
    await navigate('/admin/orders');
    expect(load).toHaveBeenCalledTimes(2);
    expect(patch).toHaveBeenCalledTimes(1);
    expect(patch).toHaveBeenCalledWith('back-office', [expect.objectContaining({ path: '/admin/orders', handle: { guard: 'admin', title: undefined } })]);
  });

  it('renders admin screens in the admin layout and the invoice without any chrome', async () => {
    const admin = await renderRoute('/admin/books', mockEnvironment);
    const books = await waitForOperation('ProductListPageQuery');
    mockEnvironment.mock.resolve(books, MockPayloadGenerator.generate(books));
    expect(await screen.findByRole('heading', { name: 'Books' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Back office' })).toBeInTheDocument();
    admin.unmount();

    // The invoice is a document of its own (blank layout): its query answers, and no shop chrome surrounds it.
    await renderRoute('/invoice/42', mockEnvironment);
    const invoice = await waitForOperation('InvoicePageQuery');
    expect(invoice.request.variables).toEqual({ id: '42' });
    expect(document.querySelector('main.invoice-page')).not.toBeNull();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(document.title).toBe('Invoice | Pathagar');
    // Someone else's (or no) invoice is not found, still without the shop's chrome, with one main landmark.
    mockEnvironment.mock.resolve(invoice, { data: { invoice: { __typename: 'NotFoundError' } } });
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('renders a section page from its query', async () => {
    await renderRoute('/academic/cycle', mockEnvironment);
    const operation = await waitForOperation('SectionPageQuery');
    expect(operation.request.variables).toEqual({ slug: 'cycle', filter: { section: 'cycle' }, sort: 'NEWEST' });
    mockEnvironment.mock.resolve(
      operation,
      MockPayloadGenerator.generate(operation, {
        QuerySectionResult: () => ({ __typename: 'QuerySectionSuccess' }),
        Section: (_ctx, generateId) => ({ id: String(generateId()), name: 'Cycle', description: 'Cycle-wise books' }),
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Cycle', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Cycle-wise books')).toBeInTheDocument();
  });

  it('shows the 404 view when the section does not exist', async () => {
    await renderRoute('/varsity', mockEnvironment);
    const operation = await waitForOperation('SectionPageQuery');
    mockEnvironment.mock.resolve(operation, {
      data: { section: { __typename: 'NotFoundError' } },
    });
    expect(await screen.findByText('Page not found: /varsity')).toBeInTheDocument();
  });
});

describe('failures', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('shows the error view titled Internal Server Error and turns the loading bar red', async () => {
    await renderRoute('/engineering', mockEnvironment);
    const operation = await waitForOperation('SectionPageQuery');
    mockEnvironment.mock.reject(operation, new Error('503 Service Unavailable'));
    expect(await screen.findByRole('heading', { name: 'Internal Server Error' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(document.title).toBe('Internal Server Error | Pathagar');
    expect(screen.getByRole('progressbar', { hidden: true })).toHaveAttribute('data-error', 'true');
  });
});

async function waitForOperation(name: string) {
  for (let i = 0; i < 50; i += 1) {
    const operation = mockEnvironment.mock.getAllOperations().find((op) => op.request.node.params.name === name);
    if (operation) return operation;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`${name} was never sent`);
}
