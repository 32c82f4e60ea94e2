import { act, screen, within } from '@testing-library/react';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import type { RelayMockEnvironment } from 'relay-test-utils/lib/RelayModernMockEnvironment';
import { isPending, resolveOperation, waitForOperation } from '../../../test/relay-operations.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { customer } from '../../../test/session.ts';
import { REDIRECT_TARGET_KEY } from './redirect-target.ts';

let mockEnvironment: RelayMockEnvironment;
jest.mock('../../relay/environment.ts', () => ({
  get relayEnvironment() {
    return mockEnvironment;
  },
}));

beforeEach(() => {
  mockEnvironment = createMockEnvironment();
  localStorage.clear();
});

const EMPTY_CART = { id: 'Q2FydDox', lines: [], needsDelivery: false, deliveryPlace: null };

const pathname = (view: Awaited<ReturnType<typeof renderRoute>>) => view.router.state.location.pathname;

describe('guards of signed-in screens', () => {
  it('send a signed-out visitor to /auth/login and remember the page in local storage', async () => {
    const view = await renderRoute('/cart?step=2', mockEnvironment, { user: null });
    expect(pathname(view)).toBe('/auth/login');
    expect(localStorage.getItem(REDIRECT_TARGET_KEY)).toBe('/cart?step=2');
  });

  it('do not start the page query for a signed-out visitor', async () => {
    const view = await renderRoute('/profile', mockEnvironment, { user: null });
    expect(pathname(view)).toBe('/auth/login');
    expect(isPending(mockEnvironment, 'ProfilePageQuery')).toBe(false);
    expect(localStorage.getItem(REDIRECT_TARGET_KEY)).toBe('/profile');
  });

  it('let a signed-in user in', async () => {
    const view = await renderRoute('/cart', mockEnvironment, { user: customer() });
    expect(pathname(view)).toBe('/cart');
    await resolveOperation(mockEnvironment, 'CartPageQuery', { cart: EMPTY_CART });
    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
    expect(localStorage.getItem(REDIRECT_TARGET_KEY)).toBeNull();
  });

  it('check again on the next navigation: a user signed out meanwhile is sent to sign in', async () => {
    const view = await renderRoute('/cart', mockEnvironment, { user: customer() });
    await resolveOperation(mockEnvironment, 'CartPageQuery', { cart: EMPTY_CART });
    await screen.findByRole('heading', { name: 'Your cart is empty' });
    view.setUser(null);
    await act(() => view.router.navigate('/orders'));
    expect(pathname(view)).toBe('/auth/login');
    expect(localStorage.getItem(REDIRECT_TARGET_KEY)).toBe('/orders');
  });
});

describe('guards of the admin and agent areas', () => {
  it('send a signed-out visitor to sign in', async () => {
    const view = await renderRoute('/admin/books', mockEnvironment, { user: null });
    expect(pathname(view)).toBe('/auth/login');
    expect(localStorage.getItem(REDIRECT_TARGET_KEY)).toBe('/admin/books');
  });

  it('show 403 Forbidden to a customer', async () => {
    await renderRoute('/admin/books', mockEnvironment, { user: customer() });
    expect(await screen.findByRole('heading', { name: 'Forbidden' })).toBeInTheDocument();
    expect(screen.getByText('403')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Back office' })).toBeInTheDocument();
    expect(document.title).toBe('Forbidden | Pathagar');
  });

  it('open a back-office screen with its own permission, but not with the support desk ones alone', async () => {
    const catalog = await renderRoute('/admin/books', mockEnvironment, { user: customer({ permissions: ['catalog.manage'] }) });
    const books = await waitForOperation(mockEnvironment, 'ProductListPageQuery');
    act(() => mockEnvironment.mock.resolve(books, MockPayloadGenerator.generate(books)));
    expect(await screen.findByRole('heading', { name: 'Books' })).toBeInTheDocument();
    catalog.unmount();

    await renderRoute('/admin/books', mockEnvironment, { user: customer({ permissions: ['support.access', 'coupons.issue'] }) });
    expect(await screen.findByRole('heading', { name: 'Forbidden' })).toBeInTheDocument();
  });

  it('refuse a screen whose permission the staff member lacks, naming it, with a way back and no Try again', async () => {
    const view = await renderRoute('/admin/books/42', mockEnvironment, { user: customer({ permissions: ['reports.view'] }) });
    expect(await screen.findByRole('heading', { name: 'Forbidden' })).toBeInTheDocument();
    expect(screen.getByText('It needs this permission:')).toBeInTheDocument();
    expect(screen.getByRole('listitem')).toHaveTextContent('Manage books, ebooks, stationery, bundles, content and authors (catalog.manage)');
    expect(screen.getByRole('link', { name: 'Back to the back office' })).toHaveAttribute('href', '/admin');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(isPending(mockEnvironment, 'BookEditPageQuery')).toBe(false);
    view.unmount();

    // An agent (support desk only) is sent back to the desk.
    await renderRoute('/admin/orders', mockEnvironment, { user: customer({ permissions: ['support.access'] }) });
    expect(await screen.findByRole('heading', { name: 'Forbidden' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the support desk' })).toHaveAttribute('href', '/agent');
  });

  it('show staff only the back-office links their permissions open', async () => {
    await renderRoute('/admin', mockEnvironment, { user: customer({ roles: ['agent'], permissions: ['coupons.issue', 'support.access', 'users.view'] }) });
    const nav = within(await screen.findByRole('navigation', { name: 'Back office' }));
    const links = nav.getAllByRole('link').map((link) => link.textContent);
    expect(links).toEqual(['Dashboard', 'Users', 'Search', 'Support desk']);
  });

  it('show an administrator every back-office link', async () => {
    await renderRoute('/admin', mockEnvironment);
    const nav = within(await screen.findByRole('navigation', { name: 'Back office' }));
    expect(nav.getAllByRole('link')).toHaveLength(17);
  });

  it('open the agent area with support.access only', async () => {
    const agent = await renderRoute('/agent/customers', mockEnvironment, { user: customer({ permissions: ['support.access'] }) });
    await resolveOperation(mockEnvironment, 'CustomersPageQuery', {});
    expect(await screen.findByRole('heading', { name: 'Customers' })).toBeInTheDocument();
    agent.unmount();

    await renderRoute('/agent/customers', mockEnvironment, { user: customer({ permissions: ['catalog.manage'] }) });
    expect(await screen.findByRole('heading', { name: 'Forbidden' })).toBeInTheDocument();
  });
});

describe('the redirect target saved before the app started', () => {
  it('is read once, removed, and opened when a user is signed in', async () => {
    localStorage.setItem(REDIRECT_TARGET_KEY, '/orders?page=2');
    const view = await renderRoute('/', mockEnvironment, { user: customer() });
    expect(view.router.state.location).toMatchObject({ pathname: '/orders', search: '?page=2' });
    expect(localStorage.getItem(REDIRECT_TARGET_KEY)).toBeNull();

    // Read once: a target saved later is left for the next sign-in.
    localStorage.setItem(REDIRECT_TARGET_KEY, '/cart');
    await act(() => view.router.navigate('/'));
    expect(pathname(view)).toBe('/');
    expect(localStorage.getItem(REDIRECT_TARGET_KEY)).toBe('/cart');
  });

  it('is removed but not opened when nobody is signed in', async () => {
    localStorage.setItem(REDIRECT_TARGET_KEY, '/orders');
    const view = await renderRoute('/', mockEnvironment, { user: null });
    expect(pathname(view)).toBe('/');
    expect(localStorage.getItem(REDIRECT_TARGET_KEY)).toBeNull();
  });

  it('is never another site', async () => {
    localStorage.setItem(REDIRECT_TARGET_KEY, '//evil.example/phish');
    const view = await renderRoute('/', mockEnvironment, { user: customer() });
    expect(pathname(view)).toBe('/');
  });

  it('does not swallow the page a guard saves while the app starts', async () => {
    const view = await renderRoute('/cart', mockEnvironment, { user: null });
    expect(pathname(view)).toBe('/auth/login');
    expect(localStorage.getItem(REDIRECT_TARGET_KEY)).toBe('/cart');
  });
});
