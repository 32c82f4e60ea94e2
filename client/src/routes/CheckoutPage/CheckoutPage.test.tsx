import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMockEnvironment } from 'relay-test-utils';
import type { RelayMockEnvironment } from 'relay-test-utils/lib/RelayModernMockEnvironment';
import { cartData, cartLine } from '../../../test/cart-data.ts';
import { inLanguage } from '../../../test/languages.ts';
import { isPending, resolveOperation, waitForOperation } from '../../../test/relay-operations.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { customer } from '../../../test/session.ts';
import { goToGateway } from '../../features/orders/gateway-redirect.ts';

let mockEnvironment: RelayMockEnvironment;
jest.mock('../../relay/environment.ts', () => ({
  get relayEnvironment() {
    return mockEnvironment;
  },
}));
jest.mock('../../features/orders/gateway-redirect.ts', () => ({ goToGateway: jest.fn() }));

beforeEach(() => {
  mockEnvironment = createMockEnvironment();
  jest.mocked(goToGateway).mockClear();
  sessionStorage.clear();
});

const BOOK = cartLine({ id: 'b1', title: 'Physics 1st Paper', price: 45000, quantity: 2 });
const EBOOK = cartLine({ id: 'e1', title: 'Chemistry Ebook', kind: 'EBOOK', price: 15000 });
const METHODS = ['COD', 'SSLCOMMERZ', 'BKASH'];
const money = (poisha: number) => ({ amount: poisha, formatted: `৳${(poisha / 100).toLocaleString('en-US')}` });

const DELIVERED = cartData({ lines: [BOOK], deliveryPlace: 'DHAKA', deliveryCharges: 4000 });
const VIEWER = { id: 'VXNlcjox', name: 'Rahim Uddin', phone: '01712345678', addresses: [] as object[] };

function answerCheckout(cart = DELIVERED, methods = METHODS, viewer = VIEWER) {
  return resolveOperation(mockEnvironment, 'CheckoutPageQuery', { viewer, checkoutPaymentMethods: methods, cart });
}

async function openCheckout(cart = DELIVERED, methods = METHODS, viewer = VIEWER) {
  const view = await renderRoute('/cart/checkout', mockEnvironment, { user: customer() });
  await answerCheckout(cart, methods, viewer);
  await screen.findByRole('heading', { name: 'Checkout', level: 1 });
  return { typist: userEvent.setup(), router: view.router };
}

const savedAddress = (id: string, label: string, address: string, district = 'Dhaka') => ({
  id,
  label,
  name: 'Rahim Uddin',
  phone: '01712345678',
  address,
  district,
});
const HOME = savedAddress('U2F2ZWRBZGRyZXNzOjE=', 'Home', 'House 3, Road 4, Mirpur 10');
const HOSTEL = savedAddress('U2F2ZWRBZGRyZXNzOjI=', 'Hostel', 'Room 12, Shahidullah Hall', 'Dhaka University');

async function chooseDistrict(typist: ReturnType<typeof userEvent.setup>, typed: string, option: RegExp) {
  await typist.type(screen.getByRole('combobox', { name: 'District' }), typed);
  await typist.click(screen.getByRole('option', { name: option }));
}

async function fillAddress(typist: ReturnType<typeof userEvent.setup>) {
  await typist.type(screen.getByLabelText('Address'), 'House 12, Road 5, Dhanmondi');
  await chooseDistrict(typist, 'Dhaka', /^Dhaka /);
}

const placed = (paymentMethod: string, status = 'PLACED') => ({
  placeOrder: {
    __typename: 'MutationPlaceOrderSuccess',
    order: { id: 'T3JkZXI6MQ==', number: 'PG-2026-000123', paymentMethod, status, paymentStatus: status === 'PLACED' && paymentMethod !== 'COD' ? 'PAID' : 'UNPAID' },
  },
});

describe('checkout', () => {
  it('speaks Bangla: the form with its labels and messages, the district, the delivery place, the payment methods and the button', async () => {
    await inLanguage('bn', async () => {
      await renderRoute('/cart/checkout', mockEnvironment, { user: customer() });
      await answerCheckout(DELIVERED, METHODS, { ...VIEWER, phone: '' });
      expect(await screen.findByRole('heading', { name: 'চেকআউট', level: 1 })).toBeInTheDocument();
      expect(screen.getByText('২ × Physics 1st Paper — ৳৯০০')).toBeInTheDocument();
      expect(screen.getByTestId('cart-net').textContent).toBe('৳৯৪০');
      expect(screen.getByLabelText('পুরো নাম')).toHaveValue('Rahim Uddin');
      expect(screen.getByText(/^আপনার জেলা অনুযায়ী ঠিক হয়/)).toBeInTheDocument();
      expect(screen.getByRole('radiogroup', { name: 'পেমেন্টের মাধ্যম' })).toBeInTheDocument();
      expect(screen.getByRole('radio', { name: /^ক্যাশ অন ডেলিভারি/ })).toBeChecked();
      expect(screen.getByRole('radio', { name: /^বিকাশ/ })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'অর্ডার করুন (৳৯৪০)' })).toBeInTheDocument();
      const typist = userEvent.setup();
      await typist.click(screen.getByRole('button', { name: 'অর্ডার করুন (৳৯৪০)' }));
      expect(await screen.findByText('মোবাইল নম্বর দিতে হবে')).toBeInTheDocument();
      expect(screen.getByText('ঠিকানা দিতে হবে')).toBeInTheDocument();
      expect(screen.getByText('জেলা দিতে হবে')).toBeInTheDocument();
      await typist.type(screen.getByLabelText('ঠিকানা'), 'House 12, Road 5, Dhanmondi');
      await typist.type(screen.getByRole('combobox', { name: 'জেলা' }), 'ঢাকা');
      await typist.click(screen.getByRole('option', { name: /^Dhaka / }));
      expect(await screen.findByText('ঢাকার ভেতরে (ঢাকা জেলা)')).toBeInTheDocument();
      await typist.click(screen.getByRole('radio', { name: /^বিকাশ/ }));
      expect(screen.getByRole('button', { name: /^অর্ডার করুন ও ৳.* পেমেন্ট করুন$/ })).toBeInTheDocument();
    });
  });

  it('shows the order summary and fills in what the account knows', async () => {
    await openCheckout();
    expect(screen.getByText('2 × Physics 1st Paper — ৳900')).toBeInTheDocument();
    expect(screen.getByTestId('cart-net').textContent).toBe('৳940');
    expect(screen.getByLabelText('Full name')).toHaveValue('Rahim Uddin');
    expect(screen.getByLabelText('Phone number')).toHaveValue('01712345678');
    expect(screen.getByText(/^Follows from your district/)).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'Inside Dhaka' })).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Cash on delivery/ })).toBeChecked();
    expect(screen.getByText(/Cash on delivery is offered because this order has printed goods to deliver/)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /SSLCommerz/ })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: /bKash/ })).toBeInTheDocument();
  });

  it('checks the delivery details on blur and on submit before anything is sent', async () => {
    const { typist } = await openCheckout();
    await typist.clear(screen.getByLabelText('Phone number'));
    await typist.type(screen.getByLabelText('Phone number'), '0171');
    await typist.tab();
    expect(await screen.findByText('Invalid phone number')).toBeInTheDocument();
    // Passing through Address and District with Tab, untouched, says nothing yet.
    await typist.tab();
    await typist.tab();
    expect(screen.queryByText('Address is required')).not.toBeInTheDocument();
    expect(screen.queryByText('District is required')).not.toBeInTheDocument();
    await typist.click(screen.getByRole('button', { name: 'Place order (৳940)' }));
    expect(screen.getByText('Address is required')).toBeInTheDocument();
    expect(screen.getByText('District is required')).toBeInTheDocument();
    expect(mockEnvironment.mock.getAllOperations().some((op) => op.request.node.params.name === 'CheckoutPagePlaceOrderMutation')).toBe(false);
  });

  it('says nothing of a district chosen from the list once the box is left, by a tap or the keyboard (issue 34)', async () => {
    const { typist } = await openCheckout();
    const district = screen.getByRole('combobox', { name: 'District' });
    // A tap on the option, then on to the next field: the box shows "Dhaka (ঢাকা)", the form keeps "Dhaka".
    await chooseDistrict(typist, 'Dha', /^Dhaka /);
    expect(district).toHaveValue('Dhaka (ঢাকা)');
    await typist.click(screen.getByLabelText('Full name'));
    expect(screen.queryByText('Choose your district from the list')).not.toBeInTheDocument();
    expect(district).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText('Inside Dhaka (Dhaka district)')).toBeInTheDocument();

    // The keyboard: typing, Enter on the highlighted district, Tab away.
    await typist.clear(district);
    await typist.type(district, 'চট্ট');
    await typist.keyboard('{Enter}');
    expect(district).toHaveValue('Chattogram (চট্টগ্রাম)');
    await typist.tab();
    expect(screen.queryByText('Choose your district from the list')).not.toBeInTheDocument();
    expect(district).not.toHaveAttribute('aria-invalid');

    // A name that is no district is told so once the box is left.
    await typist.clear(district);
    await typist.type(district, 'Atlantis');
    await typist.keyboard('{Escape}');
    await typist.tab();
    expect(await screen.findByText('Choose your district from the list')).toBeInTheDocument();
    expect(district).toHaveAttribute('aria-invalid', 'true');
  });

  it('places a cash-on-delivery order with the total shown, then opens My orders with a toast', async () => {
    const { typist, router } = await openCheckout();
    await fillAddress(typist);
    await typist.click(screen.getByRole('button', { name: 'Place order (৳940)' }));
    const operation = await resolveOperation(mockEnvironment, 'CheckoutPagePlaceOrderMutation', placed('COD'));
    await resolveOperation(mockEnvironment, 'useSaveAddressMutation', { saveAddress: { __typename: 'MutationSaveAddressSuccess', data: HOME } });
    expect(operation.request.variables.input).toEqual({
      idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
      paymentMethod: 'COD',
      deliveryPlace: 'DHAKA',
      name: 'Rahim Uddin',
      phone: '01712345678',
      address: 'House 12, Road 5, Dhanmondi',
      district: 'Dhaka',
      expectedNetPoisha: 94000,
    });
    expect(await screen.findByText('Order PG-2026-000123 is placed. Pay in cash when it arrives.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/orders/PG-2026-000123/placed');
    await waitForOperation(mockEnvironment, 'CheckoutPageCartRefreshQuery');
  });

  it('shows a changed total, and places again with the same key and the new total once confirmed', async () => {
    const { typist } = await openCheckout();
    await fillAddress(typist);
    await typist.click(screen.getByRole('button', { name: 'Place order (৳940)' }));
    const first = await resolveOperation(mockEnvironment, 'CheckoutPagePlaceOrderMutation', {
      placeOrder: { __typename: 'PriceChangedError', message: 'The total changed', expectedTotal: money(94000), newTotal: money(99000) },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('The total changed from ৳940 to ৳990 since you opened checkout.');
    await typist.click(screen.getByRole('button', { name: 'Confirm the new total and place order (৳990)' }));
    const second = await resolveOperation(mockEnvironment, 'CheckoutPagePlaceOrderMutation', placed('COD'));
    expect(second.request.variables.input.expectedNetPoisha).toBe(99000);
    expect(second.request.variables.input.idempotencyKey).toBe(first.request.variables.input.idempotencyKey);
  });

  it('names the line that ran out and how many are left', async () => {
    const { typist } = await openCheckout();
    await fillAddress(typist);
    await typist.click(screen.getByRole('button', { name: 'Place order (৳940)' }));
    await resolveOperation(mockEnvironment, 'CheckoutPagePlaceOrderMutation', {
      placeOrder: { __typename: 'OutOfStockError', message: 'Out of stock', productTitle: 'Physics 1st Paper', available: 1, requested: 2 },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Only 1 of Physics 1st Paper is left (you asked for 2): lower the quantity in your cart.');
    expect(within(alert).getByRole('link', { name: 'Go to your cart' })).toHaveAttribute('href', '/cart');
  });

  it('puts the server’s field messages on the fields, and says why a coupon or a used key failed', async () => {
    const { typist } = await openCheckout();
    await fillAddress(typist);
    const button = () => screen.getByRole('button', { name: /^Place order/ });
    await typist.click(button());
    await resolveOperation(mockEnvironment, 'CheckoutPagePlaceOrderMutation', {
      placeOrder: {
        __typename: 'ValidationError',
        message: 'Check the order',
        fields: [{ field: 'phone', message: 'Enter a Bangladeshi mobile number (01XXXXXXXXX)' }],
      },
    });
    expect(await screen.findByText('Enter a Bangladeshi mobile number (01XXXXXXXXX)')).toBeInTheDocument();
    expect(screen.getByLabelText('Phone number')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Please correct the marked fields.');

    await typist.click(button());
    await resolveOperation(mockEnvironment, 'CheckoutPagePlaceOrderMutation', {
      placeOrder: { __typename: 'CouponInvalidError', message: 'The coupon EID10 has expired.' },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('The coupon EID10 has expired. Change the coupon in your cart');

    await typist.click(button());
    await resolveOperation(mockEnvironment, 'CheckoutPagePlaceOrderMutation', {
      placeOrder: { __typename: 'IdempotencyKeyReusedError', message: 'Already used', orderNumber: 'PG-2026-000122' },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('This checkout already placed order PG-2026-000122. See it in My orders');
  });

  it('says which ebook is already owned or waiting for payment in another order, with where to fix it', async () => {
    const { typist } = await openCheckout();
    await fillAddress(typist);
    const button = () => screen.getByRole('button', { name: /^Place order/ });
    await typist.click(button());
    const owned = 'HSC Pack holds Physics Ebook, which you already own: remove the bundle from your cart (buy its other items on their own).';
    await resolveOperation(mockEnvironment, 'CheckoutPagePlaceOrderMutation', { placeOrder: { __typename: 'AlreadyOwnedError', message: owned } });
    expect(await screen.findByRole('alert')).toHaveTextContent(`${owned} Go to your cart`);

    await typist.click(button());
    const waiting = 'Physics Ebook is already in your order PG-2026-000120, waiting for payment: pay that order from My orders, or cancel it to order Physics Ebook again.';
    await resolveOperation(mockEnvironment, 'CheckoutPagePlaceOrderMutation', {
      placeOrder: { __typename: 'AwaitingPaymentError', message: waiting, orderNumber: 'PG-2026-000120' },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(`${waiting} See it in My orders`);
    expect(screen.getByRole('link', { name: 'See it in My orders' })).toHaveAttribute('href', '/orders');
  });

  it('offers only the methods the shop has enabled, and explains a method refused since the page opened', async () => {
    const { typist } = await openCheckout(DELIVERED, ['COD', 'BKASH']);
    expect(screen.queryByRole('radio', { name: /SSLCommerz/ })).not.toBeInTheDocument();
    await fillAddress(typist);
    await typist.click(screen.getByRole('radio', { name: /bKash/ }));
    await typist.click(screen.getByRole('button', { name: 'Place order and pay ৳940' }));
    await resolveOperation(mockEnvironment, 'CheckoutPagePlaceOrderMutation', {
      placeOrder: { __typename: 'PaymentMethodUnavailableError', message: 'This payment method is not available right now. Please choose another one.' },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('This payment method is not available right now.');
    expect(screen.getByRole('radio', { name: /bKash/ })).not.toBeChecked();
  });

  it('does not offer cash on delivery for ebooks, and sends an online order to the gateway', async () => {
    const { typist } = await openCheckout(cartData({ lines: [EBOOK] }));
    expect(screen.queryByRole('radio', { name: /Cash on delivery/ })).not.toBeInTheDocument();
    expect(screen.getByText(/Cash on delivery is not offered for this order: it holds only ebooks or courses/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Address')).not.toBeInTheDocument();
    await typist.click(screen.getByRole('radio', { name: /bKash/ }));
    await typist.click(screen.getByRole('button', { name: 'Place order and pay ৳150' }));
    const operation = await resolveOperation(mockEnvironment, 'CheckoutPagePlaceOrderMutation', placed('BKASH', 'PENDING_PAYMENT'));
    expect(operation.request.variables.input).toMatchObject({ paymentMethod: 'BKASH', deliveryPlace: null, address: null, expectedNetPoisha: 15000 });
    const payment = await resolveOperation(mockEnvironment, 'useStartPaymentMutation', {
      startOrderPayment: { __typename: 'MutationStartOrderPaymentSuccess', data: { redirectUrl: 'http://localhost/payments/sandbox/PG-2026-000123-ABC123' } },
    });
    expect(payment.request.variables.input).toEqual({ orderId: 'T3JkZXI6MQ==' });
    expect(goToGateway).toHaveBeenCalledWith('http://localhost/payments/sandbox/PG-2026-000123-ABC123');
  });

  it("shows SSLCommerz disabled with the server's reason for a ৳9 order, and places it with bKash", async () => {
    const NINE = cartLine({ id: 'e9', title: 'Nine Taka Ebook', kind: 'EBOOK', price: 900 });
    const { typist } = await openCheckout(cartData({ lines: [NINE] }));
    const ssl = screen.getByRole('radio', { name: /SSLCommerz/ });
    expect(ssl).toBeDisabled();
    expect(ssl).toHaveAccessibleDescription('SSLCommerz takes payments of ৳10 or more; this order is ৳9.');
    expect(ssl).not.toBeChecked();
    // The first method that can take the order is chosen instead.
    expect(screen.getByRole('radio', { name: /bKash/ })).toBeChecked();
    await typist.click(ssl);
    expect(ssl).not.toBeChecked();
    await typist.click(screen.getByRole('button', { name: 'Place order and pay ৳9' }));
    const operation = await resolveOperation(mockEnvironment, 'CheckoutPagePlaceOrderMutation', placed('BKASH', 'PENDING_PAYMENT'));
    expect(operation.request.variables.input).toMatchObject({ paymentMethod: 'BKASH', expectedNetPoisha: 900 });
  });

  it('keeps the order payable from My orders when the gateway does not answer', async () => {
    const { typist } = await openCheckout(cartData({ lines: [EBOOK] }));
    await typist.click(screen.getByRole('button', { name: 'Place order and pay ৳150' }));
    await resolveOperation(mockEnvironment, 'CheckoutPagePlaceOrderMutation', placed('SSLCOMMERZ', 'PENDING_PAYMENT'));
    await resolveOperation(mockEnvironment, 'useStartPaymentMutation', {
      startOrderPayment: { __typename: 'PaymentUnavailableError', message: 'Gateway down', orderNumber: 'PG-2026-000123' },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The payment gateway is not answering right now. Order PG-2026-000123 is saved and stays payable');
    expect(within(alert).getByRole('link', { name: 'Go to My orders' })).toHaveAttribute('href', '/orders');
    expect(goToGateway).not.toHaveBeenCalled();
  });

  it('takes the delivery place from the district (English or Bangla) and re-prices the cart for it', async () => {
    const { typist } = await openCheckout(cartData({ lines: [BOOK] }));
    expect(screen.getByRole('button', { name: /^Place order/ })).toBeEnabled();
    expect(screen.queryByText(/Choose a delivery place/)).not.toBeInTheDocument();
    await chooseDistrict(typist, 'চট্ট', /^Chattogram /);
    expect(screen.getByRole('combobox', { name: 'District' })).toHaveValue('Chattogram (চট্টগ্রাম)');
    expect(screen.getByText('Outside Dhaka (Chattogram district)')).toBeInTheDocument();
    const reprice = await waitForOperation(mockEnvironment, 'DeliveryPlacePickerMutation');
    expect(reprice.request.variables.input).toEqual({ place: 'OUTSIDE_DHAKA' });
    // Until the new charge is known the total shown is stale: the order cannot be placed with it.
    expect(screen.getByRole('button', { name: 'Updating the delivery charge…' })).toBeDisabled();
    await resolveOperation(mockEnvironment, 'DeliveryPlacePickerMutation', {
      setDeliveryPlace: { __typename: 'MutationSetDeliveryPlaceSuccess', cart: cartData({ lines: [BOOK], deliveryPlace: 'OUTSIDE_DHAKA', deliveryCharges: 6000 }) },
    });
    expect(await screen.findByRole('button', { name: /^Place order/ })).toBeEnabled();
  });

  it('says how a mixed cash-on-delivery order releases its ebooks', async () => {
    await openCheckout(cartData({ lines: [BOOK, EBOOK], deliveryPlace: 'DHAKA', deliveryCharges: 4000 }));
    expect(screen.getByText(/or with cash on delivery when the courier delivers the parcel and collects the money/)).toBeInTheDocument();
  });

  it('places an order a coupon pays in full as paid, without a gateway', async () => {
    const { typist, router } = await openCheckout(cartData({ lines: [EBOOK], discountedAmount: 15000 }));
    expect(screen.getByText(/Nothing to pay: your coupon covers the whole total/)).toBeInTheDocument();
    await typist.click(screen.getByRole('button', { name: /^Place order/ }));
    await resolveOperation(mockEnvironment, 'CheckoutPagePlaceOrderMutation', placed('SSLCOMMERZ', 'PLACED'));
    expect(await screen.findByText('Order PG-2026-000123 is placed. Nothing to pay: your coupon covers it.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/orders');
    expect(isPending(mockEnvironment, 'useStartPaymentMutation')).toBe(false);
    expect(goToGateway).not.toHaveBeenCalled();
  });

  it('keeps what was typed while the customer looks elsewhere, for this customer only', async () => {
    const { typist, router } = await openCheckout();
    await fillAddress(typist);
    await act(() => router.navigate('/info/about'));
    await act(() => router.navigate('/cart/checkout'));
    await answerCheckout();
    expect(await screen.findByLabelText('Address')).toHaveValue('House 12, Road 5, Dhanmondi');
    expect(screen.getByRole('combobox', { name: 'District' })).toHaveValue('Dhaka (ঢাকা)');

    // Another account in this tab starts from its own details.
    await act(() => router.navigate('/info/about'));
    await act(() => router.navigate('/cart/checkout'));
    await answerCheckout(DELIVERED, METHODS, { ...VIEWER, id: 'VXNlcjoy', name: 'Karim' });
    expect(await screen.findByLabelText('Full name')).toHaveValue('Karim');
    expect(screen.getByLabelText('Address')).toHaveValue('');
  });

  it('starts from the last used saved address, fills the fields with the one chosen, and saves the address used', async () => {
    const { typist, router } = await openCheckout(DELIVERED, METHODS, { ...VIEWER, addresses: [HOME, HOSTEL] });
    expect(screen.getByRole('radio', { name: 'Home' })).toBeChecked();
    expect(screen.getByLabelText('Address')).toHaveValue('House 3, Road 4, Mirpur 10');

    await typist.click(screen.getByRole('radio', { name: 'Hostel' }));
    expect(screen.getByLabelText('Address')).toHaveValue('Room 12, Shahidullah Hall');
    expect(screen.getByRole('combobox', { name: 'District' })).toHaveValue('Dhaka University');

    await typist.click(screen.getByRole('radio', { name: 'Somewhere else' }));
    expect(screen.getByLabelText('Address')).toHaveValue('');
    expect(screen.getByLabelText('Full name')).toHaveValue('Rahim Uddin');
    await fillAddress(typist);
    expect(screen.getByRole('radio', { name: 'Somewhere else' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Save to my profile for next time' })).toBeChecked();

    await typist.click(screen.getByRole('button', { name: 'Place order (৳940)' }));
    await resolveOperation(mockEnvironment, 'CheckoutPagePlaceOrderMutation', placed('COD'));
    const save = await resolveOperation(mockEnvironment, 'useSaveAddressMutation', {
      saveAddress: { __typename: 'MutationSaveAddressSuccess', data: savedAddress('U2F2ZWRBZGRyZXNzOjM=', '', 'House 12, Road 5, Dhanmondi') },
    });
    expect(save.request.variables.input).toEqual({ name: 'Rahim Uddin', phone: '01712345678', address: 'House 12, Road 5, Dhanmondi', district: 'Dhaka' });
    expect(await screen.findByText('Order PG-2026-000123 is placed. Pay in cash when it arrives.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/orders/PG-2026-000123/placed');
    // Placed: the draft is gone, so the next checkout starts from the saved addresses again.
    expect(sessionStorage.length).toBe(0);
  });

  it('saves nothing when the customer unticks it, and only says so when the address could not be kept', async () => {
    const { typist } = await openCheckout();
    await fillAddress(typist);
    await typist.click(screen.getByRole('checkbox', { name: 'Save to my profile for next time' }));
    await typist.click(screen.getByRole('button', { name: 'Place order (৳940)' }));
    await resolveOperation(mockEnvironment, 'CheckoutPagePlaceOrderMutation', placed('COD'));
    expect(await screen.findByText('Order PG-2026-000123 is placed. Pay in cash when it arrives.')).toBeInTheDocument();
    expect(isPending(mockEnvironment, 'useSaveAddressMutation')).toBe(false);
  });

  it('places the order even when the profile already holds as many addresses as it may', async () => {
    const { typist, router } = await openCheckout();
    await fillAddress(typist);
    await typist.click(screen.getByRole('button', { name: 'Place order (৳940)' }));
    await resolveOperation(mockEnvironment, 'CheckoutPagePlaceOrderMutation', placed('COD'));
    await resolveOperation(mockEnvironment, 'useSaveAddressMutation', {
      saveAddress: { __typename: 'AddressLimitError', __isError: 'AddressLimitError', message: 'You can keep up to 10 addresses. Delete one on your profile to save another.' },
    });
    expect(await screen.findByText(
      'Order PG-2026-000123 is placed. Pay in cash when it arrives. The address was not saved to your profile: You can keep up to 10 addresses. Delete one on your profile to save another.',
    )).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/orders/PG-2026-000123/placed');
  });
});
