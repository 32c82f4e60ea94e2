/**
 * What a customer typed at checkout, kept in this tab's session storage per user, so leaving
 * /cart/checkout (back to the cart, to a product) and coming back finds it again. Cleared once the
 * order is placed.
 */

export interface CheckoutDraft {
  name: string;
  phone: string;
  address: string;
  district: string;
}

const keyFor = (userId: string) => `pathagar-checkout-draft:${userId}`;
const FIELDS = ['name', 'phone', 'address', 'district'] as const;

/** The draft this user left, or null when there is none (or storage holds something else). */
export function loadCheckoutDraft(userId: string): CheckoutDraft | null {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(keyFor(userId)) ?? 'null');
    if (typeof stored !== 'object' || stored === null) return null;
    const values = stored as Record<string, unknown>;
    if (!FIELDS.every((field) => typeof values[field] === 'string')) return null;
    return Object.fromEntries(FIELDS.map((field) => [field, values[field]])) as unknown as CheckoutDraft;
  } catch {
    return null;
  }
}

/** Keeps the fields as they are now. */
export function saveCheckoutDraft(userId: string, draft: CheckoutDraft): void {
  try {
    sessionStorage.setItem(keyFor(userId), JSON.stringify(draft));
  } catch {
    // Storage can be full or blocked: the form then starts from the profile's details next time.
  }
}

/** Forgets the draft (the order is placed). */
export function clearCheckoutDraft(userId: string): void {
  try {
    sessionStorage.removeItem(keyFor(userId));
  } catch {
    // Nothing to forget.
  }
}
