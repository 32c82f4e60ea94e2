import { Suspense } from 'react';
import { graphql } from 'react-relay';
import { useParams } from 'react-router';
import type { ReceivablesMonthPageQuery } from '../../../../__generated__/ReceivablesMonthPageQuery.graphql.ts';
import { Badge, Button, EmptyState, SkeletonText, Table, TableHead } from '../../../../components/ui/index.ts';
import { CourierMonthTable } from '../../../../features/admin-receivables/CourierMonthTable.tsx';
import { monthLabel } from '../../../../features/admin-receivables/month-label.ts';
import '../../../../features/admin-receivables/receivables.css';
import { saveFile } from '../../../../features/admin-reports/ReportCsvButton.tsx';
import { AdminPage } from '../../../../features/catalog-admin/AdminPageHeader.tsx';
import { formatDate } from '../../../../lib/dates.ts';
import { queryLoader, useRouteQuery } from '../../../../relay/route-query.ts';
import { NotFound } from '../../../NotFoundPage.tsx';

const query = graphql`
  query ReceivablesMonthPageQuery($month: String!) {
    receivablesMonth(month: $month) {
      __typename
      ... on QueryReceivablesMonthSuccess {
        month {
          month
          closed
          closedAt
          csv
          ...CourierMonthTable_month
          shipments { cn courierLabel orderNumber deliveredAt collected { formatted } charge { formatted } }
          remittances { id courierLabel amount { formatted } receivedOn reference note }
          refundsDueItems { kind orderNumber dueSince amount { formatted } }
        }
      }
      ... on NotFoundError { message }
    }
  }
`;

export const loader = queryLoader<ReceivablesMonthPageQuery>(query, (params) => ({ month: params.month ?? '' }), 'store-and-network');

const BREADCRUMB = [{ to: '/admin/report/apar-monthly', label: 'Courier receivables' }];
const DHAKA_TIME = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Dhaka', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', hour12: false });
const REFUND_KINDS = { LATE_PAYMENT: 'Late online payment', ORDER_REFUND: 'Paid online order cancelled or returned', COD_REFUND: 'Cash on delivery returned' } as const;
const numeric = (label: string) => ({ label, numeric: true });

/** /admin/invoice/apar-monthly/:month: one month per courier with the parcels, remittances and refunds due behind it; printable. */
export function Component() {
  return (
    <Suspense
      fallback={
        <AdminPage title="Courier receivables" breadcrumb={BREADCRUMB}>
          <SkeletonText lines={8} />
        </AdminPage>
      }
    >
      <MonthPage />
    </Suspense>
  );
}

function MonthPage() {
  const { receivablesMonth: answer } = useRouteQuery<ReceivablesMonthPageQuery>(query);
  const param = useParams().month ?? '';
  if (answer.__typename !== 'QueryReceivablesMonthSuccess') return <NotFound />;
  const { month } = answer;
  const label = monthLabel(month.month);
  return (
    <AdminPage
      title={`Courier receivables, ${label}`}
      breadcrumb={BREADCRUMB}
      actions={
        <span className="report-actions">
          <Button variant="primary" onClick={() => window.print()}>
            Print
          </Button>
          <Button variant="outline" onClick={() => saveFile(month.csv, `courier-receivables-${param}.csv`)}>
            Download (CSV)
          </Button>
        </span>
      }
    >
      <p>
        {month.closed ? (
          <Badge tone="neutral">Closed {month.closedAt ? formatDate(month.closedAt) : ''}: the figures as they were then</Badge>
        ) : (
          <Badge tone="info">Open: live figures</Badge>
        )}
      </p>
      <section className="receivables-month" aria-label="By courier">
        <CourierMonthTable month={month} />
      </section>

      <section className="receivables-month" aria-labelledby="deliveries">
        <h2 id="deliveries">Parcels delivered ({month.shipments.length})</h2>
        {month.shipments.length === 0 ? (
          <EmptyState titleAs="p" title="No parcel was delivered this month." />
        ) : (
          <Table dense aria-label="Parcels delivered">
            <TableHead columns={['Delivered (Dhaka)', 'Courier', 'Consignment', 'Order', numeric('Collected'), numeric('Charge')]} />
            <tbody>
              {month.shipments.map((s) => (
                <tr key={s.cn}>
                  <td>{DHAKA_TIME.format(new Date(s.deliveredAt))}</td>
                  <td>{s.courierLabel}</td>
                  <th scope="row">{s.cn}</th>
                  <td>{s.orderNumber}</td>
                  <td className="ui-table__number">{s.collected.formatted}</td>
                  <td className="ui-table__number">{s.charge.formatted}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </section>

      <section className="receivables-month" aria-labelledby="remittances">
        <h2 id="remittances">Remittances received ({month.remittances.length})</h2>
        {month.remittances.length === 0 ? (
          <EmptyState titleAs="p" title="No remittance was received this month." />
        ) : (
          <Table dense aria-label="Remittances received">
            <TableHead columns={['Received', 'Courier', 'Reference', 'Note', numeric('Amount')]} />
            <tbody>
              {month.remittances.map((r) => (
                <tr key={r.id}>
                  <td>{formatDate(r.receivedOn)}</td>
                  <td>{r.courierLabel}</td>
                  <th scope="row">{r.reference || '—'}</th>
                  <td>{r.note}</td>
                  <td className="ui-table__number">{r.amount.formatted}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </section>

      <section className="receivables-month" aria-labelledby="refunds-due">
        <h2 id="refunds-due">Refunds due ({month.refundsDueItems.length})</h2>
        {month.refundsDueItems.length === 0 ? (
          <EmptyState titleAs="p" title="The shop owes no refund from this month." />
        ) : (
          <Table dense aria-label="Refunds due">
            <TableHead columns={['Due since', 'Order', 'Why', numeric('Amount')]} />
            <tbody>
              {month.refundsDueItems.map((p) => (
                <tr key={`${p.kind}-${p.orderNumber}-${p.dueSince}`}>
                  <td>{DHAKA_TIME.format(new Date(p.dueSince))}</td>
                  <th scope="row">{p.orderNumber}</th>
                  <td>{REFUND_KINDS[p.kind as keyof typeof REFUND_KINDS] ?? p.kind}</td>
                  <td className="ui-table__number">{p.amount.formatted}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </section>
    </AdminPage>
  );
}
