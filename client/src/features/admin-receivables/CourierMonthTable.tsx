import { graphql, useFragment } from 'react-relay';
import type { CourierMonthTable_month$key } from '../../__generated__/CourierMonthTable_month.graphql.ts';
import { EmptyState, Table, TableHead } from '../../components/ui/index.ts';
import { formatDate } from '../../lib/dates.ts';
import { monthLabel } from './month-label.ts';

const numeric = (label: string) => ({ label, numeric: true });
const COLUMNS = ['Courier', ...['Deliveries', 'Collected', 'Charges', 'Remitted', 'Owed', '0–30 days', '31–60 days', '61–90 days', 'Over 90 days'].map(numeric)];

/** One month's figures per courier, with what each still owed at the ageing day by age, and the refunds the shop owes. */
export function CourierMonthTable({ month: key }: { month: CourierMonthTable_month$key }) {
  const month = useFragment(
    graphql`
      fragment CourierMonthTable_month on ReceivablesMonth {
        month
        ageingAsOf
        couriers {
          courier
          courierLabel
          deliveries
          collected { formatted }
          charges { formatted }
          remitted { formatted }
          owed { formatted }
          ageing { days0to30 { formatted } days31to60 { formatted } days61to90 { formatted } over90 { formatted } credit { amount formatted } }
        }
        totals { deliveries collected { formatted } charges { formatted } remitted { formatted } owed { formatted } stillOwed { formatted } }
        refundsDue { latePayments { formatted } orderRefunds { formatted } codRefunds { formatted } total { amount formatted } }
      }
    `,
    key,
  );
  const label = `Couriers, ${monthLabel(month.month)}`;
  return (
    <>
      {month.couriers.length === 0 ? (
        <EmptyState titleAs="p" title="No deliveries, remittances or amounts owed this month." />
      ) : (
        <Table dense aria-label={label}>
          <caption className="receivables__caption">Owed = collected − charges − remitted in the month. Still owed by age on {formatDate(month.ageingAsOf)}.</caption>
          <TableHead columns={COLUMNS} />
          <tbody>
            {month.couriers.map((c) => (
              <tr key={c.courier}>
                <th scope="row">
                  {c.courierLabel}
                  {c.ageing.credit.amount > 0 && <span className="receivables__note"> (paid ahead {c.ageing.credit.formatted})</span>}
                </th>
                <td className="ui-table__number">{c.deliveries}</td>
                <td className="ui-table__number">{c.collected.formatted}</td>
                <td className="ui-table__number">{c.charges.formatted}</td>
                <td className="ui-table__number">{c.remitted.formatted}</td>
                <td className="ui-table__number">{c.owed.formatted}</td>
                <td className="ui-table__number">{c.ageing.days0to30.formatted}</td>
                <td className="ui-table__number">{c.ageing.days31to60.formatted}</td>
                <td className="ui-table__number">{c.ageing.days61to90.formatted}</td>
                <td className="ui-table__number">{c.ageing.over90.formatted}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">All couriers</th>
              <td className="ui-table__number">{month.totals.deliveries}</td>
              <td className="ui-table__number">{month.totals.collected.formatted}</td>
              <td className="ui-table__number">{month.totals.charges.formatted}</td>
              <td className="ui-table__number">{month.totals.remitted.formatted}</td>
              <td className="ui-table__number">{month.totals.owed.formatted}</td>
              <td className="ui-table__number" colSpan={4}>
                Still owed {month.totals.stillOwed.formatted}
              </td>
            </tr>
          </tfoot>
        </Table>
      )}
      <p className="receivables__refunds">
        Refunds the shop owes from this month: <strong>{month.refundsDue.total.formatted}</strong>
        {month.refundsDue.total.amount > 0 &&
          ` (late payments ${month.refundsDue.latePayments.formatted}, online orders ${month.refundsDue.orderRefunds.formatted}, cash on delivery ${month.refundsDue.codRefunds.formatted})`}
      </p>
    </>
  );
}
