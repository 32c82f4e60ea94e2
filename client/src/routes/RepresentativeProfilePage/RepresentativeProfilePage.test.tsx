import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMockEnvironment } from 'relay-test-utils';
import type { RelayMockEnvironment } from 'relay-test-utils/lib/RelayModernMockEnvironment';
import { inLanguage } from '../../../test/languages.ts';
import { isPending, resolveOperation } from '../../../test/relay-operations.ts';
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

const REP = { __typename: 'Representative', id: 'rep1', joiningId: 'ALPHA-1', displayName: 'Alpha', institution: 'Dhaka College', payoutPhone: null, active: true };

async function open(myRepresentative: unknown) {
  await renderRoute('/edit', mockEnvironment, { user: customer() });
  expect(await screen.findByRole('heading', { name: 'Representative profile', level: 1 })).toBeInTheDocument();
  await resolveOperation(mockEnvironment, 'RepresentativeProfilePageQuery', { myRepresentative });
  return userEvent.setup();
}

describe('/edit', () => {
  it('shows the joining id and saves the profile, with the server’s field messages', async () => {
    const typist = await open(REP);
    expect(screen.getByText('ALPHA-1')).toBeInTheDocument();
    const name = screen.getByLabelText('Display name');
    expect(name).toHaveValue('Alpha');

    await typist.type(screen.getByLabelText(/bKash number/), '12345');
    await typist.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Give a Bangladeshi mobile number (01XXXXXXXXX) for bKash')).toBeInTheDocument();
    expect(isPending(mockEnvironment, 'RepresentativeProfilePageMutation')).toBe(false);

    await typist.clear(screen.getByLabelText(/bKash number/));
    await typist.type(screen.getByLabelText(/bKash number/), '01712345678');
    await typist.clear(screen.getByLabelText('College or university'));
    await typist.type(screen.getByLabelText('College or university'), 'Notre Dame College');
    await typist.click(screen.getByRole('button', { name: 'Save profile' }));
    const refused = await resolveOperation(mockEnvironment, 'RepresentativeProfilePageMutation', {
      updateMyRepresentativeProfile: { __typename: 'ValidationError', __isError: 'ValidationError', message: 'x', fields: [{ field: 'institution', message: 'Institution is at most 120 characters' }] },
    });
    expect(refused.request.variables.input).toEqual({ displayName: 'Alpha', institution: 'Notre Dame College', payoutPhone: '01712345678' });
    expect(await screen.findByText('Institution is at most 120 characters')).toBeInTheDocument();

    await typist.click(screen.getByRole('button', { name: 'Save profile' }));
    await resolveOperation(mockEnvironment, 'RepresentativeProfilePageMutation', {
      updateMyRepresentativeProfile: {
        __typename: 'MutationUpdateMyRepresentativeProfileSuccess',
        representative: { id: 'rep1', displayName: 'Alpha', institution: 'Notre Dame College', payoutPhone: '01712345678' },
      },
    });
    expect(await screen.findByText('Profile saved')).toBeInTheDocument();
  });

  it('says when the representative is paused', async () => {
    await open({ ...REP, active: false });
    expect(screen.getByRole('note')).toHaveTextContent('Your representative account is paused');
  });

  it('explains the programme and how to join to someone who is not a representative', async () => {
    await open(null);
    expect(screen.getByRole('heading', { name: 'This page is for campus representatives' })).toBeInTheDocument();
    expect(screen.getByText(/the shop enrols you and gives you your code/)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Representative profile' })).not.toBeInTheDocument();
  });

  it('speaks Bangla: the joining id sentence, the form and its checks', async () => {
    await inLanguage('bn', async () => {
      await renderRoute('/edit', mockEnvironment, { user: customer() });
      expect(await screen.findByRole('heading', { name: 'প্রতিনিধির প্রোফাইল', level: 1 })).toBeInTheDocument();
      await resolveOperation(mockEnvironment, 'RepresentativeProfilePageQuery', { myRepresentative: REP });
      expect(screen.getByText('ALPHA-1').closest('p')).toHaveTextContent(/^আপনার জয়েনিং আইডি ALPHA-1/);
      const typist = userEvent.setup();
      await typist.clear(screen.getByLabelText('যে নাম দেখানো হবে'));
      await typist.type(screen.getByLabelText('যে নাম দেখানো হবে'), 'A');
      await typist.type(screen.getByLabelText(/বিকাশ নম্বর/), '12345');
      await typist.click(screen.getByRole('button', { name: 'প্রোফাইল সেভ করুন' }));
      expect(await screen.findByText('নামে কমপক্ষে ২টি অক্ষর দিন')).toBeInTheDocument();
      expect(screen.getByText('বিকাশের জন্য বাংলাদেশি মোবাইল নম্বর দিন (01XXXXXXXXX)')).toBeInTheDocument();
      expect(isPending(mockEnvironment, 'RepresentativeProfilePageMutation')).toBe(false);
    });
  });
});
