import { graphql } from 'react-relay';
import type { StationeryEditPageQuery } from '../../../../__generated__/StationeryEditPageQuery.graphql.ts';
import { STATIONERY_LIST } from '../../../../features/admin-stationery/stationery-area.ts';
import { StationeryForm } from '../../../../features/admin-stationery/StationeryForm.tsx';
import { DeleteProductSection } from '../../../../features/catalog-admin/DeleteProductSection.tsx';
import { ProductAdminFrame } from '../../../../features/catalog-admin/ProductAdminFrame.tsx';
import { queryLoader, useRouteQuery } from '../../../../relay/route-query.ts';
import { NotFound } from '../../../NotFoundPage.tsx';

const query = graphql`
  query StationeryEditPageQuery($key: String!) {
    ...SectionSelect_query
    product(kind: STATIONERY, key: $key) {
      __typename
      ... on QueryProductSuccess {
        data {
          ... on Stationery @alias(as: "stationery") {
            id
            title
            ...ProductAdminFrame_product
            ...StationeryForm_stationery
          }
        }
      }
    }
  }
`;

export const loader = queryLoader<StationeryEditPageQuery>(query, (params) => ({ key: params.id ?? '' }), 'store-and-network');

/** /admin/stationary/:id: every field of one stationery item (id = its database id or slug), and deleting it. */
export function Component() {
  const data = useRouteQuery<StationeryEditPageQuery>(query);
  const item = data.product.__typename === 'QueryProductSuccess' ? data.product.data.stationery : null;
  if (!item) return <NotFound />;
  return (
    <ProductAdminFrame product={item} list={STATIONERY_LIST} tab="Details">
      <StationeryForm stationery={item} sections={data} />
      <DeleteProductSection id={item.id} title={item.title} noun="stationery item" listPath={STATIONERY_LIST.to} />
    </ProductAdminFrame>
  );
}
