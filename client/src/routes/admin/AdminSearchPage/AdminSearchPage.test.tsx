import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { gid, uuid } from '../../../features/catalog-admin/test-support.ts';
import { isPending, resolveOperation } from '../../../../test/relay-operations.ts';
import { renderRoute } from '../../../../test/render-route.tsx';
import { mockEnvironment } from '../../../../test/mock-relay-environment.ts';

jest.mock('../../../relay/environment.ts', () => jest.requireActual('../../../../test/mock-relay-environment.ts'));

const TYPES = { BOOK: 'Book', EBOOK: 'Ebook', STATIONERY: 'Stationery', BUNDLE: 'Bundle', CONTENT: 'Content' } as const;

function product(n: number, kind: keyof typeof TYPES, title: string, published = true) {
  return {
    __typename: TYPES[kind],
    __isProduct: TYPES[kind],
    id: gid(TYPES[kind], n),
    kind,
    title,
    subtitle: '',
    published,
    price: { formatted: '৳350' },
  };
}

function user(n: number, name: string, phone: string | null, email: string | null = null) {
  return { __typename: 'User', id: gid('User', n), name, phone, email, roles: ['customer'] };
}

async function openSearch(path: string) {
  const view = await renderRoute(path, mockEnvironment);
  await screen.findByRole('heading', { level: 1 });
  return { ...view, user: userEvent.setup() };
}

describe('the staff search', () => {
  it('asks for a search and sends nothing while the box is blank', async () => {
    await openSearch('/admin/search');
    expect(screen.getByRole('heading', { name: 'Search', level: 1 })).toBeInTheDocument();
    expect(screen.getByText(/Type a title, an author, an ISBN/)).toBeInTheDocument();
    expect(isPending(mockEnvironment, 'AdminSearchPageQuery')).toBe(false);
  });

  it('shows the matches grouped, products by kind linking to their edit screens and users to the users list', async () => {
    await openSearch('/admin/search?q=physics');
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    const query = await resolveOperation(mockEnvironment, 'AdminSearchPageQuery', {
      adminSearch: {
        products: [
          product(1, 'BOOK', 'Physics 1st Paper'),
          product(2, 'CONTENT', 'Physics Crash Course', false),
          product(3, 'EBOOK', 'Physics 1st Paper (ebook)'),
          product(4, 'STATIONERY', 'Physics lab notebook'),
          product(5, 'BUNDLE', 'Physics bundle'),
          product(6, 'BOOK', 'Physics 2nd Paper'),
        ],
        users: [user(1, 'Physics Club', '01711111111'), user(2, 'Rina Physics', null, 'rina@example.com')],
      },
    });
    expect(query.request.variables).toEqual({ query: 'physics' });
    expect(await screen.findByRole('heading', { name: 'Results for “physics”', level: 1 })).toBeInTheDocument();
    expect(document.title).toBe('Search: physics | Pathagar');
    expect(screen.getByText('6 products and 2 users match “physics”.')).toBeInTheDocument();

    const links = (group: string) =>
      within(screen.getByRole('list', { name: group }))
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Books',
      'Ebooks',
      'Stationery',
      'Bundles',
      'Courses',
    ]);
    expect(links('Books')).toEqual([
      ['Physics 1st Paper', `/admin/books/${uuid(1)}`],
      ['Physics 2nd Paper', `/admin/books/${uuid(6)}`],
    ]);
    expect(links('Ebooks')).toEqual([['Physics 1st Paper (ebook)', `/admin/ebook?edit=${uuid(3)}`]]);
    expect(links('Stationery')).toEqual([['Physics lab notebook', `/admin/stationary/${uuid(4)}`]]);
    expect(links('Bundles')).toEqual([['Physics bundle', `/admin/bundles/${uuid(5)}`]]);
    expect(links('Courses')).toEqual([['Physics Crash Course', `/admin/content/${uuid(2)}`]]);
    expect(within(screen.getByRole('list', { name: 'Courses' })).getByText('Unpublished')).toBeInTheDocument();
    expect(links('Users')).toEqual([
      ['Physics Club', '/admin/users?q=01711111111'],
      ['Rina Physics', '/admin/users?q=rina%40example.com'],
    ]);
  });

  it('says so when nothing matches', async () => {
    await openSearch('/admin/search?q=zzzz');
    await resolveOperation(mockEnvironment, 'AdminSearchPageQuery', { adminSearch: { products: [], users: [] } });
    expect(await screen.findByText(/No results for “zzzz”/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Products' })).not.toBeInTheDocument();
  });

  it('searches what is typed, keeping it in the address', async () => {
    const { user: actor, router } = await openSearch('/admin/search');
    await actor.type(screen.getByRole('searchbox', { name: 'Search products and users' }), '  01711 {Enter}');
    const query = await resolveOperation(mockEnvironment, 'AdminSearchPageQuery', {
      adminSearch: { products: [], users: [user(1, 'Karim', '01711111111')] },
    });
    expect(query.request.variables).toEqual({ query: '01711' });
    expect(router.state.location.search).toBe('?q=01711');
    expect(await screen.findByRole('link', { name: 'Karim' })).toHaveAttribute('href', '/admin/users?q=01711111111');
    expect(screen.getByText('No products match.')).toBeInTheDocument();
  });
});
