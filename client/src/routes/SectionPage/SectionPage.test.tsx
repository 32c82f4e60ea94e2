import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMockEnvironment } from 'relay-test-utils';
import type { RelayMockEnvironment } from 'relay-test-utils/lib/RelayModernMockEnvironment';
import { connection, product } from '../../../test/catalog-data.ts';
import { isPending, resolveOperation, waitForOperation } from '../../../test/relay-operations.ts';
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

const ACADEMIC = {
  __typename: 'QuerySectionSuccess',
  data: {
    __typename: 'Section',
    id: 'sec-academic',
    name: 'Academic',
    description: 'Textbooks, guides and test papers for SSC and HSC students.',
    parent: null,
    children: { edges: [{ node: { __typename: 'Section', id: 'sec-cycle', name: 'Cycle', path: '/academic/cycle' } }] },
  },
};

const BOOKS = [
  product('p1', { title: 'Physics 1st Paper', price: 45000 }),
  product('p2', { title: 'Chemistry 2nd Paper', kind: 'EBOOK', price: 20000 }),
  product('p3', { title: 'Higher Math Bundle', kind: 'BUNDLE', price: 150000, compareAtPrice: 180000 }),
];

async function openAcademic(path = '/academic', products = connection(BOOKS, { hasNextPage: true, totalCount: 1234 })) {
  const view = await renderRoute(path, mockEnvironment, { user: null });
  const operation = await resolveOperation(mockEnvironment, 'SectionPageQuery', { section: ACADEMIC, products });
  await screen.findByRole('heading', { name: 'Academic', level: 1 });
  return { ...view, operation };
}

function list() {
  return screen.getByRole('list', { name: 'Academic products' });
}

describe('a section page', () => {
  it('lists the section’s products (sub-sections included) newest first, with the count', async () => {
    const { operation } = await openAcademic();
    expect(operation.request.variables).toEqual({ slug: 'academic', filter: { section: 'academic' }, sort: 'NEWEST' });
    expect(document.title).toBe('Academic | Pathagar');
    expect(screen.getByText('1,234 items')).toBeInTheDocument();
    expect(within(list()).getAllByRole('article').map((card) => card.getAttribute('aria-labelledby') && card.querySelector('h3')?.textContent)).toEqual([
      'Physics 1st Paper',
      'Chemistry 2nd Paper',
      'Higher Math Bundle',
    ]);
    expect(screen.getByRole('link', { name: 'Cycle' })).toHaveAttribute('href', '/academic/cycle');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('NEWEST');
    for (const name of ['Books', 'Ebooks', 'Bundles', 'Courses']) expect(screen.getByRole('checkbox', { name })).not.toBeChecked();
    expect(screen.queryByRole('checkbox', { name: 'Stationery' })).not.toBeInTheDocument();
  });

  it('"Load more" asks for the next page after the last cursor with the same filter and appends it', async () => {
    const typist = userEvent.setup();
    await openAcademic();
    await typist.click(screen.getByRole('button', { name: 'Load more' }));
    expect(screen.getByRole('button', { name: 'Loading…' })).toBeDisabled();
    const next = await resolveOperation(mockEnvironment, 'ProductListPaginationQuery', {
      products: connection([product('p4', { title: 'Biology 1st Paper' })], { totalCount: 1234 }),
    });
    expect(next.request.variables).toEqual({ count: 24, cursor: 'cursor-p3', filter: { section: 'academic' }, sort: 'NEWEST' });
    expect(await within(list()).findByRole('link', { name: 'Biology 1st Paper' })).toBeInTheDocument();
    expect(within(list()).getAllByRole('article')).toHaveLength(4);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('sorting writes the URL and reloads the list with the new sort, the heading staying in place', async () => {
    const typist = userEvent.setup();
    const { router } = await openAcademic();
    await typist.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Price: low to high');
    expect(router.state.location.search).toBe('?sort=price-asc');
    const operation = await waitForOperation(mockEnvironment, 'SectionPageQuery');
    expect(operation.request.variables).toEqual({ slug: 'academic', filter: { section: 'academic' }, sort: 'PRICE_LOW_HIGH' });
    // While it loads: the heading and filters stay, the list is a skeleton.
    expect(await screen.findByText('Loading products…')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Academic', level: 1 })).toBeInTheDocument();
    await act(async () => mockEnvironment.mock.resolve(operation, { data: { section: ACADEMIC, products: connection([BOOKS[1]!, BOOKS[0]!]) } }));
    expect(await screen.findByText('2 items')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('PRICE_LOW_HIGH');
  });

  it('keeps a price range applied while the list still loads when “In stock only” is ticked at once', async () => {
    const typist = userEvent.setup();
    const { router } = await openAcademic();
    await typist.type(screen.getByRole('textbox', { name: 'Minimum price in Taka' }), '100');
    await typist.click(screen.getByRole('button', { name: 'Apply' }));
    expect(router.state.location.search).toBe('?min=100');
    // The list for ?min=100 has not come yet: the page may still be the one before; the tick builds on ?min=100.
    await typist.click(screen.getByRole('checkbox', { name: 'In stock only' }));
    expect(router.state.location.search).toBe('?min=100&stock=1');
    await typist.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'PRICE_LOW_HIGH');
    expect(router.state.location.search).toBe('?sort=price-asc&min=100&stock=1');
  });

  it('kind, price range and stock filters go into the URL and the query variables (prices in poisha)', async () => {
    const typist = userEvent.setup();
    const { router } = await openAcademic();

    await typist.click(screen.getByRole('checkbox', { name: 'Ebooks' }));
    expect(router.state.location.search).toBe('?kind=ebook');
    let operation = await resolveOperation(mockEnvironment, 'SectionPageQuery', { section: ACADEMIC, products: connection([BOOKS[1]!]) });
    expect(operation.request.variables.filter).toEqual({ section: 'academic', kinds: ['EBOOK'] });
    expect(await screen.findByText('1 item')).toBeInTheDocument();

    await typist.type(screen.getByRole('textbox', { name: 'Minimum price in Taka' }), '100');
    await typist.type(screen.getByRole('textbox', { name: 'Maximum price in Taka' }), '500');
    await typist.click(screen.getByRole('button', { name: 'Apply' }));
    expect(router.state.location.search).toBe('?kind=ebook&min=100&max=500');
    operation = await resolveOperation(mockEnvironment, 'SectionPageQuery', { section: ACADEMIC, products: connection([BOOKS[1]!]) });
    expect(operation.request.variables.filter).toEqual({ section: 'academic', kinds: ['EBOOK'], minPrice: 10000, maxPrice: 50000 });

    await typist.click(await screen.findByRole('checkbox', { name: 'In stock only' }));
    expect(router.state.location.search).toBe('?kind=ebook&min=100&max=500&stock=1');
    operation = await resolveOperation(mockEnvironment, 'SectionPageQuery', { section: ACADEMIC, products: connection([]) });
    expect(operation.request.variables).toEqual({
      slug: 'academic',
      filter: { section: 'academic', kinds: ['EBOOK'], minPrice: 10000, maxPrice: 50000, inStock: true },
      sort: 'NEWEST',
    });
    expect(await screen.findByRole('heading', { name: 'Nothing in Academic matches these filters' })).toBeInTheDocument();
    // The empty state's next step: the same list without the filters.
    for (const link of screen.getAllByRole('link', { name: 'Clear filters' })) expect(link).toHaveAttribute('href', '/academic');

    // Back undoes the last filter; the list it showed is still in the store.
    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('?kind=ebook&min=100&max=500');
    expect(await screen.findByRole('checkbox', { name: 'In stock only' })).not.toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Minimum price in Taka' })).toHaveValue('100');
    expect(await screen.findByText('1 item')).toBeInTheDocument();

    await typist.click(screen.getByRole('link', { name: 'Clear filters' }));
    expect(router.state.location.search).toBe('');
  });

  it('refuses a price range whose minimum is above its maximum', async () => {
    const typist = userEvent.setup();
    const { router } = await openAcademic();
    await typist.type(screen.getByRole('textbox', { name: 'Minimum price in Taka' }), '900');
    await typist.type(screen.getByRole('textbox', { name: 'Maximum price in Taka' }), '100');
    await typist.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The minimum price is more than the maximum.');
    expect(router.state.location.search).toBe('');
    expect(isPending(mockEnvironment, 'SectionPageQuery')).toBe(false);
  });

  it('reads the filters of a URL it is opened with', async () => {
    const { operation } = await openAcademic('/academic?sort=popular&kind=book&kind=bundle&max=300', connection([]));
    expect(operation.request.variables).toEqual({
      slug: 'academic',
      filter: { section: 'academic', kinds: ['BOOK', 'BUNDLE'], maxPrice: 30000 },
      sort: 'POPULAR',
    });
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('POPULAR');
    expect(screen.getByRole('checkbox', { name: 'Books' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Bundles' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Ebooks' })).not.toBeChecked();
  });

  it('says so when the section has nothing yet', async () => {
    await openAcademic('/academic', connection([]));
    expect(screen.queryByText('0 items')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'There is nothing in Academic yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse other sections' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('list', { name: 'Academic products' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('shows the 404 view when the server knows no such section', async () => {
    await renderRoute('/medical', mockEnvironment, { user: null });
    const operation = await resolveOperation(mockEnvironment, 'SectionPageQuery', {
      section: { __typename: 'NotFoundError', message: 'No such section' },
      products: connection([]),
    });
    expect(operation.request.variables.slug).toBe('medical');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(document.title).toBe('Page Not Found | Pathagar');
  });

  it('speaks Bangla: trail, filters, sort, count in Bangla digits, cards and the empty state', async () => {
    const typist = userEvent.setup();
    await inLanguage('bn', async () => {
      await renderRoute('/academic?min=100', mockEnvironment, { user: null });
      await resolveOperation(mockEnvironment, 'SectionPageQuery', { section: ACADEMIC, products: connection(BOOKS, { hasNextPage: true, totalCount: 1234 }) });
      await screen.findByRole('heading', { name: 'Academic', level: 1 });
      expect(within(screen.getByRole('navigation', { name: 'পাতার পথ' })).getByRole('link', { name: 'প্রথম পাতা' })).toHaveAttribute('href', '/');
      expect(screen.getByRole('navigation', { name: 'Academic-এর উপবিভাগ' })).toBeInTheDocument();
      expect(screen.getByText('১,২৩৪টি পণ্য')).toBeInTheDocument();
      const sort = screen.getByRole('combobox', { name: 'সাজান' });
      expect(within(sort).getAllByRole('option').map((option) => option.textContent)).toEqual(['নতুন আগে', 'দাম: কম থেকে বেশি', 'দাম: বেশি থেকে কম', 'জনপ্রিয়']);
      for (const name of ['বই', 'ই-বুক', 'বান্ডেল', 'কোর্স']) expect(screen.getByRole('checkbox', { name })).not.toBeChecked();
      expect(screen.getByRole('button', { name: 'ফিল্টার (১)' })).toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: 'সর্বনিম্ন দাম, টাকায়' })).toHaveValue('100');
      const cards = within(screen.getByRole('list', { name: 'Academic-এর পণ্য' }));
      expect(cards.getByText('৳৪৫০')).toBeInTheDocument();
      expect(cards.getAllByText('সাথে সাথে অ্যাক্সেস')).toHaveLength(1);
      expect(screen.getByRole('button', { name: 'আরও দেখুন' })).toBeInTheDocument();
      // A Bangla keyboard's digits are read as prices; a wrong range is said in Bangla.
      await typist.clear(screen.getByRole('textbox', { name: 'সর্বনিম্ন দাম, টাকায়' }));
      await typist.type(screen.getByRole('textbox', { name: 'সর্বনিম্ন দাম, টাকায়' }), '৫০০');
      await typist.type(screen.getByRole('textbox', { name: 'সর্বোচ্চ দাম, টাকায়' }), '২০০');
      await typist.click(screen.getByRole('button', { name: 'প্রয়োগ করুন' }));
      expect(screen.getByRole('alert')).toHaveTextContent('সর্বনিম্ন দাম সর্বোচ্চ দামের চেয়ে বেশি।');
    });
  });

  it('says an empty filtered section in Bangla', async () => {
    await inLanguage('bn', async () => {
      await renderRoute('/academic?stock=1', mockEnvironment, { user: null });
      await resolveOperation(mockEnvironment, 'SectionPageQuery', { section: ACADEMIC, products: connection([]) });
      expect(await screen.findByRole('heading', { name: 'এই ফিল্টারে Academic-এ কিছু মেলেনি' })).toBeInTheDocument();
      expect(screen.getAllByRole('link', { name: 'ফিল্টার মুছুন' }).length).toBeGreaterThan(0);
      expect(screen.getByText('দামের সীমা বাড়িয়ে দেখুন, অথবা ফিল্টার মুছে দিন।')).toBeInTheDocument();
    });
  });
});
