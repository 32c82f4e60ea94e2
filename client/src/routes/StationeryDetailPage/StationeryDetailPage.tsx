import { graphql } from 'react-relay';
import type { StationeryDetailPageQuery } from '../../__generated__/StationeryDetailPageQuery.graphql.ts';
import { ProductFacts } from '../../features/catalog/ProductFacts.tsx';
import { ProductPage, productLoader, useRouteProduct } from '../../features/catalog/ProductPage.tsx';
import { StationeryOptions } from '../../features/catalog/StationeryOptions.tsx';
import { useT } from '../../i18n/i18n.ts';
import { NotFound } from '../NotFoundPage.tsx';

const query = graphql`
  query StationeryDetailPageQuery($key: String!) {
    product(kind: STATIONERY, key: $key) {
      __typename
      ... on QueryProductSuccess {
        data {
          __typename
          ...ProductPage_product
          ... on Stationery {
            brand
          }
          ...StationeryOptions_stationery @alias(as: "options")
        }
      }
    }
  }
`;

export const loader = productLoader<StationeryDetailPageQuery>(query, 'STATIONERY');

/** /stationery/{slug or id}: a stationery item with its variants and their stock; 404 when there is no such item. */
export function Component() {
  const item = useRouteProduct<StationeryDetailPageQuery>(query, 'Stationery');
  const t = useT();
  if (!item) return <NotFound />;
  return (
    <ProductPage
      product={item}
      facts={<ProductFacts caption={t('product.facts.details')} facts={[[t('product.facts.brand'), item.brand]]} />}
      // A stationery item's variant is chosen before it goes to the cart.
      purchase={item.options ? <StationeryOptions stationery={item.options} /> : null}
    />
  );
}
