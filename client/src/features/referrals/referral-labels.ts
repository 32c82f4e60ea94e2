/** Words shared by the referral screens. Imports nothing. */
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** "2026-02" → "February 2026" (the server's Dhaka months). */
export function monthLabel(month: string): string {
  const [year, index] = month.split('-');
  const name = MONTHS[Number(index) - 1];
  return name && year ? `${name} ${year}` : month;
}

/** The standing of an order for the representative, in words. */
export const STANDING_LABELS: Record<string, string> = {
  EARNED: 'Counted',
  PENDING: 'Pending',
  VOID: 'Not counted',
};

export const STANDING_TONES: Record<string, 'success' | 'warning' | 'neutral'> = { EARNED: 'success', PENDING: 'warning', VOID: 'neutral' };
