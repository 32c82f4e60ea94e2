import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMockEnvironment } from 'relay-test-utils';
import type { RelayMockEnvironment } from 'relay-test-utils/lib/RelayModernMockEnvironment';
import { dismiss } from '../../components/toast/toast-store.ts';
import { isPending, resolveOperation } from '../../../test/relay-operations.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { inLanguage } from '../../../test/languages.ts';
import { ADMIN, customer } from '../../../test/session.ts';
import type { SessionUser } from '../../features/session/session-user.ts';

let mockEnvironment: RelayMockEnvironment;
jest.mock('../../relay/environment.ts', () => ({
  get relayEnvironment() {
    return mockEnvironment;
  },
}));

beforeEach(() => {
  mockEnvironment = createMockEnvironment();
});
afterEach(() => {
  act(() => dismiss());
});

const ABOUT_BODY = `Pathagar is an online bookshop for **students** in Bangladesh.

## What we sell

- Books
- Ebooks

Questions? See our [contact page](/info/contact).`;

function infoPage(slug: string, title: string, body: string) {
  return {
    __typename: 'QueryInfoPageSuccess',
    data: { __typename: 'InfoPage', id: `info-${slug}`, slug, title, body, updatedAt: '2026-11-21T08:00:00.000Z' },
  };
}

async function openInfo(path = '/info/about', page = infoPage('about', 'About Pathagar', ABOUT_BODY), user: SessionUser | null = customer()) {
  const view = await renderRoute(path, mockEnvironment, { user });
  const operation = await resolveOperation(mockEnvironment, 'InfoPageQuery', { infoPage: page });
  await screen.findByRole('heading', { level: 1 });
  return { ...view, operation, typist: userEvent.setup() };
}

describe('an info page', () => {
  it('renders its Markdown under its title', async () => {
    const { operation } = await openInfo();
    expect(operation.request.variables).toEqual({ slug: 'about' });
    expect(screen.getByRole('heading', { level: 1, name: 'About Pathagar' })).toBeInTheDocument();
    expect(document.title).toBe('About Pathagar | Pathagar');
    expect(screen.getByRole('heading', { level: 2, name: 'What we sell' })).toBeInTheDocument();
    expect(screen.getByText('students').tagName).toBe('STRONG');
    const markdown = document.querySelector<HTMLElement>('.info-page__body')!;
    expect(within(markdown).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Books', 'Ebooks']);
    expect(within(markdown).getByRole('link', { name: 'contact page' })).toHaveAttribute('href', '/info/contact');
    expect(screen.getByText('Last updated', { exact: false })).toHaveTextContent('Last updated 21 Nov 2026');
  });

  it('loads the page of its own slug on each info route', async () => {
    const { operation } = await openInfo('/info/refund', infoPage('refund', 'Refund Policy', 'Refunds within 7 days.'));
    expect(operation.request.variables).toEqual({ slug: 'refund' });
    expect(screen.getByRole('heading', { level: 1, name: 'Refund Policy' })).toBeInTheDocument();
    expect(screen.getByText('Refunds within 7 days.')).toBeInTheDocument();
  });

  it('follows links to other shop pages inside the app', async () => {
    const { typist, router } = await openInfo();
    await typist.click(screen.getByRole('link', { name: 'contact page' }));
    const contact = await resolveOperation(mockEnvironment, 'InfoPageQuery', { infoPage: infoPage('contact', 'Contact Us', 'Call 16000.') });
    expect(contact.request.variables).toEqual({ slug: 'contact' });
    expect(router.state.location.pathname).toBe('/info/contact');
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
  });

  it('never runs script or event handlers from the text', async () => {
    (window as unknown as { hacked?: boolean }).hacked = false;
    await openInfo(
      '/info/about',
      infoPage(
        'about',
        'About',
        [
          'Hello <script>window.hacked = true</script> there.',
          '<img src="x.png" onerror="window.hacked = true" alt="logo">',
          '[click me](javascript:window.hacked=true)',
          '<a href="/info/contact" onclick="window.hacked = true">contact</a>',
          '<iframe src="https://example.com"></iframe>',
        ].join('\n\n'),
      ),
    );
    const body = document.querySelector('.info-page__body')!;
    expect(body.querySelector('script')).toBeNull();
    expect(body.querySelector('iframe')).toBeNull();
    expect(body.innerHTML).not.toContain('hacked');
    expect(screen.getByRole('img', { name: 'logo' })).not.toHaveAttribute('onerror');
    expect(screen.getByText('click me').closest('a')?.getAttribute('href') ?? null).toBeNull();
    expect(screen.getByRole('link', { name: 'contact' })).not.toHaveAttribute('onclick');
    expect((window as unknown as { hacked?: boolean }).hacked).toBe(false);
  });

  it('shows the 404 view for a page that does not exist', async () => {
    await renderRoute('/info/about', mockEnvironment, { user: customer() });
    await resolveOperation(mockEnvironment, 'InfoPageQuery', { infoPage: { __typename: 'NotFoundError' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
  });
});

describe('editing an info page', () => {
  it('is not offered to customers or visitors', async () => {
    await openInfo('/info/about', undefined, customer());
    expect(screen.queryByRole('button', { name: 'Edit page' })).not.toBeInTheDocument();
  });

  it('lets staff with catalog.manage change the title and text, with a preview, and says it is saved', async () => {
    const { typist } = await openInfo('/info/about', undefined, ADMIN);
    await typist.click(await screen.findByRole('button', { name: 'Edit page' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Edit “About Pathagar”' }));
    const title = dialog.getByRole('textbox', { name: 'Title' });
    const text = dialog.getByRole('textbox', { name: 'Text (Markdown)' });
    expect(title).toHaveValue('About Pathagar');
    expect(text).toHaveValue(ABOUT_BODY);

    await typist.clear(text);
    await typist.tab();
    expect(dialog.getByText('The page needs some text')).toBeInTheDocument();
    await typist.clear(title);
    await typist.click(dialog.getByRole('button', { name: 'Save page' }));
    expect(dialog.getByText('Title is required')).toBeInTheDocument();
    expect(isPending(mockEnvironment, 'InfoPageEditorUpdateInfoPageMutation')).toBe(false);

    await typist.type(title, 'About us');
    await typist.type(dialog.getByRole('textbox', { name: 'Text (Markdown)' }), '## Our story{Enter}{Enter}We *love* books.');
    await typist.click(dialog.getByRole('tab', { name: 'Preview' }));
    const preview = within(dialog.getByRole('tabpanel', { name: 'Preview' }));
    expect(preview.getByRole('heading', { level: 2, name: 'Our story' })).toBeInTheDocument();
    expect(preview.getByText('love').tagName).toBe('EM');

    await typist.click(dialog.getByRole('button', { name: 'Save page' }));
    const operation = await resolveOperation(mockEnvironment, 'InfoPageEditorUpdateInfoPageMutation', {
      updateInfoPage: {
        __typename: 'MutationUpdateInfoPageSuccess',
        data: { __typename: 'InfoPage', id: 'info-about', title: 'About us', body: '## Our story\n\nWe *love* books.', updatedAt: '2026-11-22T09:00:00.000Z' },
      },
    });
    expect(operation.request.variables).toEqual({ input: { slug: 'about', title: 'About us', body: '## Our story\n\nWe *love* books.' } });
    expect(await screen.findByText('Page saved')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'About us' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Our story' })).toBeInTheDocument();
    expect(screen.getByText('Last updated', { exact: false })).toHaveTextContent('Last updated 22 Nov 2026');
  });

  it("shows the server's validation messages next to the fields", async () => {
    const { typist } = await openInfo('/info/about', undefined, ADMIN);
    await typist.click(await screen.findByRole('button', { name: 'Edit page' }));
    const dialog = within(screen.getByRole('dialog'));
    await typist.click(dialog.getByRole('button', { name: 'Save page' }));
    await resolveOperation(mockEnvironment, 'InfoPageEditorUpdateInfoPageMutation', {
      updateInfoPage: {
        __typename: 'ValidationError',
        __isError: 'ValidationError',
        message: 'Please check the page.',
        fields: [{ field: 'title', message: 'Maximum 120 characters' }],
      },
    });
    expect(await dialog.findByText('Maximum 120 characters')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.queryByText('Page saved')).not.toBeInTheDocument();
  });

  it('says the date of its last change in Bangla (the text itself is the page’s own)', async () => {
    await inLanguage('bn', async () => {
      await openInfo('/info/about', infoPage('about', 'About Pathagar', ABOUT_BODY), null);
      expect(screen.getByText(/সর্বশেষ হালনাগাদ/)).toHaveTextContent('সর্বশেষ হালনাগাদ ২১ নভেম্বর, ২০২৬');
      expect(screen.getByText('২১ নভেম্বর, ২০২৬').tagName).toBe('TIME');
    });
  });
});
