import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMockEnvironment } from 'relay-test-utils';
import type { RelayMockEnvironment } from 'relay-test-utils/lib/RelayModernMockEnvironment';
import { inLanguage } from '../../../test/languages.ts';
import { isPending, waitForOperation } from '../../../test/relay-operations.ts';
import { ADMIN, customer } from '../../../test/session.ts';
import { REDIRECT_TARGET_KEY } from '../session/redirect-target.ts';
import { openAuthPage } from './auth-test-support.ts';

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

const openSignIn = () => openAuthPage(mockEnvironment, '/auth/login', 'LoginPageQuery', 'Sign in');

async function submit(user: ReturnType<typeof userEvent.setup>, cred: string, password: string) {
  await user.type(screen.getByLabelText('Phone or email'), cred);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return waitForOperation(mockEnvironment, 'SignInFormMutation');
}

async function answer(signIn: Record<string, unknown>) {
  const operation = await waitForOperation(mockEnvironment, 'SignInFormMutation');
  await act(async () => mockEnvironment.mock.resolve(operation, { data: { signIn } }));
}

const error = (type: string, message: string, extra: Record<string, unknown> = {}) => ({ __typename: type, __isError: type, message, ...extra });

describe('the sign-in page', () => {
  it('is titled Sign In and links to sign-up and the forgotten-password screen', async () => {
    await openSignIn();
    expect(document.title).toBe('Sign In | Pathagar');
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/auth/register');
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/auth/forget');
  });

  it("shows the login schema's messages on submit without asking the server", async () => {
    const { user } = await openSignIn();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Phone or email is required')).toBeInTheDocument();
    expect(screen.getByText('Minimum 6 characters required')).toBeInTheDocument();
    expect(isPending(mockEnvironment, 'SignInFormMutation')).toBe(false);
  });

  it('checks a field when it loses focus', async () => {
    const { user } = await openSignIn();
    await user.type(screen.getByLabelText('Phone or email'), 'abc');
    expect(screen.queryByText('Phone or email is required')).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByText('Phone or email is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Password'), '12345');
    await user.tab();
    expect(screen.getByText('Minimum 6 characters required')).toBeInTheDocument();
  });

  it('sends the credentials and shows wrong ones in the form', async () => {
    const { user } = await openSignIn();
    const operation = await submit(user, '01712345678', 'secret123');
    expect(operation.request.variables).toEqual({ input: { cred: '01712345678', password: 'secret123', captchaToken: null } });
    expect(screen.getByRole('button', { name: 'Signing in...' })).toBeDisabled();

    await answer(error('InvalidCredentialsError', 'The phone number, email or password is not correct.'));
    expect(await screen.findByRole('alert')).toHaveTextContent('The phone number, email or password is not correct.');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it('shows the rate limit in the form', async () => {
    const { user } = await openSignIn();
    await submit(user, 'rahim@example.com', 'secret123');
    await answer(error('TooManyAttemptsError', 'Too many failed sign-in attempts. Please wait 15 minutes and try again.', { retryAfterSeconds: 900 }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many failed sign-in attempts. Please wait 15 minutes and try again.');
  });

  it("puts the server's field messages next to their fields", async () => {
    const { user } = await openSignIn();
    await submit(user, 'rahim@example.com', 'secret123');
    await answer(error('ValidationError', 'Phone or email is required', { fields: [{ field: 'cred', message: 'Phone or email is required' }] }));
    await waitFor(() => expect(screen.getByLabelText('Phone or email')).toHaveAccessibleDescription('Phone or email is required'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('after signing in, loads the user and opens the saved page once', async () => {
    const view = await openSignIn();
    localStorage.setItem(REDIRECT_TARGET_KEY, '/orders');
    await submit(view.user, 'rahim@example.com', 'secret123');
    view.setUser(customer({ name: 'Rahim Uddin' }));
    await answer({ __typename: 'MutationSignInSuccess' });
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/orders'));
    expect(localStorage.getItem(REDIRECT_TARGET_KEY)).toBeNull();
    // The header's account button now names the signed-in user.
    expect(await screen.findByRole('button', { name: 'Account, Rahim Uddin' })).toBeInTheDocument();
  });

  it('after signing in without a saved page, opens the home page', async () => {
    const view = await openSignIn();
    await submit(view.user, 'rahim@example.com', 'secret123');
    view.setUser(customer());
    await answer({ __typename: 'MutationSignInSuccess' });
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/'));
  });

  it('after signing in without a saved page, takes staff to the back office', async () => {
    const admin = await openSignIn();
    await submit(admin.user, '01700000001', 'admin123');
    admin.setUser(ADMIN);
    await answer({ __typename: 'MutationSignInSuccess' });
    await waitFor(() => expect(admin.router.state.location.pathname).toBe('/admin'));
  });

  it('after signing in without a saved page, takes a support agent to the support desk, not an empty dashboard', async () => {
    const agent = await openSignIn();
    await submit(agent.user, '01700000002', 'agent123');
    agent.setUser(customer({ roles: ['agent'], permissions: ['coupons.issue', 'support.access', 'users.view', 'orders.view'] }));
    await answer({ __typename: 'MutationSignInSuccess' });
    await waitFor(() => expect(agent.router.state.location.pathname).toBe('/agent'));
  });

  it('after signing in, takes staff who came for a page to that page', async () => {
    const agent = await openSignIn();
    localStorage.setItem(REDIRECT_TARGET_KEY, '/book/physics');
    await submit(agent.user, '01700000002', 'agent123');
    agent.setUser(customer({ roles: ['agent'], permissions: ['coupons.issue', 'support.access', 'users.view'] }));
    await answer({ __typename: 'MutationSignInSuccess' });
    await waitFor(() => expect(agent.router.state.location.pathname).toBe('/book/physics'));
  });

  it('speaks Bangla: the page, the checks, a wrong password and the rate limit from the catalogue', async () => {
    await inLanguage('bn', async () => {
      const { user } = await openAuthPage(mockEnvironment, '/auth/login', 'LoginPageQuery', 'সাইন ইন');
      expect(document.title).toBe('সাইন ইন | Pathagar');
      expect(screen.getByRole('link', { name: 'অ্যাকাউন্ট খুলুন' })).toHaveAttribute('href', '/auth/register');
      expect(screen.getByRole('link', { name: 'পাসওয়ার্ড ভুলে গেছেন?' })).toHaveAttribute('href', '/auth/forget');
      await user.click(screen.getByRole('button', { name: 'সাইন ইন' }));
      expect(screen.getByText('ফোন নম্বর বা ইমেইল দিন')).toBeInTheDocument();
      expect(screen.getByText('কমপক্ষে ৬টি অক্ষর দিন')).toBeInTheDocument();

      await user.type(screen.getByLabelText('ফোন নম্বর বা ইমেইল'), '01712345678');
      await user.type(screen.getByLabelText('পাসওয়ার্ড'), 'secret123');
      await user.click(screen.getByRole('button', { name: 'সাইন ইন' }));
      await answer(error('InvalidCredentialsError', 'The phone number, email or password is not correct.'));
      expect(await screen.findByRole('alert')).toHaveTextContent('ফোন নম্বর, ইমেইল বা পাসওয়ার্ড সঠিক নয়।');

      await user.click(screen.getByRole('button', { name: 'সাইন ইন' }));
      await answer(error('TooManyAttemptsError', 'Too many attempts for this account. Try again in 2 minutes.', { reason: 'ACCOUNT', retryAfterSeconds: 120 }));
      expect(await screen.findByRole('alert')).toHaveTextContent('এই অ্যাকাউন্টে অনেকবার চেষ্টা হয়েছে। ২ মিনিট পরে আবার চেষ্টা করুন।');
    });
  });

  it("shows the server's own message for an error the client does not word", async () => {
    await inLanguage('bn', async () => {
      const { user } = await openAuthPage(mockEnvironment, '/auth/login', 'LoginPageQuery', 'সাইন ইন');
      await user.type(screen.getByLabelText('ফোন নম্বর বা ইমেইল'), '01712345678');
      await user.type(screen.getByLabelText('পাসওয়ার্ড'), 'secret123');
      await user.click(screen.getByRole('button', { name: 'সাইন ইন' }));
      await answer(error('TooManyAttemptsError', 'A limit the client does not know yet.', { reason: 'SOMETHING_NEW', retryAfterSeconds: 120 }));
      expect(await screen.findByRole('alert')).toHaveTextContent('A limit the client does not know yet.');
    });
  });
});
