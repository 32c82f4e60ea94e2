import { Suspense } from 'react';
import { graphql } from 'react-relay';
import type { DeliveryRulesPageQuery } from '../../../../__generated__/DeliveryRulesPageQuery.graphql.ts';
import { DeliveryRulesTable } from '../../../../features/admin-delivery/DeliveryRulesTable.tsx';
import { AdminPage } from '../../../../features/catalog-admin/AdminPageHeader.tsx';
import { ProductTableSkeleton } from '../../../../features/catalog-admin/ProductAdminTable.tsx';
import { queryLoader, useRouteQuery } from '../../../../relay/route-query.ts';

const query = graphql`
  query DeliveryRulesPageQuery {
    deliveryRules {
      ...DeliveryRulesTable_rules
    }
  }
`;

export const loader = queryLoader<DeliveryRulesPageQuery>(query, undefined, 'store-and-network');

/** /admin/delivery: the delivery charge of each kind of goods inside and outside Dhaka. */
export function Component() {
  return (
    <AdminPage
      title="Delivery charges"
      intro="A parcel costs the highest charge among its goods. Stationery has a fixed charge; ebooks and courses are never delivered. Amounts are in Taka; leave “Free delivery from” empty for never."
    >
      <Suspense fallback={<ProductTableSkeleton rows={5} />}>
        <Rules />
      </Suspense>
    </AdminPage>
  );
}

function Rules() {
  const data = useRouteQuery<DeliveryRulesPageQuery>(query);
  return <DeliveryRulesTable rules={data.deliveryRules} />;
}
