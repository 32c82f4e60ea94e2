import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMockEnvironment } from 'relay-test-utils';
import type { RelayMockEnvironment } from 'relay-test-utils/lib/RelayModernMockEnvironment';
import { cartData, cartLine } from '../../../test/cart-data.ts';
import { isPending, resolveOperation } from '../../../test/relay-operations.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { customer } from '../../../test/session.ts';
import { inLanguage } from '../../../test/languages.ts';
import { dismiss } from '../../components/toast/toast-store.ts';
import { productResult, stationery, variant } from '../catalog/product-detail-test-support.ts';
import { reportAddToCart } from '../marketing/add-to-cart-report.ts';
import { REDIRECT_TARGET_KEY } from '../session/redirect-target.ts';
import { PENDING_CART_ADD_KEY } from './pending-cart-add.ts';

let mockEnvironment: RelayMockEnvironment;
jest.mock('../../relay/environment.ts', () => ({
  get relayEnvironment() {
    return mockEnvironment;
  },
}));
// The trackers' own behaviour (consent, pixels): features/marketing/trackers.test.tsx.
jest.mock('../marketing/add-to-cart-report.ts', () => ({ reportAddToCart: jest.fn() }));

beforeEach(() => {
  mockEnvironment = createMockEnvironment();
  localStorage.clear();
  sessionStorage.clear();
  jest.mocked(reportAddToCart).mockClear();
});
afterEach(() => {
  act(() => dismiss());
});

const PEN = stationery('gel-pen', { title: 'Gel Pen 0.5 mm', variants: [variant(1, 'Blue', 0), variant(2, 'Black', 40), variant(3, 'Red', 2)] });
const PEN_LINE = cartLine({ id: 'gel-pen', title: 'Gel Pen 0.5 mm', kind: 'STATIONERY', price: 25000, variantLabel: 'Red' });

async function openPen(user: ReturnType<typeof customer> | null = customer()) {
  const view = await renderRoute('/stationery/gel-pen', mockEnvironment, { user });
  await resolveOperation(mockEnvironment, 'StationeryDetailPageQuery', { product: productResult(PEN) });
  await screen.findByRole('heading', { level: 1, name: 'Gel Pen 0.5 mm' });
  return { ...view, typist: userEvent.setup() };
}

describe('adding to the cart', () => {
  it('adds one of the chosen variant, updates the header badge and tells the ad pixel', async () => {
    const { typist } = await openPen();
    await resolveOperation(mockEnvironment, 'CartBadgeQuery', { cart: cartData() });
    expect(screen.getByRole('link', { name: 'Cart, 0 items' })).toBeInTheDocument();

    await typist.click(screen.getByRole('radio', { name: /Red/ }));
    await typist.click(screen.getByRole('button', { name: 'Add to cart' }));
    const add = await resolveOperation(mockEnvironment, 'AddToCartButtonMutation', {
      addToCart: { __typename: 'MutationAddToCartSuccess', cart: cartData({ lines: [PEN_LINE] }) },
    });
    expect(add.request.variables).toEqual({ input: { productId: 'stationery-gel-pen', variantId: 'variant-3', quantity: 1, source: 'product-page' } });
    expect(await screen.findByText('Added to cart')).toBeInTheDocument();
    // The badge follows the cart the mutation returned, without another query.
    expect(screen.getByRole('link', { name: 'Cart, 1 item' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
    // The ad pixel hears of it (when configured and accepted: trackers.tsx decides).
    expect(reportAddToCart).toHaveBeenCalledWith({ productId: 'stationery-gel-pen', kind: 'STATIONERY', price: 25000 });
  });

  it('offers "View cart" in the toast, which opens the cart (issue 34)', async () => {
    const { typist, router } = await openPen();
    await typist.click(screen.getByRole('radio', { name: /Red/ }));
    await typist.click(screen.getByRole('button', { name: 'Add to cart' }));
    await resolveOperation(mockEnvironment, 'AddToCartButtonMutation', {
      addToCart: { __typename: 'MutationAddToCartSuccess', cart: cartData({ lines: [PEN_LINE] }) },
    });
    const status = (await screen.findByText('Added to cart')).closest('[role="status"]') as HTMLElement;
    await typist.click(within(status).getByRole('link', { name: 'View cart' }));
    expect(router.state.location.pathname).toBe('/cart');
  });

  it('adds and says so in Bangla, with "View cart" in the toast', async () => {
    await inLanguage('bn', async () => {
      const { typist } = await openPen();
      await typist.click(screen.getByRole('radio', { name: /Red/ }));
      await typist.click(screen.getByRole('button', { name: 'কার্টে যোগ করুন' }));
      expect(screen.getByRole('button', { name: 'যোগ হচ্ছে…' })).toBeDisabled();
      await resolveOperation(mockEnvironment, 'AddToCartButtonMutation', {
        addToCart: { __typename: 'MutationAddToCartSuccess', cart: cartData({ lines: [PEN_LINE] }) },
      });
      const status = (await screen.findByText('কার্টে যোগ হয়েছে')).closest('[role="status"]') as HTMLElement;
      expect(within(status).getByRole('link', { name: 'কার্ট দেখুন' })).toHaveAttribute('href', '/cart');
    });
  });

  it('says why the shop refused (not enough stock) and sends no pixel event', async () => {
    const { typist } = await openPen();
    await typist.click(screen.getByRole('button', { name: 'Add to cart' }));
    await resolveOperation(mockEnvironment, 'AddToCartButtonMutation', {
      addToCart: { __typename: 'OutOfStockError', __isError: 'OutOfStockError', message: 'Only 2 of Gel Pen 0.5 mm (Red) left.' },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not add to cart');
    expect(alert).toHaveTextContent('Only 2 of Gel Pen 0.5 mm (Red) left.');
    expect(reportAddToCart).not.toHaveBeenCalled();
  });

  it('sends a signed-out shopper to sign in, keeps the add, and makes it once they have signed in', async () => {
    const { typist, router, setUser } = await openPen(null);
    expect(screen.getByRole('link', { name: 'Cart' })).toHaveAttribute('href', '/cart');
    await typist.click(screen.getByRole('radio', { name: /Red/ }));
    await typist.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(localStorage.getItem(REDIRECT_TARGET_KEY)).toBe('/stationery/gel-pen');
    expect(sessionStorage.getItem(PENDING_CART_ADD_KEY)).not.toBeNull();
    expect(isPending(mockEnvironment, 'AddToCartButtonMutation')).toBe(false);

    await resolveOperation(mockEnvironment, 'LoginPageQuery', { shopConfig: { recaptchaSiteKey: null, googleClientId: null } });
    // The sign-in page says what is waiting and what happens to it.
    const waiting = await screen.findByRole('region', { name: 'Waiting for your cart' });
    expect(waiting).toHaveTextContent('Gel Pen 0.5 mm (Red) will be added to your cart after you sign in or create an account.');
    await typist.type(await screen.findByLabelText('Phone or email'), 'rahim@example.com');
    await typist.type(screen.getByLabelText('Password'), 'secret123');
    await typist.click(screen.getByRole('button', { name: 'Sign in' }));
    setUser(customer());
    await resolveOperation(mockEnvironment, 'SignInFormMutation', { signIn: { __typename: 'MutationSignInSuccess' } });

    const add = await resolveOperation(mockEnvironment, 'AddToCartButtonMutation', {
      addToCart: { __typename: 'MutationAddToCartSuccess', cart: cartData({ lines: [PEN_LINE] }) },
    });
    expect(add.request.variables).toEqual({ input: { productId: 'stationery-gel-pen', variantId: 'variant-3', quantity: 1, source: 'product-page' } });
    expect(await screen.findByText('Added to cart')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/stationery/gel-pen'));
    expect(sessionStorage.getItem(PENDING_CART_ADD_KEY)).toBeNull();
    // Once only: the next navigation adds nothing more.
    await act(() => router.navigate('/info/about'));
    expect(isPending(mockEnvironment, 'AddToCartButtonMutation')).toBe(false);
  });

  it('keeps the add through signing up too', async () => {
    const { typist, router, setUser } = await openPen(null);
    await typist.click(screen.getByRole('button', { name: 'Add to cart' }));
    await act(() => router.navigate('/auth/register'));
    await resolveOperation(mockEnvironment, 'RegisterPageQuery', { shopConfig: { recaptchaSiteKey: null, googleClientId: null } });
    await typist.type(await screen.findByLabelText('Name'), 'New Student');
    await typist.type(screen.getByLabelText('Phone Number'), '01712345678');
    await typist.type(screen.getByLabelText('Password'), 'student123');
    await typist.click(screen.getByRole('button', { name: 'Create account' }));
    await resolveOperation(mockEnvironment, 'SignUpFormSendCodeMutation', { sendSignUpCode: { __typename: 'MutationSendSignUpCodeSuccess' } });
    await typist.type(await screen.findByLabelText('Code'), '123456');
    await typist.click(screen.getByRole('button', { name: 'Create account' }));
    setUser(customer({ name: 'New Student' }));
    await resolveOperation(mockEnvironment, 'SignUpCodeFormMutation', { signUp: { __typename: 'MutationSignUpSuccess' } });

    const add = await resolveOperation(mockEnvironment, 'AddToCartButtonMutation', {
      addToCart: { __typename: 'MutationAddToCartSuccess', cart: cartData({ lines: [PEN_LINE] }) },
    });
    expect(add.request.variables).toMatchObject({ input: { productId: 'stationery-gel-pen', quantity: 1 } });
    expect(await screen.findByText('Added to cart')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/stationery/gel-pen'));
  });

  it('says so when the kept add is refused after signing in', async () => {
    const { typist, setUser, router } = await openPen(null);
    await typist.click(screen.getByRole('button', { name: 'Add to cart' }));
    setUser(customer());
    await act(() => router.navigate('/stationery/gel-pen'));
    await resolveOperation(mockEnvironment, 'AddToCartButtonMutation', {
      addToCart: { __typename: 'OutOfStockError', __isError: 'OutOfStockError', message: 'Only 2 of Gel Pen 0.5 mm (Red) left.' },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not add to cart');
  });

  it('offers only variants in stock', async () => {
    const { typist } = await openPen();
    await typist.click(screen.getByRole('radio', { name: /Black/ }));
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
    expect(screen.getByRole('radio', { name: /Blue/ })).toBeDisabled();
  });
});
