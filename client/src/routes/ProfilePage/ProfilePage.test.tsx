import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMockEnvironment } from 'relay-test-utils';
import type { RelayMockEnvironment } from 'relay-test-utils/lib/RelayModernMockEnvironment';
import { dismiss } from '../../components/toast/toast-store.ts';
import { typeOutsideAct } from '../../../test/key-outside-act.ts';
import { inLanguage } from '../../../test/languages.ts';
import { isPending, resolveOperation, waitForOperation } from '../../../test/relay-operations.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { customer } from '../../../test/session.ts';

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

const VIEWER = {
  __typename: 'User',
  id: 'VXNlcjox',
  name: 'Rahim Uddin',
  phone: '01712345678',
  email: 'rahim@example.com',
  hscBatch: 'HSC 2026',
  phoneVerified: false,
  pendingPhone: null as string | null,
  hasPassword: true,
  addresses: [] as object[],
};

async function openProfile(viewer: Record<string, unknown> | null = VIEWER, heading = 'Profile') {
  const view = await renderRoute('/profile', mockEnvironment, { user: customer() });
  const query = await resolveOperation(mockEnvironment, 'ProfilePageQuery', { viewer, shopConfig: { recaptchaSiteKey: null } });
  expect(query.request.node.params.name).toBe('ProfilePageQuery');
  await screen.findByRole('heading', { name: heading, level: 1 });
  return { ...view, user: userEvent.setup() };
}

const section = (name: string) => within(screen.getByRole('region', { name }));
const success = (typename: string, data?: unknown) => ({ __typename: typename, ...(data === undefined ? {} : { data }) });

async function answer(name: string, data: Record<string, unknown>) {
  const operation = await waitForOperation(mockEnvironment, name);
  await act(async () => mockEnvironment.mock.resolve(operation, { data }));
  return operation;
}

describe('the profile page', () => {
  it("shows the user's details and saves changes with updateProfile", async () => {
    const { user } = await openProfile();
    expect(document.title).toBe('Profile | Pathagar');
    const details = section('Your details');
    expect(details.getByLabelText('Name')).toHaveValue('Rahim Uddin');
    expect(details.getByLabelText('Phone Number')).toHaveValue('01712345678');
    expect(details.getByLabelText('Email')).toHaveValue('rahim@example.com');
    expect(details.getByLabelText('HSC Batch')).toHaveValue('HSC 2026');

    await user.clear(details.getByLabelText('Name'));
    await user.tab();
    expect(details.getByText('Name is required')).toBeInTheDocument();
    await user.type(details.getByLabelText('Name'), 'Rahim U.');
    await user.selectOptions(details.getByLabelText('HSC Batch'), 'Others');
    await user.click(details.getByRole('button', { name: 'Save changes' }));
    const operation = await answer('ProfileFormMutation', {
      updateProfile: success('MutationUpdateProfileSuccess', { ...VIEWER, name: 'Rahim U.', hscBatch: 'Others', emailVerified: true }),
    });
    expect(operation.request.variables).toEqual({
      input: { name: 'Rahim U.', phone: '01712345678', email: 'rahim@example.com', hscBatch: 'Others' },
    });
    expect(await screen.findByText('Profile updated')).toBeInTheDocument();
  });

  it('verifies the phone number with a code sent by SMS', async () => {
    const { user } = await openProfile();
    const phone = section('Phone verification');
    await user.click(phone.getByRole('button', { name: 'Send a code to 01712345678' }));
    const sent = await answer('PhoneVerificationSendCodeMutation', {
      sendVerificationCode: success('MutationSendVerificationCodeSuccess'),
    });
    expect(sent.request.variables).toEqual({ input: { captchaToken: null } });

    await user.type(await phone.findByLabelText('Code'), '12345');
    await user.click(phone.getByRole('button', { name: 'Verify' }));
    expect(phone.getByText('Enter the 6-digit code from the SMS')).toBeInTheDocument();
    await user.type(phone.getByLabelText('Code'), '6');
    await user.click(phone.getByRole('button', { name: 'Verify' }));
    const verified = await answer('PhoneVerificationVerifyMutation', {
      verifyPhone: success('MutationVerifyPhoneSuccess', { id: VIEWER.id, phoneVerified: true }),
    });
    expect(verified.request.variables).toEqual({ input: { code: '123456' } });
    expect(await phone.findByText('Your phone number 01712345678 is verified.')).toBeInTheDocument();
  });

  it('a new phone number waits for the code texted to it, and the verified one stays until the code comes back', async () => {
    const { user } = await openProfile({ ...VIEWER, phoneVerified: true, pendingPhone: null });
    const details = section('Your details');
    expect(section('Phone verification').getByText('Your phone number 01712345678 is verified.')).toBeInTheDocument();
    await user.clear(details.getByLabelText('Phone Number'));
    await user.type(details.getByLabelText('Phone Number'), '01812345678');
    await user.click(details.getByRole('button', { name: 'Save changes' }));
    await answer('ProfileFormMutation', {
      updateProfile: success('MutationUpdateProfileSuccess', { ...VIEWER, phoneVerified: true, pendingPhone: '01812345678', emailVerified: false }),
    });
    expect(await screen.findByText(/We texted a code to 01812345678: enter it under Phone verification/)).toBeInTheDocument();
    const phone = section('Phone verification');
    expect(await phone.findByText(/We texted a code to your new number 01812345678\. .*until then you sign in with 01712345678\./)).toBeInTheDocument();

    await user.type(phone.getByLabelText('Code'), '654321');
    await user.click(phone.getByRole('button', { name: 'Verify' }));
    const verified = await answer('PhoneVerificationVerifyMutation', {
      verifyPhone: success('MutationVerifyPhoneSuccess', { id: VIEWER.id, phone: '01812345678', pendingPhone: null, phoneVerified: true }),
    });
    expect(verified.request.variables).toEqual({ input: { code: '654321' } });
    expect(await phone.findByText('Your phone number 01812345678 is verified.')).toBeInTheDocument();
  });

  it('says why a code for the new number was refused', async () => {
    const { user } = await openProfile({ ...VIEWER, phoneVerified: true, pendingPhone: '01812345678' });
    const phone = section('Phone verification');
    await user.type(phone.getByLabelText('Code'), '111111');
    await user.click(phone.getByRole('button', { name: 'Verify' }));
    await answer('PhoneVerificationVerifyMutation', {
      verifyPhone: { __typename: 'CodeInvalidError', __isError: 'CodeInvalidError', message: 'The code is not correct.' },
    });
    expect(await phone.findByText('The code is not correct.')).toBeInTheDocument();
    expect(phone.getByRole('button', { name: 'Send a new code' })).toBeInTheDocument();
  });

  it('asks for the current password and a new one of 6 or more before changing it', async () => {
    const { user } = await openProfile();
    const password = section('Password');
    await user.click(password.getByRole('button', { name: 'Change password' }));
    expect(password.getByText('Current password is required')).toBeInTheDocument();
    expect(password.getByText('Minimum 6 characters required')).toBeInTheDocument();
    expect(isPending(mockEnvironment, 'ChangePasswordFormMutation')).toBe(false);

    await user.type(password.getByLabelText('Current password'), 'wrong-one');
    await user.type(password.getByLabelText('New password'), 'better123');
    await user.click(password.getByRole('button', { name: 'Change password' }));
    const message = 'The current password is not correct';
    await answer('ChangePasswordFormMutation', {
      changePassword: { __typename: 'ValidationError', __isError: 'ValidationError', message, fields: [{ field: 'currentPassword', message }] },
    });
    expect(await password.findByText(message)).toBeInTheDocument();
  });

  it('signs out everywhere only after the confirmation, then goes home signed out', async () => {
    const view = await openProfile();
    const { user } = view;
    const sessions = section('Sessions');
    await user.click(sessions.getByRole('button', { name: 'Sign out everywhere' }));
    const confirm = sessions.getByRole('group', { name: 'Confirm' });
    expect(confirm).toHaveAccessibleDescription('You will be signed out on every device, this one included.');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(sessions.queryByRole('group', { name: 'Confirm' })).not.toBeInTheDocument();
    expect(isPending(mockEnvironment, 'SignOutEverywhereMutation')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    await user.click(screen.getByRole('button', { name: 'Yes, sign out everywhere' }));
    expect(screen.getByRole('button', { name: 'Signing out…' })).toBeDisabled();
    view.setUser(null);
    await answer('SignOutEverywhereMutation', { signOutEverywhere: 3 });
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/'));
    expect(await screen.findByText('3 sessions ended.')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('asks to sign in again when the session ended meanwhile', async () => {
    await openProfile(null);
    expect(screen.getByRole('heading', { name: 'Your session has ended' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth/login');
  });
});

describe('the profile page in Bangla', () => {
  async function openInBangla(viewer: Record<string, unknown> | null = VIEWER) {
    const view = await renderRoute('/profile', mockEnvironment, { user: customer() });
    await resolveOperation(mockEnvironment, 'ProfilePageQuery', { viewer, shopConfig: { recaptchaSiteKey: null } });
    await screen.findByRole('heading', { name: 'প্রোফাইল', level: 1 });
    return { ...view, user: userEvent.setup() };
  }

  it('shows its sections, fields and HSC batches in Bangla, and the server refusing a number in Bangla beside the field', async () => {
    await inLanguage('bn', async () => {
      const { user } = await openInBangla();
      expect(document.title).toBe('প্রোফাইল | Pathagar');
      const details = section('আপনার তথ্য');
      expect(details.getByLabelText('নাম')).toHaveValue('Rahim Uddin');
      expect(within(details.getByLabelText('এইচএসসি ব্যাচ')).getByRole('option', { name: 'এইচএসসি ২০২৬' })).toHaveValue('HSC 2026');
      expect(section('ফোন নম্বর যাচাই').getByText('আপনার ফোন নম্বর 01712345678 এখনো যাচাই করা হয়নি।')).toBeInTheDocument();
      expect(section('সেশন').getByRole('button', { name: 'সব জায়গা থেকে সাইন আউট' })).toBeInTheDocument();

      await user.clear(details.getByLabelText('ফোন নম্বর'));
      await user.type(details.getByLabelText('ফোন নম্বর'), '01812345678');
      await user.click(details.getByRole('button', { name: 'পরিবর্তন সেভ করুন' }));
      const message = 'This phone number is already registered';
      await answer('ProfileFormMutation', {
        updateProfile: { __typename: 'ValidationError', __isError: 'ValidationError', message, fields: [{ field: 'phone', message }] },
      });
      expect(await details.findByText('এই ফোন নম্বর দিয়ে আগেই অ্যাকাউন্ট খোলা হয়েছে')).toBeInTheDocument();
    });
  });

  it('words a refused code and the password checks in Bangla, and counts ended sessions in Bangla digits', async () => {
    await inLanguage('bn', async () => {
      const view = await openInBangla({ ...VIEWER, phoneVerified: true, pendingPhone: '01812345678' });
      const { user } = view;
      const phone = section('ফোন নম্বর যাচাই');
      expect(phone.getByText(/ততক্ষণ আপনি 01712345678 দিয়ে সাইন ইন করবেন।/)).toBeInTheDocument();
      await user.type(phone.getByLabelText('কোড'), '111111');
      await user.click(phone.getByRole('button', { name: 'যাচাই করুন' }));
      await answer('PhoneVerificationVerifyMutation', {
        verifyPhone: { __typename: 'CodeInvalidError', __isError: 'CodeInvalidError', message: 'The code is not correct.', reason: 'WRONG' },
      });
      expect(await phone.findByText('কোডটি সঠিক নয়।')).toBeInTheDocument();

      const password = section('পাসওয়ার্ড');
      await user.click(password.getByRole('button', { name: 'পাসওয়ার্ড বদলান' }));
      expect(password.getByText('বর্তমান পাসওয়ার্ড দিন')).toBeInTheDocument();
      expect(password.getByText('কমপক্ষে ৬টি অক্ষর দিন')).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'সব জায়গা থেকে সাইন আউট' }));
      await user.click(screen.getByRole('button', { name: 'হ্যাঁ, সব জায়গা থেকে সাইন আউট করুন' }));
      view.setUser(null);
      await answer('SignOutEverywhereMutation', { signOutEverywhere: 3 });
      expect(await screen.findByText('৩টি সেশন বন্ধ হয়েছে।')).toBeInTheDocument();
    });
  });

  it('asks to sign in again in Bangla when the session ended meanwhile', async () => {
    await inLanguage('bn', async () => {
      await openInBangla(null);
      expect(screen.getByRole('heading', { name: 'আপনার সেশন শেষ হয়ে গেছে' })).toBeInTheDocument();
    });
  });
});

describe('the saved addresses on the profile page', () => {
  const address = (n: number, label = '') => ({
    __typename: 'SavedAddress',
    id: `U2F2ZWRBZGRyZXNzOj${n}`,
    label,
    name: 'Rahim Uddin',
    phone: '01712345678',
    address: `House ${n}, Road 4, Mirpur`,
    district: 'Dhaka',
  });
  const HOME = address(1, 'Home');
  const HOSTEL = address(2, 'Hostel');
  const refetched = (addresses: object[]) => ({ node: { ...VIEWER, addresses } });

  it('lists them and deletes one, then reads the list again', async () => {
    const { user } = await openProfile({ ...VIEWER, addresses: [HOME, HOSTEL] });
    const book = section('Saved addresses');
    expect(book.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringContaining('Home: Rahim Uddin, 01712345678House 1, Road 4, Mirpur, Dhaka'),
      expect.stringContaining('Hostel: Rahim Uddin, 01712345678House 2, Road 4, Mirpur, Dhaka'),
    ]);
    await user.click(book.getByRole('button', { name: 'Delete Hostel' }));
    const removal = await answer('AddressBookDeleteMutation', { deleteAddress: success('MutationDeleteAddressSuccess') });
    expect(removal.request.variables).toEqual({ input: { id: HOSTEL.id } });
    await answer('AddressBookRefetchQuery', refetched([HOME]));
    expect(await screen.findByText('Address deleted')).toBeInTheDocument();
    await waitFor(() => expect(section('Saved addresses').getAllByRole('listitem')).toHaveLength(1));
  });

  it('adds one from a form that starts with the account’s name and phone and checks the fields', async () => {
    const { user } = await openProfile();
    expect(section('Saved addresses').getByText(/No saved addresses yet/)).toBeInTheDocument();
    await user.click(section('Saved addresses').getByRole('button', { name: 'Add an address' }));
    const form = within(screen.getByRole('form', { name: 'New address' }));
    expect(form.getByLabelText('Full name')).toHaveValue('Rahim Uddin');
    expect(form.getByLabelText('Phone number')).toHaveValue('01712345678');
    await user.click(form.getByRole('button', { name: 'Save address' }));
    expect(form.getByText('Address is required')).toBeInTheDocument();
    expect(isPending(mockEnvironment, 'useSaveAddressMutation')).toBe(false);

    await user.type(form.getByLabelText('Label (optional)'), 'Home');
    await user.type(form.getByLabelText('Address'), 'House 1, Road 4, Mirpur');
    await user.type(form.getByRole('combobox', { name: 'District' }), 'Dh');
    // A key shows in the box when its event is over (not only once downshift's effect has run).
    expect(typeOutsideAct(form.getByRole('combobox', { name: 'District' }), 'Dha')).toBe('Dha');
    await user.clear(form.getByRole('combobox', { name: 'District' }));
    await user.type(form.getByRole('combobox', { name: 'District' }), 'Dhaka');
    await user.click(await form.findByRole('option', { name: /^Dhaka / }));
    await user.click(form.getByRole('button', { name: 'Save address' }));
    const saved = await answer('useSaveAddressMutation', { saveAddress: success('MutationSaveAddressSuccess', HOME) });
    expect(saved.request.variables.input).toEqual({
      id: null,
      label: 'Home',
      name: 'Rahim Uddin',
      phone: '01712345678',
      address: 'House 1, Road 4, Mirpur',
      district: 'Dhaka',
    });
    await answer('AddressBookRefetchQuery', refetched([HOME]));
    expect(await screen.findByText('Address saved')).toBeInTheDocument();
    await waitFor(() => expect(section('Saved addresses').getByRole('listitem')).toHaveTextContent('Home: Rahim Uddin'));
  });

  it('changes one by its id, and shows what the server refuses', async () => {
    const { user } = await openProfile({ ...VIEWER, addresses: [HOME] });
    await user.click(section('Saved addresses').getByRole('button', { name: 'Change Home' }));
    const form = within(screen.getByRole('form', { name: 'Change address' }));
    expect(form.getByLabelText('Address')).toHaveValue('House 1, Road 4, Mirpur');
    await user.clear(form.getByRole('combobox', { name: 'District' }));
    await user.type(form.getByRole('combobox', { name: 'District' }), 'Gazipur');
    await user.click(form.getByRole('option', { name: /^Gazipur / }));
    await user.click(form.getByRole('button', { name: 'Save address' }));
    const refused = await answer('useSaveAddressMutation', {
      saveAddress: { __typename: 'NotFoundError', __isError: 'NotFoundError', message: 'No such saved address.' },
    });
    expect(refused.request.variables.input).toMatchObject({ id: HOME.id, district: 'Gazipur' });
    expect(await form.findByRole('alert')).toHaveTextContent('No such saved address.');
  });

  it('speaks Bangla: the list, its buttons, the form and its checks, the toasts and the full book (issue 35)', async () => {
    await inLanguage('bn', async () => {
      const { user } = await openProfile({ ...VIEWER, addresses: [HOME, HOSTEL] }, 'প্রোফাইল');
      const book = section('সেভ করা ঠিকানা');
      expect(book.getByRole('list', { name: 'সেভ করা ঠিকানা' })).toBeInTheDocument();
      expect(book.getByRole('button', { name: 'Home বদলান' })).toBeInTheDocument();
      await user.click(book.getByRole('button', { name: 'Hostel মুছুন' }));
      await answer('AddressBookDeleteMutation', { deleteAddress: success('MutationDeleteAddressSuccess') });
      await answer('AddressBookRefetchQuery', refetched([HOME]));
      expect(await screen.findByText('ঠিকানাটি মুছে ফেলা হয়েছে')).toBeInTheDocument();

      await user.click(section('সেভ করা ঠিকানা').getByRole('button', { name: 'ঠিকানা যোগ করুন' }));
      const form = within(screen.getByRole('form', { name: 'নতুন ঠিকানা' }));
      expect(form.getByLabelText('পুরো নাম')).toHaveValue('Rahim Uddin');
      expect(form.getByLabelText('মোবাইল নম্বর')).toHaveValue('01712345678');
      expect(form.getByLabelText('লেবেল (ঐচ্ছিক)')).toBeInTheDocument();
      await user.click(form.getByRole('button', { name: 'ঠিকানা সেভ করুন' }));
      expect(form.getByText('ঠিকানা দিতে হবে')).toBeInTheDocument();
      await user.click(form.getByRole('button', { name: 'বাতিল' }));
    });
  });

  it('says the book is full in Bangla, with Bangla digits (issue 35)', async () => {
    await inLanguage('bn', async () => {
      await openProfile({ ...VIEWER, addresses: Array.from({ length: 10 }, (_, i) => address(i + 1)) }, 'প্রোফাইল');
      expect(section('সেভ করা ঠিকানা').getByRole('button', { name: 'ঠিকানা যোগ করুন' })).toBeDisabled();
      expect(section('সেভ করা ঠিকানা').getByText('আপনার ১০টি ঠিকানা সেভ করা আছে, এর বেশি রাখা যায় না: নতুন একটি যোগ করতে একটি মুছে দিন।')).toBeInTheDocument();
    });
  });

  it('offers no new one once the book is full', async () => {
    await openProfile({ ...VIEWER, addresses: Array.from({ length: 10 }, (_, i) => address(i + 1)) });
    expect(section('Saved addresses').getByRole('button', { name: 'Add an address' })).toBeDisabled();
    expect(section('Saved addresses').getByText(/You keep 10 addresses, the most there may be/)).toBeInTheDocument();
  });
});
