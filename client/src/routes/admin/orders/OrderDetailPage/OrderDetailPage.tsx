import { Suspense } from 'react';
import { graphql } from 'react-relay';
import type { OrderDetailPageQuery } from '../../../../__generated__/OrderDetailPageQuery.graphql.ts';
import { OrderDetail } from '../../../../features/admin-orders/OrderDetail.tsx';
import { AdminPage } from '../../../../features/catalog-admin/AdminPageHeader.tsx';
import { globalIdOf } from '../../../../features/catalog-admin/admin-paths.ts';
import { ProductTableSkeleton } from '../../../../features/catalog-admin/ProductAdminTable.tsx';
import { queryLoader, useRouteQuery } from '../../../../relay/route-query.ts';
import { NotFound } from '../../../NotFoundPage.tsx';

const query = graphql`
  query OrderDetailPageQuery($id: ID!) {
    order(id: $id) {
      __typename
      ... on QueryOrderSuccess {
        data {
          id
          number
          ...OrderDetail_order
        }
      }
    }
  }
`;

// Staff screens change under them (payments, other staff): show the store's copy and refresh it.
export const loader = queryLoader<OrderDetailPageQuery>(query, (params) => ({ id: globalIdOf('Order', params.id ?? '') }), 'store-and-network');

const BREADCRUMB = [{ to: '/admin/orders', label: 'Orders' }];

/** /admin/orders/:id (the order's database id): one order for staff. */
export function Component() {
  return (
    <Suspense
      fallback={
        <AdminPage title="Order" breadcrumb={BREADCRUMB}>
          <ProductTableSkeleton />
        </AdminPage>
      }
    >
      <OrderPage />
    </Suspense>
  );
}

function OrderPage() {
  const data = useRouteQuery<OrderDetailPageQuery>(query);
  const order = data.order.__typename === 'QueryOrderSuccess' ? data.order.data : null;
  if (!order) return <NotFound />;
  return (
    <AdminPage title={`Order ${order.number}`} breadcrumb={BREADCRUMB}>
      <OrderDetail order={order} />
    </AdminPage>
  );
}
