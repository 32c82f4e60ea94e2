import { Suspense } from 'react';
import { graphql, loadQuery } from 'react-relay';
import type { LoaderFunctionArgs } from 'react-router';
import type { OrdersPageQuery } from '../../../../__generated__/OrdersPageQuery.graphql.ts';
import { ORDERS_AREA_LINKS } from '../../../../features/admin-orders/admin-order-paths.ts';
import { OrderAdminList } from '../../../../features/admin-orders/OrderAdminList.tsx';
import { RefundQueue } from '../../../../features/admin-orders/RefundQueue.tsx';
import { orderListParams, orderListVariables } from '../../../../features/admin-orders/order-list-params.ts';
import { AdminPage } from '../../../../features/catalog-admin/AdminPageHeader.tsx';
import { keepListOnSearchChange } from '../../../../features/catalog-admin/list-loader.ts';
import { ProductTableSkeleton } from '../../../../features/catalog-admin/ProductAdminTable.tsx';
import { relayEnvironment } from '../../../../relay/environment.ts';
import { useRouteQuery } from '../../../../relay/route-query.ts';

const query = graphql`
  query OrdersPageQuery($filter: AdminOrderFilter) {
    ...SectionSelect_query
    ...OrderAdminList_query @arguments(filter: $filter)
    ...RefundQueue_query
  }
`;

export const loader = ({ request }: LoaderFunctionArgs) =>
  loadQuery<OrdersPageQuery>(relayEnvironment, query, orderListVariables(orderListParams(new URL(request.url).searchParams)), {
    fetchPolicy: 'store-and-network',
  });
export const shouldRevalidate = keepListOnSearchChange;

/** /admin/orders: late payments waiting for a refund (when any), then every order, newest first, with search and filters kept in the address. */
export function Component() {
  return (
    <AdminPage title="Orders" intro="Every order placed in the shop. Open one to see its history and move it along." subnav={{ label: 'Orders area', links: ORDERS_AREA_LINKS }}>
      <Suspense fallback={<ProductTableSkeleton />}>
        <Orders />
      </Suspense>
    </AdminPage>
  );
}

function Orders() {
  const data = useRouteQuery<OrdersPageQuery>(query);
  return (
    <>
      <RefundQueue query={data} />
      <OrderAdminList query={data} sections={data} />
    </>
  );
}
