import { useEffect, useRef, useTransition } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import { Link } from 'react-router';
import type { CounterOrdersList_query$key } from '../../__generated__/CounterOrdersList_query.graphql.ts';
import type { CounterOrdersListPaginationQuery } from '../../__generated__/CounterOrdersListPaginationQuery.graphql.ts';
import { EmptyState, type TableColumn } from '../../components/ui/index.ts';
import { formatDhakaDateTime } from '#shared/fiscal-year.ts';
import { AdminListTable } from '../catalog-admin/AdminListTable.tsx';
import { databaseId } from '../catalog-admin/admin-paths.ts';

export const COUNTER_PAGE_SIZE = 20;

const COLUMNS: readonly (string | TableColumn)[] = ['Order', 'Sold', 'Outlet', 'Customer', 'Paid in', 'Taken by', 'Invoice', { label: 'Total', numeric: true }];

interface CounterOrdersListProps {
  query: CounterOrdersList_query$key;
  /** Goes up after each sale: the list is read again. */
  version: number;
}

/** Counter sales, newest first (of the page's outlet when it has one), with the total count and "Load more". */
export function CounterOrdersList({ query, version }: CounterOrdersListProps) {
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment<CounterOrdersListPaginationQuery, CounterOrdersList_query$key>(
    graphql`
      fragment CounterOrdersList_query on Query
      @refetchable(queryName: "CounterOrdersListPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }, outletCode: { type: "String" }) {
        counterOrders(first: $count, after: $cursor, outletCode: $outletCode) @connection(key: "CounterOrdersList_counterOrders") {
          totalCount
          edges {
            node {
              id
              number
              placedAt
              name
              phone
              paymentMethod
              takenByName
              netTotal {
                formatted
              }
              outlet {
                code
                name
              }
              invoice {
                id
                number
              }
            }
          }
        }
      }
    `,
    query,
  );
  const [refreshing, startRefresh] = useTransition();
  const seen = useRef(version);
  useEffect(() => {
    if (seen.current === version) return;
    seen.current = version;
    startRefresh(() => {
      refetch({ count: COUNTER_PAGE_SIZE }, { fetchPolicy: 'network-only' });
    });
  }, [version, refetch]);

  const orders = data.counterOrders.edges;
  return (
    <AdminListTable
      label="Counter sales"
      noun={{ one: 'sale', many: 'sales' }}
      shown={orders.length}
      total={data.counterOrders.totalCount}
      busy={refreshing}
      empty={<EmptyState titleAs="p" title="No counter sales yet." description="Sales entered above appear here, newest first." />}
      columns={COLUMNS}
      hasNext={hasNext}
      isLoadingNext={isLoadingNext}
      onLoadMore={() => loadNext(COUNTER_PAGE_SIZE)}
    >
      {orders.map(({ node: order }) => (
        <tr key={order.id}>
          <th scope="row">
            <Link to={`/admin/orders/${databaseId(order.id)}`}>{order.number}</Link>
          </th>
          <td>
            <time dateTime={order.placedAt}>{formatDhakaDateTime(order.placedAt)}</time>
          </td>
          <td>{order.outlet ? <Link to={`/admin/shop-orders/${encodeURIComponent(order.outlet.code)}`}>{order.outlet.name}</Link> : '—'}</td>
          <td>
            {order.name}
            {order.phone && <span className="ui-table__muted">{order.phone}</span>}
          </td>
          <td>{order.paymentMethod === 'BKASH' ? 'bKash' : 'Cash'}</td>
          <td>{order.takenByName ?? '—'}</td>
          <td>
            {order.invoice ? (
              <Link to={`/admin/invoice/${databaseId(order.invoice.id)}/print`} aria-label={`Print invoice ${order.invoice.number}`}>
                {order.invoice.number}
              </Link>
            ) : (
              '—'
            )}
          </td>
          <td className="ui-table__number">{order.netTotal.formatted}</td>
        </tr>
      ))}
    </AdminListTable>
  );
}
