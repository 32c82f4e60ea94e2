import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMockEnvironment } from 'relay-test-utils';
import type { RelayMockEnvironment } from 'relay-test-utils/lib/RelayModernMockEnvironment';
import { renderRoute } from '../../../test/render-route.tsx';
import { ADMIN } from '../../../test/session.ts';
import { SIDEBAR_STORAGE_KEY } from './AdminLayout.tsx';
import { SHOP_SECTIONS } from './SiteHeader.tsx';
import { activateLanguage } from '../../../test/languages.ts';

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

describe('the storefront header', () => {
  it('speaks Bangla in Bangla: sections, search, sign-in and the cart (issue 35)', async () => {
    activateLanguage('bn');
    try {
      await renderRoute('/info/about', mockEnvironment, { user: null });
      const header = within(screen.getByRole('banner'));
      expect(header.getByRole('searchbox', { name: 'দোকানে খুঁজুন' })).toHaveAttribute('placeholder', 'বই, লেখক বা ISBN খুঁজুন…');
      expect(await header.findByRole('link', { name: 'সাইন ইন' })).toHaveAttribute('href', '/auth/login');
      expect(header.getByRole('link', { name: 'কার্ট' })).toHaveAttribute('href', '/cart');
      expect(header.getByRole('button', { name: 'মেনু' })).toBeInTheDocument();
      const sections = within(header.getByRole('navigation', { name: 'দোকানের বিভাগ' }));
      expect(sections.getAllByRole('link').map((link) => link.textContent)).toEqual(['একাডেমিক', 'ইঞ্জিনিয়ারিং', 'মেডিকেল', 'ভার্সিটি', 'ই-বুক', 'স্টেশনারি', 'বান্ডেল', 'কোর্স']);
    } finally {
      act(() => activateLanguage('en'));
    }
  });

  it('has the logo, the search, the account control and the cart in one landmark', async () => {
    await renderRoute('/info/about', mockEnvironment, { user: null });
    const header = within(screen.getByRole('banner'));
    expect(header.getByRole('link', { name: 'Pathagar' })).toHaveAttribute('href', '/');
    // A plain search box until its combobox chunk has come (on first use, or once the page has settled).
    expect(header.getByRole('searchbox', { name: 'Search the shop' })).toBeInTheDocument();
    expect(await header.findByRole('link', { name: 'Sign in' })).toBeInTheDocument();
    expect(header.getByRole('link', { name: 'Cart' })).toHaveAttribute('href', '/cart');
  });

  it('opens the menu sheet, which lists every section and the information pages, and closes it when a link is followed', async () => {
    const user = userEvent.setup();
    const view = await renderRoute('/info/about', mockEnvironment, { user: null });
    const menuButton = screen.getByRole('button', { name: 'Menu' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await user.click(menuButton);

    const sheet = within(await screen.findByRole('dialog', { name: 'Menu' }));
    const sections = within(sheet.getByRole('navigation', { name: 'Shop sections' }));
    expect(sections.getAllByRole('link').map((link) => [link.getAttribute('href'), link.textContent])).toEqual(SHOP_SECTIONS.map(([to, label]) => [to, label]));
    expect(within(sheet.getByRole('navigation', { name: 'Information' })).getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/info/contact');

    await user.click(sections.getByRole('link', { name: 'Ebooks' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/ebook'));
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
  });
});

describe('the back office frame', () => {
  it('hides and shows the side navigation with its toggle, and remembers the choice', async () => {
    const user = userEvent.setup();
    const view = await renderRoute('/admin/nothing-here', mockEnvironment, { user: ADMIN });
    await screen.findByText('Page not found: /admin/nothing-here');
    const toggle = screen.getByRole('button', { name: 'Side navigation' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('navigation', { name: 'Back office' })).toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Back office' })).not.toBeInTheDocument();
    expect(localStorage.getItem(SIDEBAR_STORAGE_KEY)).toBe('hidden');
    view.unmount();

    await renderRoute('/admin/nothing-here', mockEnvironment, { user: ADMIN });
    await screen.findByText('Page not found: /admin/nothing-here');
    expect(screen.getByRole('button', { name: 'Side navigation' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens the back-office links in a sheet from the Menu button (phones and tablets)', async () => {
    const user = userEvent.setup();
    await renderRoute('/admin/nothing-here', mockEnvironment, { user: ADMIN });
    await screen.findByText('Page not found: /admin/nothing-here');
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const sheet = within(screen.getByRole('dialog', { name: 'Back office' }));
    expect(sheet.getByRole('link', { name: 'Orders' })).toHaveAttribute('href', '/admin/orders');
  });
});
