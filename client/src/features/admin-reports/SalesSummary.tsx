import { graphql, useFragment } from 'react-relay';
import type { SalesSummary_report$key } from '../../__generated__/SalesSummary_report.graphql.ts';
import { changeLabel, rangeLabel } from './report-params.ts';
import './reports.css';

const COUNT = new Intl.NumberFormat('en-US');

/** Revenue, orders, average order value and units of a period, each with its change against the period just before. */
export function SalesSummary({ report: key, label }: { report: SalesSummary_report$key; label: string }) {
  const report = useFragment(
    graphql`
      fragment SalesSummary_report on SalesReport {
        totals {
          orders
          units
          revenue { amount formatted }
          averageOrderValue { amount formatted }
        }
        previous {
          from
          to
          totals {
            orders
            units
            revenue { amount }
            averageOrderValue { amount }
          }
        }
      }
    `,
    key,
  );
  const { totals, previous } = report;
  const figures = [
    { name: 'Revenue', value: totals.revenue.formatted, change: changeLabel(totals.revenue.amount, previous.totals.revenue.amount) },
    { name: 'Orders', value: COUNT.format(totals.orders), change: changeLabel(totals.orders, previous.totals.orders) },
    {
      name: 'Average order value',
      value: totals.averageOrderValue.formatted,
      change: changeLabel(totals.averageOrderValue.amount, previous.totals.averageOrderValue.amount),
    },
    { name: 'Units', value: COUNT.format(totals.units), change: changeLabel(totals.units, previous.totals.units) },
  ];
  return (
    <section className="sales-summary" aria-label={label}>
      <h2 className="sales-summary__title">{label}</h2>
      <dl className="sales-summary__figures">
        {figures.map((figure) => (
          <div key={figure.name} className="sales-summary__figure">
            <dt>{figure.name}</dt>
            <dd>
              <span className="sales-summary__value">{figure.value}</span>
              <span className="sales-summary__change" data-trend={figure.change.startsWith('−') ? 'down' : figure.change.startsWith('+') ? 'up' : 'flat'}>
                {figure.change} against {rangeLabel(previous.from, previous.to)}
              </span>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
