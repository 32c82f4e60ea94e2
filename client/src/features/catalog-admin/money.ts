/**
 * Prices in the admin forms: staff type Taka ("1,250" or "249.50"), the API takes poisha (Int).
 * Never through floating point: the digits are split at the decimal point and joined as integers.
 */

/** ৳1,00,00,000 in poisha: the most any price may be (the server's limit). */
export const MAX_PRICE_POISHA = 1_000_000_000;

const TAKA_PATTERN = /^(\d+)(?:\.(\d{1,2}))?$/;

/** Poisha for a Taka amount as typed ("1,250", "৳ 249.5", "99.99"); null when it is not an amount. */
export function parseTaka(text: string): number | null {
  const compact = text.replace(/[\s,৳]/g, '').replace(/^Tk\.?/i, '');
  const match = TAKA_PATTERN.exec(compact);
  if (!match) return null;
  const whole = Number(match[1]);
  const fraction = Number((match[2] ?? '').padEnd(2, '0'));
  const poisha = whole * 100 + fraction;
  return Number.isSafeInteger(poisha) ? poisha : null;
}

/** The form value for an amount in poisha: "1250" for whole Taka, "249.50" otherwise, "" for none. */
export function takaInputValue(poisha: number | null | undefined): string {
  if (poisha == null) return '';
  const whole = Math.floor(poisha / 100);
  const fraction = poisha % 100;
  return fraction === 0 ? String(whole) : `${whole}.${String(fraction).padStart(2, '0')}`;
}
