import { graphql, useFragment, usePaginationFragment } from 'react-relay';
import { Link } from 'react-router';
import { useLatestSearchParams } from '../../lib/use-latest-search-params.ts';
import type { OrderAdminList_query$key } from '../../__generated__/OrderAdminList_query.graphql.ts';
import type { OrderAdminListPaginationQuery } from '../../__generated__/OrderAdminListPaginationQuery.graphql.ts';
import type { OrderAdminRow_order$key } from '../../__generated__/OrderAdminRow_order.graphql.ts';
import type { SectionSelect_query$key } from '../../__generated__/SectionSelect_query.graphql.ts';
import { EmptyState, type TableColumn } from '../../components/ui/index.ts';
import { AdminListTable } from '../catalog-admin/AdminListTable.tsx';
import { FilterBar, FilterDate, FilterSelect } from '../catalog-admin/ListFilters.tsx';
import { ListSearchInput } from '../catalog-admin/ListSearchInput.tsx';
import { NoFilterMatches } from '../catalog-admin/NoFilterMatches.tsx';
import { SectionSelect } from '../catalog-admin/SectionSelect.tsx';
import { useRefetchOnChange } from '../catalog-admin/use-list-url.ts';
import { adminOrderPath } from './admin-order-paths.ts';
import { OrderStatusBadge, PaymentStatusBadge } from './OrderBadges.tsx';
import { formatDateTime } from './order-dates.ts';
import {
  labelOf,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  PAYMENT_STATUS_LABELS,
  PAYMENT_STATUSES,
} from './order-labels.ts';
import {
  isFiltered,
  NO_ORDER_FILTERS,
  orderListParams,
  orderListVariables,
  writeOrderListParams,
  type FixedOrderFilter,
  type OrderListParams,
} from './order-list-params.ts';

export const ORDER_PAGE_SIZE = 20;

const COLUMNS: readonly (string | TableColumn)[] = ['Order', 'Placed', 'Customer', 'Status', 'Payment', 'Method', { label: 'Total', numeric: true }];
const COLUMNS_WITH_ENTITLEMENTS = [...COLUMNS, 'Entitlements'];

interface OrderAdminListProps {
  query: OrderAdminList_query$key;
  /** A query with `...SectionSelect_query` for the section filter; left out, there is none (a page that fixes the section). */
  sections?: SectionSelect_query$key;
  /** The filter parts the page fixes, e.g. `{ digital: true }`. */
  fixed?: FixedOrderFilter;
  /** Shows each order's entitlements (the fragment must have been spread with `withEntitlements: true`). */
  withEntitlements?: boolean;
  /** What the list says when there are no orders at all. */
  emptyText?: string;
}

/**
 * Orders, newest first: search by number, phone or name and filters by status, payment method and
 * state, placement dates, section and source (all in the URL), with the total count and "Load more".
 */
export function OrderAdminList({ query, sections, fixed = {}, withEntitlements = false, emptyText = 'No orders yet.' }: OrderAdminListProps) {
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment<OrderAdminListPaginationQuery, OrderAdminList_query$key>(
    graphql`
      fragment OrderAdminList_query on Query
      @refetchable(queryName: "OrderAdminListPaginationQuery")
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 20 }
        cursor: { type: "String" }
        filter: { type: "AdminOrderFilter" }
        withEntitlements: { type: "Boolean", defaultValue: false }
      ) {
        adminOrders(first: $count, after: $cursor, filter: $filter) @connection(key: "OrderAdminList_adminOrders") {
          totalCount
          edges {
            node {
              id
              ...OrderAdminRow_order @arguments(withEntitlements: $withEntitlements)
            }
          }
        }
      }
    `,
    query,
  );
  const [searchParams, setSearchParams] = useLatestSearchParams();
  const params = orderListParams(searchParams);
  const searching = useRefetchOnChange(orderListVariables(params, fixed), refetch, ORDER_PAGE_SIZE);

  const update = (patch: Partial<OrderListParams>) =>
    setSearchParams((current) => writeOrderListParams({ ...orderListParams(current), ...patch }, current));

  const orders = data.adminOrders.edges;
  return (
    <div className="order-list">
      <OrderFilters params={params} update={update} sections={sections} />
      <AdminListTable
        label="Orders"
        noun={{ one: 'order', many: 'orders' }}
        shown={orders.length}
        total={data.adminOrders.totalCount}
        busy={searching}
        busyText="Searching…"
        empty={
          isFiltered(params) ? (
            <NoFilterMatches many="orders" onClearFilters={() => update(NO_ORDER_FILTERS)} />
          ) : (
            <EmptyState titleAs="p" title={emptyText} />
          )
        }
        columns={withEntitlements ? COLUMNS_WITH_ENTITLEMENTS : COLUMNS}
        hasNext={hasNext}
        isLoadingNext={isLoadingNext}
        onLoadMore={() => loadNext(ORDER_PAGE_SIZE)}
      >
        {orders.map(({ node }) => (
          <OrderAdminRow key={node.id} order={node} withEntitlements={withEntitlements} />
        ))}
      </AdminListTable>
    </div>
  );
}

interface OrderFiltersProps {
  params: OrderListParams;
  update: (patch: Partial<OrderListParams>) => void;
  sections?: SectionSelect_query$key;
}

function OrderFilters({ params, update, sections }: OrderFiltersProps) {
  return (
    <FilterBar label="Order filters">
      <ListSearchInput label="Search orders" placeholder="Order number, phone or name" />
      <FilterSelect
        label="Status"
        value={params.status.toLowerCase()}
        options={enumOptions(ORDER_STATUSES, ORDER_STATUS_LABELS, 'Every status')}
        onChange={(status) => update({ status: status.toUpperCase() as OrderListParams['status'] })}
      />
      <FilterSelect
        label="Payment method"
        value={params.method.toLowerCase()}
        options={enumOptions(PAYMENT_METHODS, PAYMENT_METHOD_LABELS, 'Every method')}
        onChange={(method) => update({ method: method.toUpperCase() as OrderListParams['method'] })}
      />
      <FilterSelect
        label="Payment state"
        value={params.payment.toLowerCase()}
        options={enumOptions(PAYMENT_STATUSES, PAYMENT_STATUS_LABELS, 'Every payment state')}
        onChange={(payment) => update({ payment: payment.toUpperCase() as OrderListParams['payment'] })}
      />
      <FilterDate label="Placed from" value={params.from} max={params.to || undefined} onChange={(from) => update({ from })} />
      <FilterDate label="Placed until" value={params.to} min={params.from || undefined} onChange={(to) => update({ to })} />
      {sections && (
        <SectionSelect
          query={sections}
          label="Section"
          valueKey="slug"
          emptyLabel="Every section"
          name="section"
          value={params.section}
          onChange={(event) => update({ section: event.currentTarget.value })}
        />
      )}
      <ListSearchInput label="Source" placeholder="Add-to-cart source, e.g. home" param="source" />
    </FilterBar>
  );
}

/** A filter's options for an enum (its values lower-cased, as the URL has them), after "every …". */
function enumOptions(values: readonly string[], labels: Record<string, string>, every: string) {
  return [{ value: '', label: every }, ...values.map((value) => ({ value: value.toLowerCase(), label: labelOf(labels, value) }))];
}

function OrderAdminRow({ order: key, withEntitlements }: { order: OrderAdminRow_order$key; withEntitlements: boolean }) {
  const order = useFragment(
    graphql`
      fragment OrderAdminRow_order on Order @argumentDefinitions(withEntitlements: { type: "Boolean", defaultValue: false }) {
        id
        number
        placedAt
        name
        phone
        status
        paymentStatus
        paymentMethod
        netTotal {
          formatted
        }
        entitlements @include(if: $withEntitlements) {
          id
          active
          product {
            title
          }
        }
      }
    `,
    key,
  );
  return (
    <tr>
      <th scope="row">
        <Link to={adminOrderPath(order.id)}>{order.number}</Link>
      </th>
      <td className="ui-table__nowrap">{formatDateTime(order.placedAt)}</td>
      <td>
        {order.name}
        <span className="ui-table__muted">{order.phone}</span>
      </td>
      <td>
        <OrderStatusBadge status={order.status} />
      </td>
      <td>
        <PaymentStatusBadge status={order.paymentStatus} />
      </td>
      <td>{labelOf(PAYMENT_METHOD_LABELS, order.paymentMethod)}</td>
      <td className="ui-table__number">{order.netTotal.formatted}</td>
      {withEntitlements && (
        <td>
          {order.entitlements && order.entitlements.length > 0 ? (
            <ul className="ui-table__list">
              {order.entitlements.map((entitlement) => (
                <li key={entitlement.id}>
                  {entitlement.product.title}
                  <span className="ui-table__muted">{entitlement.active ? 'Active' : 'Revoked'}</span>
                </li>
              ))}
            </ul>
          ) : (
            <span className="ui-table__muted">None yet</span>
          )}
        </td>
      )}
    </tr>
  );
}
