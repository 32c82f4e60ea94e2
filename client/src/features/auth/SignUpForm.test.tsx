import { act, screen, waitFor, within } from '@testing-library/react';
import { createMockEnvironment } from 'relay-test-utils';
import type { RelayMockEnvironment } from 'relay-test-utils/lib/RelayModernMockEnvironment';
import { isPending, waitForOperation } from '../../../test/relay-operations.ts';
import { customer } from '../../../test/session.ts';
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

const openSignUp = () => openAuthPage(mockEnvironment, '/auth/register', 'RegisterPageQuery', 'Create an account');

const createAccount = () => screen.getByRole('button', { name: 'Create account' });

describe('the sign-up page', () => {
  it('is titled Sign Up and links to sign-in', async () => {
    await openSignUp();
    expect(document.title).toBe('Sign Up | Pathagar');
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth/login');
  });

  it('asks for a name, a password of 6 or more and a phone number or email', async () => {
    const { user } = await openSignUp();
    await user.click(createAccount());
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Minimum 6 characters required')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Name'), 'New Student');
    await user.type(screen.getByLabelText('Password'), 'student123');
    await user.click(createAccount());
    expect(screen.getByLabelText('Phone Number')).toHaveAccessibleDescription(expect.stringContaining('Phone or email is required'));
    expect(isPending(mockEnvironment, 'SignUpFormMutation')).toBe(false);
  });

  it('creates the account, loads the user and opens the home page', async () => {
    const view = await openSignUp();
    const { user } = view;
    await user.click(createAccount());
    await user.type(screen.getByLabelText('Name'), 'New Student');
    await user.type(screen.getByLabelText('Email'), 'new@pathagar.test');
    await user.type(screen.getByLabelText('Password'), 'student123');
    await user.click(createAccount());
    const operation = await waitForOperation(mockEnvironment, 'SignUpFormMutation');
    expect(operation.request.variables).toEqual({
      input: { name: 'New Student', email: 'new@pathagar.test', password: 'student123', captchaToken: null },
    });
    view.setUser(customer({ name: 'New Student', phone: null, hsc_batch: null }));
    await act(async () => mockEnvironment.mock.resolve(operation, { data: { signUp: { __typename: 'MutationSignUpSuccess' } } }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('dialog', { name: 'Welcome to Pathagar!' })).toBeInTheDocument();
  });

  it("shows the server's field messages next to their fields", async () => {
    const { user } = await openSignUp();
    await user.type(screen.getByLabelText('Name'), 'New Student');
    await user.type(screen.getByLabelText('Phone Number'), '01712345678');
    await user.type(screen.getByLabelText('Password'), 'student123');
    await user.click(createAccount());
    const operation = await waitForOperation(mockEnvironment, 'SignUpFormMutation');
    const message = 'This phone number is already registered';
    await act(async () =>
      mockEnvironment.mock.resolve(operation, {
        data: { signUp: { __typename: 'ValidationError', __isError: 'ValidationError', message, fields: [{ field: 'phone', message }] } },
      }),
    );
    await waitFor(() => expect(screen.getByLabelText('Phone Number')).toHaveAccessibleDescription(expect.stringContaining(message)));
  });
});
