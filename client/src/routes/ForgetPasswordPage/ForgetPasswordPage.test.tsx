import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMockEnvironment } from 'relay-test-utils';
import type { RelayMockEnvironment } from 'relay-test-utils/lib/RelayModernMockEnvironment';
import { inLanguage } from '../../../test/languages.ts';
import { resolveOperation, waitForOperation } from '../../../test/relay-operations.ts';
import { renderRoute } from '../../../test/render-route.tsx';

let mockEnvironment: RelayMockEnvironment;
jest.mock('../../relay/environment.ts', () => ({
  get relayEnvironment() {
    return mockEnvironment;
  },
}));

beforeEach(() => {
  mockEnvironment = createMockEnvironment();
});

async function answer(name: string, data: Record<string, unknown>) {
  const operation = await waitForOperation(mockEnvironment, name);
  await act(async () => mockEnvironment.mock.resolve(operation, { data }));
  return operation;
}

describe('the forgotten-password screen', () => {
  it('sends a code to the phone number, then sets the new password with it and links to sign in', async () => {
    await renderRoute('/auth/forget', mockEnvironment, { user: null });
    await resolveOperation(mockEnvironment, 'ForgetPasswordPageQuery', { shopConfig: { recaptchaSiteKey: null } });
    expect(await screen.findByRole('heading', { name: 'Forget Password', level: 1 })).toBeInTheDocument();
    expect(document.title).toBe('Forget Password | Pathagar');
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(screen.getByText('Phone number is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Phone Number'), '01712345678');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    const sent = await answer('PasswordResetRequestMutation', {
      sendPasswordResetCode: { __typename: 'MutationSendPasswordResetCodeSuccess' },
    });
    expect(sent.request.variables).toEqual({ input: { phone: '01712345678', captchaToken: null } });

    await user.type(await screen.findByLabelText('Code'), '123456');
    await user.type(screen.getByLabelText('New password'), 'fresh-start');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    const wrong = await answer('PasswordResetMutation', {
      resetPassword: { __typename: 'CodeInvalidError', __isError: 'CodeInvalidError', message: 'The code is not correct.' },
    });
    expect(wrong.request.variables).toEqual({ input: { phone: '01712345678', code: '123456', newPassword: 'fresh-start' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('The code is not correct.');

    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    await answer('PasswordResetMutation', { resetPassword: { __typename: 'MutationResetPasswordSuccess', data: true } });
    const done = await screen.findByText(/Your password has been changed/);
    expect(within(done).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth/login');
  });

  it('speaks Bangla: the steps, the checks, a refused code by its reason, and the link inside the closing sentence', async () => {
    await inLanguage('bn', async () => {
      await renderRoute('/auth/forget', mockEnvironment, { user: null });
      await resolveOperation(mockEnvironment, 'ForgetPasswordPageQuery', { shopConfig: { recaptchaSiteKey: null } });
      expect(await screen.findByRole('heading', { name: 'পাসওয়ার্ড ভুলে গেছেন', level: 1 })).toBeInTheDocument();
      expect(document.title).toBe('পাসওয়ার্ড ভুলে গেছেন | Pathagar');
      const user = userEvent.setup();
      await user.click(screen.getByRole('button', { name: 'কোড পাঠান' }));
      expect(screen.getByText('ফোন নম্বর দিন')).toBeInTheDocument();
      await user.type(screen.getByLabelText('ফোন নম্বর'), '01712345678');
      await user.click(screen.getByRole('button', { name: 'কোড পাঠান' }));
      await answer('PasswordResetRequestMutation', { sendPasswordResetCode: { __typename: 'MutationSendPasswordResetCodeSuccess' } });

      await user.type(await screen.findByLabelText('কোড'), '12345');
      await user.type(screen.getByLabelText('নতুন পাসওয়ার্ড'), 'fresh-start');
      await user.click(screen.getByRole('button', { name: 'নতুন পাসওয়ার্ড সেট করুন' }));
      expect(screen.getByText('এসএমএসে পাওয়া ৬ সংখ্যার কোডটি দিন')).toBeInTheDocument();
      await user.type(screen.getByLabelText('কোড'), '6');
      await user.click(screen.getByRole('button', { name: 'নতুন পাসওয়ার্ড সেট করুন' }));
      await answer('PasswordResetMutation', {
        resetPassword: { __typename: 'CodeInvalidError', __isError: 'CodeInvalidError', message: 'Too many wrong codes. Please ask for a new one.', reason: 'TOO_MANY_WRONG' },
      });
      expect(await screen.findByRole('alert')).toHaveTextContent('অনেকবার ভুল কোড দেওয়া হয়েছে। নতুন কোড চেয়ে নিন।');

      await user.click(screen.getByRole('button', { name: 'নতুন পাসওয়ার্ড সেট করুন' }));
      await answer('PasswordResetMutation', { resetPassword: { __typename: 'MutationResetPasswordSuccess', data: true } });
      const done = await screen.findByText(/আপনার পাসওয়ার্ড বদলানো হয়েছে/);
      expect(done).toHaveTextContent('নতুন পাসওয়ার্ড দিয়ে সাইন ইন করুন।');
      expect(within(done).getByRole('link', { name: 'সাইন ইন করুন' })).toHaveAttribute('href', '/auth/login');
    });
  });
});
