import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

describe('one-kind lists', () => {
  it('/content lists courses with their HSC batch, without a stock filter', async () => {
    await renderRoute('/content', mockEnvironment, { user: null });
    const operation = await resolveOperation(mockEnvironment, 'KindPageQuery', {
      products: connection([product('c1', { kind: 'CONTENT', title: 'Physics Full Course', hscBatch: 'HSC 2026' })]),
    });
    expect(operation.request.variables).toEqual({ filter: { kinds: ['CONTENT'] }, sort: 'NEWEST' });
    expect(await screen.findByRole('heading', { name: 'Courses', level: 1 })).toBeInTheDocument();
    const card = within(screen.getByRole('list', { name: 'Courses' })).getByRole('article');
    expect(within(card).getByText('HSC 2026')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'In stock only' })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Show' })).not.toBeInTheDocument();
  });

  it('/stationery filters by stock and price; a kind in the URL cannot widen the page', async () => {
    const typist = userEvent.setup();
    const { router } = await renderRoute('/stationery?kind=book', mockEnvironment, { user: null });
    const first = await resolveOperation(mockEnvironment, 'KindPageQuery', { products: connection([]) });
    expect(first.request.variables).toEqual({ filter: { kinds: ['STATIONERY'] }, sort: 'NEWEST' });
    expect(await screen.findByText(/No stationery is on sale yet/)).toBeInTheDocument();
    await typist.click(screen.getByRole('checkbox', { name: 'In stock only' }));
    expect(router.state.location.search).toBe('?stock=1');
    const next = await resolveOperation(mockEnvironment, 'KindPageQuery', { products: connection([product('s1', { kind: 'STATIONERY', title: 'Geometry Box' })]) });
    expect(next.request.variables).toEqual({ filter: { kinds: ['STATIONERY'], inStock: true }, sort: 'NEWEST' });
    expect(await screen.findByRole('link', { name: 'Geometry Box' })).toBeInTheDocument();
  });

  it('/ebook: the empty state of a filtered list says how to widen it', async () => {
    await renderRoute('/ebook?min=5000', mockEnvironment, { user: null });
    const operation = await resolveOperation(mockEnvironment, 'KindPageQuery', { products: connection([]) });
    expect(operation.request.variables).toEqual({ filter: { kinds: ['EBOOK'], minPrice: 500000 }, sort: 'NEWEST' });
    expect(await screen.findByText(/Nothing matches these filters/)).toBeInTheDocument();
    expect(document.title).toBe('Ebooks | Pathagar');
  });

  it('speaks Bangla: heading, intro, trail, card badges and the empty state', async () => {
    await inLanguage('bn', async () => {
      await renderRoute('/ebook', mockEnvironment, { user: null });
      await resolveOperation(mockEnvironment, 'KindPageQuery', { products: connection([product('e1', { kind: 'EBOOK', title: 'Physics Ebook', price: 12000 })]) });
      expect(await screen.findByRole('heading', { name: 'ই-বুক', level: 1 })).toBeInTheDocument();
      expect(screen.getByText(/কেনার সাথে সাথে ফোনে বা কম্পিউটারে পড়ুন/)).toBeInTheDocument();
      expect(within(screen.getByRole('navigation', { name: 'পাতার পথ' })).getByRole('link', { name: 'প্রথম পাতা' })).toBeInTheDocument();
      const card = within(screen.getByRole('list', { name: 'ই-বুক' })).getByRole('article');
      expect(within(card).getByText('৳১২০')).toBeInTheDocument();
      expect(within(card).getByText('সাথে সাথে অ্যাক্সেস')).toBeInTheDocument();
      expect(screen.getByText('১টি পণ্য')).toBeInTheDocument();
      expect(document.title).toBe('ই-বুক | Pathagar');
    });
  });

  it('says an empty course list in Bangla', async () => {
    await inLanguage('bn', async () => {
      await renderRoute('/content', mockEnvironment, { user: null });
      await resolveOperation(mockEnvironment, 'KindPageQuery', { products: connection([]) });
      expect(await screen.findByText('এখনো কোনো কোর্স চালু হয়নি।')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'বই দেখুন' })).toHaveAttribute('href', '/');
    });
  });
});
