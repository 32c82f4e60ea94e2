import { graphql } from 'react-relay';
import type { BundleSalesPageQuery } from '../../../../__generated__/BundleSalesPageQuery.graphql.ts';
import { BUNDLES_LIST, bundleTabs } from '../../../../features/admin-bundles/bundles-area.ts';
import { productSubPageVariables, useProductSubPageGuard } from '../../../../features/catalog-admin/product-sub-page.tsx';
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

export const loader = queryLoader<BundleSalesPageQuery>(query, productSubPageVariables('Bundle'), 'network-only');

/** /admin/bundles/:id/sales: units sold, revenue and orders of this bundle. */
export function Component() {
  const data = useRouteQuery<BundleSalesPageQuery>(query);
  const bundle = data.product.__typename === 'QueryProductSuccess' ? data.product.data.bundle : null;
  const guard = useProductSubPageGuard(bundle, <NotFound />);
  if (guard || !bundle) return guard;
  return (
    <ProductAdminFrame product={bundle} list={BUNDLES_LIST} tab="Sales" subnav={bundleTabs(bundle.id)}>
      <ProductSalesFigures sales={data.productSales} noun="bundle" />
    </ProductAdminFrame>
  );
}
