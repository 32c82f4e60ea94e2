import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMockEnvironment } from 'relay-test-utils';
import type { RelayMockEnvironment } from 'relay-test-utils/lib/RelayModernMockEnvironment';
import { connection, product } from '../../../test/catalog-data.ts';
import { resolveOperation } from '../../../test/relay-operations.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { activateLanguage, inLanguage } from '../../../test/languages.ts';

let mockEnvironment: RelayMockEnvironment;
jest.mock('../../relay/environment.ts', () => ({
  get relayEnvironment() {
    return mockEnvironment;
  },
}));

beforeEach(() => {
  mockEnvironment = createMockEnvironment();
});

function search(nodes: Record<string, unknown>[], options?: { hasNextPage?: boolean; totalCount?: number }) {
  return { search: { ...connection(nodes, options), correctedQuery: null, closeMatches: false } };
}

describe('/search', () => {
  it('shows the ranked results of ?q= with their count, in the server’s order', async () => {
    await renderRoute('/search?q=physics%201st', mockEnvironment, { user: null });
    const operation = await resolveOperation(
      mockEnvironment,
      'SearchPageQuery',
      search([product('p1', { title: 'Physics 1st Paper' }), product('p2', { title: 'Physics 1st Paper Ebook', kind: 'EBOOK' })], { totalCount: 2 }),
    );
    expect(operation.request.variables).toEqual({ query: 'physics 1st', kinds: null, asTyped: false });
    expect(await screen.findByRole('heading', { name: 'Results for “physics 1st”', level: 1 })).toBeInTheDocument();
    expect(document.title).toBe('Search: physics 1st | Pathagar');
    const results = screen.getByRole('list', { name: 'Search results' });
    expect(within(results).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Physics 1st Paper', 'Physics 1st Paper Ebook']);
    expect(screen.getByText('2 items')).toBeInTheDocument();
    // One box: the header's, holding the query (a plain search box until its combobox has loaded).
    expect(screen.getAllByRole('searchbox')).toEqual([screen.getByLabelText('Search the shop')]);
    expect(screen.getByLabelText('Search the shop')).toHaveValue('physics 1st');
    expect(screen.queryByText(/Showing results for/)).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Sort by' })).not.toBeInTheDocument();
  });

  it('narrows by kind through the URL and pages with "Load more"', async () => {
    const typist = userEvent.setup();
    const { router } = await renderRoute('/search?q=math', mockEnvironment, { user: null });
    await resolveOperation(mockEnvironment, 'SearchPageQuery', search([product('p1', { title: 'Higher Math' })], { hasNextPage: true, totalCount: 30 }));
    await typist.click(await screen.findByRole('checkbox', { name: 'Ebooks' }));
    expect(router.state.location.search).toBe('?q=math&kind=ebook');
    const narrowed = await resolveOperation(
      mockEnvironment,
      'SearchPageQuery',
      search([product('e1', { title: 'Higher Math Ebook', kind: 'EBOOK' })], { hasNextPage: true, totalCount: 25 }),
    );
    expect(narrowed.request.variables).toEqual({ query: 'math', kinds: ['EBOOK'], asTyped: false });
    expect(await screen.findByText('25 items')).toBeInTheDocument();

    await typist.click(screen.getByRole('button', { name: 'Load more' }));
    const more = await resolveOperation(
      mockEnvironment,
      'SearchResultsPaginationQuery',
      search([product('e2', { title: 'Higher Math Ebook 2', kind: 'EBOOK' })], { totalCount: 25 }),
    );
    expect(more.request.variables).toEqual({ count: 24, cursor: 'cursor-e1', query: 'math', kinds: ['EBOOK'], asTyped: false });
    expect(await screen.findByRole('link', { name: 'Higher Math Ebook 2' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Higher Math Ebook' })).toBeInTheDocument();
  });

  it('says what misspelt words were corrected to, and links to the words as typed', async () => {
    const typist = userEvent.setup();
    const { router } = await renderRoute('/search?q=phisics', mockEnvironment, { user: null });
    await resolveOperation(mockEnvironment, 'SearchPageQuery', {
      search: { ...connection([product('p1', { title: 'Physics 1st Paper' })], { totalCount: 1 }), correctedQuery: 'physics', closeMatches: false },
    });
    const note = (await screen.findByText(/Showing results for/)).closest('p')!;
    expect(note).toHaveTextContent('Showing results for physics. Search for “phisics” as typed');
    await typist.click(within(note).getByRole('link', { name: 'Search for “phisics” as typed' }));
    expect(router.state.location.search).toBe('?q=phisics&exact=1');
    const exact = await resolveOperation(mockEnvironment, 'SearchPageQuery', { search: { ...connection([]), correctedQuery: null, closeMatches: false } });
    expect(exact.request.variables).toEqual({ query: 'phisics', kinds: null, asTyped: true });
    expect(await screen.findByText(/Nothing matches “phisics”/)).toBeInTheDocument();
    expect(screen.queryByText(/Showing results for/)).not.toBeInTheDocument();
  });

  it('says "No exact match; showing close results" when no product holds every word (issue 33)', async () => {
    await renderRoute('/search?q=chemistry%202nd%20paper%20zebra', mockEnvironment, { user: null });
    await resolveOperation(mockEnvironment, 'SearchPageQuery', {
      search: { ...connection([product('c2', { title: 'Chemistry 2nd Paper Guide' })], { totalCount: 1 }), correctedQuery: null, closeMatches: true },
    });
    expect(await screen.findByRole('status')).toHaveTextContent('No exact match; showing close results.');
    expect(screen.getByRole('link', { name: 'Chemistry 2nd Paper Guide' })).toBeInTheDocument();
    expect(screen.queryByText(/Nothing matches/)).not.toBeInTheDocument();
  });

  it('says both in Bangla when the shop is in Bangla (issue 35)', async () => {
    activateLanguage('bn');
    try {
      await renderRoute('/search?q=rosayon%20zebra', mockEnvironment, { user: null });
      await resolveOperation(mockEnvironment, 'SearchPageQuery', {
        search: { ...connection([product('c3', { title: 'রসায়ন ২য় পত্র' })], { totalCount: 1 }), correctedQuery: null, closeMatches: true },
      });
      expect(await screen.findByRole('status')).toHaveTextContent('হুবহু মিল নেই; কাছাকাছি ফলাফল দেখানো হচ্ছে।');
      expect(screen.getByRole('list', { name: 'খোঁজার ফলাফল' })).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 1, name: '“rosayon zebra”-এর ফলাফল' })).toBeInTheDocument();
      expect(document.title).toMatch(/^খুঁজুন: rosayon zebra/);
    } finally {
      act(() => activateLanguage('en'));
    }
  });

  it('words the no-match sentence as one, with links to the four sections, in English and with the filters', async () => {
    await renderRoute('/search?q=zzz&kind=ebook', mockEnvironment, { user: null });
    await resolveOperation(mockEnvironment, 'SearchPageQuery', search([]));
    const body = (await screen.findByText(/Check the spelling/)).closest('p')!;
    expect(body).toHaveTextContent(
      'Check the spelling, try fewer or other words (a part of the title, the author or the ISBN), or clear the filters. Or browse the Academic, Engineering, Medical and Varsity sections.',
    );
    expect(within(body).getByRole('link', { name: 'Medical' })).toHaveAttribute('href', '/medical');
  });

  it('says the no-match sentence and the correction in Bangla (issue 35)', async () => {
    await inLanguage('bn', async () => {
      await renderRoute('/search?q=zzz', mockEnvironment, { user: null });
      await resolveOperation(mockEnvironment, 'SearchPageQuery', search([]));
      const body = (await screen.findByText(/বানানটা দেখে নিন/)).closest('p')!;
      expect(body).toHaveTextContent(
        'বানানটা দেখে নিন, কম বা অন্য শব্দে খুঁজুন (শিরোনামের একটি অংশ, লেখকের নাম বা ISBN)। অথবা একাডেমিক, ইঞ্জিনিয়ারিং, মেডিকেল ও ভার্সিটি বিভাগ ঘুরে দেখুন।',
      );
      expect(within(body).getByRole('link', { name: 'ইঞ্জিনিয়ারিং' })).toHaveAttribute('href', '/engineering');
      expect(screen.getByRole('link', { name: 'দোকান ঘুরে দেখুন' })).toHaveAttribute('href', '/');
    });
  });

  it('says what the words were corrected to in Bangla (issue 35)', async () => {
    await inLanguage('bn', async () => {
      await renderRoute('/search?q=phisics', mockEnvironment, { user: null });
      await resolveOperation(mockEnvironment, 'SearchPageQuery', {
        search: { ...connection([product('p1', { title: 'Physics 1st Paper' })], { totalCount: 1 }), correctedQuery: 'physics', closeMatches: false },
      });
      const note = (await screen.findByText(/ফলাফল দেখানো হচ্ছে/)).closest('p')!;
      expect(note).toHaveTextContent('physics-এর ফলাফল দেখানো হচ্ছে। “phisics” যেভাবে লিখেছেন সেভাবেই খুঁজুন');
      expect(within(note).getByText('physics').tagName).toBe('STRONG');
      expect(within(note).getByRole('link', { name: '“phisics” যেভাবে লিখেছেন সেভাবেই খুঁজুন' })).toHaveAttribute('href', '/search?q=phisics&exact=1');
    });
  });

  it('shows no close-results notice for exact matches', async () => {
    await renderRoute('/search?q=chemistry', mockEnvironment, { user: null });
    await resolveOperation(mockEnvironment, 'SearchPageQuery', search([product('c1', { title: 'Chemistry 1st Paper' })], { totalCount: 1 }));
    expect(await screen.findByRole('link', { name: 'Chemistry 1st Paper' })).toBeInTheDocument();
    expect(screen.queryByText(/No exact match/)).not.toBeInTheDocument();
  });

  it('searches again from the header’s box, which holds the query', async () => {
    const typist = userEvent.setup();
    const { router } = await renderRoute('/search?q=math', mockEnvironment, { user: null });
    await resolveOperation(mockEnvironment, 'SearchPageQuery', search([]));
    expect(await screen.findByText(/Nothing matches “math”/)).toBeInTheDocument();
    await typist.clear(screen.getByLabelText('Search the shop'));
    // The box is used: its combobox loads and takes over, keeping the focus.
    const box = await screen.findByRole('combobox', { name: 'Search the shop' });
    expect(box).toHaveFocus();
    await typist.type(box, 'biology{Enter}');
    expect(router.state.location.search).toBe('?q=biology');
    const operation = await resolveOperation(mockEnvironment, 'SearchPageQuery', search([product('b1', { title: 'Biology' })]));
    expect(operation.request.variables).toEqual({ query: 'biology', kinds: null, asTyped: false });
    expect(await screen.findByRole('heading', { name: 'Results for “biology”' })).toBeInTheDocument();
  });

  it('asks for a search text when there is none', async () => {
    await renderRoute('/search', mockEnvironment, { user: null });
    await resolveOperation(mockEnvironment, 'SearchPageQuery', search([]));
    expect(await screen.findByText('Type a title, an author or an ISBN in the search box at the top of the page.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Search', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Sort and filter' })).not.toBeInTheDocument();
  });
});
