import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { dismiss } from '../../components/toast/toast-store.ts';
import { Toaster } from '../../components/toast/Toaster.tsx';
import { inLanguage } from '../../../test/languages.ts';
import { ADMIN, customer, isSessionRequest, sessionResponse, setSignedInHint } from '../../../test/session.ts';
import { refreshSession } from '../session/session-store.ts';
import { needsProfileCompletion, type SessionUser } from '../session/session-user.ts';
import { isStaffScreen, ProfileCompletionDialog } from './ProfileCompletionDialog.tsx';

const TITLE = 'Welcome to Pathagar!';

/** GET /api/user answers with `session.user`; POST /api/auth/update with `update()`. */
function mockServer(user: SessionUser | null, update: () => Promise<Response> = async () => Response.json(user)) {
  const session = { user };
  setSignedInHint(user);
  const fetchMock = jest.fn((input: RequestInfo | URL, init?: RequestInit) => {
    if (isSessionRequest(input, init)) return Promise.resolve(sessionResponse(session.user));
    if (input === '/api/auth/update' && init?.method === 'POST') return update();
    return Promise.reject(new Error(`unexpected fetch ${String(input)}`));
  });
  global.fetch = fetchMock as typeof fetch;
  return { session, fetchMock };
}

async function renderFor(user: SessionUser | null, update?: () => Promise<Response>, path = '/', phoneLabel = 'Phone Number') {
  const server = mockServer(user, update);
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <button type="button">Outside</button>
      <ProfileCompletionDialog />
      <Toaster />
    </MemoryRouter>,
  );
  await act(() => refreshSession());
  // The form loads when the dialog opens.
  if (user && needsProfileCompletion(user) && !isStaffScreen(user, path)) await screen.findByLabelText(phoneLabel);
  return { ...server, unmount: view.unmount };
}

const sessionCalls = (fetchMock: jest.Mock) => fetchMock.mock.calls.filter(([input, init]) => isSessionRequest(input, init)).length;

afterEach(() => {
  act(() => dismiss());
});

describe('the profile-completion dialog', () => {
  it('opens only for a signed-in user without a phone number or HSC batch', async () => {
    const cases: [SessionUser | null, boolean][] = [
      [customer(), false],
      [null, false],
      [customer({ hsc_batch: null }), true],
      [customer({ phone: null }), true],
      [customer({ phone: null, hsc_batch: null }), true],
    ];
    for (const [user, opens] of cases) {
      const { unmount } = await renderFor(user);
      if (opens) {
        const dialog = screen.getByRole('dialog', { name: TITLE });
        expect(dialog).toHaveAttribute('aria-modal', 'true');
        expect(dialog).toHaveAccessibleDescription('Please update your information to continue');
      } else {
        expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      }
      unmount();
    }
  });

  it('never covers the back office for the staff working there, and still asks a customer anywhere', async () => {
    const agent = customer({ roles: ['agent'], permissions: ['support.access', 'users.view', 'coupons.issue'] });
    const cases: [SessionUser, string, boolean][] = [
      [{ ...ADMIN, hsc_batch: null }, '/admin', false],
      [{ ...ADMIN, hsc_batch: null }, '/admin/books/42', false],
      [{ ...agent, hsc_batch: null }, '/agent/customers', false],
      // Staff on the storefront are asked like anyone.
      [{ ...ADMIN, hsc_batch: null }, '/', true],
      [{ ...agent, hsc_batch: null }, '/cart', true],
      [customer({ hsc_batch: null }), '/admin', true],
      [customer({ hsc_batch: null }), '/agent', true],
      [customer({ hsc_batch: null }), '/administrator-notes', true],
    ];
    for (const [user, path, opens] of cases) {
      const { unmount } = await renderFor(user, undefined, path);
      expect({ who: user.roles, path, opens: screen.queryByRole('dialog', { name: TITLE }) !== null }).toEqual({ who: user.roles, path, opens });
      unmount();
    }
  });

  it('has a Phone Number input and an HSC Batch select with exactly the four batches', async () => {
    await renderFor(customer({ phone: null, hsc_batch: null }));
    expect(screen.getByLabelText('Phone Number')).toHaveAttribute('type', 'text');
    const batch = screen.getByLabelText('HSC Batch');
    expect(batch.tagName).toBe('SELECT');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['HSC 2024', 'HSC 2025', 'HSC 2026', 'Others']);
    expect(screen.getByRole('button', { name: 'Update Profile' })).toBeInTheDocument();
  });

  it('cannot be closed with Escape, a click outside or the close button while a value is missing', async () => {
    const user = userEvent.setup();
    await renderFor(customer({ hsc_batch: null }));
    const dialog = screen.getByRole('dialog', { name: TITLE });

    await user.keyboard('{Escape}');
    expect(dialog).toBeInTheDocument();

    await user.pointer({ keys: '[MouseLeft]', target: dialog.parentElement! });
    expect(dialog).toBeInTheDocument();

    const close = screen.getByRole('button', { name: 'Close' });
    expect(close).toBeDisabled();
    await user.click(close);
    expect(screen.getByRole('dialog', { name: TITLE })).toBeInTheDocument();
  });

  it('keeps the focus inside while it is open', async () => {
    const user = userEvent.setup();
    await renderFor(customer({ phone: null, hsc_batch: null }));
    const phone = screen.getByLabelText('Phone Number');
    expect(phone).toHaveFocus();
    await user.tab();
    expect(screen.getByLabelText('HSC Batch')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Update Profile' })).toHaveFocus();
    await user.tab();
    expect(phone).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Update Profile' })).toHaveFocus();
  });

  it("shows the seed's messages when a field loses focus, not while typing", async () => {
    const user = userEvent.setup();
    await renderFor(customer({ phone: null, hsc_batch: null }));
    const phone = screen.getByLabelText('Phone Number');
    const batch = screen.getByLabelText('HSC Batch');

    await user.click(phone);
    await user.tab();
    expect(screen.getByText('Phone number is required')).toBeInTheDocument();
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveAccessibleDescription('Phone number is required');

    await user.type(phone, '01712');
    expect(screen.getByText('Phone number is required')).toBeInTheDocument();
    expect(screen.queryByText('Invalid phone number')).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByText('Invalid phone number')).toBeInTheDocument();

    expect(batch).toHaveFocus();
    await user.tab();
    expect(screen.getByText('HSC Batch is required')).toBeInTheDocument();

    await user.selectOptions(batch, 'HSC 2025');
    expect(screen.queryByText('HSC Batch is required')).not.toBeInTheDocument();
  });

  it('validates everything on submit without calling the server when something is wrong', async () => {
    const user = userEvent.setup();
    const { fetchMock } = await renderFor(customer({ phone: null, hsc_batch: null }));
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));
    expect(screen.getByText('Phone number is required')).toBeInTheDocument();
    expect(screen.getByText('HSC Batch is required')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([input]) => input === '/api/auth/update')).toBe(false);
  });

  it("reads 'Updating...' while the update is on its way, then fetches the user again and closes", async () => {
    const user = userEvent.setup();
    let answer!: (response: Response) => void;
    const { session, fetchMock } = await renderFor(
      customer({ phone: null, hsc_batch: null }),
      () => new Promise((resolve) => (answer = resolve)),
    );
    await user.type(screen.getByLabelText('Phone Number'), '01712345678');
    await user.selectOptions(screen.getByLabelText('HSC Batch'), 'HSC 2026');
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));

    const busy = screen.getByRole('button', { name: 'Updating...' });
    expect(busy).toBeDisabled();
    const [, init] = fetchMock.mock.calls.find(([input]) => input === '/api/auth/update')!;
    expect(JSON.parse(String(init?.body))).toEqual({ phone: '01712345678', hsc_batch: 'HSC 2026' });

    const before = sessionCalls(fetchMock);
    session.user = customer({ phone: '01712345678', hsc_batch: 'HSC 2026' });
    await act(async () => answer(Response.json(session.user)));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sessionCalls(fetchMock)).toBe(before + 1);
  });

  it('shows a destructive toast titled with the status code and the server status message when the update fails', async () => {
    const user = userEvent.setup();
    await renderFor(customer({ phone: null, hsc_batch: null }), async () =>
      Response.json(
        { statusCode: 400, statusMessage: 'This phone number is already registered', message: 'This phone number is already registered' },
        { status: 400, statusText: 'Bad Request' },
      ),
    );
    await user.type(screen.getByLabelText('Phone Number'), '01712345678');
    await user.selectOptions(screen.getByLabelText('HSC Batch'), 'Others');
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveClass('ui-toast--destructive');
    expect(alert).toHaveTextContent('400');
    expect(alert).toHaveTextContent('This phone number is already registered');
    expect(screen.getByRole('dialog', { name: TITLE })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update Profile' })).toBeEnabled();
  });

  it('speaks Bangla: its title, fields, batches, checks and the REST refusal (the shim sends the seed\'s English, shown in Bangla)', async () => {
    await inLanguage('bn', async () => {
      const user = userEvent.setup();
      await renderFor(
        customer({ phone: null, hsc_batch: null }),
        async () =>
          Response.json(
            { statusCode: 400, statusMessage: 'This phone number is already registered', message: 'This phone number is already registered' },
            { status: 400, statusText: 'Bad Request' },
          ),
        '/',
        'ফোন নম্বর',
      );
      const dialog = screen.getByRole('dialog', { name: 'Pathagar-এ স্বাগতম!' });
      expect(dialog).toHaveAccessibleDescription('চালিয়ে যেতে আপনার তথ্য আপডেট করুন');
      await user.click(screen.getByRole('button', { name: 'প্রোফাইল আপডেট করুন' }));
      expect(screen.getByText('ফোন নম্বর দিন')).toBeInTheDocument();
      expect(screen.getByText('এইচএসসি ব্যাচ বেছে নিন')).toBeInTheDocument();

      await user.type(screen.getByLabelText('ফোন নম্বর'), '01712345678');
      await user.selectOptions(screen.getByLabelText('এইচএসসি ব্যাচ'), screen.getByRole('option', { name: 'এইচএসসি ২০২৫' }));
      await user.click(screen.getByRole('button', { name: 'প্রোফাইল আপডেট করুন' }));
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('400');
      expect(alert).toHaveTextContent('এই ফোন নম্বর দিয়ে আগেই অ্যাকাউন্ট খোলা হয়েছে');
    });
  });
});
