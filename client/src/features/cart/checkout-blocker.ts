/**
 * Why checkout cannot start yet, or null when it can. The delivery place is not a blocker: checkout
 * takes it from the district the shopper chooses there.
 */
export function checkoutBlocker(cart: { lines: readonly { available: boolean }[] }): string | null {
  if (cart.lines.some((line) => !line.available)) return 'Remove the items that are no longer sold to continue.';
  return null;
}
