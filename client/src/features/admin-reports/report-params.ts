/**
 * A report's range and grain live in the address (`?from=2026-11-01&to=2026-11-30&grain=week`,
 * Bangladesh days, both included) so a report can be reloaded and shared; without them the report
 * covers the last 30 days up to today in Dhaka.
 */
import { dhakaToday, isCalendarDay, isDayInRange, shiftDay } from '#shared/dhaka-days.ts';

export type ReportGrainValue = 'DAY' | 'WEEK' | 'MONTH';
export const REPORT_GRAIN_OPTIONS: readonly { value: ReportGrainValue; label: string }[] = [
  { value: 'DAY', label: 'By day' },
  { value: 'WEEK', label: 'By week' },
  { value: 'MONTH', label: 'By month' },
];
export const DEFAULT_REPORT_DAYS = 30;

export interface ReportParams {
  from: string;
  to: string;
  grain: ReportGrainValue;
}

/** The report's settings from a query string; a missing, impossible or out-of-range day falls back to the last 30 days. */
export function reportParams(search: URLSearchParams, today: string = dhakaToday()): ReportParams {
  const day = (name: string) => {
    const value = (search.get(name) ?? '').trim();
    return isCalendarDay(value) && isDayInRange(value) ? value : '';
  };
  let to = day('to') || today;
  let from = day('from') || shiftDay(to, -(DEFAULT_REPORT_DAYS - 1));
  if (to < from) [from, to] = [to, from];
  const grain = (search.get('grain') ?? '').toUpperCase();
  return { from, to, grain: REPORT_GRAIN_OPTIONS.some((o) => o.value === grain) ? (grain as ReportGrainValue) : 'DAY' };
}

/** "1 Nov 2026 – 30 Nov 2026" (or one day). */
export function rangeLabel(from: string, to: string): string {
  const format = (day: string) => new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  return from === to ? format(from) : `${format(from)} – ${format(to)}`;
}

/** The change from `previous` to `current` as "+12%", "−5%", "no change", or "new" when there was nothing before. */
export function changeLabel(current: number, previous: number): string {
  if (previous === 0) return current === 0 ? 'no change' : 'new';
  const percent = Math.round(((current - previous) / previous) * 100);
  if (percent === 0) return 'no change';
  return percent > 0 ? `+${percent}%` : `−${Math.abs(percent)}%`;
}
