import { PENDING_CART_ADD_KEY, peekPendingCartAdd, savePendingCartAdd, takePendingCartAdd, type CartAddIntent } from './pending-cart-add.ts';

const PEN: CartAddIntent = { productId: 'stationery-gel-pen', variantId: 'variant-3', quantity: 1, source: 'product-page', kind: 'STATIONERY', price: 25000 };
const NOW = Date.parse('2026-11-24T10:00:00Z');

beforeEach(() => sessionStorage.clear());

describe('the add kept for after sign-in', () => {
  it('is read once, and can be looked at (title and cover for the sign-in page) before that', () => {
    savePendingCartAdd({ ...PEN, title: 'Gel Pen', coverUrl: '/media/pen.webp' }, NOW);
    expect(peekPendingCartAdd(NOW + 60_000)).toEqual({ ...PEN, title: 'Gel Pen', coverUrl: '/media/pen.webp' });
    savePendingCartAdd(PEN, NOW);
    expect(takePendingCartAdd(NOW + 60_000)).toEqual(PEN);
    expect(takePendingCartAdd(NOW + 60_000)).toBeNull();
  });

  it('is the last one asked for', () => {
    savePendingCartAdd(PEN, NOW);
    savePendingCartAdd({ ...PEN, productId: 'book-physics', variantId: null, kind: 'BOOK' }, NOW);
    expect(takePendingCartAdd(NOW)?.productId).toBe('book-physics');
  });

  it('is dropped after half an hour, when malformed, or from the future', () => {
    savePendingCartAdd(PEN, NOW);
    expect(takePendingCartAdd(NOW + 30 * 60_000 + 1)).toBeNull();
    expect(sessionStorage.getItem(PENDING_CART_ADD_KEY)).toBeNull();

    sessionStorage.setItem(PENDING_CART_ADD_KEY, '{not json');
    expect(takePendingCartAdd(NOW)).toBeNull();
    sessionStorage.setItem(PENDING_CART_ADD_KEY, JSON.stringify({ ...PEN, quantity: 0, savedAt: NOW }));
    expect(takePendingCartAdd(NOW)).toBeNull();
    savePendingCartAdd(PEN, NOW + 60_000);
    expect(takePendingCartAdd(NOW)).toBeNull();
  });
});
