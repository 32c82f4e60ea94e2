import type { MessageId } from '../../i18n/i18n.ts';

/**
 * Why checkout cannot start yet (a message id), or null when it can. The delivery place is not a blocker: checkout
 * takes it from the district the shopper chooses there.
 */
export function checkoutBlocker(cart: { lines: readonly { available: boolean }[] }): MessageId | null {
  if (cart.lines.some((line) => !line.available)) return 'cart.blocker.unavailable';
  return null;
}
