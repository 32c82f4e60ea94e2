const MONTH_NAME = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** "September 2026" for "2026-09". */
export const monthLabel = (month: string) => MONTH_NAME.format(new Date(`${month}-01T00:00:00Z`));
