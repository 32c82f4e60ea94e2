/** Why checkout cannot start yet, or null when it can. */
export function checkoutBlocker(cart: { lines: readonly { available: boolean }[]; needsDelivery: boolean; deliveryPlace?: string | null }): string | null {
  if (cart.lines.some((line) => !line.available)) return 'Remove the items that are no longer sold to continue.';
  if (cart.needsDelivery && !cart.deliveryPlace) return 'Choose a delivery place to continue.';
  return null;
}
