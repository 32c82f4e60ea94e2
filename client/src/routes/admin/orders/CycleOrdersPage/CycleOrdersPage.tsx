import { Suspense } from 'react';
import { graphql, loadQuery } from 'react-relay';
import type { LoaderFunctionArgs } from 'react-router';
import type { CycleOrdersPageQuery } from '../../../../__generated__/CycleOrdersPageQuery.graphql.ts';
import { ORDERS_AREA_LINKS } from '../../../../features/admin-orders/admin-order-paths.ts';
import { OrderAdminList } from '../../../../features/admin-orders/OrderAdminList.tsx';
import { orderListParams, orderListVariables, type FixedOrderFilter } from '../../../../features/admin-orders/order-list-params.ts';
import { AdminPage } from '../../../../features/catalog-admin/AdminPageHeader.tsx';
import { keepListOnSearchChange } from '../../../../features/catalog-admin/list-loader.ts';
import { ProductTableSkeleton } from '../../../../features/catalog-admin/ProductAdminTable.tsx';
import { relayEnvironment } from '../../../../relay/environment.ts';
import { useRouteQuery } from '../../../../relay/route-query.ts';

/** The academic "cycle" sub-section (its slug; the storefront shows it at /academic/cycle). */
const CYCLE: FixedOrderFilter = { section: 'cycle' };

const query = graphql`
  query CycleOrdersPageQuery($filter: AdminOrderFilter) {
    ...OrderAdminList_query @arguments(filter: $filter)
  }
`;

export const loader = ({ request }: LoaderFunctionArgs) =>
  loadQuery<CycleOrdersPageQuery>(relayEnvironment, query, orderListVariables(orderListParams(new URL(request.url).searchParams), CYCLE), {
    fetchPolicy: 'store-and-network',
  });
export const shouldRevalidate = keepListOnSearchChange;

/** /admin/orders/cycle: orders with an item of the academic "cycle" sub-section. */
export function Component() {
  return (
    <AdminPage title="Cycle orders" intro="Orders with an item of the academic “Cycle” sub-section." subnav={{ label: 'Orders area', links: ORDERS_AREA_LINKS }}>
      <Suspense fallback={<ProductTableSkeleton />}>
        <CycleOrders />
      </Suspense>
    </AdminPage>
  );
}

function CycleOrders() {
  const data = useRouteQuery<CycleOrdersPageQuery>(query);
  return <OrderAdminList query={data} fixed={CYCLE} emptyText="No orders of the Cycle sub-section yet." />;
}
