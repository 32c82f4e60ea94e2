import { Suspense } from 'react';
import { graphql } from 'react-relay';
import { useSearchParams } from 'react-router';
import type { SalesReportPageQuery } from '../../../../__generated__/SalesReportPageQuery.graphql.ts';
import { EmptyState } from '../../../../components/ui/index.ts';
import { ReportCsvButton } from '../../../../features/admin-reports/ReportCsvButton.tsx';
import { REPORTS_AREA_LINKS } from '../../../../features/admin-reports/report-links.ts';
import { rangeLabel, reportParams } from '../../../../features/admin-reports/report-params.ts';
import { ReportRangeForm } from '../../../../features/admin-reports/ReportRangeForm.tsx';
import { SalesChart } from '../../../../features/admin-reports/SalesChart.tsx';
import { SalesFigureTable } from '../../../../features/admin-reports/SalesFigureTable.tsx';
import { SalesSummary } from '../../../../features/admin-reports/SalesSummary.tsx';
import { AdminPage } from '../../../../features/catalog-admin/AdminPageHeader.tsx';
import { ProductTableSkeleton } from '../../../../features/catalog-admin/ProductAdminTable.tsx';
import { KIND_LABELS } from '../../../../features/catalog/list-filters.ts';
import { labelOf, PAYMENT_METHOD_LABELS } from '../../../../features/admin-orders/order-labels.ts';
import { queryLoader, useRouteQuery } from '../../../../relay/route-query.ts';

const query = graphql`
  query SalesReportPageQuery($range: ReportRangeInput!, $grain: ReportGrain!) {
    salesReport(range: $range) {
      __typename
      ... on QuerySalesReportSuccess {
        report {
          ...SalesSummary_report
          series(grain: $grain) { ...SalesChart_points }
          products: breakdown(by: PRODUCT, first: 20) { ...SalesFigureTable_figures }
          kinds: breakdown(by: KIND) { ...SalesFigureTable_figures }
          sections: breakdown(by: SECTION) { ...SalesFigureTable_figures }
          sources: breakdown(by: SOURCE) { ...SalesFigureTable_figures }
          coupons: breakdown(by: COUPON) { ...SalesFigureTable_figures }
          methods: breakdown(by: PAYMENT_METHOD) { ...SalesFigureTable_figures }
        }
      }
      ... on ValidationError { message }
    }
  }
`;

export const loader = queryLoader<SalesReportPageQuery>(
  query,
  (_params, search) => {
    const { from, to, grain } = reportParams(search);
    return { range: { from, to }, grain };
  },
  'store-and-network',
);

const GRAIN_WORDS = { DAY: 'day', WEEK: 'week', MONTH: 'month' } as const;
const kindLabel = (kind: string) => KIND_LABELS[kind as keyof typeof KIND_LABELS] ?? kind;
const methodLabel = (method: string) => labelOf(PAYMENT_METHOD_LABELS, method);

/** /admin/report: sales over a range of Dhaka days, by day, week or month, and grouped every way, with CSV files. */
export function Component() {
  return (
    <AdminPage
      title="Sales report"
      intro="Orders placed in the period that were not cancelled or expired. Days are Bangladesh days. Revenue by product, kind, section and source is the lines before discount; elsewhere it is what customers pay."
      subnav={{ label: 'Reports', links: REPORTS_AREA_LINKS }}
    >
      <ReportRangeForm />
      <Suspense fallback={<ProductTableSkeleton rows={6} />}>
        <Report />
      </Suspense>
    </AdminPage>
  );
}

function Report() {
  const data = useRouteQuery<SalesReportPageQuery>(query);
  const [searchParams] = useSearchParams();
  const { from, to, grain } = reportParams(searchParams);
  const answer = data.salesReport;
  if (answer.__typename !== 'QuerySalesReportSuccess') {
    return <EmptyState titleAs="p" title={answer.__typename === '%other' ? 'The report could not be made.' : answer.message} />;
  }
  const { report } = answer;
  const csv = { from, to, grain };
  return (
    <>
      <SalesSummary report={report} label={rangeLabel(from, to)} />
      <div className="report-actions" role="group" aria-label="Download as CSV">
        <ReportCsvButton {...csv} label={`Download by ${GRAIN_WORDS[grain]} (CSV)`} />
        <ReportCsvButton {...csv} by="PRODUCT" label="Download by product (CSV)" />
        <ReportCsvButton {...csv} by="SECTION" label="Download by section (CSV)" />
        <ReportCsvButton {...csv} by="COUPON" label="Download by coupon (CSV)" />
      </div>
      <SalesChart points={report.series} title={`Revenue by ${GRAIN_WORDS[grain]}`} />
      <SalesFigureTable figures={report.products} title="Top products" groupLabel="Product" />
      <div className="report-grid">
        <SalesFigureTable figures={report.kinds} title="By kind" groupLabel="Kind" labelOf={kindLabel} />
        <SalesFigureTable figures={report.sections} title="By section" groupLabel="Section" />
        <SalesFigureTable figures={report.sources} title="By source" groupLabel="Source" />
        <SalesFigureTable figures={report.coupons} title="By coupon" groupLabel="Coupon" withDiscount />
        <SalesFigureTable figures={report.methods} title="By payment method" groupLabel="Payment method" labelOf={methodLabel} withDiscount />
      </div>
    </>
  );
}
