/** The receivables report as a CSV file (the reports' writer: UTF-8 BOM, formula-safe cells). */
import { toCsv } from '../reports/csv.ts';
import { dhakaToday } from '../../shared/dhaka-days.ts';
import type { MonthDetail, MonthView } from './receivables.service.ts';

const dhakaDay = (iso: string) => dhakaToday(new Date(iso));

// Taka as numbers a spreadsheet sums; a number cell is never defused, so an owed −5 stays −5, not '-5.
const taka = (poisha: number) => poisha / 100;

export const RECEIVABLES_CSV_HEADER = [
  'Month',
  'Courier',
  'Deliveries',
  'Collected (Tk)',
  'Courier charges (Tk)',
  'Remitted (Tk)',
  'Owed this month (Tk)',
  'Ageing as of',
  'Still owed 0-30 days (Tk)',
  'Still owed 31-60 days (Tk)',
  'Still owed 61-90 days (Tk)',
  'Still owed over 90 days (Tk)',
  'Refunds due (Tk)',
  'Closed',
] as const;

/** One row per month and courier (a month without any courier: one row of zeros), newest month first. */
export function receivablesCsv(months: readonly MonthView[]): string {
  const rows = months.flatMap((m) => {
    const closed = m.closed ? m.closed.at.toISOString().slice(0, 10) : '';
    const refunds = taka(m.payables.total);
    if (m.couriers.length === 0) return [[m.month, '', 0, taka(0), taka(0), taka(0), taka(0), m.ageingAsOf, taka(0), taka(0), taka(0), taka(0), refunds, closed]];
    return m.couriers.map((c, i) => [
      m.month,
      c.courierLabel,
      c.deliveries,
      taka(c.collected),
      taka(c.charges),
      taka(c.remitted),
      taka(c.owed),
      m.ageingAsOf,
      taka(c.ageing.days0to30),
      taka(c.ageing.days31to60),
      taka(c.ageing.days61to90),
      taka(c.ageing.over90),
      // The shop's refunds due belong to the month, not to a courier: on its first row only.
      i === 0 ? refunds : '',
      closed,
    ]);
  });
  return toCsv(RECEIVABLES_CSV_HEADER, rows);
}

/** One month's parcels, remittances and refunds due, one row each (what the month's figures add up). */
export function receivablesMonthCsv(month: string, detail: MonthDetail): string {
  return toCsv(
    ['Month', 'Row', 'Day (Dhaka)', 'Courier', 'Order or reference', 'Amount (Tk)', 'Courier charge (Tk)', 'Note'],
    [
      ...detail.shipments.map((s) => [month, 'Delivery', dhakaDay(s.deliveredAt), s.courierLabel, `${s.orderNumber} ${s.cn}`, taka(s.collected), taka(s.charge), '']),
      ...detail.remittances.map((r) => [month, 'Remittance', r.receivedOn, r.courierLabel, r.reference, taka(r.amount), '', r.note]),
      ...detail.payableItems.map((p) => [month, `Refund due (${p.kind})`, dhakaDay(p.dueSince), '', p.orderNumber, taka(p.amount), '', '']),
    ],
  );
}
