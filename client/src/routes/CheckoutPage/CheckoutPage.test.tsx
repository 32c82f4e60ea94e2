import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMockEnvironment } from 'relay-test-utils';
import type { RelayMockEnvironment } from 'relay-test-utils/lib/RelayModernMockEnvironment';
import { cartData, cartLine } from '../../../test/cart-data.ts';
import { resolveOperation } from '../../../test/relay-operations.ts';
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

const BOOK = cartLine({ id: 'b1', title: 'Physics 1st Paper', price: 45000, quantity: 2 });

async function openCheckout(cart = cartData({ lines: [BOOK], deliveryPlace: 'DHAKA', deliveryCharges: 4000 })) {
  await renderRoute('/cart/checkout', mockEnvironment, { user: customer() });
  await resolveOperation(mockEnvironment, 'CheckoutPageQuery', { viewer: { id: 'VXNlcjox', name: 'Rahim Uddin', phone: '01712345678' }, cart });
  await screen.findByRole('heading', { name: 'Checkout', level: 1 });
  return userEvent.setup();
}

describe('checkout', () => {
  it('shows the order summary and fills in what the account knows', async () => {
    await openCheckout();
    expect(screen.getByText('2 × Physics 1st Paper — ৳900')).toBeInTheDocument();
    expect(screen.getByTestId('cart-net').textContent).toBe('৳940');
    expect(screen.getByLabelText('Full name')).toHaveValue('Rahim Uddin');
    expect(screen.getByLabelText('Phone number')).toHaveValue('01712345678');
    expect(screen.getByRole('radio', { name: 'Inside Dhaka' })).toBeChecked();
  });

  it('checks the delivery details on blur and on submit, with clear messages', async () => {
    const typist = await openCheckout();
    await typist.clear(screen.getByLabelText('Phone number'));
    await typist.type(screen.getByLabelText('Phone number'), '0171');
    await typist.tab();
    expect(await screen.findByText('Invalid phone number')).toBeInTheDocument();
    await typist.click(screen.getByRole('button', { name: 'Review order' }));
    expect(screen.getByText('Address is required')).toBeInTheDocument();
    expect(screen.getByText('District is required')).toBeInTheDocument();
    expect(screen.queryByText(/Your details are complete/)).not.toBeInTheDocument();
    await typist.type(screen.getByLabelText('Address'), 'Dhaka');
    await typist.tab();
    expect(await screen.findByText('Please give the full address (house, road, area)')).toBeInTheDocument();
    await typist.clear(screen.getByLabelText('Address'));

    await typist.clear(screen.getByLabelText('Phone number'));
    await typist.type(screen.getByLabelText('Phone number'), '+8801812345678');
    await typist.type(screen.getByLabelText('Address'), 'House 12, Road 5, Dhanmondi');
    await typist.type(screen.getByLabelText('District'), 'Dhaka');
    await typist.click(screen.getByRole('button', { name: 'Review order' }));
    expect(await screen.findByText(/Your details are complete/)).toBeInTheDocument();
  });

  it('asks only for name and phone when nothing is delivered', async () => {
    await openCheckout(cartData({ lines: [cartLine({ id: 'e1', title: 'Chemistry Ebook', kind: 'EBOOK', price: 15000 })] }));
    expect(screen.getByRole('heading', { name: 'Your details' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Address')).not.toBeInTheDocument();
  });

  it('keeps the order closed until a delivery place is chosen', async () => {
    await openCheckout(cartData({ lines: [BOOK] }));
    expect(screen.getByText('Choose a delivery place to continue.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Review order' })).toBeDisabled();
  });
});
