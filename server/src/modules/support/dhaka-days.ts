/** Calendar days in Bangladesh (UTC+6 all year, no daylight saving), whatever the server's zone. */
const DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka', year: 'numeric', month: '2-digit', day: '2-digit' });
const DAY_MS = 86_400_000;

/** The Dhaka calendar day of an instant, as YYYY-MM-DD. */
export function dhakaDay(at: Date): string {
  return DAY.format(at);
}

/** The instant a Dhaka day (YYYY-MM-DD) starts. */
export function dhakaDayStart(day: string): Date {
  return new Date(`${day}T00:00:00+06:00`);
}

/** The start of the Dhaka day `at` falls in, and of the next. */
export function dhakaDayRange(at: Date): { from: Date; to: Date } {
  const from = dhakaDayStart(dhakaDay(at));
  return { from, to: new Date(from.getTime() + DAY_MS) };
}

/** A Dhaka day (YYYY-MM-DD) as the Date a `@db.Date` column stores (midnight UTC of that date). */
export function dateColumn(day: string): Date {
  return new Date(`${day}T00:00:00Z`);
}
