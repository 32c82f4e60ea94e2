/**
 * Bangladesh's fiscal year runs July to June; days are Dhaka days whatever the server's time zone.
 * Shared by the server (invoice numbers) and the client. Imports nothing.
 */

const DHAKA = 'Asia/Dhaka';
const parts = new Intl.DateTimeFormat('en-CA', { timeZone: DHAKA, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The calendar date in Dhaka at `at`: { year, month (1-12), day }. */
export function dhakaDate(at: Date): { year: number; month: number; day: number } {
  const get = (type: string) => Number(parts.formatToParts(at).find((p) => p.type === type)!.value);
  return { year: get('year'), month: get('month'), day: get('day') };
}

/** The year the fiscal year containing `at` starts in (2026 for 1 July 2026 – 30 June 2027, Dhaka time). */
export function fiscalYearOf(at: Date): number {
  const { year, month } = dhakaDate(at);
  return month >= 7 ? year : year - 1;
}

/** "2026-27" for the fiscal year starting in July 2026. */
export function fiscalYearLabel(startYear: number): string {
  return `${startYear}-${String((startYear + 1) % 100).padStart(2, '0')}`;
}

/** "25 Nov 2026, 11:15 pm" in Dhaka time. */
export function formatDhakaDateTime(at: Date | string): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone: DHAKA, day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', hour12: true }).format(
    typeof at === 'string' ? new Date(at) : at,
  );
}
