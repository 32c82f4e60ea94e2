import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMockEnvironment } from 'relay-test-utils';
import type { RelayMockEnvironment } from 'relay-test-utils/lib/RelayModernMockEnvironment';
import { cartData } from '../../../test/cart-data.ts';
import { resolveOperation } from '../../../test/relay-operations.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { customer } from '../../../test/session.ts';
import { dismiss } from '../../components/toast/toast-store.ts';
import { stationery, variant, resolveProductPage } from './product-detail-test-support.ts';

let mockEnvironment: RelayMockEnvironment;
jest.mock('../../relay/environment.ts', () => ({
  get relayEnvironment() {
    return mockEnvironment;
  },
}));

/** A stand-in IntersectionObserver whose entries the test reports. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  targets: Element[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {
    this.targets = [];
  }
  report(isIntersecting: boolean) {
    const entries = this.targets.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry);
    act(() => this.callback(entries, this as unknown as IntersectionObserver));
  }
}

beforeEach(() => {
  mockEnvironment = createMockEnvironment();
  FakeIntersectionObserver.instances = [];
  Object.defineProperty(window, 'IntersectionObserver', { configurable: true, writable: true, value: FakeIntersectionObserver });
});
afterEach(() => {
  act(() => dismiss());
  delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
});

const PEN = stationery('gel-pen', {
  title: 'Gel Pen 0.5 mm',
  cover: { url: '/files/covers/gel-pen.svg', alt: 'A blue gel pen' },
  variants: [variant(1, 'Blue', 0), variant(2, 'Black', 40), variant(3, 'Red', 2)],
});

async function openPen() {
  const view = await renderRoute('/stationery/gel-pen', mockEnvironment, { user: customer() });
  await resolveProductPage(mockEnvironment, 'StationeryDetailPageQuery', PEN);
  await screen.findByRole('heading', { level: 1, name: 'Gel Pen 0.5 mm' });
  return { ...view, typist: userEvent.setup() };
}

describe('the cover zoom', () => {
  it('opens the cover large in a dialog from the keyboard, and Escape closes it and gives the focus back', async () => {
    const { typist } = await openPen();
    const zoom = screen.getByRole('button', { name: 'Enlarge the cover of Gel Pen 0.5 mm' });
    // The small cover is the page's largest paint.
    expect(zoom.querySelector('img')).toHaveAttribute('fetchpriority', 'high');
    zoom.focus();
    await typist.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Cover of Gel Pen 0.5 mm' });
    expect(within(dialog).getByRole('img', { name: 'A blue gel pen' })).toHaveAttribute('src', '/files/covers/gel-pen.svg');
    await typist.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(zoom).toHaveFocus();
  });
});

describe('the purchase bar on phones', () => {
  it('appears while the purchase area is out of view and adds the chosen variant like the main button', async () => {
    const { typist } = await openPen();
    expect(screen.queryByRole('region', { name: 'Buy' })).not.toBeInTheDocument();
    const observer = FakeIntersectionObserver.instances.at(-1)!;
    expect(observer.targets[0]).toHaveClass('purchase-area');

    await typist.click(screen.getByRole('radio', { name: /Red/ }));
    observer.report(false);
    const bar = screen.getByRole('region', { name: 'Buy' });
    expect(within(bar).getByText('৳250')).toBeInTheDocument();
    await typist.click(within(bar).getByRole('button', { name: 'Add to cart' }));
    const add = await resolveOperation(mockEnvironment, 'AddToCartButtonMutation', {
      addToCart: { __typename: 'MutationAddToCartSuccess', cart: cartData() },
    });
    expect(add.request.variables).toEqual({ input: { productId: 'stationery-gel-pen', variantId: 'variant-3', quantity: 1, source: 'product-page' } });

    observer.report(true);
    expect(screen.queryByRole('region', { name: 'Buy' })).not.toBeInTheDocument();
  });
});
