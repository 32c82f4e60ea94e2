import { Suspense } from 'react';
import { graphql, loadQuery } from 'react-relay';
import type { LoaderFunctionArgs } from 'react-router';
import type { EbookOrdersPageQuery } from '../../../../__generated__/EbookOrdersPageQuery.graphql.ts';
import { ORDERS_AREA_LINKS } from '../../../../features/admin-orders/admin-order-paths.ts';
import { OrderAdminList } from '../../../../features/admin-orders/OrderAdminList.tsx';
import { orderListParams, orderListVariables, type FixedOrderFilter } from '../../../../features/admin-orders/order-list-params.ts';
import { AdminPage } from '../../../../features/catalog-admin/AdminPageHeader.tsx';
import { keepListOnSearchChange } from '../../../../features/catalog-admin/list-loader.ts';
import { ProductTableSkeleton } from '../../../../features/catalog-admin/ProductAdminTable.tsx';
import { relayEnvironment } from '../../../../relay/environment.ts';
import { useRouteQuery } from '../../../../relay/route-query.ts';

const DIGITAL: FixedOrderFilter = { digital: true };

const query = graphql`
  query EbookOrdersPageQuery($filter: AdminOrderFilter) {
    ...SectionSelect_query
    ...OrderAdminList_query @arguments(filter: $filter, withEntitlements: true)
  }
`;

export const loader = ({ request }: LoaderFunctionArgs) =>
  loadQuery<EbookOrdersPageQuery>(relayEnvironment, query, orderListVariables(orderListParams(new URL(request.url).searchParams), DIGITAL), {
    fetchPolicy: 'store-and-network',
  });
export const shouldRevalidate = keepListOnSearchChange;

/** /admin/orders/ebook: orders with an ebook or course, and what each unlocked. */
export function Component() {
  return (
    <AdminPage
      title="Ebook orders"
      intro="Orders with an ebook or a course, and the entitlements each gave its customer (granted when paid, revoked on refund)."
      subnav={{ label: 'Orders area', links: ORDERS_AREA_LINKS }}
    >
      <Suspense fallback={<ProductTableSkeleton />}>
        <EbookOrders />
      </Suspense>
    </AdminPage>
  );
}

function EbookOrders() {
  const data = useRouteQuery<EbookOrdersPageQuery>(query);
  return <OrderAdminList query={data} sections={data} fixed={DIGITAL} withEntitlements emptyText="No orders of ebooks or courses yet." />;
}
