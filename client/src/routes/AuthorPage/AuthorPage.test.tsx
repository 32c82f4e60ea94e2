import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMockEnvironment } from 'relay-test-utils';
import type { RelayMockEnvironment } from 'relay-test-utils/lib/RelayModernMockEnvironment';
import { resolveOperation } from '../../../test/relay-operations.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { inLanguage } from '../../../test/languages.ts';
import { customer } from '../../../test/session.ts';
import { money } from '../../features/catalog/product-detail-test-support.ts';

let mockEnvironment: RelayMockEnvironment;
jest.mock('../../relay/environment.ts', () => ({
  get relayEnvironment() {
    return mockEnvironment;
  },
}));

beforeEach(() => {
  mockEnvironment = createMockEnvironment();
});

function card(n: number, title: string) {
  return {
    __typename: 'Book',
    __isProduct: 'Book',
    id: `book-${n}`,
    kind: 'BOOK',
    title,
    path: `/book/book-${n}`,
    inStock: true,
    digital: false,
    cover: null,
    authors: [{ __typename: 'Author', id: 'author-1', name: 'Humayun Ahmed' }],
    price: money(200 + n),
    compareAtPrice: null,
    rating: { average: null, count: 0 },
  };
}

function products(cards: ReturnType<typeof card>[], totalCount = cards.length, hasNextPage = false) {
  return {
    totalCount,
    edges: cards.map((node) => ({ cursor: `cursor-${node.id}`, node })),
    pageInfo: { endCursor: cards.length ? `cursor-${cards.at(-1)!.id}` : null, hasNextPage },
  };
}

function authorResult(overrides: Record<string, unknown> = {}, list = products([card(1, 'Himu'), card(2, 'Misir Ali')], 3, true)) {
  return {
    __typename: 'QueryAuthorSuccess',
    data: {
      __typename: 'Author',
      id: 'author-1',
      name: 'Humayun Ahmed',
      bio: 'Novelist and playwright.\n\nWrote more than 200 books.',
      productCount: 3,
      photo: { url: '/files/authors/humayun.png', alt: 'Humayun Ahmed smiling' },
      products: list,
      ...overrides,
    },
  };
}

describe('the author page', () => {
  it("shows the author's photo, bio and products, newest first, and loads more", async () => {
    const typist = userEvent.setup();
    await renderRoute('/author/humayun-ahmed', mockEnvironment, { user: customer() });
    const operation = await resolveOperation(mockEnvironment, 'AuthorPageQuery', { author: authorResult() });
    expect(operation.request.variables).toEqual({ slug: 'humayun-ahmed', sort: 'NEWEST' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Humayun Ahmed' })).toBeInTheDocument();
    expect(document.title).toBe('Humayun Ahmed | Pathagar');
    expect(screen.getByRole('img', { name: 'Humayun Ahmed smiling' })).toHaveAttribute('src', '/files/authors/humayun.png');
    expect(screen.getByText('Novelist and playwright.')).toBeInTheDocument();
    expect(screen.getByText('Wrote more than 200 books.')).toBeInTheDocument();
    expect(screen.getByText('3 titles in the shop')).toBeInTheDocument();
    const list = within(screen.getByRole('list', { name: 'Products by Humayun Ahmed' }));
    expect(list.getByRole('link', { name: 'Himu' })).toHaveAttribute('href', '/book/book-1');
    expect(list.getByRole('link', { name: 'Misir Ali' })).toBeInTheDocument();

    await typist.click(screen.getByRole('button', { name: 'Load more' }));
    const more = await resolveOperation(mockEnvironment, 'AuthorProductsPaginationQuery', {
      node: { __typename: 'Author', id: 'author-1', name: 'Humayun Ahmed', products: products([card(3, 'Nondito Noroke')], 3) },
    });
    expect(more.request.variables).toEqual({ count: 24, cursor: 'cursor-book-2', sort: 'NEWEST', id: 'author-1' });
    expect(await list.findByRole('link', { name: 'Nondito Noroke' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('sorts the products by the chosen order, kept in the URL', async () => {
    const typist = userEvent.setup();
    const { router } = await renderRoute('/author/humayun-ahmed', mockEnvironment, { user: customer() });
    await resolveOperation(mockEnvironment, 'AuthorPageQuery', { author: authorResult() });
    await screen.findByRole('heading', { level: 1, name: 'Humayun Ahmed' });
    await typist.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Price: low to high');
    const sorted = await resolveOperation(mockEnvironment, 'AuthorPageQuery', {
      author: authorResult({}, products([card(2, 'Misir Ali'), card(1, 'Himu')], 3, true)),
    });
    expect(sorted.request.variables).toEqual({ slug: 'humayun-ahmed', sort: 'PRICE_LOW_HIGH' });
    expect(router.state.location.search).toBe('?sort=price-asc');
    const list = within(await screen.findByRole('list', { name: 'Products by Humayun Ahmed' }));
    expect(list.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Misir Ali', 'Himu']);
    expect(screen.getByRole('heading', { level: 1, name: 'Humayun Ahmed' })).toBeInTheDocument();
  });

  it('says so when nothing by the author is on sale', async () => {
    await renderRoute('/author/new-author', mockEnvironment, { user: customer() });
    await resolveOperation(mockEnvironment, 'AuthorPageQuery', {
      author: authorResult({ name: 'New Author', bio: '', photo: null, productCount: 0 }, products([])),
    });
    expect(await screen.findByText(/Nothing by New Author is on sale right now/)).toBeInTheDocument();
  });

  it('shows the 404 view when there is no such author', async () => {
    await renderRoute('/author/nobody', mockEnvironment, { user: customer() });
    await resolveOperation(mockEnvironment, 'AuthorPageQuery', { author: { __typename: 'NotFoundError' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
  });

  it('speaks Bangla: kicker, counts in Bangla digits, sort and the list', async () => {
    await inLanguage('bn', async () => {
      await renderRoute('/author/humayun-ahmed', mockEnvironment, { user: null });
      await resolveOperation(mockEnvironment, 'AuthorPageQuery', { author: authorResult() });
      expect(await screen.findByRole('heading', { level: 1, name: 'Humayun Ahmed' })).toBeInTheDocument();
      expect(screen.getByText('লেখক')).toBeInTheDocument();
      expect(screen.getByText('দোকানে ৩টি বই ও পণ্য')).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Humayun Ahmed-এর বই ও অন্যান্য' })).toBeInTheDocument();
      expect(screen.getByRole('combobox', { name: 'সাজান' })).toBeInTheDocument();
      const list = within(screen.getByRole('list', { name: 'Humayun Ahmed-এর পণ্য' }));
      expect(list.getByText('৳২০১')).toBeInTheDocument();
      expect(screen.getByText('৩টি পণ্য')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'আরও দেখুন' })).toBeInTheDocument();
    });
  });
});
