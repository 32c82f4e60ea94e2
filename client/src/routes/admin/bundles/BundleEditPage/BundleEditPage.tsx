import { graphql } from 'react-relay';
import type { BundleEditPageQuery } from '../../../../__generated__/BundleEditPageQuery.graphql.ts';
import { BundleForm } from '../../../../features/admin-bundles/BundleForm.tsx';
import { BUNDLES_LIST, bundleTabs } from '../../../../features/admin-bundles/bundles-area.ts';
import { DeleteProductSection } from '../../../../features/catalog-admin/DeleteProductSection.tsx';
import { ProductAdminFrame } from '../../../../features/catalog-admin/ProductAdminFrame.tsx';
import { queryLoader, useRouteQuery } from '../../../../relay/route-query.ts';
import { NotFound } from '../../../NotFoundPage.tsx';

const query = graphql`
  query BundleEditPageQuery($key: String!) {
    ...SectionSelect_query
    product(kind: BUNDLE, key: $key) {
      __typename
      ... on QueryProductSuccess {
        data {
          ... on Bundle @alias(as: "bundle") {
            id
            title
            ...ProductAdminFrame_product
            ...BundleForm_bundle
          }
        }
      }
    }
  }
`;

export const loader = queryLoader<BundleEditPageQuery>(query, (params) => ({ key: params.id ?? '' }), 'store-and-network');

/** /admin/bundles/:id: every field of one bundle (id = its database id or slug), and deleting it. */
export function Component() {
  const data = useRouteQuery<BundleEditPageQuery>(query);
  const bundle = data.product.__typename === 'QueryProductSuccess' ? data.product.data.bundle : null;
  if (!bundle) return <NotFound />;
  return (
    <ProductAdminFrame product={bundle} list={BUNDLES_LIST} tab="Details" subnav={bundleTabs(bundle.id)}>
      <BundleForm bundle={bundle} sections={data} />
      <DeleteProductSection id={bundle.id} title={bundle.title} noun="bundle" listPath={BUNDLES_LIST.to} />
    </ProductAdminFrame>
  );
}
