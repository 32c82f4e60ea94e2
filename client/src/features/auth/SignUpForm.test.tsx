import { act, screen, waitFor, within } from '@testing-library/react';
import { createMockEnvironment } from 'relay-test-utils';
import type { RelayMockEnvironment } from 'relay-test-utils/lib/RelayModernMockEnvironment';
import { inLanguage } from '../../../test/languages.ts';
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

  it('asks for a name, a password of 6 or more and a phone number', async () => {
    const { user } = await openSignUp();
    await user.click(createAccount());
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Minimum 6 characters required')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Name'), 'New Student');
    await user.type(screen.getByLabelText('Email'), 'new@pathagar.test');
    await user.type(screen.getByLabelText('Password'), 'student123');
    await user.click(createAccount());
    expect(screen.getByLabelText('Phone Number')).toHaveAccessibleDescription(expect.stringContaining('Phone number is required'));
    expect(isPending(mockEnvironment, 'SignUpFormSendCodeMutation')).toBe(false);
  });

  async function sendDetails(view: Awaited<ReturnType<typeof openSignUp>>) {
    const { user } = view;
    await user.type(screen.getByLabelText('Name'), 'New Student');
    await user.type(screen.getByLabelText('Phone Number'), '01712345678');
    await user.type(screen.getByLabelText('Email'), 'new@pathagar.test');
    await user.type(screen.getByLabelText('Password'), 'student123');
    await user.click(createAccount());
    const operation = await waitForOperation(mockEnvironment, 'SignUpFormSendCodeMutation');
    expect(operation.request.variables).toEqual({
      input: { name: 'New Student', phone: '01712345678', email: 'new@pathagar.test', password: 'student123', captchaToken: null },
    });
    await act(async () => mockEnvironment.mock.resolve(operation, { data: { sendSignUpCode: { __typename: 'MutationSendSignUpCodeSuccess' } } }));
    await screen.findByRole('form', { name: 'Enter the code' });
  }

  it('texts a code to the phone, then creates the account with it, loads the user and opens the home page', async () => {
    const view = await openSignUp();
    await sendDetails(view);
    expect(within(screen.getByRole('form', { name: 'Enter the code' })).getByRole('status')).toHaveTextContent(
      'We sent a code by SMS to 01712345678. It works for 10 minutes.',
    );
    await view.user.click(createAccount());
    expect(screen.getByLabelText('Code')).toHaveAccessibleDescription(expect.stringContaining('Enter the 6-digit code from the SMS'));
    await view.user.type(screen.getByLabelText('Code'), '123456');
    await view.user.click(createAccount());
    const operation = await waitForOperation(mockEnvironment, 'SignUpCodeFormMutation');
    expect(operation.request.variables).toEqual({
      input: { name: 'New Student', phone: '01712345678', email: 'new@pathagar.test', password: 'student123', code: '123456' },
    });
    view.setUser(customer({ name: 'New Student', phone: '01712345678', hsc_batch: null }));
    await act(async () => mockEnvironment.mock.resolve(operation, { data: { signUp: { __typename: 'MutationSignUpSuccess' } } }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('dialog', { name: 'Welcome to Pathagar!' })).toBeInTheDocument();
  });

  it('shows a wrong code, and goes back to the details, kept, to change them or send a new code', async () => {
    const view = await openSignUp();
    await sendDetails(view);
    await view.user.type(screen.getByLabelText('Code'), '000000');
    await view.user.click(createAccount());
    const operation = await waitForOperation(mockEnvironment, 'SignUpCodeFormMutation');
    const message = 'The code is not correct.';
    await act(async () =>
      mockEnvironment.mock.resolve(operation, { data: { signUp: { __typename: 'CodeInvalidError', __isError: 'CodeInvalidError', message } } }),
    );
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/auth/register');

    await view.user.click(screen.getByRole('button', { name: 'Change the details or send a new code' }));
    expect(screen.getByLabelText('Phone Number')).toHaveValue('01712345678');
    expect(screen.getByLabelText('Name')).toHaveValue('New Student');
  });

  it("shows the server's field messages next to their fields", async () => {
    const { user } = await openSignUp();
    await user.type(screen.getByLabelText('Name'), 'New Student');
    await user.type(screen.getByLabelText('Phone Number'), '01712345678');
    await user.type(screen.getByLabelText('Password'), 'student123');
    await user.click(createAccount());
    const operation = await waitForOperation(mockEnvironment, 'SignUpFormSendCodeMutation');
    const message = 'Invalid phone number';
    await act(async () =>
      mockEnvironment.mock.resolve(operation, {
        data: { sendSignUpCode: { __typename: 'ValidationError', __isError: 'ValidationError', message, fields: [{ field: 'phone', message }] } },
      }),
    );
    await waitFor(() => expect(screen.getByLabelText('Phone Number')).toHaveAccessibleDescription(expect.stringContaining(message)));
    expect(screen.queryByRole('form', { name: 'Enter the code' })).toBeNull();
  });

  it('speaks Bangla: the form, its checks, the HSC batches in Bangla digits, the code step and a refused code', async () => {
    await inLanguage('bn', async () => {
      const { user } = await openAuthPage(mockEnvironment, '/auth/register', 'RegisterPageQuery', 'অ্যাকাউন্ট খুলুন');
      expect(document.title).toBe('সাইন আপ | Pathagar');
      await user.click(screen.getByRole('button', { name: 'অ্যাকাউন্ট খুলুন' }));
      expect(screen.getByText('নাম দিন')).toBeInTheDocument();
      const batch = screen.getByLabelText('এইচএসসি ব্যাচ');
      expect(within(batch).getByRole('option', { name: 'এইচএসসি ২০২৬' })).toHaveValue('HSC 2026');
      expect(within(batch).getByRole('option', { name: 'অন্যান্য' })).toHaveValue('Others');

      await user.type(screen.getByLabelText('নাম'), 'New Student');
      await user.type(screen.getByLabelText('ফোন নম্বর'), '01712345678');
      await user.type(screen.getByLabelText('পাসওয়ার্ড'), 'student123');
      await user.selectOptions(batch, 'HSC 2026');
      await user.click(screen.getByRole('button', { name: 'অ্যাকাউন্ট খুলুন' }));
      const send = await waitForOperation(mockEnvironment, 'SignUpFormSendCodeMutation');
      expect(send.request.variables.input).toMatchObject({ hscBatch: 'HSC 2026' });
      await act(async () => mockEnvironment.mock.resolve(send, { data: { sendSignUpCode: { __typename: 'MutationSendSignUpCodeSuccess' } } }));
      await screen.findByRole('form', { name: 'কোড দিন' });
      expect(screen.getByText(/01712345678 নম্বরে এসএমএসে একটি কোড পাঠানো হয়েছে/)).toBeInTheDocument();

      await user.type(screen.getByRole('textbox', { name: 'কোড' }), '123456');
      await user.click(screen.getByRole('button', { name: 'অ্যাকাউন্ট খুলুন' }));
      const signUp = await waitForOperation(mockEnvironment, 'SignUpCodeFormMutation');
      await act(async () =>
        mockEnvironment.mock.resolve(signUp, {
          data: { signUp: { __typename: 'CodeInvalidError', __isError: 'CodeInvalidError', message: 'This code has expired. Please ask for a new one.', reason: 'EXPIRED' } },
        }),
      );
      expect(await screen.findByRole('alert')).toHaveTextContent('এই কোডের মেয়াদ শেষ। নতুন কোড চেয়ে নিন।');
    });
  });
});
