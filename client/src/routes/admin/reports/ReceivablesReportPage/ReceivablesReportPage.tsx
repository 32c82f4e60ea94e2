import { Suspense } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import { Link, useRevalidator, useSearchParams } from 'react-router';
import type { ReceivablesReportPageCsvQuery } from '../../../../__generated__/ReceivablesReportPageCsvQuery.graphql.ts';
import type { ReceivablesReportPageQuery } from '../../../../__generated__/ReceivablesReportPageQuery.graphql.ts';
import { Badge, EmptyState, LinkButton } from '../../../../components/ui/index.ts';
import { CloseMonthButton } from '../../../../features/admin-receivables/CloseMonthButton.tsx';
import { CourierMonthTable } from '../../../../features/admin-receivables/CourierMonthTable.tsx';
import { monthLabel } from '../../../../features/admin-receivables/month-label.ts';
import { RecordRemittanceForm } from '../../../../features/admin-receivables/RecordRemittanceForm.tsx';
import '../../../../features/admin-receivables/receivables.css';
import { CsvDownloadButton } from '../../../../features/admin-reports/ReportCsvButton.tsx';
import { REPORTS_AREA_LINKS } from '../../../../features/admin-reports/report-links.ts';
import { AdminPage } from '../../../../features/catalog-admin/AdminPageHeader.tsx';
import { ProductTableSkeleton } from '../../../../features/catalog-admin/ProductAdminTable.tsx';
import { formatDate } from '../../../../lib/dates.ts';
import { queryLoader, useRouteQuery } from '../../../../relay/route-query.ts';
import { dhakaToday } from '#shared/dhaka-days.ts';

/** Months on one page. */
export const MONTHS_PER_PAGE = 6;
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const beforeOf = (search: URLSearchParams) => {
  const before = search.get('before') ?? '';
  return MONTH.test(before) ? before : null;
};

const query = graphql`
  query ReceivablesReportPageQuery($before: String, $first: Int!) {
    receivablesReport(before: $before, first: $first) {
      __typename
      ... on QueryReceivablesReportSuccess {
        report {
          olderBefore
          months { month closed closedAt ...CourierMonthTable_month }
        }
      }
      ... on ValidationError { message }
    }
  }
`;

const csvQuery = graphql`
  query ReceivablesReportPageCsvQuery($before: String, $first: Int!) {
    receivablesReport(before: $before, first: $first) {
      __typename
      ... on QueryReceivablesReportSuccess { report { csv } }
      ... on ValidationError { message }
    }
  }
`;

export const loader = queryLoader<ReceivablesReportPageQuery>(query, (_params, search) => ({ before: beforeOf(search), first: MONTHS_PER_PAGE }), 'store-and-network');

/** /admin/report/apar-monthly: what each courier collected, charged, remitted and still owes per Dhaka month; refunds due; remittances; closing months. */
export function Component() {
  return (
    <AdminPage
      title="Courier receivables"
      intro="Per Bangladesh month: cash couriers collected on parcels delivered in it, their charges, the remittances received, and what they still owe by age (remittances pay the oldest deliveries first). A closed month shows the figures it was closed with."
      subnav={{ label: 'Reports', links: REPORTS_AREA_LINKS }}
    >
      <Suspense fallback={<ProductTableSkeleton rows={6} />}>
        <Report />
      </Suspense>
    </AdminPage>
  );
}

function Report() {
  const data = useRouteQuery<ReceivablesReportPageQuery>(query);
  const revalidator = useRevalidator();
  const [searchParams] = useSearchParams();
  const before = beforeOf(searchParams);
  const answer = data.receivablesReport;
  if (answer.__typename !== 'QueryReceivablesReportSuccess') {
    return <EmptyState titleAs="p" title={answer.__typename === '%other' ? 'The report could not be made.' : answer.message} />;
  }
  const { months, olderBefore } = answer.report;
  const today = dhakaToday();
  const current = today.slice(0, 7);
  const refresh = () => void revalidator.revalidate();
  return (
    <>
      <section aria-labelledby="record-remittance">
        <h2 id="record-remittance">Record a remittance</h2>
        <RecordRemittanceForm today={today} onRecorded={refresh} />
      </section>
      <div className="report-actions" role="group" aria-label="Download as CSV">
        <CsvButton before={before} />
      </div>
      {months.map((m) => (
        <section key={m.month} className="receivables-month" aria-labelledby={`month-${m.month}`}>
          <div className="receivables-month__head">
            <h2 id={`month-${m.month}`}>{monthLabel(m.month)}</h2>
            {m.closed ? <Badge tone="neutral">Closed {m.closedAt ? formatDate(m.closedAt) : ''}</Badge> : m.month === current ? <Badge tone="info">Under way</Badge> : null}
            <Link to={`/admin/invoice/apar-monthly/${m.month}`}>Details of {monthLabel(m.month)}</Link>
            {!m.closed && m.month < current && <CloseMonthButton month={m.month} onClosed={refresh} />}
          </div>
          <CourierMonthTable month={m} />
        </section>
      ))}
      <nav className="receivables-pages" aria-label="Months">
        {before && <LinkButton to="/admin/report/apar-monthly" variant="outline" size="sm">Latest months</LinkButton>}
        <LinkButton to={`/admin/report/apar-monthly?before=${olderBefore}`} variant="outline" size="sm">
          Older months
        </LinkButton>
      </nav>
    </>
  );
}

function CsvButton({ before }: { before: string | null }) {
  const environment = useRelayEnvironment();
  const fetchCsv = async () => {
    const data = await fetchQuery<ReceivablesReportPageCsvQuery>(environment, csvQuery, { before, first: MONTHS_PER_PAGE }, { fetchPolicy: 'network-only' }).toPromise();
    const answer = data?.receivablesReport;
    if (answer?.__typename !== 'QueryReceivablesReportSuccess') throw new Error(answer && 'message' in answer ? answer.message : 'The report could not be made');
    return answer.report.csv;
  };
  return <CsvDownloadButton label="Download these months (CSV)" filename={`courier-receivables${before ? `-before-${before}` : ''}.csv`} fetchCsv={fetchCsv} />;
}
