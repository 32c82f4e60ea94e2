import { POISHA_PER_TAKA } from '../../../shared/money.ts';

/** Poisha as the gateways' Taka text with two decimals: 123450 → "1234.50". */
export function takaText(poisha: number): string {
  if (!Number.isInteger(poisha) || poisha < 0) throw new Error(`takaText() takes whole non-negative poisha, got ${poisha}`);
  return `${Math.trunc(poisha / POISHA_PER_TAKA)}.${String(poisha % POISHA_PER_TAKA).padStart(2, '0')}`;
}

/** A gateway's Taka text ("1234.5", "1234.50", "1234", "1234.5000") as poisha; null when it is not an exact amount. */
export function poishaFromTakaText(text: string): number | null {
  const match = /^\s*(\d{1,12})(?:\.(\d+))?\s*$/.exec(text);
  if (!match) return null;
  const decimals = match[2] ?? '';
  if (/[1-9]/.test(decimals.slice(2))) return null;
  return Number(match[1]) * POISHA_PER_TAKA + Number(decimals.slice(0, 2).padEnd(2, '0'));
}
