import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMockEnvironment } from 'relay-test-utils';
import type { RelayMockEnvironment } from 'relay-test-utils/lib/RelayModernMockEnvironment';
import { cartData, cartLine } from '../../../test/cart-data.ts';
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

const BOOK = cartLine({ id: 'b1', title: 'Physics 1st Paper', price: 45000 });

describe('the referral code in the cart', () => {
  it('adds a joining id, shows the refusal of an unknown one, and removes it', async () => {
    await renderRoute('/cart', mockEnvironment, { user: customer() });
    await resolveOperation(mockEnvironment, 'CartPageQuery', { cart: cartData({ lines: [BOOK] }) });
    const typist = userEvent.setup();
    const field = await screen.findByLabelText('Referral code (joining id)');

    await typist.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter the joining id a campus representative gave you');
    expect(isPending(mockEnvironment, 'CartJoiningIdFormMutation')).toBe(false);

    await typist.type(field, 'nobody-9');
    await typist.click(screen.getByRole('button', { name: 'Add' }));
    const refused = await resolveOperation(mockEnvironment, 'CartJoiningIdFormMutation', {
      setCartJoiningId: { __typename: 'ReferralCodeError', __isError: 'ReferralCodeError', message: 'No campus representative has this joining id. Check the code with the person who gave it to you.' },
    });
    expect(refused.request.variables.input).toEqual({ joiningId: 'nobody-9' });
    expect(await screen.findByRole('alert')).toHaveTextContent('No campus representative has this joining id');

    await typist.clear(field);
    await typist.type(field, 'alpha-1');
    await typist.click(screen.getByRole('button', { name: 'Add' }));
    await resolveOperation(mockEnvironment, 'CartJoiningIdFormMutation', {
      setCartJoiningId: { __typename: 'MutationSetCartJoiningIdSuccess', cart: { id: 'Q2FydDox', joiningId: 'ALPHA-1' } },
    });
    expect(await screen.findByText('ALPHA-1')).toBeInTheDocument();
    expect(screen.queryByLabelText('Referral code (joining id)')).not.toBeInTheDocument();

    await typist.click(screen.getByRole('button', { name: 'Remove code' }));
    const removal = await resolveOperation(mockEnvironment, 'CartJoiningIdFormMutation', {
      setCartJoiningId: { __typename: 'MutationSetCartJoiningIdSuccess', cart: { id: 'Q2FydDox', joiningId: null } },
    });
    expect(removal.request.variables.input).toEqual({ joiningId: null });
    expect(await screen.findByLabelText('Referral code (joining id)')).toBeInTheDocument();
  });
});
