/**
 * Calendar days in Bangladesh (Asia/Dhaka, UTC+6 all year, no daylight saving), as YYYY-MM-DD text:
 * the report ranges of the server and the back office's date pickers. Imports nothing.
 */
const DAY_MS = 86_400_000;
const DHAKA_OFFSET_MS = 6 * 3_600_000;

/** Today's date in Dhaka. */
export function dhakaToday(now: Date = new Date()): string {
  return new Date(now.getTime() + DHAKA_OFFSET_MS).toISOString().slice(0, 10);
}

/** Whether `text` is a real calendar day written YYYY-MM-DD. */
export function isCalendarDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const time = Date.parse(`${text}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(text);
}

/** The day `days` after (or before, when negative) `day`. */
export function shiftDay(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (0 for the same day). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/**
 * The first and last days any date input takes (reports, receivables, the support desk's filters and
 * follow-ups). The shop's data lies well within, and so does every day computed from them (a report's
 * previous period, a month's ageing), which keeps them within what the database and JavaScript can
 * hold (there is no year 0).
 */
export const EARLIEST_DAY = '2000-01-01';
export const LATEST_DAY = '2099-12-31';

/** Whether a YYYY-MM-DD day lies within EARLIEST_DAY..LATEST_DAY. */
export function isDayInRange(day: string): boolean {
  return day >= EARLIEST_DAY && day <= LATEST_DAY;
}

/** Whether an instant falls on a Dhaka day within EARLIEST_DAY..LATEST_DAY. */
export function isInstantInRange(at: Date): boolean {
  const time = at.getTime();
  return !Number.isNaN(time) && isDayInRange(dhakaToday(at));
}
