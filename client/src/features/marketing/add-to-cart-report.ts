/**
 * Where the cart tells the ad pixel of an add: nowhere until trackers.tsx has started (trackers
 * configured and accepted). Imports nothing, so the cart's modules do not pull in the trackers' boot.
 */
import type { AddToCartItem } from './tracker-types.ts';

let sink: ((item: AddToCartItem) => void) | null = null;

/** Set by trackers-boot.ts once the trackers run. */
export function setAddToCartSink(send: (item: AddToCartItem) => void): void {
  sink = send;
}

/** The ad pixel's AddToCart, sent only when trackers are configured and the visitor accepted them. */
export function reportAddToCart(item: AddToCartItem): void {
  sink?.(item);
}
