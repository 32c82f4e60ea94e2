import { useEffect, useId, useRef, useTransition } from 'react';
import { graphql, useFragment, usePaginationFragment } from 'react-relay';
import { Link, useSearchParams } from 'react-router';
import type { OrderAdminList_query$key } from '../../__generated__/OrderAdminList_query.graphql.ts';
import type { OrderAdminListPaginationQuery } from '../../__generated__/OrderAdminListPaginationQuery.graphql.ts';
import type { OrderAdminRow_order$key } from '../../__generated__/OrderAdminRow_order.graphql.ts';
import type { SectionSelect_query$key } from '../../__generated__/SectionSelect_query.graphql.ts';
import { DataTableHead, LoadMoreButton, NoFilterMatches } from '../catalog-admin/data-table.tsx';
import { ListSearchInput } from '../catalog-admin/ListSearchInput.tsx';
import { SectionSelect } from '../catalog-admin/SectionSelect.tsx';
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
import './admin-orders.css';

export const ORDER_PAGE_SIZE = 20;

const COLUMNS = ['Order', 'Placed', 'Customer', 'Status', 'Payment', 'Method', 'Total'] as const;
const COLUMNS_WITH_ENTITLEMENTS = [...COLUMNS, 'Entitlements'] as const;

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
  const [searchParams, setSearchParams] = useSearchParams();
  const params = orderListParams(searchParams);
  const [searching, startSearch] = useTransition();
  const variablesKey = JSON.stringify(orderListVariables(params, fixed));
  const shown = useRef(variablesKey);

  // The URL changed (typing paused, a filter, back/forward): fetch the list again from its first page.
  useEffect(() => {
    if (shown.current === variablesKey) return;
    shown.current = variablesKey;
    startSearch(() => {
      refetch({ ...JSON.parse(variablesKey), count: ORDER_PAGE_SIZE, cursor: null }, { fetchPolicy: 'store-and-network' });
    });
  }, [variablesKey, refetch]);

  const update = (patch: Partial<OrderListParams>) =>
    setSearchParams((current) => writeOrderListParams({ ...orderListParams(current), ...patch }, current));

  const orders = data.adminOrders.edges;
  const total = data.adminOrders.totalCount;
  return (
    <div className="order-list">
      <OrderFilters params={params} update={update} sections={sections} />
      {orders.length === 0 ? (
        isFiltered(params) ? (
          <NoFilterMatches many="orders" onClearFilters={() => update(NO_ORDER_FILTERS)} />
        ) : (
          <p className="empty-state">{emptyText}</p>
        )
      ) : (
        <>
          <p className="hint" role="status">
            {searching ? 'Searching…' : `Showing ${orders.length} of ${total} order${total === 1 ? '' : 's'}`}
          </p>
          <div className="table-scroll">
            <table className="data-table" aria-busy={searching} aria-label="Orders">
              <DataTableHead columns={withEntitlements ? COLUMNS_WITH_ENTITLEMENTS : COLUMNS} />
              <tbody>
                {orders.map(({ node }) => (
                  <OrderAdminRow key={node.id} order={node} withEntitlements={withEntitlements} />
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
      <LoadMoreButton hasNext={hasNext} isLoadingNext={isLoadingNext} onLoadMore={() => loadNext(ORDER_PAGE_SIZE)} />
    </div>
  );
}

interface OrderFiltersProps {
  params: OrderListParams;
  update: (patch: Partial<OrderListParams>) => void;
  sections?: SectionSelect_query$key;
}

function OrderFilters({ params, update, sections }: OrderFiltersProps) {
  const ids = { status: useId(), method: useId(), payment: useId(), from: useId(), to: useId() };
  const select = (id: string, label: string, value: string, options: readonly string[], labels: Record<string, string>, every: string, onChange: (value: string) => void) => (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select id={id} className="field__control" value={value.toLowerCase()} onChange={(event) => onChange(event.target.value.toUpperCase())}>
        <option value="">{every}</option>
        {options.map((option) => (
          <option key={option} value={option.toLowerCase()}>
            {labelOf(labels, option)}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <div className="list-filters" role="search" aria-label="Order filters">
      <ListSearchInput label="Search orders" placeholder="Order number, phone or name" />
      {select(ids.status, 'Status', params.status, ORDER_STATUSES, ORDER_STATUS_LABELS, 'Every status', (status) =>
        update({ status: status as OrderListParams['status'] }),
      )}
      {select(ids.method, 'Payment method', params.method, PAYMENT_METHODS, PAYMENT_METHOD_LABELS, 'Every method', (method) =>
        update({ method: method as OrderListParams['method'] }),
      )}
      {select(ids.payment, 'Payment state', params.payment, PAYMENT_STATUSES, PAYMENT_STATUS_LABELS, 'Every payment state', (payment) =>
        update({ payment: payment as OrderListParams['payment'] }),
      )}
      <div className="order-list__dates">
        <div className="field">
          <label className="field__label" htmlFor={ids.from}>
            Placed from
          </label>
          <input id={ids.from} type="date" className="field__control" value={params.from} max={params.to || undefined} onChange={(event) => update({ from: event.target.value })} />
        </div>
        <div className="field">
          <label className="field__label" htmlFor={ids.to}>
            Placed until
          </label>
          <input id={ids.to} type="date" className="field__control" value={params.to} min={params.from || undefined} onChange={(event) => update({ to: event.target.value })} />
        </div>
      </div>
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
    </div>
  );
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
    <tr className="data-table__row">
      <th scope="row">
        <Link to={adminOrderPath(order.id)}>{order.number}</Link>
      </th>
      <td className="product-table__number">{formatDateTime(order.placedAt)}</td>
      <td>
        {order.name}
        <span className="order-table__muted">{order.phone}</span>
      </td>
      <td>
        <OrderStatusBadge status={order.status} />
      </td>
      <td>
        <PaymentStatusBadge status={order.paymentStatus} />
      </td>
      <td>{labelOf(PAYMENT_METHOD_LABELS, order.paymentMethod)}</td>
      <td className="product-table__number">{order.netTotal.formatted}</td>
      {withEntitlements && (
        <td>
          {order.entitlements && order.entitlements.length > 0 ? (
            <ul className="plain-list">
              {order.entitlements.map((entitlement) => (
                <li key={entitlement.id}>
                  {entitlement.product.title}
                  <span className="order-table__muted">{entitlement.active ? 'Active' : 'Revoked'}</span>
                </li>
              ))}
            </ul>
          ) : (
            <span className="order-table__muted">None yet</span>
          )}
        </td>
      )}
    </tr>
  );
}
