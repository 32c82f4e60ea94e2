import { Suspense } from 'react';
import { graphql } from 'react-relay';
import type { OrderDetailPageQuery } from '../../../../__generated__/OrderDetailPageQuery.graphql.ts';
import { OrderDetail } from '../../../../features/admin-orders/OrderDetail.tsx';
import { AdminPageHeader } from '../../../../features/catalog-admin/AdminPageHeader.tsx';
import { globalIdOf } from '../../../../features/catalog-admin/admin-paths.ts';
import { ProductTableSkeleton } from '../../../../features/catalog-admin/ProductAdminTable.tsx';
import { usePageHead } from '../../../../lib/head.ts';
import { queryLoader, useRouteQuery } from '../../../../relay/route-query.ts';
import { NotFound } from '../../../NotFoundPage.tsx';
import '../../admin.css';

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
        <div className="admin-page">
          <AdminPageHeader title="Order" breadcrumb={BREADCRUMB} />
          <ProductTableSkeleton />
        </div>
      }
    >
      <OrderPage />
    </Suspense>
  );
}

function OrderPage() {
  const data = useRouteQuery<OrderDetailPageQuery>(query);
  const order = data.order.__typename === 'QueryOrderSuccess' ? data.order.data : null;
  usePageHead({ title: order ? `Order ${order.number}` : undefined });
  if (!order) return <NotFound />;
  return (
    <div className="admin-page">
      <AdminPageHeader title={`Order ${order.number}`} breadcrumb={BREADCRUMB} />
      <OrderDetail order={order} />
    </div>
  );
}
