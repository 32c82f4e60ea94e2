import { act, render, screen } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { graphql, RelayEnvironmentProvider, useLazyLoadQuery } from 'react-relay';
import { createMockEnvironment } from 'relay-test-utils';
import type { RelayMockEnvironment } from 'relay-test-utils/lib/RelayModernMockEnvironment';
import type { CartBadgeTestQuery } from '../../__generated__/CartBadgeTestQuery.graphql.ts';
import { cartData, cartLine } from '../../../test/cart-data.ts';
import { inLanguage } from '../../../test/languages.ts';
import { isPending, resolveOperation, waitForOperation } from '../../../test/relay-operations.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { ADMIN, customer } from '../../../test/session.ts';
import { trackCartCall } from './cart-activity.ts';
import { useCartState } from './cart-state.ts';

let mockEnvironment: RelayMockEnvironment;
jest.mock('../../relay/environment.ts', () => ({
  get relayEnvironment() {
    return mockEnvironment;
  },
}));

beforeEach(() => {
  mockEnvironment = createMockEnvironment();
});

describe('the header cart badge', () => {
  it('shows how many items the signed-in customer has', async () => {
    await renderRoute('/info/about', mockEnvironment, { user: customer() });
    const pen = cartLine({ id: 's1', title: 'Gel Pen', kind: 'STATIONERY', price: 2000, quantity: 3 });
    await resolveOperation(mockEnvironment, 'CartBadgeQuery', { cart: cartData({ lines: [pen] }) });
    expect(await screen.findByRole('link', { name: 'Cart, 3 items' })).toHaveAttribute('href', '/cart');
  });

  it('counts in Bangla digits in Bangla (issue 35)', async () => {
    await inLanguage('bn', async () => {
      await renderRoute('/info/about', mockEnvironment, { user: customer() });
      const pen = cartLine({ id: 's1', title: 'Gel Pen', kind: 'STATIONERY', price: 2000, quantity: 12 });
      await resolveOperation(mockEnvironment, 'CartBadgeQuery', { cart: cartData({ lines: [pen] }) });
      const link = await screen.findByRole('link', { name: /^কার্ট/ });
      expect(link.querySelector('.cart-link__count')).toHaveTextContent('১২');
    });
  });

  it('asks nothing for a signed-out visitor', async () => {
    await renderRoute('/info/about', mockEnvironment, { user: null });
    expect(await screen.findByRole('link', { name: 'Cart' })).toBeInTheDocument();
    expect(isPending(mockEnvironment, 'CartBadgeQuery')).toBe(false);
  });

  it('is not initialised under /admin (seed §2)', async () => {
    await renderRoute('/admin/users', mockEnvironment, { user: ADMIN });
    await screen.findByRole('navigation', { name: 'Back office' });
    expect(isPending(mockEnvironment, 'CartBadgeQuery')).toBe(false);
  });

  it('keeps a plain link when the cart cannot be read', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    await renderRoute('/info/about', mockEnvironment, { user: customer() });
    const operation = await waitForOperation(mockEnvironment, 'CartBadgeQuery');
    await act(async () => mockEnvironment.mock.reject(operation, new Error('Failed to fetch')));
    expect(await screen.findByRole('link', { name: 'Cart' })).toBeInTheDocument();
  });
});

function StateProbe({ onState }: { onState: (state: ReturnType<typeof useCartState>) => void }) {
  const data = useLazyLoadQuery<CartBadgeTestQuery>(
    graphql`
      query CartBadgeTestQuery {
        cart {
          ...cartState_cart
        }
      }
    `,
    {},
  );
  onState(useCartState(data.cart ?? null));
  return null;
}

describe('the cart state of seed §3', () => {
  it('carries the summary, the coupon and stationery flags, and the call flags', async () => {
    let state: ReturnType<typeof useCartState> | null = null;
    const wrapper = ({ children }: { children: ReactNode }) => (
      <RelayEnvironmentProvider environment={mockEnvironment}>
        <Suspense fallback={null}>{children}</Suspense>
      </RelayEnvironmentProvider>
    );
    render(<StateProbe onState={(s) => (state = s)} />, { wrapper });
    const pen = cartLine({ id: 's1', title: 'Gel Pen', kind: 'STATIONERY', price: 2000, quantity: 2 });
    await resolveOperation(mockEnvironment, 'CartBadgeTestQuery', {
      cart: cartData({ lines: [pen], deliveryPlace: 'DHAKA', deliveryCharges: 4000, discountedAmount: 400, coupon: { code: 'TEN', label: '10% off' } }),
    });
    expect(state).toEqual({
      totalItems: 2,
      totalPrice: 4000,
      deliveryCharges: 4000,
      discountedAmount: 400,
      netPrice: 7600,
      loading: false,
      couponLoading: false,
      couponApplied: true,
      joiningId: null,
      isStationary: true,
    });

    let finish!: () => void;
    let call!: Promise<void>;
    act(() => {
      call = trackCartCall(() => new Promise<void>((resolve) => (finish = resolve)), 'coupon');
    });
    expect(state).toMatchObject({ loading: true, couponLoading: true });
    await act(async () => {
      finish();
      await call;
    });
    expect(state).toMatchObject({ loading: false, couponLoading: false });
  });

  it('is empty without a cart', () => {
    let state: ReturnType<typeof useCartState> | null = null;
    function NoCart() {
      state = useCartState(null);
      return null;
    }
    render(
      <RelayEnvironmentProvider environment={mockEnvironment}>
        <NoCart />
      </RelayEnvironmentProvider>,
    );
    expect(state).toMatchObject({ totalItems: 0, netPrice: 0, couponApplied: false, isStationary: false });
  });
});
