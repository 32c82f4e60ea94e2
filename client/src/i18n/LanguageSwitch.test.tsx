import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RelayEnvironmentProvider } from 'react-relay';
import { MemoryRouter } from 'react-router';
import { createMockEnvironment } from 'relay-test-utils';
import { Price } from '../components/ui/index.ts';
import { NotFound } from '../routes/NotFoundPage.tsx';
import { activateLocale } from './i18n.ts';
import { LanguageSwitch } from './LanguageSwitch.tsx';

afterEach(async () => {
  await act(() => activateLocale('en'));
  document.cookie = 'lang=; Max-Age=0; Path=/';
});

function renderShop() {
  const environment = createMockEnvironment();
  render(
    <RelayEnvironmentProvider environment={environment}>
      <MemoryRouter initialEntries={['/no-such-page']}>
        <LanguageSwitch />
        <NotFound />
        <Price amount={12_345_000} compareAt={13_000_000} />
      </MemoryRouter>
    </RelayEnvironmentProvider>,
  );
  return environment;
}

describe('the language switch', () => {
  it('switches the screen to Bangla at once, with Bangla digits, and remembers the choice', async () => {
    const environment = renderShop();
    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('৳1,23,450')).toBeInTheDocument();

    // A link that works without the app too (the server keeps the choice and comes back to this page).
    expect(screen.getByRole('link', { name: 'বাংলা' })).toHaveAttribute('href', '/language/bn?next=%2Fno-such-page');
    await userEvent.click(screen.getByRole('link', { name: 'বাংলা' }));

    expect(await screen.findByRole('heading', { name: 'পাতাটি পাওয়া যায়নি' })).toBeInTheDocument();
    expect(screen.getByText('এই ঠিকানায় কোনো পাতা নেই: /no-such-page')).toBeInTheDocument();
    expect(screen.getByText('৳১,২৩,৪৫০')).toBeInTheDocument();
    expect(screen.getByText('৳১,৩০,০০০').tagName).toBe('S');
    expect(document.documentElement.lang).toBe('bn');
    expect(document.cookie).toContain('lang=bn');
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.params.name).toBe('LanguageSwitchSetLanguageMutation');
    expect(operation.request.variables).toEqual({ language: 'BN' });

    // The switch now offers English, named in English.
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/language/en?next=%2Fno-such-page');
    await userEvent.click(screen.getByRole('link', { name: 'English' }));
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
    expect(environment.mock.getMostRecentOperation().request.variables).toEqual({ language: 'EN' });
  });
});
