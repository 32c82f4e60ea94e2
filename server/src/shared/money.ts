/** Money is an integer number of poisha (1 Taka = 100 poisha) everywhere; these helpers only convert at the edges. */

export const POISHA_PER_TAKA = 100;

/** Whole Taka to poisha. */
export function taka(amount: number): number {
  if (!Number.isInteger(amount)) throw new Error(`taka() takes whole Taka, got ${amount}`);
  return amount * POISHA_PER_TAKA;
}

const wholeTaka = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
const withPoisha = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** "৳1,250" or "৳1,250.50": poisha shown only when there are any (Indian digit grouping, as in Bangladesh). */
export function formatTaka(poisha: number): string {
  const sign = poisha < 0 ? '-' : '';
  const abs = Math.abs(poisha);
  const value = abs % POISHA_PER_TAKA === 0 ? wholeTaka.format(abs / POISHA_PER_TAKA) : withPoisha.format(abs / POISHA_PER_TAKA);
  return `${sign}৳${value}`;
}
