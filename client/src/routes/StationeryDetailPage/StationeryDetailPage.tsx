import { graphql } from 'react-relay';
import type { StationeryDetailPageQuery, StationeryDetailPageQuery$data } from '../../__generated__/StationeryDetailPageQuery.graphql.ts';
import { ProductDescription, ProductFacts } from '../../features/catalog/ProductFacts.tsx';
import { ProductHero } from '../../features/catalog/ProductHero.tsx';
import { ProductReviews } from '../../features/catalog/ProductReviews.tsx';
import { StationeryOptions } from '../../features/catalog/StationeryOptions.tsx';
import { usePageHead } from '../../lib/head.ts';
import { queryLoader, useRouteQuery } from '../../relay/route-query.ts';
import { NotFound } from '../NotFoundPage.tsx';

const query = graphql`
  query StationeryDetailPageQuery($key: String!) {
    product(kind: STATIONERY, key: $key) {
      __typename
      ... on QueryProductSuccess {
        data {
          __typename
          title
          description
          ...ProductHero_product
          ...ProductReviews_product
          ... on Stationery {
            brand
          }
          ...StationeryOptions_stationery @alias(as: "options")
        }
      }
    }
  }
`;

export const loader = queryLoader<StationeryDetailPageQuery>(query, (params) => ({ key: params.id ?? '' }), 'store-and-network');

type Found = Extract<StationeryDetailPageQuery$data['product'], { __typename: 'QueryProductSuccess' }>['data'];

function StationeryView({ item }: { item: Found }) {
  usePageHead({ title: item.title });
  return (
    <article className="product-page product-page--stationery">
      <ProductHero product={item} purchase={item.options && <StationeryOptions stationery={item.options} />}>
        <ProductFacts caption="Details" facts={[['Brand', item.brand]]} />
      </ProductHero>
      <ProductDescription text={item.description} />
      <ProductReviews product={item} />
    </article>
  );
}

/** /stationery/{slug or id}: a stationery item with its variants and their stock; 404 when there is no such item. */
export function Component() {
  const { product } = useRouteQuery<StationeryDetailPageQuery>(query);
  if (product.__typename !== 'QueryProductSuccess' || product.data.__typename !== 'Stationery') return <NotFound />;
  return <StationeryView item={product.data} />;
}
