import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMockEnvironment } from 'relay-test-utils';
import type { RelayMockEnvironment } from 'relay-test-utils/lib/RelayModernMockEnvironment';
import { dismiss } from '../../components/toast/toast-store.ts';
import { inLanguage } from '../../../test/languages.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { ADMIN, customer } from '../../../test/session.ts';

let mockEnvironment: RelayMockEnvironment;
jest.mock('../../relay/environment.ts', () => ({
  get relayEnvironment() {
    return mockEnvironment;
  },
}));

const realFetch = global.fetch;
beforeEach(() => {
  mockEnvironment = createMockEnvironment();
});
afterEach(() => {
  global.fetch = realFetch;
  act(() => dismiss());
});

const account = () => within(screen.getByRole('navigation', { name: 'Account' }));

/** Opens the account menu under the user's name and returns it. */
async function openAccountMenu(name: string) {
  await userEvent.setup().click(await account().findByRole('button', { name: `Account, ${name}` }));
  return within(await screen.findByRole('menu'));
}

describe('the header account control', () => {
  it('offers Sign in when signed out', async () => {
    await renderRoute('/info/about', mockEnvironment, { user: null });
    expect(await account().findByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth/login');
    expect(account().queryByRole('button', { name: /^Account/ })).not.toBeInTheDocument();
  });

  it("shows a customer's name; its menu links to the profile and orders and has Sign out, without Admin or Support", async () => {
    await renderRoute('/info/about', mockEnvironment, { user: customer({ name: 'Karim' }) });
    expect(await account().findByRole('button', { name: 'Account, Karim' })).toHaveTextContent('Karim');
    expect(account().queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
    const menu = await openAccountMenu('Karim');
    expect(menu.getByRole('menuitem', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    expect(menu.getByRole('menuitem', { name: 'My orders' })).toHaveAttribute('href', '/orders');
    expect(menu.getByRole('menuitem', { name: 'My library' })).toHaveAttribute('href', '/ebook/library');
    expect(menu.getByRole('menuitem', { name: 'Sign out' })).toBeInTheDocument();
    expect(menu.queryByRole('menuitem', { name: 'Admin' })).not.toBeInTheDocument();
    expect(menu.queryByRole('menuitem', { name: 'Support' })).not.toBeInTheDocument();
  });

  it('gives staff their Admin or Support link', async () => {
    const admin = await renderRoute('/info/about', mockEnvironment, { user: ADMIN });
    let menu = await openAccountMenu('Shop Admin');
    expect(menu.getByRole('menuitem', { name: 'Admin' })).toHaveAttribute('href', '/admin');
    expect(menu.getByRole('menuitem', { name: 'Support' })).toHaveAttribute('href', '/agent');
    admin.unmount();

    await renderRoute('/info/about', mockEnvironment, { user: customer({ name: 'Agent', permissions: ['support.access', 'coupons.issue'] }) });
    menu = await openAccountMenu('Agent');
    expect(menu.getByRole('menuitem', { name: 'Support' })).toHaveAttribute('href', '/agent');
    expect(menu.queryByRole('menuitem', { name: 'Admin' })).not.toBeInTheDocument();
  });

  it('signs out with POST /api/auth/logout, then loads the session again and goes home', async () => {
    const logout = jest.fn(async () => Response.json({ success: true }));
    global.fetch = jest.fn((input: RequestInfo | URL, init?: RequestInit) =>
      input === '/api/auth/logout' && init?.method === 'POST' ? logout() : Promise.reject(new TypeError('offline')),
    ) as typeof fetch;
    const view = await renderRoute('/info/about', mockEnvironment, { user: customer({ name: 'Karim' }) });
    const menu = await openAccountMenu('Karim');

    view.setUser(null);
    await userEvent.setup().click(menu.getByRole('menuitem', { name: 'Sign out' }));
    await waitFor(() => expect(logout).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/'));
    expect(await account().findByRole('link', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('says so in a destructive toast when signing out fails', async () => {
    global.fetch = jest.fn(async () =>
      Response.json({ statusCode: 503, statusMessage: 'Service Unavailable', message: 'down' }, { status: 503 }),
    ) as typeof fetch;
    await renderRoute('/info/about', mockEnvironment, { user: customer({ name: 'Karim' }) });
    const menu = await openAccountMenu('Karim');
    await userEvent.setup().click(menu.getByRole('menuitem', { name: 'Sign out' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not sign out');
    expect(alert).toHaveTextContent('Service Unavailable');
    expect(account().getByRole('button', { name: 'Account, Karim' })).toBeInTheDocument();
  });

  it('speaks Bangla: the button under the name and the menu', async () => {
    await inLanguage('bn', async () => {
      await renderRoute('/info/about', mockEnvironment, { user: customer({ name: 'Karim' }) });
      await userEvent.setup().click(await screen.findByRole('button', { name: 'অ্যাকাউন্ট, Karim' }));
      const menu = within(await screen.findByRole('menu'));
      expect(menu.getByText('Karim হিসেবে সাইন ইন করা আছে')).toBeInTheDocument();
      expect(menu.getByRole('menuitem', { name: 'প্রোফাইল' })).toHaveAttribute('href', '/profile');
      expect(menu.getByRole('menuitem', { name: 'আমার অর্ডার' })).toHaveAttribute('href', '/orders');
      expect(menu.getByRole('menuitem', { name: 'আমার লাইব্রেরি' })).toHaveAttribute('href', '/ebook/library');
      expect(menu.getByRole('menuitem', { name: 'সাইন আউট' })).toBeInTheDocument();
    });
  });
});
