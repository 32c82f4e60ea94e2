import type { AdminSubnavLinks } from '../catalog-admin/AdminPageHeader.tsx';

/** The support desk's screens, as tabs under each one's header. */
export const SUPPORT_SUBNAV: AdminSubnavLinks = {
  label: 'Support desk',
  links: [
    { to: '/agent', label: 'My day', end: true },
    { to: '/agent/customers', label: 'Customers' },
    { to: '/agent/cx-panel', label: 'Work queue' },
    { to: '/agent/call-history', label: 'Calls' },
    { to: '/agent/coupon-stats', label: 'Coupons' },
  ],
};

export const OUTCOME_LABELS: Record<string, string> = {
  CONFIRMED: 'Confirmed',
  NO_ANSWER: 'No answer',
  CALL_BACK: 'Call back',
  CANCELLED: 'Cancelled',
};

export const DIRECTION_LABELS: Record<string, string> = { OUTBOUND: 'Outgoing', INBOUND: 'Incoming' };

/** The label's key in a map of labels, for selects that show labels and send enum values. */
export function valueOfLabel(labels: Record<string, string>, label: string): string | undefined {
  return Object.entries(labels).find(([, l]) => l === label)?.[0];
}

/** "2 min 5 s" from seconds. */
export function formatDuration(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return minutes ? `${minutes} min ${seconds % 60} s` : `${seconds} s`;
}

/** Today's day in Dhaka as YYYY-MM-DD. */
export function dhakaToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

const DATE_TIME = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Dhaka' });

/** An instant in Bangladesh time, e.g. `22 Nov 2026, 14:05`. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : DATE_TIME.format(date);
}
