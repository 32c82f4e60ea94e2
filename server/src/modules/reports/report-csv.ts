/** The report's tables as CSV files. */
import type { Context } from '../../context.ts';
import { toCsv } from './csv.ts';
import { salesBreakdown, salesSeries, type ReportGrain, type ReportRange, type SalesDimension } from './reports.service.ts';

// Amounts go out in Taka with two decimals (a number a spreadsheet sums), not as formatted text.
const taka = (poisha: number) => (poisha / 100).toFixed(2);

/** The series over time, or one grouping, as a CSV file. */
export async function salesCsv(
  prisma: Context['prisma'],
  range: ReportRange,
  table: { grain: ReportGrain } | { by: SalesDimension; limit: number },
): Promise<string> {
  if ('grain' in table) {
    const points = await salesSeries(prisma, range, table.grain);
    return toCsv(
      ['Period starting', 'Orders', 'Revenue (Tk)', 'Discount (Tk)'],
      points.map((p) => [p.start, p.orders, taka(p.revenue), taka(p.discount)]),
    );
  }
  const figures = await salesBreakdown(prisma, range, table.by, table.limit);
  if (table.by === 'PRODUCT') {
    return toCsv(
      ['Product', 'Kind', 'Orders', 'Units', 'Revenue (Tk)', 'Discount (Tk)'],
      figures.map((f) => [f.label, f.kind ?? '', f.orders, f.units, taka(f.revenue), taka(f.discount)]),
    );
  }
  return toCsv(
    ['Group', 'Orders', 'Units', 'Revenue (Tk)', 'Discount (Tk)'],
    figures.map((f) => [f.label, f.orders, f.units, taka(f.revenue), taka(f.discount)]),
  );
}
