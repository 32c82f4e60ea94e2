/**
 * The cart's call flags of seed §3/§4: `loading` while any cart call is in flight, `couponLoading`
 * while a coupon call is. Shared by every cart control (badge, cards, cart page) on the page.
 */
import { useSyncExternalStore } from 'react';

export interface CartActivity {
  loading: boolean;
  couponLoading: boolean;
}

let inFlight = { cart: 0, coupon: 0 };
let snapshot: CartActivity = { loading: false, couponLoading: false };
const listeners = new Set<() => void>();

function publish(): void {
  snapshot = { loading: inFlight.cart + inFlight.coupon > 0, couponLoading: inFlight.coupon > 0 };
  for (const listener of listeners) listener();
}

/** Runs one cart call with the flags raised; `coupon` calls raise `couponLoading` too. */
export async function trackCartCall<T>(call: () => Promise<T>, kind: 'cart' | 'coupon' = 'cart'): Promise<T> {
  inFlight = { ...inFlight, [kind]: inFlight[kind] + 1 };
  publish();
  try {
    return await call();
  } finally {
    inFlight = { ...inFlight, [kind]: inFlight[kind] - 1 };
    publish();
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getSnapshot = () => snapshot;

/** Whether cart (and coupon) calls are in flight. */
export function useCartActivity(): CartActivity {
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}
