import { graphql } from 'react-relay';
import type { BundleDetailPageQuery, BundleDetailPageQuery$data } from '../../__generated__/BundleDetailPageQuery.graphql.ts';
import { BundleContents } from '../../features/catalog/BundleContents.tsx';
import { ProductDescription } from '../../features/catalog/ProductFacts.tsx';
import { ProductHero } from '../../features/catalog/ProductHero.tsx';
import { ProductReviews } from '../../features/catalog/ProductReviews.tsx';
import { PurchaseArea } from '../../features/catalog/PurchaseArea.tsx';
import { usePageHead } from '../../lib/head.ts';
import { queryLoader, useRouteQuery } from '../../relay/route-query.ts';
import { NotFound } from '../NotFoundPage.tsx';

const query = graphql`
  query BundleDetailPageQuery($key: String!) {
    product(kind: BUNDLE, key: $key) {
      __typename
      ... on QueryProductSuccess {
        data {
          __typename
          id
          title
          description
          inStock
          price {
            amount
          }
          ...ProductHero_product
          ...ProductReviews_product
          ...BundleContents_bundle @alias(as: "bundle")
        }
      }
    }
  }
`;

export const loader = queryLoader<BundleDetailPageQuery>(query, (params) => ({ key: params.slug ?? '' }), 'store-and-network');

type Found = Extract<BundleDetailPageQuery$data['product'], { __typename: 'QueryProductSuccess' }>['data'];

function BundleView({ bundle }: { bundle: Found }) {
  usePageHead({ title: bundle.title });
  return (
    <article className="product-page product-page--bundle">
      <ProductHero product={bundle} purchase={<PurchaseArea productId={bundle.id} kind="BUNDLE" price={bundle.price.amount} available={bundle.inStock} />} />
      {bundle.bundle && <BundleContents bundle={bundle.bundle} />}
      <ProductDescription text={bundle.description} heading="About this bundle" />
      <ProductReviews product={bundle} />
    </article>
  );
}

/** /bundle/{slug}: a bundle's items with quantities and what it saves; 404 when there is no such bundle. */
export function Component() {
  const { product } = useRouteQuery<BundleDetailPageQuery>(query);
  if (product.__typename !== 'QueryProductSuccess' || product.data.__typename !== 'Bundle') return <NotFound />;
  return <BundleView bundle={product.data} />;
}
