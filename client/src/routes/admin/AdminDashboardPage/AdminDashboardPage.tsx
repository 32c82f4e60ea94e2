import { Suspense } from 'react';
import { loadQuery, graphql } from 'react-relay';
import { Link, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { useLatestSearchParams } from '../../../lib/use-latest-search-params.ts';
import { dhakaToday, shiftDay } from '#shared/dhaka-days.ts';
import type { AdminDashboardPageQuery } from '../../../__generated__/AdminDashboardPageQuery.graphql.ts';
import { Badge, EmptyState, Table, TableHead } from '../../../components/ui/index.ts';
import { adminOrderPath } from '../../../features/admin-orders/admin-order-paths.ts';
import { labelOf, ORDER_STATUS_LABELS, PAYMENT_METHOD_LABELS } from '../../../features/admin-orders/order-labels.ts';
import { rangeLabel } from '../../../features/admin-reports/report-params.ts';
import { SalesChart } from '../../../features/admin-reports/SalesChart.tsx';
import { SalesFigureTable } from '../../../features/admin-reports/SalesFigureTable.tsx';
import { SalesSummary } from '../../../features/admin-reports/SalesSummary.tsx';
import { AdminPage } from '../../../features/catalog-admin/AdminPageHeader.tsx';
import { adminProductPath } from '../../../features/catalog-admin/admin-paths.ts';
import { FilterBar, FilterSelect } from '../../../features/catalog-admin/ListFilters.tsx';
import { ProductTableSkeleton } from '../../../features/catalog-admin/ProductAdminTable.tsx';
import { mayOpenPath } from '../../../features/session/back-office-access.ts';
import { BACK_OFFICE_LINKS, seesDashboardFigures } from '../../../features/session/back-office-links.ts';
import { sessionForNavigation, useSession } from '../../../features/session/session-store.ts';
import { relayEnvironment } from '../../../relay/environment.ts';
import { useRouteQuery } from '../../../relay/route-query.ts';
import '../../../features/admin-reports/reports.css';

const query = graphql`
  query AdminDashboardPageQuery(
    $today: ReportRangeInput!
    $period: ReportRangeInput!
    $withSales: Boolean!
    $withOrders: Boolean!
    $withStock: Boolean!
  ) {
    today: salesReport(range: $today) @include(if: $withSales) {
      __typename
      ... on QuerySalesReportSuccess { report { ...SalesSummary_report } }
    }
    period: salesReport(range: $period) @include(if: $withSales) {
      __typename
      ... on QuerySalesReportSuccess {
        report {
          ...SalesSummary_report
          series(grain: DAY) { ...SalesChart_points }
          methods: breakdown(by: PAYMENT_METHOD) { ...SalesFigureTable_figures }
          sections: breakdown(by: SECTION, first: 10) { ...SalesFigureTable_figures }
          ordersByStatus { status orders }
        }
      }
    }
    lowStock: adminProducts(first: 8, filter: { lowStock: true }, sort: NEWEST) @include(if: $withStock) {
      totalCount
      edges { node { id kind title stock } }
    }
    latestOrders: adminOrders(first: 8) @include(if: $withOrders) {
      edges { node { id number name status netTotal { formatted } placedAt } }
    }
  }
`;

/** The dashboard's choice of period: the last 7, 30 or 90 Dhaka days up to today. */
export const PERIOD_OPTIONS = [
  { value: '7', label: 'Last 7 days' },
  { value: '30', label: 'Last 30 days' },
  { value: '90', label: 'Last 90 days' },
] as const;

function periodDays(search: URLSearchParams): number {
  const days = search.get('days') ?? '30';
  return PERIOD_OPTIONS.some((o) => o.value === days) ? Number(days) : 30;
}

// Each part of the dashboard asks only what the member of staff may read, so a partial role sees a partial dashboard, not an error.
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await sessionForNavigation(request);
  const may = (permission: string) => user?.permissions.includes(permission) ?? false;
  // Nothing here to read (a support agent): no query, the page lists where their work is instead.
  if (!user || !seesDashboardFigures(user)) return null;
  const today = dhakaToday();
  const days = periodDays(new URL(request.url, 'http://localhost').searchParams);
  return loadQuery<AdminDashboardPageQuery>(
    relayEnvironment,
    query,
    {
      today: { from: today, to: today },
      period: { from: shiftDay(today, -(days - 1)), to: today },
      withSales: may('reports.view'),
      withOrders: may('orders.manage'),
      withStock: may('catalog.manage'),
    },
    { fetchPolicy: 'store-and-network' },
  );
}

/** /admin: where staff land. Today and the chosen period against the one before, what is stuck, what is running out, the latest orders. */
export function Component() {
  const { user } = useSession();
  if (user && !seesDashboardFigures(user)) return <NoFigures user={user} />;
  return (
    <AdminPage title="Dashboard" intro="Sales today and over the chosen period, each against the same length of time just before it (Bangladesh days).">
      <PeriodChoice />
      <Suspense fallback={<ProductTableSkeleton rows={6} />}>
        <Dashboard />
      </Suspense>
    </AdminPage>
  );
}

/** For staff who may see none of the dashboard's figures: where their work is, never an empty page. */
function NoFigures({ user }: { user: { permissions: string[] } }) {
  const places = BACK_OFFICE_LINKS.filter(([to]) => to !== '/admin' && mayOpenPath(user, to));
  return (
    <AdminPage title="Back office" intro="The dashboard's sales, orders and stock figures are not part of your work. These are:">
      {places.length === 0 ? (
        <EmptyState titleAs="p" title="No back-office screen is open to you yet." description="Ask an admin for the permission your work needs." />
      ) : (
        <ul className="dashboard-places">
          {places.map(([to, label]) => (
            <li key={to}>
              <Link to={to}>{label}</Link>
            </li>
          ))}
        </ul>
      )}
    </AdminPage>
  );
}

function PeriodChoice() {
  const [searchParams, setSearchParams] = useLatestSearchParams();
  return (
    <FilterBar label="Dashboard period" role="group">
      <FilterSelect
        label="Period"
        value={String(periodDays(searchParams))}
        options={PERIOD_OPTIONS}
        onChange={(days) => setSearchParams((params) => {
          const next = new URLSearchParams(params);
          next.set('days', days);
          return next;
        })}
      />
    </FilterBar>
  );
}

const DATE_TIME = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Dhaka' });
const methodLabel = (method: string) => labelOf(PAYMENT_METHOD_LABELS, method);

function Dashboard() {
  const data = useRouteQuery<AdminDashboardPageQuery>(query);
  const [searchParams] = useSearchParams();
  const days = periodDays(searchParams);
  const today = dhakaToday();
  const todayReport = data.today?.__typename === 'QuerySalesReportSuccess' ? data.today.report : null;
  const period = data.period?.__typename === 'QuerySalesReportSuccess' ? data.period.report : null;
  return (
    <>
      {todayReport && <SalesSummary report={todayReport} label={`Today, ${rangeLabel(today, today)}`} />}
      {period && (
        <>
          <SalesSummary report={period} label={`${PERIOD_OPTIONS.find((o) => o.value === String(days))!.label}, ${rangeLabel(shiftDay(today, -(days - 1)), today)}`} />
          <SalesChart points={period.series} title="Revenue by day" />
          <div className="report-grid">
            <SalesFigureTable figures={period.methods} title="By payment method" groupLabel="Payment method" labelOf={methodLabel} />
            <SalesFigureTable figures={period.sections} title="By section" groupLabel="Section" />
            <section className="sales-figures" aria-label="Orders by state">
              <h2>Orders by state</h2>
              {period.ordersByStatus.length === 0 ? (
                <EmptyState titleAs="p" title="No orders in this period." />
              ) : (
                <Table dense aria-label="Orders by state">
                  <TableHead columns={['State', { label: 'Orders', numeric: true }]} />
                  <tbody>
                    {period.ordersByStatus.map((row) => (
                      <tr key={row.status}>
                        <th scope="row">
                          <Link to={`/admin/orders?status=${row.status.toLowerCase()}&from=${shiftDay(today, -(days - 1))}&to=${today}`}>
                            {labelOf(ORDER_STATUS_LABELS, row.status)}
                          </Link>
                        </th>
                        <td className="ui-table__number">{row.orders}</td>
                      </tr>
                    ))}
                  </tbody>
                </Table>
              )}
            </section>
            {data.lowStock && <LowStock products={data.lowStock} />}
          </div>
        </>
      )}
      {!period && data.lowStock && <LowStock products={data.lowStock} />}
      {data.latestOrders && (
        <section className="sales-figures" aria-label="Latest orders">
          <h2>Latest orders</h2>
          {data.latestOrders.edges.length === 0 ? (
            <EmptyState titleAs="p" title="No orders yet." />
          ) : (
            <Table dense aria-label="Latest orders">
              <TableHead columns={['Order', 'Customer', 'State', 'Placed', { label: 'Total', numeric: true }]} />
              <tbody>
                {data.latestOrders.edges.map(({ node }) => (
                  <tr key={node.id}>
                    <th scope="row">
                      <Link to={adminOrderPath(node.id)}>{node.number}</Link>
                    </th>
                    <td>{node.name}</td>
                    <td>
                      <Badge>{labelOf(ORDER_STATUS_LABELS, node.status)}</Badge>
                    </td>
                    <td>{DATE_TIME.format(new Date(String(node.placedAt)))}</td>
                    <td className="ui-table__number">{node.netTotal.formatted}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          )}
        </section>
      )}
    </>
  );
}

type LowStockProducts = NonNullable<AdminDashboardPageQuery['response']['lowStock']>;

function LowStock({ products }: { products: LowStockProducts }) {
  return (
    <section className="sales-figures" aria-label="Stock running out">
      <h2>Stock running out</h2>
      {products.edges.length === 0 ? (
        <EmptyState titleAs="p" title="Nothing is running out." />
      ) : (
        <Table dense aria-label="Stock running out">
          <TableHead columns={['Product', { label: 'In stock', numeric: true }]} />
          <tbody>
            {products.edges.map(({ node }) => (
              <tr key={node.id}>
                <th scope="row">
                  <Link to={adminProductPath(node.kind, node.id)}>{node.title}</Link>
                </th>
                <td className="ui-table__number">{node.stock}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      {products.totalCount > products.edges.length && (
        <p>
          <Link to="/admin/books?stock=low">All {products.totalCount} products running out</Link>
        </p>
      )}
    </section>
  );
}
