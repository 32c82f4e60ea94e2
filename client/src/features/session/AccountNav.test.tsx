import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMockEnvironment } from 'relay-test-utils';
import type { RelayMockEnvironment } from 'relay-test-utils/lib/RelayModernMockEnvironment';
import { dismiss } from '../../components/toast/toast-store.ts';
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

describe('the header account links', () => {
  it('offer Sign in when signed out', async () => {
    await renderRoute('/info/about', mockEnvironment, { user: null });
    expect(await account().findByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth/login');
    expect(account().queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument();
  });

  it("show a customer's name linking to the profile and Sign out, without Admin or Support", async () => {
    await renderRoute('/info/about', mockEnvironment, { user: customer({ name: 'Karim' }) });
    expect(await account().findByRole('link', { name: 'Karim' })).toHaveAttribute('href', '/profile');
    expect(account().getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    expect(account().queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
    expect(account().queryByRole('link', { name: 'Support' })).not.toBeInTheDocument();
    expect(account().queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  it('give staff their Admin or Support link', async () => {
    const admin = await renderRoute('/info/about', mockEnvironment, { user: ADMIN });
    expect(await account().findByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
    expect(account().getByRole('link', { name: 'Support' })).toHaveAttribute('href', '/agent');
    admin.unmount();

    await renderRoute('/info/about', mockEnvironment, { user: customer({ permissions: ['support.access', 'coupons.issue'] }) });
    expect(await account().findByRole('link', { name: 'Support' })).toHaveAttribute('href', '/agent');
    expect(account().queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
  });

  it('sign out with POST /api/auth/logout, then load the session again and go home', async () => {
    const logout = jest.fn(async () => Response.json({ success: true }));
    global.fetch = jest.fn((input: RequestInfo | URL, init?: RequestInit) =>
      input === '/api/auth/logout' && init?.method === 'POST' ? logout() : Promise.reject(new TypeError('offline')),
    ) as typeof fetch;
    const view = await renderRoute('/info/about', mockEnvironment, { user: customer({ name: 'Karim' }) });
    await account().findByRole('link', { name: 'Karim' });

    view.setUser(null);
    await userEvent.setup().click(account().getByRole('button', { name: 'Sign out' }));
    expect(logout).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/'));
    expect(await account().findByRole('link', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('say so in a destructive toast when signing out fails', async () => {
    global.fetch = jest.fn(async () =>
      Response.json({ statusCode: 503, statusMessage: 'Service Unavailable', message: 'down' }, { status: 503 }),
    ) as typeof fetch;
    await renderRoute('/info/about', mockEnvironment, { user: customer({ name: 'Karim' }) });
    await userEvent.setup().click(await account().findByRole('button', { name: 'Sign out' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not sign out');
    expect(alert).toHaveTextContent('Service Unavailable');
    expect(account().getByRole('link', { name: 'Karim' })).toBeInTheDocument();
  });
});
