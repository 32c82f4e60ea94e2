import { Suspense } from 'react';
import { graphql } from 'react-relay';
import { useSearchParams } from 'react-router';
import type { ShopReportPageQuery } from '../../../../__generated__/ShopReportPageQuery.graphql.ts';
import { EmptyState, Table, TableHead } from '../../../../components/ui/index.ts';
import { REPORTS_AREA_LINKS } from '../../../../features/admin-reports/report-links.ts';
import { rangeLabel, reportParams } from '../../../../features/admin-reports/report-params.ts';
import { ReportRangeForm } from '../../../../features/admin-reports/ReportRangeForm.tsx';
import { SalesChart } from '../../../../features/admin-reports/SalesChart.tsx';
import { AdminPage } from '../../../../features/catalog-admin/AdminPageHeader.tsx';
import { ProductTableSkeleton } from '../../../../features/catalog-admin/ProductAdminTable.tsx';
import { queryLoader, useRouteQuery } from '../../../../relay/route-query.ts';

const query = graphql`
  query ShopReportPageQuery($range: ReportRangeInput!, $grain: ReportGrain!) {
    salesReport(range: $range) {
      __typename
      ... on QuerySalesReportSuccess {
        report {
          online: totals(channel: ONLINE) { ...ShopReportPage_totals @relay(mask: false) }
          counter: totals(channel: COUNTER) { ...ShopReportPage_totals @relay(mask: false) }
          onlineSeries: series(grain: $grain, channel: ONLINE) { ...SalesChart_points }
          counterSeries: series(grain: $grain, channel: COUNTER) { ...SalesChart_points }
        }
      }
      ... on ValidationError { message }
    }
  }
`;

graphql`
  fragment ShopReportPage_totals on SalesTotals {
    orders
    units
    revenue { formatted }
    discount { formatted }
    averageOrderValue { formatted }
  }
`;

export const loader = queryLoader<ShopReportPageQuery>(
  query,
  (_params, search) => {
    const { from, to, grain } = reportParams(search);
    return { range: { from, to }, grain };
  },
  'store-and-network',
);

const COUNT = new Intl.NumberFormat('en-US');

/** /admin/report/shop: what the shop counter sold beside what the online shop sold, over the same Dhaka days. */
export function Component() {
  return (
    <AdminPage
      title="Shop counter and online"
      intro="Sales at the shop counter and online over the same period, side by side. Cancelled and expired orders do not count."
      subnav={{ label: 'Reports', links: REPORTS_AREA_LINKS }}
    >
      <ReportRangeForm />
      <Suspense fallback={<ProductTableSkeleton rows={4} />}>
        <ShopReport />
      </Suspense>
    </AdminPage>
  );
}

function ShopReport() {
  const data = useRouteQuery<ShopReportPageQuery>(query);
  const [searchParams] = useSearchParams();
  const { from, to } = reportParams(searchParams);
  const answer = data.salesReport;
  if (answer.__typename !== 'QuerySalesReportSuccess') {
    return <EmptyState titleAs="p" title={answer.__typename === '%other' ? 'The report could not be made.' : answer.message} />;
  }
  const { online, counter, onlineSeries, counterSeries } = answer.report;
  const rows: [string, string, string][] = [
    ['Revenue', online.revenue.formatted, counter.revenue.formatted],
    ['Orders', COUNT.format(online.orders), COUNT.format(counter.orders)],
    ['Average order value', online.averageOrderValue.formatted, counter.averageOrderValue.formatted],
    ['Units', COUNT.format(online.units), COUNT.format(counter.units)],
    ['Coupon discounts', online.discount.formatted, counter.discount.formatted],
  ];
  const title = `Online and shop counter, ${rangeLabel(from, to)}`;
  return (
    <>
      <Table dense aria-label={title}>
        <TableHead columns={['', { label: 'Online', numeric: true }, { label: 'Shop counter', numeric: true }]} />
        <tbody>
          {rows.map(([name, a, b]) => (
            <tr key={name}>
              <th scope="row">{name}</th>
              <td className="ui-table__number">{a}</td>
              <td className="ui-table__number">{b}</td>
            </tr>
          ))}
        </tbody>
      </Table>
      <div className="report-grid">
        <SalesChart points={onlineSeries} title="Online revenue" />
        <SalesChart points={counterSeries} title="Shop counter revenue" />
      </div>
    </>
  );
}
