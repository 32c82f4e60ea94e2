import { Suspense } from 'react';
import { graphql } from 'react-relay';
import type { CouponBatchesPageQuery } from '../../../../__generated__/CouponBatchesPageQuery.graphql.ts';
import { CouponBatchList } from '../../../../features/admin-coupons/CouponBatchList.tsx';
import { COUPONS_AREA_LINKS } from '../../../../features/admin-coupons/coupons-area.ts';
import { AdminPage } from '../../../../features/catalog-admin/AdminPageHeader.tsx';
import { ProductTableSkeleton } from '../../../../features/catalog-admin/ProductAdminTable.tsx';
import { queryLoader, useRouteQuery } from '../../../../relay/route-query.ts';

const query = graphql`
  query CouponBatchesPageQuery {
    ...SectionSelect_query
    ...CouponBatchList_query
  }
`;

// Statistics move with every order: show the store's copy at once and refresh it.
export const loader = queryLoader<CouponBatchesPageQuery>(query, undefined, 'store-and-network');

/** /admin/coupon/bulk: generate batches of codes with shared rules; each batch's figures and CSV. */
export function Component() {
  return (
    <AdminPage
      title="Bulk coupons"
      intro="Generate up to 10,000 random codes at once with one prefix and shared rules, e.g. for flyers or a partner school. Download a batch's codes as CSV."
      subnav={{ label: 'Coupons area', links: COUPONS_AREA_LINKS }}
    >
      <Suspense fallback={<ProductTableSkeleton />}>
        <Batches />
      </Suspense>
    </AdminPage>
  );
}

function Batches() {
  const data = useRouteQuery<CouponBatchesPageQuery>(query);
  return <CouponBatchList query={data} sections={data} />;
}
