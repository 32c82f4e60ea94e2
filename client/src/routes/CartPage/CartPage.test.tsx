import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMockEnvironment } from 'relay-test-utils';
import type { RelayMockEnvironment } from 'relay-test-utils/lib/RelayModernMockEnvironment';
import { cartData, cartLine } from '../../../test/cart-data.ts';
import { inLanguage } from '../../../test/languages.ts';
import { resolveOperation, waitForOperation } from '../../../test/relay-operations.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { customer } from '../../../test/session.ts';
import { dismiss } from '../../components/toast/toast-store.ts';

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
  jest.restoreAllMocks();
});

const BOOK = cartLine({ id: 'b1', title: 'Physics 1st Paper', price: 45000, quantity: 2 });
const PEN = cartLine({ id: 's1', title: 'Gel Pen', kind: 'STATIONERY', price: 2000, variantLabel: 'Blue' });

async function openCart(cart = cartData({ lines: [BOOK, PEN] })) {
  const view = await renderRoute('/cart', mockEnvironment, { user: customer() });
  await resolveOperation(mockEnvironment, 'CartPageQuery', { cart });
  await screen.findByRole('heading', { name: 'Your cart', level: 1 });
  return { ...view, user: userEvent.setup() };
}

const summary = (testId: string) => screen.getByTestId(testId).textContent;

describe('the cart page', () => {
  it('speaks Bangla: lines, prices and totals in Bangla digits, the delivery places, the coupon form and its messages', async () => {
    await inLanguage('bn', async () => {
      await renderRoute('/cart', mockEnvironment, { user: customer() });
      await resolveOperation(mockEnvironment, 'CartPageQuery', { cart: cartData({ lines: [BOOK, PEN] }) });
      expect(await screen.findByRole('heading', { name: 'আপনার কার্ট', level: 1 })).toBeInTheDocument();
      expect(document.title).toBe('কার্ট | Pathagar');
      const lines = within(screen.getByRole('list', { name: 'আপনার কার্টের পণ্য' })).getAllByRole('listitem');
      expect(lines[0]).toHaveTextContent('প্রতিটি ৳৪৫০');
      expect(lines[0]).toHaveTextContent('৳৯০০');
      expect(screen.getByLabelText('Physics 1st Paper-এর পরিমাণ')).toHaveValue('2');
      expect(screen.getByRole('option', { name: '২', selected: true })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Physics 1st Paper সরান' })).toHaveTextContent('সরান');
      expect(summary('cart-qty')).toBe('৩');
      expect(summary('cart-total')).toBe('৳৯২০');
      expect(summary('cart-delivery')).toBe('এলাকা বেছে নিন');
      expect(screen.getByRole('radio', { name: 'ঢাকার ভেতরে' })).toBeInTheDocument();
      expect(screen.getByRole('radio', { name: 'ঢাকার বাইরে' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'চেকআউট করুন' })).toHaveAttribute('href', '/cart/checkout');
      const user = userEvent.setup();
      await user.click(screen.getByRole('button', { name: 'প্রয়োগ করুন' }));
      expect(screen.getByText('কুপন কোড লিখুন')).toBeInTheDocument();
      await user.type(screen.getByLabelText('কুপন কোড'), 'welcome10');
      await user.click(screen.getByRole('button', { name: 'প্রয়োগ করুন' }));
      await resolveOperation(mockEnvironment, 'CartCouponFormApplyMutation', {
        applyCoupon: {
          __typename: 'MutationApplyCouponSuccess',
          cart: cartData({ lines: [BOOK, PEN], discountedAmount: 9200, coupon: { code: 'WELCOME10', label: '10% off' } }),
        },
      });
      expect(await screen.findByText('কুপন সফলভাবে যোগ হয়েছে')).toBeInTheDocument();
      expect(summary('cart-discount')).toBe('−৳৯২');
      expect(screen.getByText('ছাড় (WELCOME10)')).toBeInTheDocument();
    });
  });

  it('speaks Bangla when the cart is empty', async () => {
    await inLanguage('bn', async () => {
      await renderRoute('/cart', mockEnvironment, { user: customer() });
      await resolveOperation(mockEnvironment, 'CartPageQuery', { cart: cartData({ lines: [] }) });
      expect(await screen.findByText('আপনার কার্ট খালি')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'কেনাকাটা শুরু করুন' })).toHaveAttribute('href', '/');
    });
  });

  it('shows the lines, the summary, the delivery choice and the checkout button before anything is chosen, with no error', async () => {
    await openCart();
    expect(document.title).toBe('Cart | Pathagar');
    const lines = within(screen.getByRole('list', { name: 'Items in your cart' })).getAllByRole('listitem');
    expect(lines.map((line) => line.getAttribute('aria-label'))).toEqual(['Physics 1st Paper', 'Gel Pen (Blue)']);
    expect(screen.getByLabelText('Quantity of Physics 1st Paper')).toHaveValue('2');
    expect(summary('cart-qty')).toBe('3');
    expect(summary('cart-total')).toBe('৳920');
    expect(summary('cart-delivery')).toBe('Choose a place');
    expect(screen.getByRole('radiogroup', { name: 'Delivery place' })).toBeInTheDocument();
    expect(screen.queryByText(/Choose a delivery place to continue/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Proceed to checkout' })).toHaveAttribute('href', '/cart/checkout');
  });

  it('replaces the delivery charge when another place is chosen: 40 in Dhaka, then 60 outside, never 100', async () => {
    const { user } = await openCart();
    expect(within(screen.getByRole('radiogroup', { name: 'Delivery place' })).getAllByRole('radio')).toHaveLength(2);
    await user.click(screen.getByRole('radio', { name: 'Inside Dhaka' }));
    const dhaka = await resolveOperation(mockEnvironment, 'DeliveryPlacePickerMutation', {
      setDeliveryPlace: { __typename: 'MutationSetDeliveryPlaceSuccess', cart: cartData({ lines: [BOOK, PEN], deliveryPlace: 'DHAKA', deliveryCharges: 4000 }) },
    });
    expect(dhaka.request.variables).toEqual({ input: { place: 'DHAKA' } });
    expect(summary('cart-delivery')).toBe('৳40');
    expect(summary('cart-net')).toBe('৳960');
    expect(screen.getByRole('link', { name: 'Proceed to checkout' })).toHaveAttribute('href', '/cart/checkout');

    await user.click(screen.getByRole('radio', { name: 'Outside Dhaka' }));
    await resolveOperation(mockEnvironment, 'DeliveryPlacePickerMutation', {
      setDeliveryPlace: { __typename: 'MutationSetDeliveryPlaceSuccess', cart: cartData({ lines: [BOOK, PEN], deliveryPlace: 'OUTSIDE_DHAKA', deliveryCharges: 6000 }) },
    });
    expect(summary('cart-delivery')).toBe('৳60');
    expect(summary('cart-net')).toBe('৳980');
    expect(screen.getByRole('radio', { name: 'Outside Dhaka' })).toBeChecked();
  });

  it('changes a quantity and removes a line, refreshing the summary from the returned cart', async () => {
    const { user } = await openCart();
    await user.selectOptions(screen.getByLabelText('Quantity of Physics 1st Paper'), '3');
    const change = await resolveOperation(mockEnvironment, 'CartLineListQuantityMutation', {
      updateCartLineQuantity: {
        __typename: 'MutationUpdateCartLineQuantitySuccess',
        cart: cartData({ lines: [{ ...BOOK, quantity: 3, lineTotal: { amount: 135000, formatted: '৳1,350' } }, PEN] }),
      },
    });
    expect(change.request.variables).toEqual({ input: { lineId: 'line-b1', quantity: 3 } });
    expect(summary('cart-qty')).toBe('4');

    await user.click(screen.getByRole('button', { name: 'Remove Gel Pen (Blue)' }));
    const removal = await resolveOperation(mockEnvironment, 'CartLineListRemoveMutation', {
      removeCartLine: { __typename: 'MutationRemoveCartLineSuccess', cart: cartData({ lines: [BOOK] }) },
    });
    expect(removal.request.variables).toEqual({ input: { lineId: 'line-s1' } });
    expect(screen.queryByRole('listitem', { name: 'Gel Pen (Blue)' })).not.toBeInTheDocument();
    expect(summary('cart-total')).toBe('৳900');
  });

  it('says why a quantity was refused (not enough stock)', async () => {
    const { user } = await openCart();
    await user.selectOptions(screen.getByLabelText('Quantity of Physics 1st Paper'), '5');
    await resolveOperation(mockEnvironment, 'CartLineListQuantityMutation', {
      updateCartLineQuantity: { __typename: 'OutOfStockError', __isError: 'OutOfStockError', message: 'Only 4 of Physics 1st Paper left.' },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not change the quantity');
    expect(alert).toHaveTextContent('Only 4 of Physics 1st Paper left.');
  });

  it("applies a coupon: the seed's success toast and the discount in the summary", async () => {
    const { user } = await openCart();
    await user.type(screen.getByLabelText('Coupon code'), 'welcome10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    const applied = await resolveOperation(mockEnvironment, 'CartCouponFormApplyMutation', {
      applyCoupon: {
        __typename: 'MutationApplyCouponSuccess',
        cart: cartData({ lines: [BOOK, PEN], discountedAmount: 9200, coupon: { code: 'WELCOME10', label: '10% off' } }),
      },
    });
    expect(applied.request.variables).toEqual({ input: { code: 'welcome10' } });
    expect((await screen.findByText('Coupon applied successfully')).closest('[role=status]')).toHaveClass('ui-toast');
    expect(summary('cart-discount')).toBe('−৳92');
    expect(screen.getByText('WELCOME10')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove coupon' }));
    await resolveOperation(mockEnvironment, 'CartCouponFormRemoveMutation', { removeCoupon: cartData({ lines: [BOOK, PEN] }) });
    expect(screen.queryByTestId('cart-discount')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Coupon code')).toHaveValue('');
  });

  it("shows the server's refusal as the destructive toast 'Error' with its message", async () => {
    const { user } = await openCart();
    await user.type(screen.getByLabelText('Coupon code'), 'NOPE');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await resolveOperation(mockEnvironment, 'CartCouponFormApplyMutation', {
      applyCoupon: { __typename: 'CouponInvalidError', __isError: 'CouponInvalidError', message: 'No coupon has this code.' },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/^Error/);
    expect(alert).toHaveTextContent('No coupon has this code.');
    expect(screen.getByLabelText('Coupon code')).toHaveValue('NOPE');
  });

  it("says 'Your coupon is not valid' when the call fails outright", async () => {
    const { user } = await openCart();
    await user.type(screen.getByLabelText('Coupon code'), 'SAVE');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    const operation = await waitForOperation(mockEnvironment, 'CartCouponFormApplyMutation');
    await act(async () => mockEnvironment.mock.reject(operation, new Error('Failed to fetch')));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your coupon is not valid');
  });

  it('asks for a code before sending anything', async () => {
    const { user } = await openCart();
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByText('Enter a coupon code')).toBeInTheDocument();
    expect(mockEnvironment.mock.getAllOperations().map((op) => op.request.node.params.name)).not.toContain('CartCouponFormApplyMutation');
  });

  it('keeps checkout closed while a line is no longer sold', async () => {
    await openCart(cartData({ lines: [BOOK, { ...PEN, available: false }], deliveryPlace: 'DHAKA', deliveryCharges: 4000 }));
    expect(screen.getByText('No longer sold: remove it to continue.')).toBeInTheDocument();
    expect(screen.getByText('Remove the items that are no longer sold to continue.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Proceed to checkout' })).not.toBeInTheDocument();
  });

  it('shows digital goods with quantity 1 and no delivery choice', async () => {
    await openCart(cartData({ lines: [cartLine({ id: 'e1', title: 'Chemistry Ebook', kind: 'EBOOK', price: 15000 })] }));
    expect(screen.getByText('Qty 1')).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup', { name: 'Delivery place' })).not.toBeInTheDocument();
    expect(summary('cart-delivery')).toBe('No delivery');
    expect(screen.getByRole('link', { name: 'Proceed to checkout' })).toBeInTheDocument();
  });

  it('has a helpful empty state', async () => {
    const view = await renderRoute('/cart', mockEnvironment, { user: customer() });
    await resolveOperation(mockEnvironment, 'CartPageQuery', { cart: cartData() });
    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the shop' })).toHaveAttribute('href', '/');
    expect(view.router.state.location.pathname).toBe('/cart');
  });
});
