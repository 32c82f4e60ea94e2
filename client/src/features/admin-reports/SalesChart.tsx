/**
 * Revenue per day, week or month as bars (recharts), with the same figures as a table for screen
 * readers and for reading exact numbers. Only back-office screens import this, so recharts stays
 * out of the storefront's bundle.
 */
import { graphql, useFragment } from 'react-relay';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { SalesChart_points$key } from '../../__generated__/SalesChart_points.graphql.ts';
import { Table, TableHead } from '../../components/ui/index.ts';
import { formatTaka } from '#shared/money.ts';
import './reports.css';

const COUNT = new Intl.NumberFormat('en-US');
const shortDay = (day: string) => new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });

export function SalesChart({ points: key, title }: { points: SalesChart_points$key; title: string }) {
  const points = useFragment(
    graphql`
      fragment SalesChart_points on SalesPoint @relay(plural: true) {
        start
        orders
        revenue { amount formatted }
      }
    `,
    key,
  );
  const data = points.map((p) => ({ day: shortDay(p.start), taka: p.revenue.amount / 100, orders: p.orders }));
  return (
    <figure className="sales-chart">
      <figcaption className="sales-chart__caption">{title}</figcaption>
      <div className="sales-chart__plot" aria-hidden="true">
        <ResponsiveContainer width="100%" height={240}>
          {/* The plot is hidden from assistive technology (the table below carries the figures), so it takes no focus either. */}
          <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="day" tickLine={false} minTickGap={16} fontSize={12} />
            <YAxis tickFormatter={(v: number) => formatTaka(v * 100)} width={80} fontSize={12} />
            <Tooltip formatter={(v) => formatTaka(Number(v) * 100)} />
            <Bar dataKey="taka" name="Revenue" fill="var(--color-primary)" isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <details className="sales-chart__table">
        <summary>Show the figures as a table</summary>
        <Table dense aria-label={title}>
          <TableHead columns={['Period', { label: 'Orders', numeric: true }, { label: 'Revenue', numeric: true }]} />
          <tbody>
            {points.map((p) => (
              <tr key={p.start}>
                <th scope="row">{p.start}</th>
                <td className="ui-table__number">{COUNT.format(p.orders)}</td>
                <td className="ui-table__number">{p.revenue.formatted}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </details>
    </figure>
  );
}
