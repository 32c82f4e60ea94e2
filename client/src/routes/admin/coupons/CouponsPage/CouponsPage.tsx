import { Suspense } from 'react';
import { graphql, loadQuery } from 'react-relay';
import type { LoaderFunctionArgs } from 'react-router';
import type { CouponsPageQuery } from '../../../../__generated__/CouponsPageQuery.graphql.ts';
import { COUPONS_AREA_LINKS } from '../../../../features/admin-coupons/coupons-area.ts';
import { CouponAdminList } from '../../../../features/admin-coupons/CouponAdminList.tsx';
import { couponListParams, couponListVariables } from '../../../../features/admin-coupons/coupon-list-params.ts';
import { AdminPage } from '../../../../features/catalog-admin/AdminPageHeader.tsx';
import { keepListOnSearchChange } from '../../../../features/catalog-admin/list-loader.ts';
import { ProductTableSkeleton } from '../../../../features/catalog-admin/ProductAdminTable.tsx';
import { relayEnvironment } from '../../../../relay/environment.ts';
import { useRouteQuery } from '../../../../relay/route-query.ts';

const query = graphql`
  query CouponsPageQuery($filter: CouponFilter) {
    ...SectionSelect_query
    ...CouponAdminList_query @arguments(filter: $filter)
  }
`;

export const loader = ({ request }: LoaderFunctionArgs) =>
  loadQuery<CouponsPageQuery>(relayEnvironment, query, couponListVariables(couponListParams(new URL(request.url).searchParams)), {
    fetchPolicy: 'store-and-network',
  });
export const shouldRevalidate = keepListOnSearchChange;

/** /admin/coupon: the shop's coupons, to create, edit and deactivate. */
export function Component() {
  return (
    <AdminPage
      title="Coupons"
      intro="Discount codes customers apply in the cart. Uses count once an order is placed."
      subnav={{ label: 'Coupons area', links: COUPONS_AREA_LINKS }}
    >
      <Suspense fallback={<ProductTableSkeleton />}>
        <Coupons />
      </Suspense>
    </AdminPage>
  );
}

function Coupons() {
  const data = useRouteQuery<CouponsPageQuery>(query);
  return <CouponAdminList query={data} sections={data} />;
}
