/**
 * An add to the cart that waits for sign-in: a signed-out shopper's click is kept in this tab's
 * session storage and carried out once someone is signed in (PendingCartAdd), so signing in or
 * signing up never loses the item.
 */

export const PENDING_CART_ADD_KEY = 'pathagar-pending-cart-add';
// Older than this, the shopper has moved on: an add they no longer expect is not made.
const MAX_AGE_MS = 30 * 60_000;

/** What the shopper asked to add, with what the ad pixel needs to hear of it. */
export interface CartAddIntent {
  productId: string;
  variantId: string | null;
  quantity: number;
  source: string;
  /** GraphQL's ProductKind and the unit price in poisha, for the ad pixel. */
  kind: string;
  price: number;
  /** What the sign-in and sign-up pages show while the add waits. */
  title?: string;
  coverUrl?: string | null;
}

interface Stored extends CartAddIntent {
  savedAt: number;
}

/** Keeps the add for after sign-in (replacing an earlier one: the last click is what the shopper wants). */
export function savePendingCartAdd(intent: CartAddIntent, now = Date.now()): void {
  try {
    sessionStorage.setItem(PENDING_CART_ADD_KEY, JSON.stringify({ ...intent, savedAt: now } satisfies Stored));
  } catch {
    // Storage can be full or blocked: the shopper then adds the item again after signing in.
  }
}

function isIntent(value: unknown): value is Stored {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.productId === 'string' &&
    (v.variantId === null || typeof v.variantId === 'string') &&
    Number.isInteger(v.quantity) &&
    (v.quantity as number) > 0 &&
    typeof v.source === 'string' &&
    typeof v.kind === 'string' &&
    typeof v.price === 'number' &&
    typeof v.savedAt === 'number' &&
    (v.title === undefined || typeof v.title === 'string') &&
    (v.coverUrl === undefined || v.coverUrl === null || (typeof v.coverUrl === 'string' && /^(\/|https?:)/.test(v.coverUrl)))
  );
}

/** The waiting add, left in place (the sign-in page names it); null when there is none or it is too old. */
export function peekPendingCartAdd(now = Date.now()): CartAddIntent | null {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(PENDING_CART_ADD_KEY) ?? 'null');
    if (!isIntent(stored) || now - stored.savedAt > MAX_AGE_MS || stored.savedAt > now) return null;
    const { savedAt: _savedAt, ...intent } = stored;
    return intent;
  } catch {
    return null;
  }
}

/** Reads the waiting add once (it is removed whatever it holds); null when there is none, it is malformed or too old. */
export function takePendingCartAdd(now = Date.now()): CartAddIntent | null {
  try {
    const raw = sessionStorage.getItem(PENDING_CART_ADD_KEY);
    sessionStorage.removeItem(PENDING_CART_ADD_KEY);
    if (!raw) return null;
    const stored: unknown = JSON.parse(raw);
    if (!isIntent(stored) || now - stored.savedAt > MAX_AGE_MS || stored.savedAt > now) return null;
    const { savedAt: _savedAt, ...intent } = stored;
    return intent;
  } catch {
    return null;
  }
}
