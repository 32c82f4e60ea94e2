import { graphql } from 'react-relay';
import { Navigate, useParams } from 'react-router';
import type { BundleSalesPageQuery } from '../../../../__generated__/BundleSalesPageQuery.graphql.ts';
import { BUNDLES_LIST, bundleTabs } from '../../../../features/admin-bundles/bundles-area.ts';
import { databaseId, globalIdOf, isDatabaseId } from '../../../../features/catalog-admin/admin-paths.ts';
import { ProductAdminFrame } from '../../../../features/catalog-admin/ProductAdminFrame.tsx';
import { ProductSalesFigures } from '../../../../features/catalog-admin/ProductSalesFigures.tsx';
import { queryLoader, useRouteQuery } from '../../../../relay/route-query.ts';
import { NotFound } from '../../../NotFoundPage.tsx';

const query = graphql`
  query BundleSalesPageQuery($key: String!, $productId: ID!) {
    product(kind: BUNDLE, key: $key) {
      __typename
      ... on QueryProductSuccess {
        data {
          ... on Bundle @alias(as: "bundle") {
            id
            ...ProductAdminFrame_product
          }
        }
      }
    }
    productSales(productId: $productId) {
      ...ProductSalesFigures_sales
    }
  }
`;

export const loader = queryLoader<BundleSalesPageQuery>(
  query,
  (params) => ({ key: params.id ?? '', productId: globalIdOf('Bundle', params.id ?? '') }),
  'network-only',
);

/** /admin/bundles/:id/sales: units sold, revenue and orders of this bundle. */
export function Component() {
  const data = useRouteQuery<BundleSalesPageQuery>(query);
  const { id = '' } = useParams();
  const bundle = data.product.__typename === 'QueryProductSuccess' ? data.product.data.bundle : null;
  if (!bundle) return <NotFound />;
  // The figures are asked for by database id: a slug in the address is swapped for it.
  if (!isDatabaseId(id)) return <Navigate to={`/admin/bundles/${databaseId(bundle.id)}/sales`} replace />;
  return (
    <ProductAdminFrame product={bundle} list={BUNDLES_LIST} tab="Sales" subnav={bundleTabs(bundle.id)}>
      <ProductSalesFigures sales={data.productSales} noun="bundle" />
    </ProductAdminFrame>
  );
}
